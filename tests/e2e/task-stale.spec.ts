import { expect, test, type Page } from '@playwright/test';
import { call, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A task dialog that no longer says what the server holds: someone else changed the task meanwhile, or the stored
// draft of a new task names a project the user may not add tasks to (spec part 2 sections 2, 6 and 8).

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#task-dialog-title') });

test('a Reject that fails because the task was approved meanwhile says so, then shows the task as REST holds it', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const project = (await rest<{ results: { id: number }[] }>('projects/?search=Northbank', admin)).results[0]!;
  const column = (await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin))[0]!;
  const task = await call<{ id: number }>('POST', 'tasks/', admin, {
    title: `Approve the term sheet ${Date.now()}`,
    project: project.id,
    column: column.id,
  });
  await call('POST', `tasks/${task.id}/submit/`, admin, {});

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/task/${task.id}`);
  const shown = dialog(page);
  await expect(shown.getByTestId('task-status')).toHaveText('Waiting for Approval');
  // Another admin approves it.
  await call('POST', `tasks/${task.id}/approve/`, admin, {});
  await shown.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText("Couldn't reject task 400")).toBeVisible();
  await expect(shown.getByTestId('task-status')).toHaveText('Approved');
  await expect(shown.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  expect((await rest<{ state: number }>(`tasks/${task.id}/`, admin)).state).toBe(3);
});

test('a client with a stored draft for a project they may not add tasks to gets no create form', async ({ page }) => {
  const client = await restToken('client@ft8.test');
  const admin = await restToken('admin@ft8.test');
  // A project the client follows (on its team as the client): they see it, but may not add tasks to it.
  const project = (await rest<{ results: { id: number }[] }>('projects/', client)).results[0]!;
  const column = (await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin))[0]!;
  await signInDirectly(page, 'client@ft8.test');
  await page.goto('/');
  await page.evaluate((draft) => localStorage.setItem('ft8.taskDraft', JSON.stringify(draft)), {
    projectId: String(project.id),
    columnId: String(column.id),
  });
  await page.goto('/task/new');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Create Task' })).toHaveCount(0);
  await expect(page.locator('#task-dialog-title')).toHaveCount(0);
});

test("Save and Close sends the assignees added, so that someone else's assignee added meanwhile stays", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const [adminMe, clientMe, guestMe] = await Promise.all(
    ['admin', 'client', 'guest'].map(async (name) =>
      rest<{ id: number }>('auth/me/', await restToken(`${name}@ft8.test`)),
    ),
  );
  const guest = await rest<{ id: number; first_name: string; last_name: string }>(`people/${guestMe!.id}/`, admin);
  const project = (await rest<{ results: { id: number }[] }>('projects/?search=Northbank', admin)).results[0]!;
  const column = (await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin))[0]!;
  const task = await call<{ id: number }>('POST', 'tasks/', admin, {
    title: `Instruct the valuer ${Date.now()}`,
    project: project.id,
    column: column.id,
    assignees: [adminMe!.id],
  });

  await signInDirectly(page, 'user@ft8.test');
  await page.goto(`/task/${task.id}`);
  const shown = dialog(page);
  await expect(shown.getByLabel('Assign To')).toBeVisible();
  // Another person assigns the client meanwhile (the spec's whole list, from what they read).
  await call('PATCH', `tasks/${task.id}/`, admin, { assignees: [adminMe!.id, clientMe!.id] });

  // This user, whose dialog still shows only the admin, adds the guest and saves.
  await shown.getByLabel('Assign To').fill(guest.last_name);
  await page
    .getByRole('option', { name: `${guest.first_name} ${guest.last_name}` })
    .first()
    .click();
  const sent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'TaskPage_UpdateTask',
  );
  await shown.getByRole('button', { name: 'Save and Close' }).click();
  const { input } = ((await sent).postDataJSON() as { variables: { input: object } }).variables;
  expect(input).toEqual({ id: String(task.id), addAssigneeIds: [String(guest.id)] });
  await expect(shown).toHaveCount(0);
  const saved = await rest<{ assignees: number[] }>(`tasks/${task.id}/`, admin);
  expect([...saved.assignees].sort((a, b) => a - b)).toEqual(
    [adminMe!.id, clientMe!.id, guest.id].sort((a, b) => a - b),
  );
  await call('DELETE', `tasks/${task.id}/`, admin);
});
