import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, createOwnProject, createPerson, createTask, newAccount, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The task board's columns and cards (spec part 2 section 2): column titles edited by full access and seen live, a
// missing project's fallback route, the board's date format, and counts that agree with the cards a guest sees.

type RestColumn = { id: number; name: string; hidden: boolean; progress: { total: number; approved: number } };
type RestTask = { id: number; title: string; column: number; state: number; due_date: string | null };
type RestProject = { id: number; name: string };

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

const restColumns = (token: string, project: number) =>
  rest<RestColumn[]>(`projects/columns/?project=${project}`, token);

/** `PATCH projects/columns/{id}/` with {name} (spec part 2 section 7): puts a title back after a test. */
async function restRenameColumn(token: string, id: number, name: string) {
  const response = await fetch(`${apiUrl}/projects/columns/${id}/`, {
    method: 'PATCH',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(200);
}

async function openBoard(browser: Browser, email: string, project: RestProject) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInDirectly(page, email);
  await page.goto(`/projects/${project.id}/tasks`);
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  return { context, page };
}

const columnTitles = (page: Page) => page.getByTestId('board-column').getByRole('heading', { level: 2 });

/** A project of the test's own (its columns are the default ones), so that no other test file meets it. */
async function ownProject(admin: string, fields: Record<string, unknown> = {}): Promise<RestProject> {
  const created = await createOwnProject(admin, `Columns ${uniqueStamp()}`, fields);
  return { id: created.id, name: created.name };
}

test('an admin edits a column title; it shows in another browser and in REST', async ({ browser }) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownProject(admin);
  const column = (await restColumns(admin, project.id)).find((candidate) => !candidate.hidden)!;
  const renamed = `${column.name} (renamed ${Date.now() % 100_000})`;
  const editor = await openBoard(browser, 'admin@ft8.test', project);
  const watcher = await openBoard(browser, 'user@ft8.test', project);
  try {
    const title = editor.page.locator(`[data-column-id="${column.id}"]`);
    await title.getByRole('button', { name: `Edit column title ${column.name}` }).click();
    const field = title.getByRole('textbox', { name: 'Column title' });
    await expect(field).toHaveValue(column.name);

    // A blank title is refused: the field stays, marked invalid, and nothing is sent.
    await field.fill('   ');
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Escape gives the old title back.
    await field.press('Escape');
    await expect(title.getByRole('heading', { name: column.name, exact: true })).toBeVisible();

    await title.getByRole('heading', { name: column.name, exact: true }).dblclick();
    await field.fill(renamed);
    await editor.page.screenshot({ path: '.artifacts/e2e/board-column-renaming.png' });
    await field.press('Enter');
    await expect(title.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(
      watcher.page.locator(`[data-column-id="${column.id}"]`).getByRole('heading', { name: renamed }),
    ).toBeVisible({ timeout: 5_000 });
    await expect
      .poll(async () => (await restColumns(admin, project.id)).find((candidate) => candidate.id === column.id)?.name)
      .toBe(renamed);
  } finally {
    await restRenameColumn(admin, column.id, column.name);
    await editor.context.close();
    await watcher.context.close();
  }
});

test('a client, without full access, has no control to edit column titles', async ({ browser }) => {
  const admin = await restToken('admin@ft8.test');
  const clientEmail = await newAccount(3);
  const clientMe = await rest<{ id: number }>('auth/me/', await restToken(clientEmail));
  const project = await ownProject(admin, { members: [{ person: clientMe.id, state: 2 }] });
  const board = await openBoard(browser, clientEmail, project);
  try {
    await expect(columnTitles(board.page).first()).toBeVisible();
    await expect(board.page.getByRole('button', { name: /^Edit column title/ })).toHaveCount(0);
    await columnTitles(board.page).first().dblclick();
    await expect(board.page.getByRole('textbox', { name: 'Column title' })).toHaveCount(0);
  } finally {
    await board.context.close();
  }
});

// A client or guest opening a board they are not on goes there too: board.spec.ts.
test("a board whose project does not exist says 'Project not found' and goes to the not-found route", async ({
  page,
}) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/projects/9999/tasks');
  await expect(page).toHaveURL((url) => url.pathname === '/not-found');
  await expect(page.getByRole('alert')).toHaveText('Project not found 404');
});

test("a card's due date shows as 'D MMMM YYYY', the REST due date", async ({ browser }) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownProject(admin);
  await createTask(admin, project.id, { title: `Dated ${uniqueStamp()}`, due_date: '2027-03-09T12:00:00.000Z' });
  const board = await openBoard(browser, 'admin@ft8.test', project);
  try {
    const card = board.page
      .getByTestId('task-card')
      .filter({ has: board.page.getByTestId('due-chip') })
      .first();
    const id = await card.getAttribute('data-task-id');
    const task = await rest<RestTask>(`tasks/${id}/`, admin);
    // The browser and this process run on the same machine, in the same time zone.
    const expected = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(task.due_date!),
    );
    expect(expected).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(card.getByTestId('due-chip')).toHaveText(expected);
  } finally {
    await board.context.close();
  }
});

/** Each shown column's badge, and the count of its cards (approved/total), as the screen shows them. */
async function badgesAndCards(page: Page) {
  return page.getByTestId('board-column').evaluateAll((columns) =>
    columns.map((column) => ({
      badge: column.querySelector('[data-testid="column-count"]')?.textContent ?? '',
      cards: `${column.querySelectorAll('[data-testid="task-card"] p[data-approved]').length}/${column.querySelectorAll('[data-testid="task-card"]').length}`,
    })),
  );
}

test("a guest's column counts are those of the tasks they see; staff's those of every task", async ({ browser }) => {
  const admin = await restToken('admin@ft8.test');
  const guestEmail = await newAccount(4);
  const guest = await restToken(guestEmail);
  const guestMe = await rest<{ id: number }>('auth/me/', guest);
  const project = await ownProject(admin, { members: [{ person: guestMe.id, state: 4 }] });
  // Theirs: two tasks assigned to them (one approved); the board's: one more they do not see.
  const theirs = await createTask<{ id: number }>(admin, project.id, { title: 'Theirs', assignees: [guestMe.id] });
  await createTask(admin, project.id, { title: 'Theirs too', assignees: [guestMe.id] });
  await createTask(admin, project.id, { title: 'Not theirs' });
  await call('POST', `tasks/${theirs.id}/submit/`, guest, {});
  await call('POST', `tasks/${theirs.id}/approve/`, admin, {});
  const guestTasks = (await rest<{ results: RestTask[] }>(`tasks/?project=${project.id}&limit=10000`, guest)).results;
  const allTasks = (await rest<{ results: RestTask[] }>(`tasks/?project=${project.id}&limit=10000`, admin)).results;
  expect(guestTasks.map((task) => task.title).sort()).toEqual(['Theirs', 'Theirs too']);
  expect(allTasks).toHaveLength(3);

  const guestBoard = await openBoard(browser, guestEmail, project);
  const staffBoard = await openBoard(browser, 'admin@ft8.test', project);
  try {
    await expect(guestBoard.page.getByTestId('task-card')).toHaveCount(guestTasks.length);
    await guestBoard.page.screenshot({ path: '.artifacts/e2e/board-guest-counts.png' });
    await expect
      .poll(async () => (await badgesAndCards(guestBoard.page)).filter(({ badge, cards }) => badge !== cards))
      .toEqual([]);
    const shownColumns = (await restColumns(admin, project.id)).filter((column) => !column.hidden);
    await expect
      .poll(async () => (await badgesAndCards(staffBoard.page)).map(({ badge }) => badge))
      .toEqual(shownColumns.map((column) => `${column.progress.approved}/${column.progress.total}`));
    // The guest's progress is of their own tasks, and says so; staff's is the whole board's.
    await expect(guestBoard.page.getByTestId('board-progress')).toContainText(
      new RegExp(`^Your tasks: \\d+% \\(\\d+ of ${guestTasks.length} approved\\)$`),
    );
    await expect(staffBoard.page.getByTestId('board-progress')).toContainText(/^\d+% \(\d+ of \d+ approved\)$/);
  } finally {
    await guestBoard.context.close();
    await staffBoard.context.close();
  }
});

test('a board of 5 columns fits a 1440×900 window: every column and its Completion counter show whole', async ({
  browser,
}) => {
  const admin = await restToken('admin@ft8.test');
  const project = await ownProject(admin);
  const columns = (await restColumns(admin, project.id)).filter((column) => !column.hidden);
  expect(columns.length).toBe(5);
  // The browser here draws no scrollbars: a 1440 px window keeps about 1425 px beside its vertical scrollbar.
  const context = await browser.newContext({ viewport: { width: 1425, height: 900 } });
  const page = await context.newPage();
  try {
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto(`/projects/${project.id}/tasks`);
    const counts = page.getByTestId('column-count');
    await expect(counts).toHaveText(columns.map((column) => `${column.progress.approved}/${column.progress.total}`));
    const room = await page.getByTestId('board-columns').evaluate((row) => ({
      overflow: row.scrollWidth - row.clientWidth,
      right: row.getBoundingClientRect().right,
    }));
    expect(room.overflow).toBeLessThanOrEqual(0);
    expect(room.right).toBeLessThanOrEqual(1425);
    for (const count of await counts.all()) {
      const box = (await count.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(room.right);
    }
    await page.screenshot({ path: '.artifacts/e2e/board-1440.png' });
  } finally {
    await context.close();
  }
});

test('Filter Tasks shows the cards REST finds for every typed word, in any order; a quoted phrase stays whole; Reset shows all', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const project = await createOwnProject(admin, `Filter Quay ${uniqueStamp()}`);
  try {
    const column = (await restColumns(admin, project.id))[0]!;
    const titles = [
      'Review the valuation report',
      'Valuation call with the lender',
      'Report to the client on the valuation',
      'Send the term sheet',
    ];
    for (const title of titles) await call('POST', 'tasks/', admin, { title, project: project.id, column: column.id });
    const shownTitles = () =>
      page.getByTestId('task-card').evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
    const restTitles = async (search: string) =>
      (
        await rest<{ results: RestTask[] }>(`tasks/?project=${project.id}&search=${encodeURIComponent(search)}`, admin)
      ).results.map((task) => task.title);

    await signInDirectly(page, 'admin@ft8.test');
    await page.goto(`/projects/${project.id}/tasks`);
    await expect(page.getByTestId('task-card')).toHaveCount(4);
    const filter = page.getByPlaceholder('Filter Tasks');
    for (const [typed, expected] of [
      ['REPORT valuation', [titles[0], titles[2]]],
      ['"valuation report"', [titles[0]]],
      ['lender, call', [titles[1]]],
    ] as const) {
      await filter.fill(typed);
      await expect.poll(shownTitles).toEqual(expected);
      expect(await restTitles(typed)).toEqual(expected);
    }
    await expect(page.getByTestId('board-filter-empty')).toHaveCount(0);
    await filter.fill('nothing matches this');
    await expect.poll(shownTitles).toEqual([]);
    await expect(page.getByTestId('board-filter-empty')).toHaveText('No tasks match "nothing matches this".');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(shownTitles).toEqual(titles);
    await expect(page.getByTestId('board-filter-empty')).toHaveCount(0);
  } finally {
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});

test('a card with a long due date and six assignees keeps its avatars (3 and +3) inside the card', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // Six contacts of the test's own to assign.
  const contacts = await Promise.all(
    ['Ada', 'Ben', 'Cal', 'Dee', 'Eli', 'Fay'].map((first) =>
      createPerson<{ id: number }>(admin, {
        first_name: first,
        last_name: `Avatar${stamp}`,
        company: 'Avatar Ltd',
        profile_type: 2,
        emails: [{ email: `${first.toLowerCase()}.${stamp}@own-data.test`, label: 'Work' }],
      }),
    ),
  );
  const people = contacts.map((contact) => contact.id);
  const project = await createOwnProject(admin, `Avatar Quay ${stamp}`);
  try {
    const column = (await restColumns(admin, project.id))[0]!;
    await call('POST', 'tasks/', admin, {
      title: 'Collect the signed facility letters',
      project: project.id,
      column: column.id,
      assignees: people,
      due_date: '2027-09-30T12:00:00.000Z',
    });
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto(`/projects/${project.id}/tasks`);
    const card = page.getByTestId('task-card').first();
    await expect(card.getByTestId('due-chip')).toHaveText('30 September 2027');
    await expect(card.locator('.board-card-person')).toHaveText([/\w+/, /\w+/, /\w+/, '+3']);
    const cardBox = (await card.boundingBox())!;
    for (const avatar of await card.locator('.board-card-person').all()) {
      const box = (await avatar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    await card.screenshot({ path: '.artifacts/e2e/board-card-avatars.png' });
  } finally {
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});
