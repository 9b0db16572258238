import { expect, test, type Page } from '@playwright/test';
import { call, createOwnProject, createTask, newAccount, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Spec part 2 section 8: 'A deleted user shows as "User No Longer Exists"'. A person adds a task, is assigned to it,
// comments on it and attaches a file; an admin deletes them (REST `DELETE people/{id}/`, a soft delete). The task
// then names them 'User No Longer Exists' wherever it named them, and everyone else as before.

const MISSING = 'User No Longer Exists';
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');
const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#task-dialog-title') });

test('a deleted user reads "User No Longer Exists" on the task they added, commented on, uploaded to and were assigned', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const adminMe = await rest<{ id: number; full_name: string }>('auth/me/', admin);
  const token = await restToken(await newAccount(2));
  const person = await rest<{ id: number; full_name: string }>('auth/me/', token);
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Deleted User ${stamp}`);
  const task = await createTask(token, project.id, {
    title: `Chase the valuer ${stamp}`,
    assignees: [person.id, adminMe.id],
  });
  await call('POST', 'tasks/comments/', token, { task: task.id, text: 'On it.' });
  await call('POST', 'tasks/comments/', admin, { task: task.id, text: 'Thanks.' });
  const form = new FormData();
  form.append('file', new Blob(['valuation report']), 'valuation.txt');
  const uploaded = await fetch(`${apiUrl}/tasks/${task.id}/files/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);

  await call('DELETE', `people/${person.id}/`, admin);
  // REST keeps who it was, flagged.
  const held = await rest<{ created_by: number; created_by_details: { id: number; is_deleted: boolean } }>(
    `tasks/${task.id}/`,
    admin,
  );
  expect(held.created_by_details).toMatchObject({ id: person.id, is_deleted: true });

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/task/${task.id}`);
  const shown = dialog(page);
  await expect(shown.getByText('Added By', { exact: true }).locator('xpath=..')).toContainText(MISSING);
  const comments = shown.getByRole('listitem', { name: 'Comment' });
  await expect(comments.filter({ hasText: 'On it.' })).toContainText(`${MISSING} ·`);
  await expect(comments.filter({ hasText: 'Thanks.' })).toContainText(`${adminMe.full_name} ·`);
  await expect(
    shown.getByRole('list', { name: 'Task files' }).getByRole('listitem').filter({ hasText: 'valuation.txt' }),
  ).toContainText(`${MISSING} ·`);
  // Still assigned (the assignment is kept), by the spec's text; the admin by name.
  await expect(shown.getByRole('button', { name: MISSING, exact: true })).toBeVisible();
  await expect(shown.getByRole('button', { name: adminMe.full_name, exact: true })).toBeVisible();
  await expect(shown).not.toContainText(person.full_name);
  await page.screenshot({ path: '.artifacts/e2e/task-deleted-user.png' });
});
