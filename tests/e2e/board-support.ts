import { expect, type Browser, type Page } from '@playwright/test';
import { call, createOwnProject, createPerson, createTask, newAccount, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// What the board's e2e files (board.spec.ts, board-changes.spec.ts) share: REST's board against the one on screen,
// boards and projects of a test's own, and GraphQL as an internal tool sends it.

type RestTask = { id: number; title: string; column: number };

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

/** The board on screen equals REST's, REST read again at each try: the test's own moves may still be on their way. */
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

const bffUrl = (process.env.BASE_URL ?? 'http://localhost:4000').replace(/\/$/, '');
export const MOVE = `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id } userErrors { message } } }`;
export const EDIT = `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } userErrors { message } } }`;

/** A GraphQL operation as an internal tool sends it (the REST token), so that the board's events follow. */
export async function gql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors, query).toBeUndefined();
}

/**
 * A board of the test's own, so that no other file's tasks come and go on it: a project with a client account of its
 * own on its team (the demo client's projects are other files' to read), and cards in its first three columns (four,
 * two and one).
 */
export async function ownBoard(admin: string) {
  const stamp = uniqueStamp();
  const clientEmail = await newAccount(3);
  const client = (await rest<{ id: number }>('auth/me/', await restToken(clientEmail))).id;
  const project = await createOwnProject(admin, `Board ${stamp}`, { members: [{ person: client, state: 2 }] });
  const columns = await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin);
  for (const [index, count] of [4, 2, 1].entries())
    for (let card = 0; card < count; card++)
      await createTask(admin, project.id, { title: `Card ${index}.${card} ${stamp}`, column: columns[index]!.id });
  return { ...project, clientEmail };
}

export async function restTaskIds(token: string, project: number) {
  const columns = await rest<{ id: number }[]>(`projects/columns/?project=${project}`, token);
  const tasks = (await rest<{ results: RestTask[] }>(`tasks/?project=${project}&limit=10000`, token)).results;
  return { columns: columns.map((column) => column.id), tasks: tasks.map((task) => task.id) };
}

export async function openBoard(browser: Browser, email: string, project: { id: number; name: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInDirectly(page, email);
  await page.goto(`/projects/${project.id}/tasks`);
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  return { context, page };
}

export async function ownProject(admin: string, label: string, extra: string[] = []) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const contact = async (first: string) =>
    (
      await createPerson<{ id: number }>(admin, {
        first_name: first,
        last_name: `${label}${stamp}`,
        company: `${label} Ltd`,
        profile_type: 2,
        emails: [{ email: `${first.toLowerCase()}.${stamp}@${label.toLowerCase()}.test`, label: 'Work' }],
      })
    ).id;
  const client = await contact('Client');
  const others = [];
  for (const first of extra) others.push(await contact(first));
  const name = `Zz ${label} over REST ${stamp}`;
  const project = await call<{ id: number; members: { id: number; person: number; state: number }[] }>(
    'POST',
    'projects/',
    admin,
    { name, client, project_types: [1], closing_date: '2027-12-31' },
  );
  return { project, name, others };
}
