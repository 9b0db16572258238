import { expect, test, type Page, type Request } from '@playwright/test';
import { createOwnProject, createPerson, createTask, newAccount, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The task page and dialog (spec part 2 section 2): a task made from the board's Add Task, edited, commented on,
// submitted and approved, each step compared with what REST holds.

type RestTask = {
  id: number;
  title: string;
  description: string | null;
  state: number;
  due_date: string | null;
  assignees: number[];
  created_by: number | null;
};
type RestComment = { id: number; text: string; creator: number | null };

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#task-dialog-title') });

async function closeConfirm(page: Page) {
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'YES' }).click();
}

test('a task from Add Task: created, edited, commented on, submitted, approved by an admin, as REST holds it', async ({
  browser,
}) => {
  const admin = await restToken('admin@ft8.test');
  const userToken = await restToken('user@ft8.test');
  const me = await rest<{ id: number }>('auth/me/', userToken);
  // The test's own project, followed by a client account of its own, and a contact of its own to assign.
  const clientEmail = await newAccount(3);
  const clientMe = await rest<{ id: number }>('auth/me/', await restToken(clientEmail));
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Task flow ${stamp}`, { members: [{ person: clientMe.id, state: 2 }] });
  const person = await createPerson<{ id: number; first_name: string; last_name: string }>(admin, {
    first_name: 'Valerie',
    last_name: `Valuer${stamp}`,
    company: 'Valuers Ltd',
    profile_type: 2,
    emails: [{ email: `valuer.${stamp}@own-data.test`, label: 'Work' }],
  });
  const title = `Collect the valuation ${Date.now()}`;
  const [userContext, adminContext, clientContext] = [
    await browser.newContext(),
    await browser.newContext(),
    await browser.newContext(),
  ];
  const page = await userContext.newPage();
  try {
    await signInDirectly(page, 'user@ft8.test');
    await page.goto(`/projects/${project.id}/tasks`);
    await page.getByRole('button', { name: 'Add Task' }).first().click();
    await expect(page).toHaveURL(/\/task\/new/);
    const task = dialog(page);
    await expect(task.getByText(project.name)).toBeVisible();

    // Task Name is required: the spec's message, and the field in error.
    await task.getByRole('button', { name: 'Create Task' }).click();
    await expect(page.getByText('Please fill in all required fields before creating a task')).toBeVisible();
    await task.getByLabel('Task Name').fill(title);
    await task.getByLabel('Description').fill('Ask the valuer for the report.');
    await task.getByLabel('Due Date').fill('2026-09-15');
    await task.getByLabel('Assign To').fill(person.last_name);
    await page
      .getByRole('option', { name: `${person.first_name} ${person.last_name}` })
      .first()
      .click();
    await task.getByLabel('Choose files').setInputFiles({
      name: 'valuation.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('valuation report'),
    });
    await expect(task.getByText('valuation.txt')).toBeVisible();
    await page.screenshot({ path: '.artifacts/e2e/task-new.png' });
    await task.getByRole('button', { name: 'Create Task' }).click();
    await expect(page).toHaveURL(`/projects/${project.id}/tasks`);

    const found = await expect
      .poll(
        async () => (await rest<{ results: RestTask[] }>(`tasks/?search=${encodeURIComponent(title)}`, admin)).results,
      )
      .toHaveLength(1)
      .then(
        async () =>
          (await rest<{ results: RestTask[] }>(`tasks/?search=${encodeURIComponent(title)}`, admin)).results[0]!,
      );
    expect(found).toMatchObject({
      title,
      description: 'Ask the valuer for the report.',
      state: 1,
      assignees: [person.id],
    });
    expect(found.created_by).toBe(me.id);
    expect(new Date(found.due_date!).toLocaleDateString('en-CA')).toBe('2026-09-15');
    await expect
      .poll(async () => (await rest<{ name: string }[]>(`tasks/${found.id}/files/`, admin)).map((file) => file.name))
      .toEqual(['valuation.txt']);

    // Opened from the board: the dialog shows it as REST holds it.
    await page.getByTestId('task-card').filter({ hasText: title }).click();
    await expect(page).toHaveURL(new RegExp(`/task/${found.id}\\?back=`));
    await expect(task.getByTestId('task-title')).toHaveText(title);
    await expect(task.getByTestId('task-description')).toHaveText('Ask the valuer for the report.');
    await expect(task.getByTestId('task-status')).toHaveText('To Do');
    await expect(task.getByRole('link', { name: 'valuation.txt' })).toBeVisible();
    await expect(task.getByRole('button', { name: `${person.first_name} ${person.last_name}` })).toBeVisible();
    await page.screenshot({ path: '.artifacts/e2e/task-dialog.png', animations: 'disabled' });

    // The pencil edits title, description and due date; the check ends editing; Save and Close sends them.
    await task.getByRole('button', { name: 'Edit task' }).click();
    await task.getByLabel('Task Name').fill(`${title} (edited)`);
    await task.getByLabel('Due Date').fill('2026-10-01');
    await task.getByRole('button', { name: 'Done editing' }).click();
    await expect(task.getByTestId('task-title')).toHaveText(`${title} (edited)`);
    await task.getByRole('button', { name: 'Save and Close' }).click();
    await expect(page).toHaveURL(`/projects/${project.id}/tasks`);
    const edited = await rest<RestTask>(`tasks/${found.id}/`, admin);
    expect(edited.title).toBe(`${title} (edited)`);
    expect(new Date(edited.due_date!).toLocaleDateString('en-CA')).toBe('2026-10-01');

    // Comments: add, edit in place, delete.
    await page.goto(`/task/${found.id}`);
    await task.getByLabel('New comment').fill('The valuer is booked.');
    await task.getByRole('button', { name: 'Add', exact: true }).click();
    const comment = task.getByRole('listitem', { name: 'Comment' });
    await expect(comment).toContainText('The valuer is booked.');
    const comments = () => rest<{ results: RestComment[] }>(`tasks/comments/?task=${found.id}`, admin);
    expect((await comments()).results.map((item) => item.text)).toEqual(['The valuer is booked.']);
    await comment.getByRole('button', { name: 'Edit comment' }).click();
    await comment.getByLabel('Comment text').fill('The valuer comes on Monday.');
    await comment.getByRole('button', { name: 'Save' }).click();
    // Saved: the editor closes and the comment shows the new text, as REST then holds it (the check waits for the
    // save's answer; the first read can come before it under load).
    await expect(comment.getByLabel('Comment text')).toHaveCount(0);
    await expect(comment).toContainText('The valuer comes on Monday.');
    await expect
      .poll(async () => (await comments()).results.map((item) => item.text))
      .toEqual(['The valuer comes on Monday.']);
    await comment.getByRole('button', { name: 'Delete comment' }).click();
    await expect(comment).toHaveCount(0);
    expect((await comments()).results).toEqual([]);

    // Submit for Approval.
    await task.getByRole('button', { name: 'Submit for Approval' }).click();
    await expect(task.getByTestId('task-status')).toHaveText('Waiting for Approval');
    expect((await rest<RestTask>(`tasks/${found.id}/`, admin)).state).toBe(2);
    await task.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByText('Are you sure you want to close?')).toBeVisible();
    await closeConfirm(page);
    await expect(page).toHaveURL(`/projects/${project.id}/tasks`);

    // The client follows the deal: read-only, 'Assigned To', and 'Waiting for Approval' instead of Approve.
    const clientPage = await clientContext.newPage();
    await signInDirectly(clientPage, clientEmail);
    await clientPage.goto(`/task/${found.id}`);
    const seen = dialog(clientPage);
    await expect(seen.getByTestId('task-waiting')).toHaveText('Waiting for Approval');
    await expect(seen.getByText('Assigned To')).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: 'Edit task' })).toHaveCount(0);
    // Nothing to save: Close only.
    await expect(seen.getByRole('button', { name: 'Save and Close' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: 'Close', exact: true }).last()).toBeVisible();

    // The admin approves.
    const adminPage = await adminContext.newPage();
    await signInDirectly(adminPage, 'admin@ft8.test');
    await adminPage.goto(`/task/${found.id}`);
    const approving = dialog(adminPage);
    await approving.getByRole('button', { name: 'Approve' }).click();
    await expect(approving.getByTestId('task-status')).toHaveText('Approved');
    expect((await rest<RestTask>(`tasks/${found.id}/`, admin)).state).toBe(3);
  } finally {
    await userContext.close();
    await adminContext.close();
    await clientContext.close();
  }
});

test('a task that does not exist closes the dialog; a non-numeric id shows nothing; Delete asks first', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/task/abc');
  await expect(page.locator('#task-dialog-title')).toHaveCount(0);
  await page.goto('/task/999999?back=/contacts');
  await expect(page).toHaveURL(/\/contacts$/);

  const project = await createOwnProject(admin, `Task delete ${uniqueStamp()}`);
  const { id } = await createTask(admin, project.id, { title: 'To be deleted' });
  await page.goto(`/task/${id}`);
  await page.getByRole('button', { name: 'Task actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toContainText(
    'Are you sure you want to delete this task?',
  );
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(`/projects/${project.id}/tasks`);
  const gone = await fetch(`${apiUrl}/tasks/${id}/`, {
    headers: { authorization: `Token ${admin}` },
  });
  expect(gone.status).toBe(404);
});

test("Assign To searches once the typing pauses (400 ms), the project's team first", async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  // Two contacts of the test's own that the stamp finds: one on its project's team, one not.
  const stamp = uniqueStamp();
  const person = (last: string) =>
    createPerson<{ id: number; full_name: string }>(admin, {
      first_name: 'Sam',
      last_name: `${last}${stamp}`,
      company: 'Pickers Ltd',
      profile_type: 2,
      emails: [{ email: `${last.toLowerCase()}.${stamp}@picker.test`, label: 'Work' }],
    });
  const outsider = await person('Outside');
  const teammate = await person('Team');
  const project = await createOwnProject(admin, `Assign To ${stamp}`, { members: [{ person: teammate.id, state: 3 }] });
  // The picker's searches, as sent: one per pause, not one per key.
  const searches: { search: unknown; at: number }[] = [];
  const isPeopleSearch = (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
    const body = request.postDataJSON() as { operationName?: string; variables?: { search?: unknown } } | null;
    return body?.operationName === 'TaskPage_People' ? body : null;
  };
  page.on('request', (request) => {
    const body = isPeopleSearch(request);
    if (body) searches.push({ search: body.variables?.search, at: Date.now() });
  });

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects/${project.id}/tasks`);
  await page.getByRole('button', { name: 'Add Task' }).first().click();
  await expect(page).toHaveURL(/\/task\/new/);
  const picker = dialog(page).getByLabel('Assign To');
  // The whole stamp's search: any search for part of it would have been sent before this one.
  const searched = page.waitForRequest((request) => isPeopleSearch(request)?.variables?.search === stamp);
  await picker.pressSequentially(stamp, { delay: 100 });
  const typed = Date.now();
  await searched;
  // The teammate first, then the other contact the search finds.
  await expect(page.getByRole('option')).toHaveText([teammate.full_name, outsider.full_name]);
  const typedSearches = searches.filter((request) => request.search);
  expect(typedSearches.map((request) => request.search)).toEqual([stamp]);
  expect(typedSearches[0]!.at - typed).toBeGreaterThanOrEqual(250);
  await page.screenshot({ path: '.artifacts/e2e/task-assignee-team-first.png' });
});

test('a task not yet loaded: the loading dialog fades in, and the task takes its place at once, not fading in again', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Task loading ${stamp}`);
  const task = await createTask(admin, project.id, { title: `Loading check ${stamp}` });
  await signInDirectly(page, 'admin@ft8.test');
  // The task's answer held back until the loading dialog has faded in.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'TaskPage_Task') await released;
    await route.fallback();
  });
  // The dialog's and its backdrop's opacity in the frames after the task's status shows.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __opacities: number[] }).__opacities = seen;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="task-status"]')) return;
      observer.disconnect();
      let frames = 0;
      const sample = () => {
        for (const selector of ['.MuiDialog-container', '.MuiDialog-root .MuiBackdrop-root']) {
          const element = document.querySelector(selector);
          if (element) seen.push(Number(getComputedStyle(element).opacity));
        }
        if (++frames < 8) requestAnimationFrame(sample);
      };
      sample();
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });
  await page.goto(`/task/${task.id}?back=/contacts`);
  await expect(page.getByTestId('task-loading')).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  release();
  await expect(page.getByTestId('task-status')).toBeVisible();
  await expect(dialog(page).getByText(task.title)).toBeVisible();
  const opacities = await page.evaluate(() => (window as unknown as { __opacities: number[] }).__opacities);
  expect(opacities.length).toBeGreaterThan(0);
  // Fading in again, the first frames show the dialog and the backdrop part-transparent (0 to 1 over 225 ms).
  expect(opacities.every((opacity) => opacity === 1)).toBe(true);
});
