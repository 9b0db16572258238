import { expect, test, type Page } from '@playwright/test';
import { rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The live task board (issue 17): two people on the same board; a move one of them makes reaches the other within
// seconds, and each screen shows what REST holds, column by column, in order.

type RestTask = { id: number; title: string; column: number };

async function restColumns(token: string, project: number) {
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

test('two people watch one board: a drag by one shows on both, as REST holds it', async ({ browser }) => {
  const admin = await restToken('admin@ft8.test');
  const project = (await rest<{ results: { id: number; name: string }[] }>('projects/?search=Canary', admin))
    .results[0]!;
  const [staffContext, clientContext] = [await browser.newContext(), await browser.newContext()];
  const staff = await staffContext.newPage();
  const client = await clientContext.newPage();
  try {
    await signInDirectly(staff, 'admin@ft8.test');
    await signInDirectly(client, 'client@ft8.test');
    for (const page of [staff, client]) {
      await page.goto(`/projects/${project.id}/tasks`);
      await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
      await expect.poll(() => shownColumns(page)).toEqual(await restColumns(admin, project.id));
    }
    await staff.screenshot({ path: '.artifacts/e2e/board-before.png', fullPage: true });

    // Keyboard drag (the library's own): lift the first card of the first column, one column right, drop.
    const before = await restColumns(admin, project.id);
    const moving = before[0]![0]!;
    const card = staff.getByTestId('board-column').first().getByTestId('task-card').first();
    await expect(card).toHaveText(new RegExp(moving));
    const handle = card.locator('xpath=..');
    await handle.focus();
    await staff.keyboard.press('Space');
    await staff.keyboard.press('ArrowRight');
    await staff.keyboard.press('Space');

    const after = await expect
      .poll(async () => (await restColumns(admin, project.id))[1]!.includes(moving), { timeout: 10_000 })
      .toBe(true)
      .then(() => restColumns(admin, project.id));
    for (const page of [staff, client]) await expect.poll(() => shownColumns(page), { timeout: 5_000 }).toEqual(after);
    await client.screenshot({ path: '.artifacts/e2e/board-after-client.png', fullPage: true });

    // The client follows the deal: the cards are not draggable for them, and no Add Task.
    await expect(client.getByRole('button', { name: 'Add Task' })).toHaveCount(0);
  } finally {
    await staffContext.close();
    await clientContext.close();
  }
});

test("the client's dashboard shows their deal as REST holds it: progress, columns, closing tasks, their tasks, the team", async ({
  page,
}) => {
  const client = await restToken('client@ft8.test');
  const projects = (
    await rest<{ results: { id: number; name: string }[] }>('projects/?limit=10000&ordering=name', client)
  ).results;
  const project = projects[0]!;
  const columns = await rest<
    { id: number; name: string; hidden: boolean; progress: { total: number; approved: number } }[]
  >(`projects/columns/?project=${project.id}`, client);
  const tasks = (
    await rest<{ results: { id: number; title: string; column: number; assignees: number[] }[] }>(
      `tasks/?project=${project.id}&limit=10000`,
      client,
    )
  ).results;
  const me = (await rest<{ id: number }>('auth/me/', client)).id;
  const shownColumns = columns.filter((column) => !column.hidden);
  const total = shownColumns.reduce((sum, column) => sum + column.progress.total, 0);
  const approved = shownColumns.reduce((sum, column) => sum + column.progress.approved, 0);
  const closing = columns.find((column) => column.name === 'Closing Process')!;

  await signInDirectly(page, 'client@ft8.test');
  await page.goto('/');
  await expect(page.getByTestId('overall-progress')).toContainText(`${Math.round((approved / total) * 100)}%`);
  await expect(page.getByTestId('column-progress')).toHaveText(
    shownColumns.map(
      (column) => new RegExp(`${column.name}${column.progress.approved} of ${column.progress.total} approved`),
    ),
  );
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Closing Process Tasks').getByRole('listitem')).toHaveText(
    tasks.filter((task) => task.column === closing.id).map((task) => new RegExp(task.title)),
  );
  const mine = tasks.filter((task) => task.assignees.includes(me));
  await expect(section('My Tasks').getByRole('listitem')).toHaveCount(mine.length);
  for (const task of mine) await expect(section('My Tasks')).toContainText(task.title);
  const team = await rest<{ members: { person_details: { full_name: string } }[] }>(`projects/${project.id}/`, client);
  for (const member of team.members)
    await expect(section('Project Team')).toContainText(member.person_details.full_name);
  await page.screenshot({ path: '.artifacts/e2e/client-dashboard.png', fullPage: true });
});

test('boards of several projects, visited in turn and again, each show what REST holds', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const projects = (await rest<{ results: { id: number; name: string }[] }>('projects/?limit=3&ordering=name', admin))
    .results;
  await signInDirectly(page, 'admin@ft8.test');
  for (const project of [...projects, projects[0]!]) {
    await page.goto(`/projects/${project.id}/tasks`);
    await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
    await expect.poll(() => shownColumns(page)).toEqual(await restColumns(admin, project.id));
    await page.goto('/');
  }
});
