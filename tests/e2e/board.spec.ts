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
