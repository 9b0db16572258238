import { expect, test, type Page } from '@playwright/test';
import {
  call,
  createCapitalProvider,
  createOwnProject,
  createTask,
  newAccount,
  rest,
  restToken,
  uniqueStamp,
} from './rest.js';
import { signInDirectly } from './sign-in.js';

// The Search tab (spec part 2 "Advanced search", issue 52): a staff user builds a search in the query builder, sees
// the rows REST's `search/people/{query}` finds, saves, shares, reopens and exports it. The test's contacts are capital
// providers with a Max Size of their own (a number no other record holds), so the search finds them alone.

type Person = { id: number; full_name: string; capital_provider: number | null };
type Page_<T> = { count: number; results: T[] };

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Three providers of size `size`: two lend debt, one equity. */
async function providersOfSize(token: string, stamp: string, size: number) {
  const types = await rest<{ cp_subcategories: { id: number }[]; investment_class_types: { id: number }[] }>(
    'utils/types/',
    token,
  );
  const made: Person[] = [];
  for (const [index, debt] of [true, true, false].entries()) {
    const person = await createCapitalProvider<Person>(token, `${stamp}s${index}`);
    await call('POST', 'capital_provider/', token, {
      person: person.id,
      max_size: size,
      is_debt: debt,
      is_equity: !debt,
      cp_subcategory_types: [types.cp_subcategories[0]!.id],
      investment_classes: [types.investment_class_types[0]!.id],
      description: 'Search test',
    });
    made.push(person);
  }
  return made;
}

test('a staff user builds a contacts search, sees the rows REST finds, saves, shares and reopens it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const size = 700_000_000 + Math.floor(Math.random() * 99_000_000);
  const [debtA, debtB, equity] = await providersOfSize(admin, stamp, size);
  const query = `max_size=${size}&is_debt=true`;
  const found = await rest<Page_<Person>>(`search/people/${encodeURIComponent(query)}`, admin);
  expect(found.results.map((person) => person.id).sort()).toEqual([debtA!.id, debtB!.id].sort());

  // Accounts of the test's own: saved searches are listed per person.
  const [ownerEmail, colleagueEmail] = [await newAccount(2), await newAccount(2)];
  const colleague = await restToken(colleagueEmail);
  const colleagueMe = await rest<{ id: number; full_name: string }>('auth/me/', colleague);
  await signInDirectly(page, ownerEmail);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/search\/contacts$/);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByText('What are you searching for?')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save this search' });
  await expect(save).toBeDisabled();

  // Row 1: Capital Provider, Max Size is <size>; row 2: Capital Provider, Debt is Yes.
  await pick(page, 'Type of row 1', 'Capital Provider');
  await pick(page, 'Field of row 1', 'Max Size');
  await pick(page, 'Condition of row 1', 'is');
  await page
    .getByRole('combobox', { name: 'Value of row 1' })
    .or(page.getByLabel('Value of row 1'))
    .first()
    .fill(String(size));
  await page.getByRole('button', { name: 'Add row' }).click();
  await pick(page, 'Type of row 2', 'Capital Provider');
  await pick(page, 'Field of row 2', 'Debt');
  await pick(page, 'Condition of row 2', 'is');
  await pick(page, 'Value of row 2', 'Yes');
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // The rows REST finds, and no other.
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const person of found.results) await expect(rows.filter({ hasText: person.full_name })).toHaveCount(1);
  await expect(rows.filter({ hasText: equity!.full_name })).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Displaying: Contacts');
  await page.screenshot({ path: '.artifacts/e2e/search-results.png', fullPage: true });

  // Saved as it was built: the query REST holds is the one searched.
  const title = `Debt lenders ${stamp}`;
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save search as' });
  await dialog.getByLabel('Name').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/search\/contacts\/saved\/\d+$/);
  const savedId = /saved\/(\d+)$/.exec(page.url())![1];
  const savedItem = await rest<{ title: string; query: string; type: string }>(
    `search_history/${savedId}/`,
    await restToken(ownerEmail),
  );
  expect(savedItem).toMatchObject({ title, type: 'people' });
  expect(savedItem.query.split('&').sort()).toEqual(query.split('&').sort());

  // Shared with a colleague, who then finds it in their list.
  await page.getByRole('button', { name: 'Archived Searches' }).click();
  const panel = page.getByRole('dialog', { name: 'Archived Searches' });
  await panel.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Share Search' }).click();
  const share = panel.getByRole('group', { name: `Share ${title}` });
  await share.getByLabel('Share with').fill(colleagueMe.full_name);
  await page.getByRole('option', { name: colleagueMe.full_name }).click();
  await share.getByRole('button', { name: 'Share with 1 contact' }).click();
  await expect(page.getByText('Your search has been successfully shared')).toBeVisible();
  const theirs = await rest<Page_<{ id: number; title: string }>>(`search_history/?search=${stamp}`, colleague);
  expect(theirs.results.map((item) => item.title)).toEqual([title]);
  await panel.getByRole('button', { name: 'Close' }).click();

  // Away and back: the saved search opens as it was built, with the same rows.
  await page.getByRole('button', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/search\/projects$/);
  await page.goto(`/search/contacts/saved/${savedId}`);
  await expect(page.getByRole('combobox', { name: 'Field of row 1' })).toHaveText('Max Size');
  await expect(page.getByRole('combobox', { name: 'Field of row 2' })).toHaveText('Debt');
  await expect(rows).toHaveCount(2);
  for (const person of found.results) await expect(rows.filter({ hasText: person.full_name })).toHaveCount(1);
});

test('an admin exports the selected results as CSV; a user has no Export; a client has no Search tab', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const size = 800_000_000 + Math.floor(Math.random() * 99_000_000);
  const [first] = await providersOfSize(admin, stamp, size);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/search/contacts');
  await pick(page, 'Type of row 1', 'Capital Provider');
  await pick(page, 'Field of row 1', 'Max Size');
  await pick(page, 'Condition of row 1', 'is');
  await page.getByLabel('Value of row 1').first().fill(String(size));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasText: first!.full_name }).getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ft8-contacts\d{8}\.csv$/);
  const csv = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(first!.full_name.split(' ')[1]!);

  await page.context().clearCookies();
  await signInDirectly(page, 'user@ft8.test');
  await page.goto('/search/contacts');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);

  await page.context().clearCookies();
  await signInDirectly(page, 'client@ft8.test');
  await page.goto('/search/contacts');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search' })).toHaveCount(0);
});

test('projects and tasks searches show the rows REST finds, and open the record on a click', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // Two projects of the test's own whose names hold the stamp, one with a large capital required; a task on each.
  const big = await createOwnProject(admin, `Searched ${stamp} big`, { capital_required: 9_000_000 });
  const small = await createOwnProject(admin, `Searched ${stamp} small`, { capital_required: 100_000 });
  await createTask(admin, big.id, { title: `Valuation ${stamp}` });
  const task = await createTask<{ id: number; title: string }>(admin, small.id, { title: `Survey ${stamp}` });

  const projectsQuery = `name__icontains=${stamp}&capital_required__gt=1000000`;
  const projects = await rest<Page_<{ id: number; name: string }>>(
    `search/projects/${encodeURIComponent(projectsQuery)}`,
    admin,
  );
  expect(projects.results.map((project) => project.id)).toEqual([big.id]);

  await signInDirectly(page, 'user@ft8.test');
  await page.goto('/search/projects');
  await pick(page, 'Field of row 1', 'Project Name');
  await pick(page, 'Condition of row 1', 'contains');
  await page.getByLabel('Value of row 1').first().fill(stamp);
  await page.getByRole('button', { name: 'Add row' }).click();
  await pick(page, 'Field of row 2', 'Capital Required');
  await pick(page, 'Condition of row 2', 'greater than');
  await page.getByLabel('Value of row 2').first().fill('1000000');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(big.name);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${big.id}/?$`));

  const tasks = await rest<Page_<{ id: number; title: string }>>(
    `search/tasks/${encodeURIComponent(`title__icontains=Survey ${stamp}`)}`,
    admin,
  );
  expect(tasks.results.map((found) => found.id)).toEqual([task.id]);
  await page.goto('/search/tasks');
  await pick(page, 'Field of row 1', 'Title');
  await pick(page, 'Condition of row 1', 'contains');
  await page.getByLabel('Value of row 1').first().fill(`Survey ${stamp}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(task.title);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/task/${task.id}`));
});

type Prefs = { table_column_prefs: Record<string, Record<string, { type: string; active: boolean }[]> | undefined> };
const activeColumn = (prefs: Prefs, type: string, column: string) =>
  prefs.table_column_prefs['archived-search']?.[type]?.find((pref) => pref.type === column)?.active;

test("the results' columns are the user's: kept per type under archived-search, and shown again", async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Columns ${stamp}`);
  await createTask(admin, project.id, { title: `Columns ${stamp}` });
  const email = await newAccount(2);
  const token = await restToken(email);
  await signInDirectly(page, email);

  const searchTitle = async (type: 'projects' | 'tasks', field: string) => {
    await page.goto(`/search/${type}`);
    await pick(page, 'Field of row 1', field);
    await pick(page, 'Condition of row 1', 'contains');
    await page.getByLabel('Value of row 1').first().fill(stamp);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
  };
  const switchOn = async (label: string) => {
    await page.getByRole('button', { name: 'Manage columns' }).click();
    const panel = page.getByRole('dialog', { name: 'Manage columns' });
    await panel.getByLabel(label, { exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: label })).toBeVisible();
  };

  await searchTitle('projects', 'Project Name');
  await expect(page.getByRole('columnheader', { name: 'Asset Types' })).toHaveCount(0);
  await switchOn('Asset Types');
  await expect
    .poll(async () => activeColumn(await rest<Prefs>('auth/me/', token), 'projects', 'assetTypes'))
    .toBe(true);

  // The tasks' part is saved beside the projects' one, not over it.
  await searchTitle('tasks', 'Title');
  await switchOn('Due Month');
  await expect.poll(async () => activeColumn(await rest<Prefs>('auth/me/', token), 'tasks', 'dueMonth')).toBe(true);
  expect(activeColumn(await rest<Prefs>('auth/me/', token), 'projects', 'assetTypes')).toBe(true);

  // A new visit's results show the saved columns.
  await searchTitle('projects', 'Project Name');
  await expect(page.getByRole('columnheader', { name: 'Asset Types' })).toBeVisible();
});
