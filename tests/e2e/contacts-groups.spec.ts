import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  countsShown,
  expectRestCounts,
  groupBy,
  groupsOnScreen,
  recordGroupCounts,
  type GroupCount,
} from './group-counts.js';
import { newAccount, restToken, rest } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A group's count on screen is the size of that group in the whole list (REST `people/group_counts/`), not the
// number of rows loaded so far; a contact in several categories counts in each. Until the server has counted, the
// header shows a placeholder and no number: every number it shows, even for a moment, must be REST's.

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

  await recordGroupCounts(page);
  await signInDirectly(page, account);
  await page.goto('/contacts');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  const companiesBefore = await companyCounts();
  await groupBy(page, 'Company');
  const companies = await groupsOnScreen(page);
  const byCompany = (await countsShown(page))['Company'] ?? {};
  expectRestCounts(byCompany, companiesBefore, await companyCounts());
  // Each group on screen showed a count, and enough of them to mean something.
  expect(companies.filter((label) => !(label in byCompany))).toEqual([]);
  expect(companies.length).toBeGreaterThan(3);

  const categoriesBefore = await categoryCounts();
  await groupBy(page, 'Categories');
  const shown = await groupsOnScreen(page);
  const byCategory = (await countsShown(page))['Categories'] ?? {};
  expectRestCounts(byCategory, categoriesBefore, await categoryCounts());
  expect(shown.filter((label) => !(label in byCategory))).toEqual([]);
  expect(shown.length).toBeGreaterThan(1);
  // No group is named after two categories joined: each contact sits in the group of each of its categories.
  expect(shown.some((label) => label.includes(', '))).toBe(false);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'contacts-grouped-by-categories.png') });
});
