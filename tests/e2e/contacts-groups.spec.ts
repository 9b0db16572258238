import { expect, test, type Page } from '@playwright/test';
import { newAccount, restToken, rest } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A group's count on screen is the size of that group in the whole list (REST `people/group_counts/`), not the
// number of rows loaded so far; a contact in several categories counts in each.

async function groupBy(page: Page, column: string) {
  await page.getByLabel('Group by').click();
  await page.getByRole('option', { name: column, exact: true }).click();
  // Collapsed, the groups fit on screen one row each.
  if (column !== 'None') await page.getByRole('button', { name: 'Collapse all' }).click();
}

/** The group rows on screen as label -> count, e.g. "Meridian Real Estate Debt (9)". */
async function shownGroups(page: Page): Promise<Map<string, number>> {
  const texts = await page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /(Expand|Collapse) group/ }) })
    .allInnerTexts();
  const groups = new Map<string, number>();
  for (const text of texts) {
    const match = /^(.*?)\s*\((\d[\d,]*)\)/s.exec(text.replace(/\s+/g, ' ').trim());
    if (match) groups.set(match[1]!.trim(), Number(match[2]!.replace(/,/g, '')));
  }
  return groups;
}

test('group counts are the true sizes of the groups, per value for categories', async ({ page }) => {
  test.setTimeout(120_000);
  // A new User of its own: the grouping is saved with the account's preferences, which no other test then sees.
  const account = await newAccount(2);
  const token = await restToken(account);
  const byCompany = await rest<{ value: string | null; count: number }[]>('people/group_counts/?field=company', token);
  const byCategory = await rest<{ value: number | null; count: number }[]>(
    'people/group_counts/?field=categories',
    token,
  );
  const categories = await rest<{ categories: { id: number; name: string }[] }>('utils/types/', token);
  const categoryName = new Map(categories.categories.map((category) => [category.id, category.name]));

  await signInDirectly(page, account);
  await page.goto('/contacts');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await groupBy(page, 'Company');
  await expect.poll(async () => (await shownGroups(page)).size).toBeGreaterThan(3);
  const companies = await shownGroups(page);
  let compared = 0;
  for (const { value, count } of byCompany) {
    if (value === null || !companies.has(value)) continue;
    expect(companies.get(value), value).toBe(count);
    compared += 1;
  }
  expect(compared).toBeGreaterThan(3);

  await groupBy(page, 'Categories');
  await expect.poll(async () => (await shownGroups(page)).size).toBeGreaterThan(1);
  const shown = await shownGroups(page);
  compared = 0;
  for (const { value, count } of byCategory) {
    const name = value === null ? null : categoryName.get(value);
    if (!name || !shown.has(name)) continue;
    expect(shown.get(name), name).toBe(count);
    compared += 1;
  }
  expect(compared).toBeGreaterThan(1);
  // No group is named after two categories joined: each contact sits in the group of each of its categories.
  expect([...shown.keys()].some((label) => label.includes(', '))).toBe(false);
});
