import { expect, type Browser, type Page } from '@playwright/test';
import { createAccount, createOwnProject, createTask, rest, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// What the board tests share (board.spec.ts, board-changes.spec.ts): boards of the test's own, and the board on screen
// compared with REST, column by column, in order.

type RestTask = { id: number; title: string; column: number };

/** Each shown column's task titles, in order, as REST holds them. */
export async function restColumns(token: string, project: number) {
  const columns = await rest<{ id: number; name: string; hidden: boolean }[]>(
    `projects/columns/?project=${project}`,
    token,
  );
  const tasks = (await rest<{ results: RestTask[] }>(`tasks/?project=${project}&limit=10000`, token)).results;
  return columns
    .filter((column) => !column.hidden)
    .map((column) => tasks.filter((task) => task.column === column.id).map((task) => task.title));
}

/** Each shown column's task titles, in order. */
async function shownColumns(page: Page) {
  return page
    .getByTestId('board-column')
    .evaluateAll((columns) =>
      columns.map((column) =>
        [...column.querySelectorAll('[data-testid="task-card"] p')].map((title) => title.textContent ?? ''),
      ),
    );
}

/**
 * The board on screen equals REST's, REST read again at each try: the test's own moves may still be on their way (the
 * board is the test's own, so no other file's change is waited out here).
 */
export async function expectBoardAsRest(page: Page, token: string, project: number, timeout = 15_000) {
  await expect
    .poll(
      async () => {
        const [shown, truth] = [await shownColumns(page), await restColumns(token, project)];
        return JSON.stringify(shown) === JSON.stringify(truth) ? 'equal' : JSON.stringify({ shown, truth });
      },
      { timeout },
    )
    .toBe('equal');
}

/** The ids of a board's columns and tasks, as REST orders them. */
export async function restTaskIds(token: string, project: number) {
  const columns = await rest<{ id: number }[]>(`projects/columns/?project=${project}`, token);
  const tasks = (await rest<{ results: RestTask[] }>(`tasks/?project=${project}&limit=10000`, token)).results;
  return { columns: columns.map((column) => column.id), tasks: tasks.map((task) => task.id) };
}

/** A project of the test's own (see `createOwnProject`) with cards in its first three columns: four, two and one. */
export async function projectWithCards(admin: string, name: string, fields: Record<string, unknown> = {}) {
  const project = await createOwnProject(admin, name, fields);
  const columns = await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin);
  for (const [index, count] of [4, 2, 1].entries())
    for (let card = 0; card < count; card++)
      await createTask(admin, project.id, {
        title: `Card ${index}.${card} of #${project.id}`,
        column: columns[index]!.id,
      });
  return project;
}

/**
 * A board of the test's own, so that no other file's tasks come and go on it: a project with cards (see
 * `projectWithCards`) and a client account of its own on its team (the demo client's projects are other files' to read).
 */
export async function ownBoard(admin: string) {
  const client = await createAccount(3);
  const project = await projectWithCards(admin, `Board ${uniqueStamp()}`, {
    members: [{ person: client.id, state: 2 }],
  });
  return { ...project, clientEmail: client.email };
}

/** A browser context of its own, signed in as `email`, on the project's board. */
export async function openBoard(browser: Browser, email: string, project: { id: number; name: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInDirectly(page, email);
  await page.goto(`/projects/${project.id}/tasks`);
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  return { context, page };
}
