import { expect, test, type Page } from '@playwright/test';
import {
  call,
  createAccount,
  createOwnProject,
  createPerson,
  createTask,
  rest,
  restToken,
  uniqueStamp,
} from './rest.js';
import { signInDirectly } from './sign-in.js';

// A task dialog that no longer says what the server holds: someone else changed the task meanwhile, or the stored
// draft of a new task names a project the user may not add tasks to (spec part 2 sections 2, 6 and 8).

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#task-dialog-title') });

test('a Reject that fails because the task was approved meanwhile says so, then shows the task as REST holds it', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Stale Reject ${stamp}`);
  const task = await createTask(admin, project.id, { title: `Approve the term sheet ${stamp}` });
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
  const admin = await restToken('admin@ft8.test');
  const client = await createAccount(3);
  // A project the client follows (on its team as the client): they see it, but may not add tasks to it.
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Stale Draft ${stamp}`, { members: [{ person: client.id, state: 2 }] });
  const seen = (await rest<{ results: { id: number }[] }>(`projects/?search=${stamp}`, client.token)).results;
  expect(seen.map((row) => row.id)).toEqual([project.id]);
  const column = (await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin))[0]!;
  await signInDirectly(page, client.email);
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
  const adminMe = await rest<{ id: number }>('auth/me/', admin);
  // Two contacts of the test's own: one someone else assigns meanwhile, one this user adds (found by its stamp).
  const stamp = uniqueStamp();
  const [other, added] = await Promise.all(
    ['Other', 'Added'].map((role) =>
      createPerson<{ id: number; first_name: string; last_name: string }>(admin, {
        first_name: role,
        last_name: `Assignee${stamp}`,
        company: 'Own Assignees Ltd',
        profile_type: 2,
        emails: [{ email: `${role.toLowerCase()}.${stamp}@own-data.test`, label: 'Work' }],
      }),
    ),
  );
  const project = await createOwnProject(admin, `Stale Assignees ${stamp}`);
  const task = await createTask(admin, project.id, {
    title: `Instruct the valuer ${stamp}`,
    assignees: [adminMe.id],
  });

  await signInDirectly(page, 'user@ft8.test');
  await page.goto(`/task/${task.id}`);
  const shown = dialog(page);
  await expect(shown.getByLabel('Assign To')).toBeVisible();
  // Another person assigns a contact meanwhile (the spec's whole list, from what they read).
  await call('PATCH', `tasks/${task.id}/`, admin, { assignees: [adminMe.id, other!.id] });

  // This user, whose dialog still shows only the admin, adds another contact and saves.
  await shown.getByLabel('Assign To').fill(added!.last_name);
  await page.getByRole('option', { name: `${added!.first_name} ${added!.last_name}` }).click();
  const sent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'TaskPage_UpdateTask',
  );
  await shown.getByRole('button', { name: 'Save and Close' }).click();
  const { input } = ((await sent).postDataJSON() as { variables: { input: object } }).variables;
  expect(input).toEqual({ id: String(task.id), addAssigneeIds: [String(added!.id)] });
  await expect(shown).toHaveCount(0);
  const saved = await rest<{ assignees: number[] }>(`tasks/${task.id}/`, admin);
  expect([...saved.assignees].sort((a, b) => a - b)).toEqual([adminMe.id, other!.id, added!.id].sort((a, b) => a - b));
});
