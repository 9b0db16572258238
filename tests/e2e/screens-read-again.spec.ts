import { expect, test } from '@playwright/test';
import { navigateInApp } from './navigation.js';
import { call, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A screen visited again, in the app (no reload), shows what REST holds now, not what the app's cache kept from the
// first visit: someone else changes records meanwhile. (Found by an audit: the contact screen, the guest's and the
// client's dashboards showed their first visit's values until a reload.)

test('the contact screen, visited again in the app, shows the contact as REST holds it after another change', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = Date.now().toString(36);
  const person = await createPerson<{ id: number }>(admin, {
    first_name: 'Stale',
    last_name: `Check${stamp}`,
    company: 'Read Again Ltd',
    job_title: 'Associate',
    profile_type: 2,
    emails: [{ email: `stale.${stamp}@read-again.test`, label: 'Work' }],
  });
  await signInDirectly(page, 'user@ft8.test');
  await page.goto(`/contacts/${person.id}`);
  const jobTitle = page.getByRole('group', { name: 'Job Title', exact: true });
  await expect(jobTitle).toHaveText('Job TitleAssociate');

  await navigateInApp(page, '/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await call('PATCH', `people/${person.id}/`, admin, { job_title: 'Head of Lending', company: 'Changed Holdings' });
  const held = await rest<{ job_title: string; company: string }>(`people/${person.id}/`, admin);

  await navigateInApp(page, `/contacts/${person.id}`);
  await expect(jobTitle).toHaveText(`Job Title${held.job_title}`);
  await expect(page.getByRole('group', { name: 'Company', exact: true })).toHaveText(`Company${held.company}`);
});

test("the guest's dashboard, visited again in the app, lists a task assigned to them since", async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const guest = await restToken('guest@ft8.test');
  const guestId = (await rest<{ id: number }>('auth/me/', guest)).id;
  const theirs = (await rest<{ results: { id: number; project: number }[] }>('tasks/?limit=10', guest)).results;
  expect(theirs.length).toBeGreaterThan(0);
  const project = theirs[0]!.project;
  const column = (await rest<{ id: number }[]>(`projects/columns/?project=${project}`, admin))[0]!;

  await signInDirectly(page, 'guest@ft8.test');
  await page.goto('/');
  const myTasks = page.getByRole('region', { name: 'My Tasks' }).getByTestId('dashboard-tasks');
  await expect(myTasks.getByRole('link').first()).toBeVisible();
  await navigateInApp(page, `/task/${theirs[0]!.id}?back=%2F`);
  await expect(page.getByRole('dialog')).toBeVisible();

  const title = `Sign the guarantee ${Date.now().toString(36)}`;
  const task = await call<{ id: number }>('POST', 'tasks/', admin, {
    title,
    project,
    column: column.id,
    assignees: [guestId],
  });
  try {
    await navigateInApp(page, '/');
    await expect(myTasks.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    // Every task REST gives the guest is listed.
    const held = (await rest<{ results: { title: string }[] }>('tasks/?limit=10000', guest)).results;
    for (const { title: shown } of held) await expect(myTasks.getByText(shown, { exact: true })).toHaveCount(1);
  } finally {
    await call('DELETE', `tasks/${task.id}/`, admin);
  }
});

test("the client's dashboard, visited again in the app, shows the project's name and team as REST holds them", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const client = await restToken('client@ft8.test');
  const [clientId, userId] = await Promise.all(
    [client, await restToken('user@ft8.test')].map(async (token) => (await rest<{ id: number }>('auth/me/', token)).id),
  );
  // A project of their own, so that the changes below touch no other test's data.
  const stamp = Date.now().toString(36);
  const project = await call<{ id: number }>('POST', 'projects/', admin, {
    name: `Read Again Towers ${stamp}`,
    client: clientId,
    project_types: [1],
    closing_date: '2027-12-31',
  });
  try {
    await call('POST', 'projects/memberships/', admin, { project: project.id, person: clientId, state: 2 });
    await signInDirectly(page, 'client@ft8.test');
    await page.goto(`/dashboard/${project.id}`);
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText(`Read Again Towers ${stamp}`);
    const team = page.getByRole('region', { name: 'Project Team' });
    await expect(team.getByRole('listitem').first()).toBeVisible();
    // Away to the project's page (the dashboard leaves the screen), changed meanwhile, then back.
    await navigateInApp(page, `/projects/${project.id}`);
    await expect(page.getByRole('heading', { name: 'Project Board' })).toBeVisible();

    await call('PATCH', `projects/${project.id}/`, admin, { name: `Renamed Towers ${stamp}` });
    await call('POST', 'projects/memberships/', admin, { project: project.id, person: userId, state: 1 });
    const held = await rest<{ name: string; members: { person_details: { full_name: string }; state: number }[] }>(
      `projects/${project.id}/`,
      admin,
    );
    const states: Record<number, string> = { 1: 'Owner', 2: 'Client', 3: 'Member', 4: 'Guest' };
    const expected = held.members.map((member) => `${member.person_details.full_name}${states[member.state]}`).sort();
    expect(expected).toContain(
      `${held.members.find((member) => member.state === 1 && member.person_details)!.person_details.full_name}Owner`,
    );

    await navigateInApp(page, `/dashboard/${project.id}`);
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText(held.name);
    await expect(async () => {
      expect((await team.getByRole('listitem').allTextContents()).sort()).toEqual(expected);
    }).toPass({ timeout: 10_000 });
  } finally {
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});
