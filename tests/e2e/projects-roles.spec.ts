import { expect, test } from '@playwright/test';
import { call, createAccount, createOwnProject, createTask, newAccount, rest, restToken, uniqueStamp } from './rest.js';
import type { RestProject } from './projects-support.js';
import { signInDirectly } from './sign-in.js';

// Projects as each role meets them (issue 17): a client reads its project's notes and sees the list without the table
// actions, a guest's view is their tasks; staff have the rest. Compared with what REST lets each see.

test("a project's client reads its notes and may not add, edit or delete them (the api's rule); staff may", async ({
  page,
}) => {
  // A project of the test's own, with an account of its own on its team as the client.
  const admin = await restToken('admin@ft8.test');
  const client = await createAccount(3);
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Client Notes ${stamp}`, {
    members: [{ person: client.id, state: 2 }],
  });
  const staffNote = `E2E staff note ${stamp}`;
  await call('POST', 'notes/projects/', admin, {
    text: staffNote,
    project: project.id,
    created_at: new Date().toISOString(),
  });
  for (const [email, may] of [
    [client.email, false],
    ['user@ft8.test', true],
  ] as const) {
    await page.context().clearCookies();
    await signInDirectly(page, email);
    await page.goto(`/projects/${project.id}`);
    const notes = page.getByRole('list', { name: 'Notes' }).getByRole('listitem');
    await expect(notes).toHaveText([new RegExp(staffNote)]);
    const item = notes.filter({ hasText: staffNote });
    await expect(item.getByRole('button', { name: 'Edit note' })).toHaveCount(may ? 1 : 0);
    await expect(item.getByRole('button', { name: 'Delete note' })).toHaveCount(may ? 1 : 0);
    await expect(page.getByLabel('New note')).toHaveCount(may ? 1 : 0);
  }
  expect((await rest<RestProject>(`projects/${project.id}/`, admin)).notes.map((note) => note.text)).toEqual([
    staffNote,
  ]);
});

test('clients see the projects list without the table actions (row selection, Manage columns); staff have them', async ({
  page,
}) => {
  // Its own client account on two projects of its own, and a third project that is not theirs; staff see the three
  // (the list searched by the stamp, so that other files' projects do not count).
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const clientEmail = await newAccount(3);
  const clientId = (await rest<{ id: number }>('auth/me/', await restToken(clientEmail))).id;
  const team = { members: [{ person: clientId, state: 2 }] };
  await createOwnProject(admin, `List rights ${stamp} Alpha`, team);
  await createOwnProject(admin, `List rights ${stamp} Beta`, team);
  await createOwnProject(admin, `List rights ${stamp} Not theirs`);
  for (const [email, fullAccess] of [
    [clientEmail, false],
    ['user@ft8.test', true],
  ] as const) {
    const token = await restToken(email);
    const theirs = (
      await rest<{ results: RestProject[] }>(`projects/?limit=10000&ordering=name&search=${stamp}`, token)
    ).results;
    expect(theirs.length, email).toBe(fullAccess ? 3 : 2);
    await page.context().clearCookies();
    await signInDirectly(page, email);
    await page.goto(`/projects?search=${stamp}`);
    // Every status (none ticked; the filter is kept for the tab): the rows are the projects REST lets them see.
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveText(/./);
    if ((await status.textContent()) !== 'All') {
      await status.click();
      await page.getByRole('option', { name: 'Analysing' }).click();
      await page.keyboard.press('Escape');
    }
    await expect(status).toHaveText('All');
    await expect(page.locator('tbody tr'), email).toHaveCount(theirs.length);
    for (const project of theirs)
      await expect(page.getByRole('row', { name: new RegExp(project.name) }).first(), email).toBeVisible();
    // Spec part 2 section 6: data-table actions (selection, manage columns, ...) need full access.
    await expect(page.getByRole('button', { name: 'Manage columns' }), email).toHaveCount(fullAccess ? 1 : 0);
    await expect(page.getByRole('checkbox', { name: 'Select all loaded rows' }), email).toHaveCount(fullAccess ? 1 : 0);
    await expect(page.getByRole('checkbox', { name: 'Select row' }), email).toHaveCount(fullAccess ? theirs.length : 0);
    if (!fullAccess) await page.screenshot({ path: '.artifacts/e2e/projects-list-client.png' });
  }
});

test("a guest's view of a project is their tasks: the projects list, a project's page and its email tracker send them home", async ({
  page,
}) => {
  // A project of the test's own, with an account of its own on its team as a guest.
  const admin = await restToken('admin@ft8.test');
  const guest = await createAccount(4);
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Guest View ${stamp}`, { members: [{ person: guest.id, state: 4 }] });
  await createTask(admin, project.id, { title: `Theirs ${stamp}`, assignees: [guest.id] });
  await createTask(admin, project.id, { title: `Not theirs ${stamp}` });
  await signInDirectly(page, guest.email);
  for (const path of ['/projects', `/projects/${project.id}`, `/projects/${project.id}/email-tracker`]) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('My Dashboard')).toBeVisible();
  }
  // Their board stays theirs (the tasks assigned to them).
  await page.goto(`/projects/${project.id}/tasks`);
  await expect(page).toHaveURL(`/projects/${project.id}/tasks`);
  await expect(page.getByTestId('board-columns')).toBeVisible();
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(page.getByTestId('task-card')).toContainText(`Theirs ${stamp}`);
  await page.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
