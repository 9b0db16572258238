import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { countsShown, groupBy, groupsOnScreen, recordGroupCounts, type GroupCount } from './group-counts.js';
import { createPerson, newAccount, restToken, rest, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// A group's count on screen is the size of that group in the whole list (REST `people/group_counts/`), not the
// number of rows loaded so far; a contact in several categories counts in each. Until the server has counted, the
// header shows a placeholder and no number: every number it shows, even for a moment, must be REST's. The test
// counts its own contacts alone: the list is searched for its stamp.

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

test('group counts are the true sizes of the groups, per value for categories, and no other count shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A new User of its own: the grouping is saved with the account's preferences, which no other test then sees.
  const account = await newAccount(2);
  const token = await restToken(account);
  const stamp = uniqueStamp();
  // 230 contacts of one company (more than the first page of 200) and 12 of another, in one CSV import.
  const line = (company: string, index: number) =>
    `Grouped,Member${stamp}x${company}${index},${company} ${stamp},g${index}.${company.toLowerCase()}.${stamp}@own-data.test`;
  const csv = [
    'First Name,Last Name,Company,Email',
    ...Array.from({ length: 230 }, (_, index) => line('Alpha', index)),
    ...Array.from({ length: 12 }, (_, index) => line('Beta', index)),
  ].join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
  const imported = await fetch(`${apiUrl}/people/importCsv/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(imported.status).toBe(200);
  expect(((await imported.json()) as { created: unknown[] }).created).toHaveLength(242);
  // Three in categories: one in the first, two in the second, one of them in both.
  const types = await rest<{ categories: { id: number; name: string }[] }>('utils/types/', token);
  const [first, second] = types.categories;
  for (const [index, categories] of [[first!.id], [second!.id], [first!.id, second!.id]].entries())
    await createPerson(token, {
      first_name: 'Grouped',
      last_name: `Member${stamp}c${index}`,
      company: `Gamma ${stamp}`,
      profile_type: 2,
      categories,
      emails: [{ email: `c${index}.${stamp}@own-data.test`, label: 'Work' }],
    });
  const expectedCompanies = { [`Alpha ${stamp}`]: 230, [`Beta ${stamp}`]: 12, [`Gamma ${stamp}`]: 3 };
  const expectedCategories = { '(blank)': 242, [first!.name]: 2, [second!.name]: 2 };

  /** REST's group counts of `field` among the test's contacts, by the label the list shows for the group. */
  const restCounts = async <Value>(field: string, label: (value: Value) => string) => {
    const groups = await rest<GroupCount<Value | null>[]>(`people/group_counts/?field=${field}&search=${stamp}`, token);
    return Object.fromEntries(
      groups.map(({ value, count }) => [value === null || value === '' ? '(blank)' : label(value), count]),
    );
  };
  const categoryName = new Map(types.categories.map((category) => [category.id, category.name]));
  expect(await restCounts<string>('company', (company) => company)).toEqual(expectedCompanies);
  expect(await restCounts<number>('categories', (id) => categoryName.get(id) ?? String(id))).toEqual(
    expectedCategories,
  );

  await recordGroupCounts(page);
  await signInDirectly(page, account);
  await page.goto(`/contacts?search=${stamp}`);
  await expect(page.locator('tbody tr').first()).toBeVisible();

  await groupBy(page, 'Company');
  expect((await groupsOnScreen(page)).sort()).toEqual(Object.keys(expectedCompanies).sort());
  // Every count each header showed, even for a moment: REST's, never the rows loaded so far (200 of Alpha's 230).
  expect((await countsShown(page))['Company']).toEqual(
    Object.fromEntries(Object.entries(expectedCompanies).map(([label, count]) => [label, [count]])),
  );

  await groupBy(page, 'Categories');
  // No group is named after two categories joined: each contact sits in the group of each of its categories.
  expect((await groupsOnScreen(page)).sort()).toEqual(Object.keys(expectedCategories).sort());
  expect((await countsShown(page))['Categories']).toEqual(
    Object.fromEntries(Object.entries(expectedCategories).map(([label, count]) => [label, [count]])),
  );
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'contacts-grouped-by-categories.png') });
});
