import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { rest, restToken } from './rest.js';
import { signIn, signInDirectly } from './sign-in.js';

// The print view of the contacts list (spec part 2 "Print screens"): up to 10000 rows with the list's query string,
// compared with REST `people/` for the same search and ordering.

type Page_ = { count: number; results: { id: number; full_name: string; company: string }[] };

test("Print opens /print/contacts with the list's search: the rows REST has, a description, then the print dialog", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  // window.print() would block headless Chromium's page: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts?search=capital');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/print\/contacts\?search=capital&ordering=-company%2Cname$/);

  const expected = await rest<Page_>('people/?search=capital&ordering=-company,full_name&limit=10000', token);
  const rows = page.getByRole('table').locator('tbody:not([aria-hidden]) tr');
  await expect(rows).toHaveCount(expected.results.length);
  for (const [index, person] of expected.results.slice(0, 5).entries()) {
    await expect(rows.nth(index)).toContainText(person.full_name);
    await expect(rows.nth(index)).toContainText(person.company);
  }
  await expect(page.getByLabel('Description')).toContainText(`${expected.count} contacts`);
  await expect(page.getByLabel('Description')).toContainText('Search: “capital”');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  // On paper: the app's chrome is hidden and the print header shows the section and the date.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByTestId('print-header')).toContainText('Contacts');
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'print-contacts.png') });
});

test('the print view renders all contacts, up to 10000 rows, without freezing', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await signIn(page, 'user@ft8.test');
  // The other worker's tests create and delete contacts meanwhile: the rows shown must lie between the counts REST
  // gives before and after the page loaded them (the page calls print once every row is there).
  const before = (await rest<Page_>('people/?limit=1', token)).count;
  const started = Date.now();
  await page.goto('/print/contacts');
  await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true, undefined, {
    timeout: 30_000,
  });
  expect(Date.now() - started).toBeLessThan(30_000);
  const shown = await page.getByRole('table').locator('tbody:not([aria-hidden]) tr').count();
  const after = (await rest<Page_>('people/?limit=1', token)).count;
  expect(shown).toBeGreaterThanOrEqual(Math.min(before, after, 10000));
  expect(shown).toBeLessThanOrEqual(Math.min(Math.max(before, after), 10000));
  expect(shown).toBeGreaterThan(1000);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'print-contacts-all.png') });
});

test("grouped by Categories in the list, the print view keeps the groups with REST's count of each", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await signInDirectly(page, 'admin@ft8.test');
  // A narrow search keeps the groups few and their counts still while the other worker's tests run.
  await page.goto('/print/contacts?search=capital&group=categories');
  await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true);
  await expect(page.getByLabel('Description')).toContainText('Grouped by: Categories');

  type Group = { value: number | null; count: number };
  const groups = await rest<Group[]>('people/group_counts/?field=categories&search=capital', token);
  const names = new Map(
    (await rest<{ categories: { id: number; name: string }[] }>('utils/types/', token)).categories.map(
      (category) => [category.id, category.name] as const,
    ),
  );
  const expected = groups.map(
    (group) => `Categories: ${group.value === null ? '(blank)' : names.get(group.value)} (${group.count})`,
  );
  // The page orders the groups by name, REST by id.
  const headers = page.getByRole('table').locator('tbody th');
  await expect(headers).toHaveCount(expected.length);
  expect((await headers.allTextContents()).sort()).toEqual([...expected].sort());
  expect(expected.length).toBeGreaterThan(1);
});
