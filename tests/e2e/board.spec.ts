import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { expectBoardAsRest, openBoard, ownBoard, restColumns, restTaskIds } from './board-support.js';
import { rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The live task board (issue 17): people on the same board; a move or an edit one of them makes reaches the others
// within seconds, and each screen shows what REST holds, column by column, in order. Each test has a board of its own.

const bffUrl = (process.env.BASE_URL ?? 'http://localhost:4000').replace(/\/$/, '');
const MOVE = `mutation ($input: MoveTaskInput!) { moveTask(input: $input) { task { id } userErrors { message } } }`;
const EDIT = `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } userErrors { message } } }`;

/** A GraphQL operation as an internal tool sends it (the REST token), so that the board's events follow. */
async function gql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors, query).toBeUndefined();
}

test('two people watch one board: a drag by one shows on both, as REST holds it', async ({ browser }) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownBoard(admin);
  const [staffContext, clientContext] = [await browser.newContext(), await browser.newContext()];
  const staff = await staffContext.newPage();
  const client = await clientContext.newPage();
  try {
    await signInDirectly(staff, 'admin@ft8.test');
    await signInDirectly(client, project.clientEmail);
    for (const page of [staff, client]) {
      await page.goto(`/projects/${project.id}/tasks`);
      await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
      await expectBoardAsRest(page, admin, project.id);
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

    await expect
      .poll(async () => (await restColumns(admin, project.id))[1]!.includes(moving), { timeout: 10_000 })
      .toBe(true);
    for (const page of [staff, client]) await expectBoardAsRest(page, admin, project.id, 5_000);
    await client.screenshot({ path: '.artifacts/e2e/board-after-client.png', fullPage: true });

    // The client follows the deal: the cards are not draggable for them, and no Add Task.
    await expect(client.getByRole('button', { name: 'Add Task' })).toHaveCount(0);
  } finally {
    await staffContext.close();
    await clientContext.close();
  }
});

type Me = { id: number; full_name: string };

test('the board shows who else is looking at it, and they are gone within seconds of closing the tab', async ({
  browser,
}) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownBoard(admin);
  const staff = await openBoard(browser, 'admin@ft8.test', project);
  const client = await openBoard(browser, project.clientEmail, project);
  try {
    const [clientMe, adminMe] = [
      await rest<Me>('auth/me/', await restToken(project.clientEmail)),
      await rest<Me>('auth/me/', admin),
    ];
    // Each sees the other.
    const viewer = (page: Page, id: number) => page.locator(`[data-testid="board-viewer"][data-person-id="${id}"]`);
    const clientAvatar = viewer(staff.page, clientMe.id);
    await expect(clientAvatar).toHaveAccessibleName(clientMe.full_name);
    await expect(viewer(client.page, adminMe.id)).toHaveAccessibleName(adminMe.full_name);
    await staff.page.screenshot({ path: '.artifacts/e2e/board-presence.png' });
    await client.context.close();
    await expect(clientAvatar).toHaveCount(0, { timeout: 5_000 });
  } finally {
    await staff.context.close();
    await client.context.close();
  }
});

test('a browser whose WebSocket drops and comes back shows the board as the server has it', async ({ browser }) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownBoard(admin);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Between the page and the bff: events can be lost on the way (a network that drops them), or the socket closed.
  let losing = false;
  let refusing = false;
  // The board events dropped on the way.
  let lost = 0;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    sockets.push(socket);
    // The network away: a connection attempt is closed at once.
    if (refusing) return void socket.close();
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!losing) socket.send(message);
      else if (String(message).includes('"boardChanged"')) lost++;
    });
  });
  try {
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto(`/projects/${project.id}/tasks`);
    await expectBoardAsRest(page, admin, project.id);
    const { columns, tasks } = await restTaskIds(admin, project.id);

    // Two moves lost on the way; the next one that arrives shows the gap, and the board is read again.
    losing = true;
    await gql(admin, MOVE, { input: { id: String(tasks[0]), columnId: String(columns[2]), position: 0 } });
    await gql(admin, MOVE, { input: { id: String(tasks[1]), columnId: String(columns[2]), position: 0 } });
    // Both moves' events have come and been dropped before the network is back.
    await expect.poll(() => lost).toBeGreaterThanOrEqual(2);
    losing = false;
    await gql(admin, MOVE, { input: { id: String(tasks[2]), columnId: String(columns[3]), position: 0 } });
    await expectBoardAsRest(page, admin, project.id, 5_000);

    // The socket closes (sleep, network change) and stays away a while: the board says it is reconnecting; a move
    // happens meanwhile; graphql-ws reconnects, the notice goes and the board is true.
    await expect(page.getByTestId('board-offline')).toHaveCount(0);
    refusing = true;
    const before = sockets.length;
    await sockets.at(-1)!.close();
    await expect(page.getByTestId('board-offline')).toHaveText(/^Reconnecting…/);
    await page.screenshot({ path: '.artifacts/e2e/board-reconnecting.png' });
    await gql(admin, MOVE, { input: { id: String(tasks[0]), columnId: String(columns[0]), position: 0 } });
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(before);
    refusing = false;
    await expect(page.getByTestId('board-offline')).toHaveCount(0, { timeout: 20_000 });
    await expectBoardAsRest(page, admin, project.id, 10_000);
  } finally {
    await context.close();
  }
});

test('two people moving tasks in one column at the same moment end with the same order, as REST holds it', async ({
  browser,
}) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownBoard(admin);
  const staff = await openBoard(browser, 'admin@ft8.test', project);
  const user = await openBoard(browser, 'user@ft8.test', project);
  try {
    for (const { page } of [staff, user]) await expectBoardAsRest(page, admin, project.id);
    const columnIndex = (await restColumns(admin, project.id)).findIndex((titles) => titles.length >= 3);
    // Each lifts a card of the same column with the keyboard and drops it one place down, at once.
    const drag = async (page: Page, card: number) => {
      const handle = page
        .getByTestId('board-column')
        .nth(columnIndex)
        .getByTestId('task-card')
        .nth(card)
        .locator('xpath=..');
      await handle.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
    };
    // Both moves answered: REST holds them both, and each board is to show the order REST ends with.
    const moved = (page: Page) =>
      page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'BoardPage_MoveTask');
    await Promise.all([moved(staff.page), moved(user.page), drag(staff.page, 0), drag(user.page, 1)]);
    for (const { page } of [staff, user]) await expectBoardAsRest(page, admin, project.id, 5_000);
  } finally {
    await staff.context.close();
    await user.context.close();
  }
});

test('after a burst of 100 random moves and edits from three people, each of three boards shows what REST holds', async ({
  browser,
}) => {
  const admin = await restToken('admin@ft8.test');
  const user = await restToken('user@ft8.test');
  const project = await ownBoard(admin);
  const screens = [
    await openBoard(browser, 'admin@ft8.test', project),
    await openBoard(browser, 'user@ft8.test', project),
    await openBoard(browser, project.clientEmail, project),
  ];
  try {
    for (const { page } of screens) await expectBoardAsRest(page, admin, project.id);
    const { columns, tasks } = await restTaskIds(admin, project.id);
    const tokens = [admin, user, admin];
    let seed = 42;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const lanes = tokens.map(async (token, lane) => {
      for (let index = lane; index < 100; index += 3) {
        const task = String(tasks[random(tasks.length)]);
        if (index % 4 === 3) await gql(token, EDIT, { input: { id: task, title: `Burst ${index}` } });
        else
          await gql(token, MOVE, {
            input: { id: task, columnId: String(columns[random(columns.length)]), position: random(5) },
          });
      }
    });
    await Promise.all(lanes);
    for (const { page } of screens) await expectBoardAsRest(page, admin, project.id, 10_000);
  } finally {
    for (const { context } of screens) await context.close();
  }
});

test('a task opened from the board is a dialog over the live board: another member’s change shows behind it, and closing returns to the board', async ({
  browser,
}) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownBoard(admin);
  const one = await openBoard(browser, 'admin@ft8.test', project);
  const other = await restToken('user@ft8.test');
  try {
    const { page } = one;
    const card = page.getByTestId('task-card').first();
    const title = (await card.locator('p').first().textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/task\/\d+\?back=/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The board is still there behind the dialog, as REST holds it.
    await expect(page.getByRole('heading', { name: project.name })).toBeAttached();
    await expectBoardAsRest(page, admin, project.id);

    // Another member renames a task of this board (not the open one): it shows behind the dialog, live.
    const { tasks } = await restTaskIds(admin, project.id);
    const openId = Number(/\/task\/(\d+)/.exec(page.url())![1]);
    const renamed = tasks.find((id) => id !== openId)!;
    const newTitle = `Behind ${Date.now().toString(36)}`;
    await gql(other, EDIT, { input: { id: String(renamed), title: newTitle } });
    await expect(page.getByTestId('task-card').filter({ hasText: newTitle })).toHaveCount(1, { timeout: 2_000 });
    await expectBoardAsRest(page, admin, project.id);
    await page.screenshot({ path: '.artifacts/e2e/task-dialog-over-board.png' });
    expect(title).not.toBe('');

    // Loaded (the loading dialog's Close asks nothing), then closed.
    await expect(dialog.getByTestId('task-status')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'YES' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/tasks$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectBoardAsRest(page, admin, project.id);
  } finally {
    await one.context.close();
  }
});
