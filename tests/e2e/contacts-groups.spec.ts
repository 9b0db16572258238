import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, restToken, rest } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A group's count on screen is the size of that group in the whole list (REST `people/group_counts/`), not the
// number of rows loaded so far; a contact in several categories counts in each. Until the server has counted, the
// header shows a placeholder and no number: every number it shows, even for a moment, must be REST's.

type GroupCount<Value> = { value: Value; count: number };
/** What the page recorded: for each grouping column and group label, every count the group's header showed. */
type CountsShown = Record<string, Record<string, number[]>>;

/**
 * Records, from the page's first script on, each count a group header shows, per grouping column (the group
 * column's header) and group label. It reads the DOM after every change, so a count shown for one frame is seen as
 * surely as the one that stays.
 */
async function recordGroupCounts(page: Page) {
  await page.addInitScript(() => {
    const shown: CountsShown = {};
    (window as unknown as { groupCountsShown: CountsShown }).groupCountsShown = shown;
    const record = () => {
      const grouping = document.querySelector('thead th')?.textContent?.trim() ?? '';
      for (const button of document.querySelectorAll('tbody tr button[aria-label$=" group"]')) {
        // The group cell: its expand button, the group's label, then its count (or a placeholder).
        const [, label, count] = button.parentElement?.children ?? [];
        const digits = /^\((\d[\d,]*)\)$/.exec(count?.textContent ?? '')?.[1];
        if (!label?.textContent || digits === undefined) continue;
        const counts = ((shown[grouping] ??= {})[label.textContent] ??= []);
        const number = Number(digits.replace(/,/g, ''));
        if (!counts.includes(number)) counts.push(number);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Groups the list by `column`, collapsed so that the groups fit on screen one row each. */
async function groupBy(page: Page, column: string) {
  await page.getByLabel('Group by').click();
  await page.getByRole('option', { name: column, exact: true }).click();
  await page.getByRole('button', { name: 'Collapse all' }).click();
}

/** The labels of the group rows on screen, once each shows its count (no placeholder left). */
async function groupsOnScreen(page: Page): Promise<string[]> {
  const groupRows = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: /group$/ }) });
  await expect.poll(() => groupRows.count()).toBeGreaterThan(1);
  await expect(page.getByRole('progressbar', { name: "Loading the group's count" })).toHaveCount(0);
  return groupRows.evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
}

/**
 * Every count the page showed for a group (`shown`, by label) is REST's count of that group. Other workers' tests
 * add and remove contacts meanwhile: a group whose count REST changed between `before` and `after` may show any
 * count between the two.
 */
function expectRestCounts(
  shown: Record<string, number[]>,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
) {
  for (const [label, counts] of Object.entries(shown)) {
    const [first, last] = [before.get(label), after.get(label)];
    expect(first ?? last, `REST's count of ${label}`).toBeDefined();
    if (first === last) {
      expect(counts, label).toEqual([first]);
      continue;
    }
    for (const count of counts) {
      expect(count, label).toBeGreaterThanOrEqual(Math.min(first ?? 0, last ?? 0));
      expect(count, label).toBeLessThanOrEqual(Math.max(first ?? 0, last ?? 0));
    }
  }
}

test('group counts are the true sizes of the groups, per value for categories, and no other count shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A new User of its own: the grouping is saved with the account's preferences, which no other test then sees.
  const account = await newAccount(2);
  const token = await restToken(account);
  const categories = await rest<{ categories: { id: number; name: string }[] }>('utils/types/', token);
  const categoryName = new Map(categories.categories.map((category) => [category.id, category.name]));
  /** REST's group counts of `field`, by the label the list shows for the group. */
  const restCounts = async <Value>(field: string, label: (value: Value) => string | undefined) => {
    const groups = await rest<GroupCount<Value | null>[]>(`people/group_counts/?field=${field}`, token);
    return new Map(
      groups.map(({ value, count }) => [
        value === null || value === '' ? '(blank)' : (label(value) ?? String(value)),
        count,
      ]),
    );
  };
  const companyCounts = () => restCounts<string>('company', (company) => company);
  const categoryCounts = () => restCounts<number>('categories', (id) => categoryName.get(id));
  const countsShown = () =>
    page.evaluate(() => (window as unknown as { groupCountsShown: CountsShown }).groupCountsShown);

  await recordGroupCounts(page);
  await signInDirectly(page, account);
  await page.goto('/contacts');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  const companiesBefore = await companyCounts();
  await groupBy(page, 'Company');
  const companies = await groupsOnScreen(page);
  const byCompany = (await countsShown())['Company'] ?? {};
  expectRestCounts(byCompany, companiesBefore, await companyCounts());
  // Each group on screen showed a count, and enough of them to mean something.
  expect(companies.filter((label) => !(label in byCompany))).toEqual([]);
  expect(companies.length).toBeGreaterThan(3);

  const categoriesBefore = await categoryCounts();
  await groupBy(page, 'Categories');
  const shown = await groupsOnScreen(page);
  const byCategory = (await countsShown())['Categories'] ?? {};
  expectRestCounts(byCategory, categoriesBefore, await categoryCounts());
  expect(shown.filter((label) => !(label in byCategory))).toEqual([]);
  expect(shown.length).toBeGreaterThan(1);
  // No group is named after two categories joined: each contact sits in the group of each of its categories.
  expect(shown.some((label) => label.includes(', '))).toBe(false);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'contacts-grouped-by-categories.png') });
});
