import { expect, test, type Page } from '@playwright/test';
import { rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The calendar at /calendar/month (spec part 2, Calendar (month)): each month shows the tasks REST holds for it and
// the projects closing in it; the filters, the arrows, the links, and the Page Search results grouped by month.

type RestTask = { id: number; title: string; project: number; due_date: string | null; state: number };
type RestProject = { id: number; name: string; closing_date: string };
type Month = { from: string; to: string; title: string; key: string };

/** A month relative to this one, in the browser's time zone (the calendar's): its first and last moments. */
function monthFrom(page: Page, offset: number): Promise<Month> {
  return page.evaluate((months) => {
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth() + months, 1);
    const end = new Date(now.getFullYear(), now.getMonth() + months + 1, 1);
    return {
      from: start.toISOString(),
      to: new Date(end.getTime() - 1).toISOString(),
      title: start.toLocaleString('en-GB', { month: 'long', year: 'numeric' }),
      key: `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`,
    };
  }, offset);
}

async function restMonth(token: string, month: Month, extra = '') {
  const query = `due_date__gte=${encodeURIComponent(month.from)}&due_date__lte=${encodeURIComponent(month.to)}`;
  return (await rest<{ results: RestTask[] }>(`tasks/?limit=10000&${query}${extra}`, token)).results;
}

const restProjects = async (token: string) =>
  (await rest<{ results: RestProject[] }>('projects/?limit=10000&ordering=name', token)).results;

const titles = (tasks: { title: string }[]) => tasks.map((task) => task.title).sort();

/** The task and project events the month (or week, or day) shows (their titles), sorted. */
const shown = (page: Page, kind: 'task' | 'projects', range: 'month' | 'week' | 'day' = 'month') =>
  page
    .getByTestId(`${range}-calendar`)
    .locator(`a[href^="/${kind}/"]`)
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()).sort());

/**
 * The month's tasks on screen equal REST's: REST read again on each try, and the page loaded again after a miss
 * (the board and task tests add and delete tasks meanwhile, and the calendar is not live).
 */
async function expectMonthAsRest(page: Page, read: () => Promise<{ title: string }[]>) {
  await expect(async () => {
    const truth = await read();
    try {
      await expect.poll(() => shown(page, 'task'), { timeout: 4_000 }).toEqual(titles(truth));
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 30_000 });
}

test('a month shows the tasks and closing dates REST holds for it; My Tasks, the arrows and a task link', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const me = (await rest<{ id: number }>('auth/me/', admin)).id;
  const projects = await restProjects(admin);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/calendar\/month$/);
  const month = await monthFrom(page, 0);
  await expect(page.getByRole('heading', { name: month.title })).toBeVisible();
  // Other tests add and delete projects meanwhile, and the calendar is not live: REST is read again on each try, and
  // the page loaded again when it was read before such a change.
  await expect(async () => {
    const now = await restProjects(admin);
    try {
      await expect(page.getByTestId('calendar-displaying')).toHaveText(
        `Displaying: All Tasks from ${now.map((project) => project.name).join(', ')}`,
        { timeout: 4_000 },
      );
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 30_000 });

  let all: Awaited<ReturnType<typeof restMonth>> = [];
  await expectMonthAsRest(page, async () => (all = await restMonth(admin, month)));
  expect(all.length).toBeGreaterThan(0);
  const closing = projects.filter((project) => project.closing_date.startsWith(month.key));
  expect(closing.length).toBeGreaterThan(0);
  await expect.poll(() => shown(page, 'projects')).toEqual(closing.map((project) => project.name).sort());
  await page.screenshot({ path: '.artifacts/e2e/calendar-month.png', fullPage: true });

  await page.getByRole('button', { name: 'My Tasks' }).click();
  await expect(page.getByTestId('calendar-displaying')).toHaveText(/^Displaying: My Tasks from /);
  const mine = await restMonth(admin, month, `&assignees=${me}`);
  expect(mine.length).toBeLessThan(all.length);
  await expect.poll(() => shown(page, 'task')).toEqual(titles(mine));

  // Next month and back twice: each month as REST holds it, My Tasks kept.
  for (const offset of [1, 0, -1]) {
    await page.getByRole('button', { name: offset === 1 ? 'Next month' : 'Previous month' }).click();
    const other = await monthFrom(page, offset);
    await expect(page.getByRole('heading', { name: other.title })).toBeVisible();
    await expect.poll(() => shown(page, 'task')).toEqual(titles(await restMonth(admin, other, `&assignees=${me}`)));
  }
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: month.title })).toBeVisible();

  // A task opens over the calendar and closes back to it, on the same month and filter.
  const here = page.url();
  const task = mine[0]!;
  await page.getByTestId('month-calendar').locator(`a[href="/task/${task.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/task/${task.id}\\?back=`));
  // Loaded (the loading dialog's Close asks nothing), then closed.
  await expect(page.getByTestId('task-status')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(here);
  await expect(page.getByRole('heading', { name: month.title })).toBeVisible();
});

test("the project filter narrows the month to the chosen projects, and a client sees only their projects' tasks", async ({
  page,
}) => {
  const client = await restToken('client@ft8.test');
  const theirs = await restProjects(client);
  expect(theirs.length).toBeGreaterThan(1);
  await signInDirectly(page, 'client@ft8.test');
  await page.goto('/calendar/month');
  const month = await monthFrom(page, 0);
  await expectMonthAsRest(page, () => restMonth(client, month));

  // Unticking every project but the first: its tasks alone, and its name on the Displaying line.
  const [kept, ...dropped] = theirs;
  await page.getByRole('combobox', { name: 'Projects' }).click();
  for (const project of dropped) await page.getByRole('option', { name: project.name }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('calendar-displaying')).toHaveText(`Displaying: All Tasks from ${kept!.name}`);
  await expectMonthAsRest(page, () => restMonth(client, month, `&projects=${kept!.id}`));

  // None chosen: 'No Projects', and nothing on the calendar.
  await page.getByRole('combobox', { name: 'Projects' }).click();
  await page.getByRole('option', { name: kept!.name }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('calendar-displaying')).toHaveText('Displaying: All Tasks from No Projects');
  await expect.poll(() => shown(page, 'task')).toEqual([]);
  await page.screenshot({ path: '.artifacts/e2e/calendar-no-projects.png', fullPage: true });
});

test('Page Search shows the tasks REST finds, by due-date month with an Undated group, and clearing it restores the month', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const [project] = await restProjects(admin);
  const [column] = await rest<{ id: number }[]>(`projects/columns/?project=${project!.id}`, admin);
  const created = await fetch(`${process.env.API_URL ?? 'http://127.0.0.1:8000/api'}/tasks/`, {
    method: 'POST',
    headers: { authorization: `Token ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Review the undated calendar check', project: project!.id, column: column!.id }),
  });
  expect(created.status).toBe(201);
  const undated = (await created.json()) as RestTask;
  // Approved, so that the results hold an approved task to strike through.
  for (const step of ['submit', 'approve'])
    expect(
      (
        await fetch(`${process.env.API_URL ?? 'http://127.0.0.1:8000/api'}/tasks/${undated.id}/${step}/`, {
          method: 'POST',
          headers: { authorization: `Token ${admin}` },
        })
      ).status,
    ).toBe(200);
  try {
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto('/calendar/month');
    const month = await monthFrom(page, 0);
    await expect(page.getByRole('heading', { name: month.title })).toBeVisible();

    const found = (
      await rest<{ count: number; results: RestTask[] }>('tasks/?search=Review&ordering=-due_date&limit=200', admin)
    ).results;
    await page.getByRole('textbox', { name: 'Page Search' }).fill('Review');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page.getByText('Displaying: Review')).toBeVisible();
    await expect(page.getByText(`Showing ${found.length} of ${found.length}`)).toBeVisible();

    // The groups: each due-date month ('MMMM YYYY') in the order REST gives, then 'Undated'.
    const expectedGroups = await page.evaluate(
      (dues) => [
        ...new Set(
          dues.map((due) =>
            due ? new Date(due).toLocaleString('en-GB', { month: 'long', year: 'numeric' }) : 'Undated',
          ),
        ),
      ],
      found.map((task) => task.due_date),
    );
    expect(expectedGroups.at(-1)).toBe('Undated');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(expectedGroups);
    const links = page.locator('main section a[href^="/task/"]');
    await expect(links).toHaveText(found.map((task) => task.title));
    // Approved tasks struck through, as in every task list (spec part 2).
    expect(found.some((task) => task.state === 3)).toBe(true);
    for (const [index, task] of found.entries()) {
      if (task.state === 3) await expect(links.nth(index)).toHaveCSS('text-decoration-line', 'line-through');
      else await expect(links.nth(index)).not.toHaveCSS('text-decoration-line', 'line-through');
    }
    await expect(page.getByRole('region', { name: 'Undated' }).getByRole('link')).toHaveText([undated.title]);
    await page.screenshot({ path: '.artifacts/e2e/calendar-search.png', fullPage: true });

    // Clearing the search restores the calendar; a result's link opens its task.
    await page.getByRole('textbox', { name: 'Page Search' }).fill('');
    await expect(page.getByRole('heading', { name: month.title })).toBeVisible();
    await page.getByRole('textbox', { name: 'Page Search' }).fill('Review');
    await page.getByRole('link', { name: undated.title }).click();
    await expect(page).toHaveURL(new RegExp(`/task/${undated.id}\\?back=`));
    await expect(page.getByTestId('task-status')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'YES' }).click();
    await expect(page).toHaveURL(/\/calendar\/month\?.*search=Review/);
  } finally {
    await fetch(`${process.env.API_URL ?? 'http://127.0.0.1:8000/api'}/tasks/${undated.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Token ${admin}` },
    });
  }
});

test('Page Search loads more results near the bottom of the list: 200 first, then the rest', async ({ page }) => {
  const api = process.env.API_URL ?? 'http://127.0.0.1:8000/api';
  const admin = await restToken('admin@ft8.test');
  const headers = { authorization: `Token ${admin}`, 'content-type': 'application/json' };
  // A closed deal's board, due dates years ahead: no other screen's month or list shows these.
  const [project] = (await rest<{ results: RestProject[] }>('projects/?search=Northgate', admin)).results;
  const [column] = await rest<{ id: number }[]>(`projects/columns/?project=${project!.id}`, admin);
  const ids: number[] = [];
  try {
    for (let start = 0; start < 205; start += 25)
      ids.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(25, 205 - start) }, async (_, offset) => {
            const index = start + offset;
            const response = await fetch(`${api}/tasks/`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                title: `Paging check ${String(index).padStart(3, '0')}`,
                project: project!.id,
                column: column!.id,
                due_date: new Date(Date.UTC(2040, 0, 1 + index * 3, 12)).toISOString(),
              }),
            });
            expect(response.status).toBe(201);
            return ((await response.json()) as { id: number }).id;
          }),
        )),
      );
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto('/calendar/month?search=Paging%20check');
    await expect(page.getByText('Showing 200 of 205')).toBeVisible();
    const links = page.locator('main section a[href^="/task/"]');
    await expect(links).toHaveCount(200);
    // Latest due first: the last created leads.
    await expect(links.first()).toHaveText('Paging check 204');
    await page.mouse.wheel(0, 100_000);
    await expect(page.getByText('Showing 205 of 205')).toBeVisible();
    await expect(links).toHaveCount(205);
    await expect(links.last()).toHaveText('Paging check 000');
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(groups[0]).toBe('September 2041');
    expect(groups.at(-1)).toBe('January 2040');
    expect(new Set(groups).size).toBe(groups.length);
  } finally {
    for (const id of ids) await fetch(`${api}/tasks/${id}/`, { method: 'DELETE', headers });
  }
});

/** The week (Monday to Sunday) or day holding today plus `offset` of them, in the browser's time zone. */
function periodFrom(page: Page, range: 'week' | 'day', offset: number): Promise<Month & { days: string[] }> {
  return page.evaluate(
    ([kind, by]) => {
      const now = new Date();
      const monday = now.getDate() - ((now.getDay() + 6) % 7);
      const start =
        kind === 'week'
          ? new Date(now.getFullYear(), now.getMonth(), monday + 7 * by)
          : new Date(now.getFullYear(), now.getMonth(), now.getDate() + by);
      const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + (kind === 'week' ? 7 : 1));
      const days: string[] = [];
      for (let day = new Date(start); day < end; day.setDate(day.getDate() + 1))
        days.push(
          `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`,
        );
      return { from: start.toISOString(), to: new Date(end.getTime() - 1).toISOString(), title: '', key: '', days };
    },
    [range, offset] as const,
  );
}

/**
 * What a time grid holds: the titles of the events it shows, and how many more its '+N more' links stand for (at most
 * 3 events show per day).
 */
async function gridHolds(page: Page, range: 'week' | 'day') {
  const grid = page.getByTestId(`${range}-calendar`);
  const more = (await grid.getByText(/^\+\d+ more$/).allTextContents()).map((text) => Number(/\d+/.exec(text)![0]));
  return { titles: await shown(page, 'task', range), hidden: more.reduce((sum, n) => sum + n, 0) };
}

/**
 * The grid shows what REST holds: every task it shows is one of REST's, and what it shows plus its '+N more' is every
 * task due and every project closing in the period.
 */
/**
 * The grid holds REST's tasks and closing dates for the period. The board and task tests add and delete tasks
 * meanwhile, and the calendar is not live: REST is read again on each try, and the page loaded again after a miss.
 */
async function expectGridAsRest(page: Page, range: 'week' | 'day', token: string, period: Month & { days: string[] }) {
  await expect(async () => {
    const tasks = await restMonth(token, period);
    const closing = (await restProjects(token)).filter((project) => period.days.includes(project.closing_date));
    try {
      await expect
        .poll(
          async () => {
            const { titles: visible, hidden } = await gridHolds(page, range);
            const projects = await shown(page, 'projects', range);
            const expected = titles(tasks);
            const total = visible.length + projects.length + hidden;
            return visible.every((title) => expected.includes(title)) && total === tasks.length + closing.length
              ? 'as REST'
              : { visible, projects, hidden, expected, closing: closing.map((project) => project.name) };
          },
          { timeout: 5_000 },
        )
        .toBe('as REST');
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 40_000 });
}

test('the week and day time grids show the tasks REST holds for them; the arrows step a week or a day', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/calendar/month');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/week\?date=\d{4}-\d{2}-\d{2}$/);
  // This week, then next, back, and the one before: each as REST holds it.
  const steps: [string | null, number][] = [
    [null, 0],
    ['Next week', 1],
    ['Previous week', 0],
    ['Previous week', -1],
  ];
  for (const [button, offset] of steps) {
    if (button) await page.getByRole('button', { name: button }).click();
    const week = await periodFrom(page, 'week', offset);
    await expectGridAsRest(page, 'week', admin, week);
  }
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.screenshot({ path: '.artifacts/e2e/calendar-week.png', fullPage: true });

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/day\?date=/);
  for (const offset of [0, 1]) {
    if (offset === 1) await page.getByRole('button', { name: 'Next day' }).click();
    const day = await periodFrom(page, 'day', offset);
    await expectGridAsRest(page, 'day', admin, day);
  }
  // Back to the month: the month holding the day shown.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/month\?month=\d{4}-\d{2}$/);
  await expect(page.getByTestId('month-calendar')).toBeVisible();
});
