import { expect, test } from '@playwright/test';
import { navigateInApp } from './navigation.js';
import { call, createPerson, newAccount, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

/**
 * A project of a test's own, whose client is a contact of its own: no demo account's lists show it. Its name starts
 * with 'Zz' so that it sorts after the demo projects: other tests take the first projects by name meanwhile.
 */
async function ownProject(admin: string, name: string, fields: Record<string, unknown> = {}) {
  const stamp = Date.now().toString(36);
  const client = await createPerson<{ id: number }>(admin, {
    first_name: 'Own',
    last_name: `Client${stamp}`,
    company: 'Own Clients Ltd',
    profile_type: 2,
    emails: [{ email: `own.${stamp}.${Math.random().toString(36).slice(2, 7)}@read-again.test`, label: 'Work' }],
  });
  return call<{ id: number; name: string }>('POST', 'projects/', admin, {
    name,
    client: client.id,
    project_types: [1],
    closing_date: '2027-12-31',
    ...fields,
  });
}

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

  // Away (the contact screen gone: its page leaves only once the next one's code is in), changed meanwhile, back.
  await navigateInApp(page, '/projects');
  await expect(jobTitle).toHaveCount(0);
  await call('PATCH', `people/${person.id}/`, admin, { job_title: 'Head of Lending', company: 'Changed Holdings' });
  const held = await rest<{ job_title: string; company: string }>(`people/${person.id}/`, admin);

  await navigateInApp(page, `/contacts/${person.id}`);
  await expect(jobTitle).toHaveText(`Job Title${held.job_title}`);
  await expect(page.getByRole('group', { name: 'Company', exact: true })).toHaveText(`Company${held.company}`);
});

test("the guest's dashboard, visited again in the app, lists a task assigned to them since", async ({ page }) => {
  // A guest and a project of this test's own: other tests pick the demo guest's tasks and projects meanwhile.
  const admin = await restToken('admin@ft8.test');
  const email = await newAccount(4);
  const guest = await restToken(email);
  const guestId = (await rest<{ id: number }>('auth/me/', guest)).id;
  const project = await ownProject(admin, `Zz Read Again Guest ${Date.now().toString(36)}`);
  try {
    await call('POST', 'projects/memberships/', admin, { project: project.id, person: guestId, state: 4 });
    const column = (await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin))[0]!;
    const first = await call<{ id: number }>('POST', 'tasks/', admin, {
      title: 'Read the heads of terms',
      project: project.id,
      column: column.id,
      assignees: [guestId],
    });

    await signInDirectly(page, email);
    await page.goto('/');
    const myTasks = page.getByRole('region', { name: 'My Tasks' }).getByTestId('dashboard-tasks');
    await expect(myTasks.getByRole('link')).toHaveCount(1);
    await navigateInApp(page, `/task/${first.id}?back=%2F`);
    await expect(page.getByRole('dialog')).toBeVisible();

    const title = `Sign the guarantee ${Date.now().toString(36)}`;
    await call('POST', 'tasks/', admin, { title, project: project.id, column: column.id, assignees: [guestId] });
    await navigateInApp(page, '/');
    await expect(myTasks.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    // Every task REST gives the guest is listed.
    const held = (await rest<{ results: { title: string }[] }>('tasks/?limit=10000', guest)).results;
    expect(held).toHaveLength(2);
    for (const { title: shown } of held) await expect(myTasks.getByText(shown, { exact: true })).toHaveCount(1);
  } finally {
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});

test("the client's dashboard, visited again in the app, shows the project's name and team as REST holds them", async ({
  page,
}) => {
  // A client of this test's own: other tests pick the demo client's projects meanwhile.
  const admin = await restToken('admin@ft8.test');
  const email = await newAccount(3);
  const [clientId, userId] = await Promise.all(
    [await restToken(email), await restToken('user@ft8.test')].map(
      async (token) => (await rest<{ id: number }>('auth/me/', token)).id,
    ),
  );
  // Two projects of their own (the dashboard's switcher shows the project's name when there are several).
  const stamp = Date.now().toString(36);
  const [project, other] = (await Promise.all(
    ['Zz Read Again Towers', 'Zz Read Again Other'].map((name) =>
      call<{ id: number }>('POST', 'projects/', admin, {
        name: `${name} ${stamp}`,
        client: clientId,
        project_types: [1],
        closing_date: '2027-12-31',
      }),
    ),
  )) as [{ id: number }, { id: number }];
  try {
    for (const { id } of [project, other])
      await call('POST', 'projects/memberships/', admin, { project: id, person: clientId, state: 2 });
    await signInDirectly(page, email);
    await page.goto(`/dashboard/${project.id}`);
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText(`Zz Read Again Towers ${stamp}`);
    const team = page.getByRole('region', { name: 'Project Team' });
    await expect(team.getByRole('listitem').first()).toBeVisible();
    // Away to the project's page (the dashboard leaves the screen), changed meanwhile, then back.
    await navigateInApp(page, `/projects/${project.id}`);
    await expect(page.getByRole('heading', { name: 'Project Board' })).toBeVisible();

    await call('PATCH', `projects/${project.id}/`, admin, { name: `Zz Renamed Towers ${stamp}` });
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
    await expect.poll(async () => (await team.getByRole('listitem').allTextContents()).sort()).toEqual(expected);
  } finally {
    for (const { id } of [project, other]) await call('DELETE', `projects/${id}/`, admin);
  }
});

test('the projects list, visited again in the app, shows a project as REST holds it after another change', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = Date.now().toString(36);
  const project = await ownProject(admin, `Zz Read Again Wharf ${stamp}`, { capital_required: 1_000_000 });
  try {
    await signInDirectly(page, 'user@ft8.test');
    // Searched by its stamp: other files' projects, which sort around it, do not push it off the first page.
    await page.goto(`/projects?search=${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(project.name) });
    await expect(row).toContainText('£1,000,000');
    await navigateInApp(page, '/contacts');
    await expect(row).toHaveCount(0);
    await call('PATCH', `projects/${project.id}/`, admin, { capital_required: 2_500_000 });
    const held = await rest<{ capital_required: number }>(`projects/${project.id}/`, admin);
    expect(held.capital_required).toBe(2_500_000);

    await navigateInApp(page, `/projects?search=${stamp}`);
    await expect(row).toContainText('£2,500,000');
    await expect(row).not.toContainText('£1,000,000');
  } finally {
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});

test('a task dialog opened again shows the task as REST holds it after another change, not its first read', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const adminMe = await rest<{ id: number; first_name: string; last_name: string }>('auth/me/', admin);
  const stamp = Date.now().toString(36);
  const project = await ownProject(admin, `Zz Read Again Survey ${stamp}`);
  const column = (await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin))[0]!;
  const task = await call<{ id: number }>('POST', 'tasks/', admin, {
    title: `Order the survey ${stamp}`,
    project: project.id,
    column: column.id,
  });
  try {
    await signInDirectly(page, 'user@ft8.test');
    await page.goto(`/task/${task.id}`);
    const title = page.getByRole('dialog').getByTestId('task-title');
    await expect(title).toHaveText(`Order the survey ${stamp}`);
    await navigateInApp(page, '/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await call('PATCH', `tasks/${task.id}/`, admin, {
      title: `Order the survey and the valuation ${stamp}`,
      assignees: [adminMe.id],
    });
    const held = await rest<{ title: string; assignees_details: { full_name: string }[] }>(`tasks/${task.id}/`, admin);

    await navigateInApp(page, `/task/${task.id}`);
    await expect(title).toHaveText(held.title);
    // (This user may edit the task: its assignees show as the picker's chips.)
    await expect(page.getByRole('dialog').locator('.MuiAutocomplete-root .MuiChip-label')).toHaveText(
      held.assignees_details.map((person) => person.full_name),
    );
  } finally {
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});

test('a client with one project sees its name on the dashboard (no switcher), as REST holds it after a rename', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const email = await newAccount(3);
  const clientId = (await rest<{ id: number }>('auth/me/', await restToken(email))).id;
  const stamp = Date.now().toString(36);
  const project = await call<{ id: number }>('POST', 'projects/', admin, {
    name: `Zz Only Project ${stamp}`,
    client: clientId,
    project_types: [1],
    closing_date: '2027-12-31',
  });
  try {
    await call('POST', 'projects/memberships/', admin, { project: project.id, person: clientId, state: 2 });
    await signInDirectly(page, email);
    await page.goto('/');
    const name = page.getByTestId('dashboard-project-name');
    await expect(name).toHaveText(`Zz Only Project ${stamp}`);
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveCount(0);
    await page.screenshot({ path: '.artifacts/screens/client-dashboard-one-project.png' });

    await navigateInApp(page, `/projects/${project.id}`);
    await expect(name).toHaveCount(0);
    await call('PATCH', `projects/${project.id}/`, admin, { name: `Zz Only Renamed ${stamp}` });
    const held = await rest<{ name: string }>(`projects/${project.id}/`, admin);
    await navigateInApp(page, '/');
    await expect(name).toHaveText(held.name);
  } finally {
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});
