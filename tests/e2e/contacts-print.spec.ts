import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { createPerson, importPeopleCsv, rest, restToken, uniqueStamp } from './rest.js';
import { signIn, signInDirectly } from './sign-in.js';

// The print view of the contacts list (spec part 2 "Print screens"): up to 10000 rows with the list's query string,
// compared with REST `people/` for the same search and ordering. Each test searches for contacts of its own (a stamp
// in their company): other files add contacts meanwhile.

/**
 * `count` contacts of the test's own, imported in one CSV (as the list's Import does): the companies `Print {stamp}
 * {letter}`, the letters spread over the contacts so that the list's ordering by company has work to do.
 */
async function importOwnContacts(token: string, stamp: string, count: number) {
  const lines = Array.from({ length: count }, (_, index) => {
    const letter = 'ABCDEF'[index % 6];
    return `Own${String(index).padStart(4, '0')},Printed${stamp},Print ${stamp} ${letter},print.${index}.${stamp}@own-data.test`;
  });
  const result = await importPeopleCsv(token, ['First Name,Last Name,Company,Email', ...lines].join('\n'));
  expect(result.created).toHaveLength(count);
}

type Page_ = { count: number; results: { id: number; full_name: string; company: string }[] };

test("Print opens /print/contacts with the list's search: the rows REST has, a description, then the print dialog", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  await importOwnContacts(token, stamp, 12);
  // window.print() would block headless Chromium's page: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts?search=${stamp}`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/contacts\\?search=${stamp}&ordering=-company%2Cname$`));

  const expected = await rest<Page_>(`people/?search=${stamp}&ordering=-company,full_name&limit=10000`, token);
  expect(expected.count).toBe(12);
  const rows = page.getByRole('table').locator('tbody:not([aria-hidden]) tr');
  await expect(rows).toHaveCount(expected.results.length);
  for (const [index, person] of expected.results.entries()) {
    await expect(rows.nth(index)).toContainText(person.full_name);
    await expect(rows.nth(index)).toContainText(person.company);
  }
  await expect(page.getByLabel('Description')).toContainText(`${expected.count} contacts`);
  await expect(page.getByLabel('Description')).toContainText(`Search: “${stamp}”`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  // On paper: the app's chrome is hidden and the print header shows the section and the date.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByTestId('print-header')).toContainText('Contacts');
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'print-contacts.png') });
});

test("the print view renders all the list's contacts (1,100 of its own here), up to 10000 rows, without freezing", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // More than a thousand contacts of the test's own, so that their number is known while other files add theirs.
  await importOwnContacts(token, stamp, 1100);
  expect((await rest<Page_>(`people/?search=${stamp}&limit=1`, token)).count).toBe(1100);
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await signIn(page, 'user@ft8.test');
  const started = Date.now();
  await page.goto(`/print/contacts?search=${stamp}`);
  // The page calls print once every row is there.
  await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true, undefined, {
    timeout: 30_000,
  });
  expect(Date.now() - started).toBeLessThan(30_000);
  await expect(page.getByRole('table').locator('tbody:not([aria-hidden]) tr')).toHaveCount(1100);
  await expect(page.getByLabel('Description')).toContainText('1,100 contacts');
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'print-contacts-all.png') });
});

test("grouped by Categories in the list, the print view keeps the groups with REST's count of each", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  // Contacts of the test's own in categories: two in the first, two in the second (one of them in both), one in none.
  const categories = (await rest<{ categories: { id: number; name: string }[] }>('utils/types/', token)).categories;
  const [first, second] = categories;
  for (const [index, inCategories] of [[first!.id], [first!.id, second!.id], [second!.id], [], [second!.id]].entries())
    await createPerson(token, {
      first_name: 'Grouped',
      last_name: `Printed${stamp}${index}`,
      company: `Print ${stamp} Groups`,
      profile_type: 2,
      categories: inCategories,
      emails: [{ email: `grouped.${index}.${stamp}@own-data.test`, label: 'Work' }],
    });
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/print/contacts?search=${stamp}&group=categories`);
  await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true);
  await expect(page.getByLabel('Description')).toContainText('Grouped by: Categories');

  type Group = { value: number | null; count: number };
  const groups = await rest<Group[]>(`people/group_counts/?field=categories&search=${stamp}`, token);
  const names = new Map(categories.map((category) => [category.id, category.name] as const));
  const expected = groups.map(
    (group) => `Categories: ${group.value === null ? '(blank)' : names.get(group.value)} (${group.count})`,
  );
  expect([...expected].sort()).toEqual(
    [`Categories: ${first!.name} (2)`, `Categories: ${second!.name} (3)`, 'Categories: (blank) (1)'].sort(),
  );
  // The page orders the groups by name, REST by id.
  const headers = page.getByRole('table').locator('tbody th');
  await expect(headers).toHaveCount(expected.length);
  expect((await headers.allTextContents()).sort()).toEqual([...expected].sort());
});
