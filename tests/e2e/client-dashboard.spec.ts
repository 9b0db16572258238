import { expect, test } from '@playwright/test';
import {
  approveTask,
  call,
  createAccount,
  createOwnProject,
  createTask,
  rest,
  restToken,
  uniqueStamp,
} from './rest.js';
import { signInDirectly } from './sign-in.js';

// The client's dashboard (spec part 1 section 2) as the deal's board holds it: the progress, the cards per column,
// the Closing Process tasks, their own tasks and the team, live. Each test has a client account and a deal of its own.

type RestColumn = { id: number; name: string; hidden: boolean; progress: { total: number; approved: number } };
type RestTask = { id: number; title: string; column: number; assignees: number[] };

/**
 * A client account of the test's own on a deal of its own, with tasks in the board's default columns (Analysing,
 * Mandated, Capital Provider Outreach, Closing Process, Completion), some approved, some assigned to the client:
 *   Analysing: three (one approved, one the client's), Mandated: one approved, Capital Provider Outreach: none,
 *   Closing Process: two (one approved, one the client's), Completion: one approved, the column hidden.
 * Seven tasks, four approved: 57% over every column, the hidden one too.
 */
async function clientDeal(admin: string) {
  const stamp = uniqueStamp();
  const client = await createAccount(3);
  const project = await createOwnProject(admin, `Client deal ${stamp}`, {
    members: [{ person: client.id, state: 2 }],
  });
  const columns = await rest<RestColumn[]>(`projects/columns/?project=${project.id}`, admin);
  const column = (name: string) => columns.find((candidate) => candidate.name === name)!;
  const plan: [string, string, { approved?: true; theirs?: true }][] = [
    ['Analysing', 'Terms sheet', { approved: true }],
    ['Analysing', 'Site visit', { theirs: true }],
    ['Analysing', 'Valuation', {}],
    ['Mandated', 'Mandate letter', { approved: true }],
    ['Closing Process', 'Legal pack', { approved: true }],
    ['Closing Process', 'Sign facility', { theirs: true }],
    ['Completion', 'Funds released', { approved: true }],
  ];
  for (const [name, title, { approved, theirs }] of plan) {
    const task = await createTask(admin, project.id, {
      title: `${title} ${stamp}`,
      column: column(name).id,
      ...(theirs && { assignees: [client.id] }),
    });
    if (approved) await approveTask(admin, task.id);
  }
  await call('POST', 'projects/columns/change_columns_prefs/', admin, { [column('Completion').id]: { hidden: true } });
  return { client, project, stamp, closing: column('Closing Process') };
}

/** The titles of a column's tasks, in the order REST holds them (the board's). */
async function restTitles(token: string, project: number, column: number) {
  const tasks = (await rest<{ results: RestTask[] }>(`tasks/?project=${project}&limit=10000`, token)).results;
  return tasks.filter((task) => task.column === column).map((task) => task.title);
}

test("the client's dashboard shows their deal as REST holds it: progress, columns, closing tasks, their tasks, the team", async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const { client, project, stamp, closing } = await clientDeal(admin);
  const columns = await rest<RestColumn[]>(`projects/columns/?project=${project.id}`, client.token);
  const tasks = (await rest<{ results: RestTask[] }>(`tasks/?project=${project.id}&limit=10000`, client.token)).results;
  // REST holds the deal as made: the figures the dashboard is to show are known before it is opened.
  const progress = columns.map((column) => `${column.name} ${column.progress.approved}/${column.progress.total}`);
  expect(progress).toEqual([
    'Analysing 1/3',
    'Mandated 1/1',
    'Capital Provider Outreach 0/0',
    'Closing Process 1/2',
    'Completion 1/1',
  ]);
  const shownColumns = columns.filter((column) => !column.hidden);
  expect(shownColumns.map((column) => column.name)).not.toContain('Completion');

  await signInDirectly(page, client.email);
  await page.goto('/');
  await expect(page.getByTestId('dashboard-project-name')).toHaveText(project.name);
  // Four of seven approved, the hidden column's task counted too.
  await expect(page.getByTestId('overall-progress')).toHaveText('57%');
  await expect(page.getByTestId('column-progress')).toHaveText(
    shownColumns.map(
      (column) => new RegExp(`^${column.name}${column.progress.approved} of ${column.progress.total} approved$`),
    ),
  );
  const section = (name: string) => page.getByRole('region', { name });
  const closingTitles = await restTitles(client.token, project.id, closing.id);
  expect([...closingTitles].sort()).toEqual([`Legal pack ${stamp}`, `Sign facility ${stamp}`]);
  await expect(section('Closing Process Tasks').getByRole('listitem')).toHaveText(
    closingTitles.map((title) => new RegExp(title)),
  );
  const mine = tasks.filter((task) => task.assignees.includes(client.id)).map((task) => task.title);
  expect(mine.sort()).toEqual([`Sign facility ${stamp}`, `Site visit ${stamp}`]);
  await expect(section('My Tasks').getByRole('listitem')).toHaveCount(mine.length);
  for (const title of mine) await expect(section('My Tasks')).toContainText(title);
  const team = await rest<{ members: { person_details: { full_name: string } }[] }>(
    `projects/${project.id}/`,
    client.token,
  );
  await expect(section('Project Team').getByRole('listitem')).toHaveCount(team.members.length);
  for (const member of team.members)
    await expect(section('Project Team')).toContainText(member.person_details.full_name);
  await page.screenshot({ path: '.artifacts/e2e/client-dashboard.png', fullPage: true });
});

test("the client's dashboard is live: a task another member adds and deletes shows and goes without a reload", async ({
  page,
  browser,
}) => {
  const admin = await restToken('admin@ft8.test');
  const { client, project, stamp, closing } = await clientDeal(admin);
  await signInDirectly(page, client.email);
  await page.goto('/');
  const closingTasks = page.getByRole('region', { name: 'Closing Process Tasks' }).getByRole('listitem');
  const before = (await restTitles(client.token, project.id, closing.id)).map((title) => new RegExp(title));
  expect(before).toHaveLength(2);
  await expect(closingTasks).toHaveText(before);

  const adminContext = await browser.newContext();
  try {
    const staff = await adminContext.newPage();
    await signInDirectly(staff, 'admin@ft8.test');
    const graphql = async (query: string, variables: unknown) => {
      const response = await staff.request.post('/graphql', {
        headers: { 'apollo-require-preflight': 'true' },
        data: { query, variables },
      });
      return (await response.json()) as { data: Record<string, { task?: { id: string }; deletedId?: string }> };
    };
    const title = `Live dashboard check ${stamp}`;
    const created = await graphql(
      'mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id } userErrors { message } } }',
      { input: { projectId: String(project.id), columnId: String(closing.id), title } },
    );
    const id = created.data.createTask!.task!.id;
    await expect(closingTasks.filter({ hasText: title })).toHaveCount(1, { timeout: 5_000 });
    await expect(closingTasks).toHaveCount(3);
    await expect(page.getByTestId('overall-progress')).toHaveText('50%');
    await graphql('mutation ($input: TaskIdInput!) { deleteTask(input: $input) { deletedId } }', { input: { id } });
    await expect(closingTasks).toHaveText(before, { timeout: 5_000 });
    await expect(page.getByTestId('overall-progress')).toHaveText('57%');
  } finally {
    await adminContext.close();
  }
});
