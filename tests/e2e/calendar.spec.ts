import { expect, test, type Page } from '@playwright/test';
import { approveTask, call, createOwnProject, createTask, newAccount, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The calendar at /calendar/month (spec part 2, Calendar (month)): each month shows the tasks REST holds for it and
// the projects closing in it; the filters, the arrows, the links, and the Page Search results grouped by month.
// Each test reads projects and tasks of its own (a stamped name, `?projects=` its own): the board and task tests add
// and delete tasks on the shared demo projects meanwhile, and the calendar is not live.

type RestTask = { id: number; title: string; project: number; due_date: string | null; state: number };
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

/**
 * Noon (browser time) on days of months relative to this one, as the api's instants, and those days as 'YYYY-MM-DD':
 * `[monthOffset, day]` pairs, a day past the month's end kept to its last day.
 */
function noonsOn(page: Page, days: [number, number][]): Promise<{ due: string; day: string }[]> {
  return page.evaluate(
    (pairs) =>
      pairs.map(([months, day]) => {
        const now = new Date();
        const last = new Date(now.getFullYear(), now.getMonth() + months + 1, 0).getDate();
        const at = new Date(now.getFullYear(), now.getMonth() + months, Math.min(day, last), 12);
        const pad = (n: number) => String(n).padStart(2, '0');
        return {
          due: at.toISOString(),
          day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
        };
      }),
    days,
  );
}

const titles = (tasks: { title: string }[]) => tasks.map((task) => task.title).sort();

/** The task and project events the month (or week, or day) shows (their titles), sorted. */
const shown = (page: Page, kind: 'task' | 'projects', range: 'month' | 'week' | 'day' = 'month') =>
  page
    .getByTestId(`${range}-calendar`)
    .locator(`a[href^="/${kind}/"]`)
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()).sort());

test('a month shows the tasks and closing dates REST holds for it; My Tasks, the arrows and a task link', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const me = (await rest<{ id: number }>('auth/me/', admin)).id;
  const colleague = (await rest<{ id: number }>('auth/me/', await restToken('user@ft8.test'))).id;
  const stamp = uniqueStamp();
  // This month's 15th (the closing date), and tasks on days of last, this and next month.
  const [closing, ...dues] = await noonsOn(page, [
    [0, 15],
    [0, 3],
    [0, 12],
    [0, 28],
    [1, 5],
    [-1, 20],
  ]);
  const project = await createOwnProject(admin, `Calendar month ${stamp}`, { closing_date: closing!.day });
  const plan: [string, number[], number][] = [
    ['Mine early', [me], 0],
    ['Mine late', [me], 2],
    ['Colleague', [colleague], 1],
    ['Mine next month', [me], 3],
    ['Mine last month', [me], 4],
  ];
  const tasks = await Promise.all(
    plan.map(([what, assignees, due]) =>
      createTask<RestTask>(admin, project.id, {
        title: `${what} ${stamp}`,
        assignees,
        due_date: dues[due]!.due,
      }),
    ),
  );
  const [mineEarly, mineLate, colleagues, mineNext, minePrevious] = tasks;

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/calendar\/month$/);
  const month = await monthFrom(page, 0);
  await expect(page.getByRole('heading', { name: month.title })).toBeVisible();
  // Every project by default: ours among them, its month's tasks and closing date on the calendar.
  await expect(page.getByTestId('calendar-displaying')).toHaveText(/^Displaying: All Tasks from .+/);
  await expect(page.getByTestId('calendar-displaying')).toContainText(project.name);
  const calendar = page.getByTestId('month-calendar');
  for (const task of [mineEarly!, mineLate!, colleagues!]) await expect(calendar.getByText(task.title)).toBeVisible();
  await expect(calendar.getByRole('link', { name: project.name })).toBeVisible();

  // Our project alone: exactly its tasks due this month, and its closing date.
  await page.goto(`/calendar/month?projects=${project.id}`);
  await expect(page.getByTestId('calendar-displaying')).toHaveText(`Displaying: All Tasks from ${project.name}`);
  await expect.poll(() => shown(page, 'task')).toEqual(titles([mineEarly!, mineLate!, colleagues!]));
  await expect.poll(() => shown(page, 'projects')).toEqual([project.name]);
  await page.screenshot({ path: '.artifacts/e2e/calendar-month.png', fullPage: true });

  await page.getByRole('button', { name: 'My Tasks' }).click();
  await expect(page.getByTestId('calendar-displaying')).toHaveText(`Displaying: My Tasks from ${project.name}`);
  await expect.poll(() => shown(page, 'task')).toEqual(titles([mineEarly!, mineLate!]));

  // Next month and back twice: each month's own tasks, My Tasks kept.
  for (const [offset, expected] of [
    [1, [mineNext!]],
    [0, [mineEarly!, mineLate!]],
    [-1, [minePrevious!]],
  ] as const) {
    await page.getByRole('button', { name: offset === 1 ? 'Next month' : 'Previous month' }).click();
    const other = await monthFrom(page, offset);
    await expect(page.getByRole('heading', { name: other.title })).toBeVisible();
    await expect.poll(() => shown(page, 'task')).toEqual(titles([...expected]));
  }
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: month.title })).toBeVisible();

  // A task opens over the calendar and closes back to it, on the same month and filter.
  const here = page.url();
  await calendar.locator(`a[href="/task/${mineEarly!.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/task/${mineEarly!.id}\\?back=`));
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
  // A client account of the test's own: its projects are the two made here, and nothing else.
  const email = await newAccount(3);
  const client = (await rest<{ id: number }>('auth/me/', await restToken(email))).id;
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const [first, second] = await noonsOn(page, [
    [0, 4],
    [0, 18],
  ]);
  const team = { members: [{ person: client, state: 2 }] };
  const kept = await createOwnProject(admin, `Calendar kept ${stamp}`, team);
  const dropped = await createOwnProject(admin, `Calendar dropped ${stamp}`, team);
  const notTheirs = await createOwnProject(admin, `Calendar not theirs ${stamp}`);
  const keptTasks = [
    await createTask(admin, kept.id, { title: `Kept one ${stamp}`, due_date: first!.due }),
    await createTask(admin, kept.id, { title: `Kept two ${stamp}`, due_date: second!.due }),
  ];
  const droppedTask = await createTask(admin, dropped.id, { title: `Dropped ${stamp}`, due_date: first!.due });
  await createTask(admin, notTheirs.id, { title: `Not theirs ${stamp}`, due_date: second!.due });

  await signInDirectly(page, email);
  await page.goto('/calendar/month');
  await expect(page.getByTestId('calendar-displaying')).toHaveText(
    `Displaying: All Tasks from ${[kept.name, dropped.name].sort().join(', ')}`,
  );
  await expect.poll(() => shown(page, 'task')).toEqual(titles([...keptTasks, droppedTask]));
  // Another project's id in the URL shows nothing of it.
  await page.goto(`/calendar/month?projects=${kept.id},${notTheirs.id}`);
  await expect(page.getByTestId('calendar-displaying')).toHaveText(`Displaying: All Tasks from ${kept.name}`);
  await expect.poll(() => shown(page, 'task')).toEqual(titles(keptTasks));

  // Unticking the other project: the kept one's tasks alone, and its name on the Displaying line.
  await page.goto('/calendar/month');
  await expect.poll(() => shown(page, 'task')).toEqual(titles([...keptTasks, droppedTask]));
  await page.getByRole('combobox', { name: 'Projects' }).click();
  await page.getByRole('option', { name: dropped.name }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('calendar-displaying')).toHaveText(`Displaying: All Tasks from ${kept.name}`);
  await expect.poll(() => shown(page, 'task')).toEqual(titles(keptTasks));

  // None chosen: 'No Projects', and nothing on the calendar.
  await page.getByRole('combobox', { name: 'Projects' }).click();
  await page.getByRole('option', { name: kept.name }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('calendar-displaying')).toHaveText('Displaying: All Tasks from No Projects');
  await expect.poll(() => shown(page, 'task')).toEqual([]);
  await page.screenshot({ path: '.artifacts/e2e/calendar-no-projects.png', fullPage: true });
});

test('Page Search shows the tasks REST finds, by due-date month with an Undated group, and clearing it restores the month', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Calendar search ${stamp}`);
  const dues = await noonsOn(page, [
    [0, 10],
    [0, 20],
    [2, 1],
    [-3, 9],
  ]);
  for (const [index, due] of dues.entries())
    await createTask(admin, project.id, { title: `Review ${stamp} dated ${index}`, due_date: due.due });
  const undated = await createTask<RestTask>(admin, project.id, { title: `Review ${stamp} undated` });
  // Approved, so that the results hold an approved task to strike through.
  await approveTask(admin, undated.id);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/calendar/month');
  const month = await monthFrom(page, 0);
  await expect(page.getByRole('heading', { name: month.title })).toBeVisible();

  const found = (await rest<{ results: RestTask[] }>(`tasks/?search=${stamp}&ordering=-due_date&limit=200`, admin))
    .results;
  expect(found).toHaveLength(5);
  await page.getByRole('textbox', { name: 'Page Search' }).fill(stamp);
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByText(`Displaying: ${stamp}`)).toBeVisible();
  await expect(page.getByText('Showing 5 of 5')).toBeVisible();

  // The groups: each due-date month ('MMMM YYYY') in the order REST gives, then 'Undated'.
  const expectedGroups = await page.evaluate(
    (all) => [
      ...new Set(
        all.map((due) => (due ? new Date(due).toLocaleString('en-GB', { month: 'long', year: 'numeric' }) : 'Undated')),
      ),
    ],
    found.map((task) => task.due_date),
  );
  expect(expectedGroups).toHaveLength(4);
  expect(expectedGroups.at(-1)).toBe('Undated');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(expectedGroups);
  const links = page.locator('main section a[href^="/task/"]');
  await expect(links).toHaveText(found.map((task) => task.title));
  // Approved tasks struck through, as in every task list (spec part 2).
  for (const [index, task] of found.entries()) {
    if (task.id === undated.id) await expect(links.nth(index)).toHaveCSS('text-decoration-line', 'line-through');
    else await expect(links.nth(index)).not.toHaveCSS('text-decoration-line', 'line-through');
  }
  await expect(page.getByRole('region', { name: 'Undated' }).getByRole('link')).toHaveText([undated.title]);
  await page.screenshot({ path: '.artifacts/e2e/calendar-search.png', fullPage: true });

  // Clearing the search restores the calendar; a result's link opens its task.
  await page.getByRole('textbox', { name: 'Page Search' }).fill('');
  await expect(page.getByRole('heading', { name: month.title })).toBeVisible();
  await page.getByRole('textbox', { name: 'Page Search' }).fill(stamp);
  await page.getByRole('link', { name: undated.title }).click();
  await expect(page).toHaveURL(new RegExp(`/task/${undated.id}\\?back=`));
  await expect(page.getByTestId('task-status')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/month\\?.*search=${stamp}`));
});

test('Page Search loads more results near the bottom of the list: 200 first, then the rest', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // A project of our own, due dates years ahead: no other screen's month or list shows these.
  const project = await createOwnProject(admin, `Calendar paging ${stamp}`);
  const [column] = await rest<{ id: number }[]>(`projects/columns/?project=${project.id}`, admin);
  for (let start = 0; start < 205; start += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, 205 - start) }, (_, offset) =>
        createTask(admin, project.id, {
          title: `Paging ${stamp} ${String(start + offset).padStart(3, '0')}`,
          column: column!.id,
          due_date: new Date(Date.UTC(2040, 0, 1 + (start + offset) * 3, 12)).toISOString(),
        }),
      ),
    );
  try {
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto(`/calendar/month?search=${stamp}`);
    await expect(page.getByText('Showing 200 of 205')).toBeVisible();
    const links = page.locator('main section a[href^="/task/"]');
    await expect(links).toHaveCount(200);
    // Latest due first: the last created leads.
    await expect(links.first()).toHaveText(`Paging ${stamp} 204`);
    await page.mouse.wheel(0, 100_000);
    await expect(page.getByText('Showing 205 of 205')).toBeVisible();
    await expect(links).toHaveCount(205);
    await expect(links.last()).toHaveText(`Paging ${stamp} 000`);
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(groups[0]).toBe('September 2041');
    expect(groups.at(-1)).toBe('January 2040');
    expect(new Set(groups).size).toBe(groups.length);
  } finally {
    // 205 tasks: gone with their project, so that no later list pages through them.
    await call('DELETE', `projects/${project.id}/`, admin);
  }
});

/** Noon (browser time) on days counted from this week's Monday, as the api's instants, and as 'YYYY-MM-DD'. */
function weekNoons(page: Page, days: number[]): Promise<{ due: string; day: string }[]> {
  return page.evaluate((offsets) => {
    const now = new Date();
    const monday = now.getDate() - ((now.getDay() + 6) % 7);
    const pad = (n: number) => String(n).padStart(2, '0');
    return offsets.map((offset) => {
      const at = new Date(now.getFullYear(), now.getMonth(), monday + offset, 12);
      return { due: at.toISOString(), day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` };
    });
  }, days);
}

/**
 * What a time grid holds: the titles of the events it shows, and how many more its '+N more' links stand for (at most
 * 3 events show per day).
 */
async function gridHolds(page: Page, range: 'week' | 'day') {
  const grid = page.getByTestId(`${range}-calendar`);
  const more = (await grid.getByText(/^\+\d+ more$/).allTextContents()).map((text) => Number(/\d+/.exec(text)![0]));
  return {
    titles: await shown(page, 'task', range),
    projects: await shown(page, 'projects', range),
    hidden: more.reduce((sum, n) => sum + n, 0),
  };
}

/**
 * The grid holds exactly the period's own tasks and closing dates: every event it shows is one of them, and what it
 * shows plus its '+N more' is all of them.
 */
async function expectGridHolds(page: Page, range: 'week' | 'day', tasks: string[], closing: string[]) {
  await expect
    .poll(async () => {
      const { titles: visible, projects, hidden } = await gridHolds(page, range);
      const ok =
        visible.every((title) => tasks.includes(title)) &&
        projects.every((name) => closing.includes(name)) &&
        visible.length + projects.length + hidden === tasks.length + closing.length;
      return ok ? 'held' : { visible, projects, hidden };
    })
    .toBe('held');
}

test('the week and day time grids show the tasks REST holds for them; the arrows step a week or a day', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // Days from this week's Monday: last week's Wednesday, this week's Monday (four tasks: '+N more'), Tuesday (the
  // closing date too) and Sunday, next week's Friday.
  const [lastWeek, monday, tuesday, sunday, nextWeek] = await weekNoons(page, [-5, 0, 1, 6, 11]);
  const project = await createOwnProject(admin, `Calendar week ${stamp}`, { closing_date: tuesday!.day });
  const task = async (what: string, due: { due: string }) =>
    (await createTask(admin, project.id, { title: `${what} ${stamp}`, due_date: due.due })).title;
  const onMonday = [await task('Mon 1', monday!), await task('Mon 2', monday!)];
  onMonday.push(await task('Mon 3', monday!), await task('Mon 4', monday!));
  const onTuesday = [await task('Tue', tuesday!)];
  const onSunday = [await task('Sun', sunday!)];
  const inLastWeek = [await task('Last week', lastWeek!)];
  const inNextWeek = [await task('Next week', nextWeek!)];

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/calendar/month?projects=${project.id}`);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/week\\?projects=${project.id}&date=\\d{4}-\\d{2}-\\d{2}$`));
  // This week, then next, back, and the one before: each holding its own tasks.
  const thisWeek = [...onMonday, ...onTuesday, ...onSunday];
  const steps: [string | null, string[], string[]][] = [
    [null, thisWeek, [project.name]],
    ['Next week', inNextWeek, []],
    ['Previous week', thisWeek, [project.name]],
    ['Previous week', inLastWeek, []],
  ];
  for (const [button, tasks, closing] of steps) {
    if (button) await page.getByRole('button', { name: button }).click();
    await expectGridHolds(page, 'week', tasks, closing);
  }
  // Four tasks on Monday: three show, the rest behind '+N more'.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('week-calendar').getByText(/^\+\d+ more$/)).toBeVisible();
  await page.screenshot({ path: '.artifacts/e2e/calendar-week.png', fullPage: true });

  // The day view of Tuesday, then the next day.
  await page.goto(`/calendar/day?projects=${project.id}&date=${tuesday!.day}`);
  await expectGridHolds(page, 'day', onTuesday, [project.name]);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/\/calendar\/day\?.*date=/);
  await expectGridHolds(page, 'day', [], []);
  // Back to the month: the month holding the day shown.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/month\?.*month=\d{4}-\d{2}$/);
  await expect(page.getByTestId('month-calendar')).toBeVisible();
});
