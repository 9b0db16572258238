import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The contacts list's actions (spec part 1 sections 2 and 5): import, bulk edit, delete selected, export. Each test
// compares what the screen shows with REST after the write.

type Person = {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  company: string;
  city: string | null;
  job_title: string | null;
  tags: string[];
  is_deleted: boolean;
  emails: { email: string }[];
};
type Page_ = { count: number; results: Person[] };

const unique = () => `lz${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function importLines(page: Page, csv: string) {
  await page
    .getByTestId('import-csv-input')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** Imports three contacts of a fresh company through the screen; returns the company (a unique search term). */
async function importThree(page: Page) {
  const stamp = unique();
  const company = `${stamp} Holdings`;
  await page.goto('/contacts');
  await importLines(
    page,
    [
      'First Name,Last Name,Company,Email,City',
      ...['Ava', 'Ben', 'Cat'].map(
        (first) => `${first},${stamp},${company},${first.toLowerCase()}.${stamp}@e2e.test,Leeds`,
      ),
    ].join('\n'),
  );
  await expect(page.getByTestId('import-result')).toHaveText('Created: 3 | Duplicated: 0 | Failed: 0');
  await page.getByRole('button', { name: 'Close' }).click();
  return company;
}

async function selectAllShown(page: Page, count: number) {
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(count);
  for (let index = 0; index < count; index++) await rows.nth(index).getByRole('checkbox').check();
  await expect(page.getByText(`${count} selected`)).toBeVisible();
}

test('import a CSV with good, duplicate and bad lines: the result message, and the created contacts as REST has them', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const stamp = unique();
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  await importLines(
    page,
    [
      'First Name,Last Name,Company,Email,Job Title,Tags',
      `Gail,${stamp},${stamp} Capital,gail.${stamp}@e2e.test,Director,London;Bridging`,
      `Hugo,${stamp},${stamp} Capital,HUGO.${stamp}@e2e.test,,`,
      `Dup,${stamp},${stamp} Capital,admin@ft8.test,,`,
      `,${stamp},${stamp} Capital,nofirst.${stamp}@e2e.test,,`,
    ].join('\n'),
  );
  await expect(page.getByTestId('import-result')).toHaveText('Created: 2 | Duplicated: 1 | Failed: 1');
  await expect(page.getByText('Created: 2 | Duplicated: 1 | Failed: 1').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed lines' }).click();
  const failed = await readFile(await (await download).path(), 'utf8');
  expect(failed).toBe('line,reason\n5,first_name: This field is required.\n');
  await page.getByRole('button', { name: 'Close' }).click();

  const found = await rest<Page_>(`people/?search=${stamp}`, token);
  expect(found.results.map((p) => p.full_name).sort()).toEqual([`Gail ${stamp}`, `Hugo ${stamp}`]);
  const gail = found.results.find((p) => p.first_name === 'Gail')!;
  expect(gail).toMatchObject({
    job_title: 'Director',
    tags: ['bridging', 'london'],
    emails: [{ email: `gail.${stamp}@e2e.test` }],
  });

  await page.goto(`/contacts?search=${stamp}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const person of found.results)
    await expect(rows.filter({ hasText: person.full_name })).toContainText(person.company);
});

test('bulk edit three contacts with overwrite and with add, then compare with REST', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  await signInDirectly(page, 'admin@ft8.test');
  const company = await importThree(page);
  await page.goto(`/contacts?search=${encodeURIComponent(company)}`);
  await selectAllShown(page, 3);
  await page.getByRole('button', { name: 'Edit multiple' }).click();
  await expect(page).toHaveURL(/\/edit-multiple-contacts\?items=\d+,\d+,\d+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Contact Information')).toBeVisible();
  // Overwrite the city and job title; add a tag (the default for tags).
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('York');
  await dialog.getByRole('textbox', { name: 'Job Title', exact: true }).fill('Partner');
  await dialog.getByRole('textbox', { name: 'Tags (comma-separated)', exact: true }).fill('Bulk, Edited');
  await dialog.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page).toHaveURL(/\/contacts\?search=/);

  const found = await rest<Page_>(`people/?search=${encodeURIComponent(company)}`, token);
  expect(found.count).toBe(3);
  for (const person of found.results)
    expect(person).toMatchObject({ city: 'York', job_title: 'Partner', tags: ['bulk', 'edited'] });
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const person of found.results) await expect(rows.filter({ hasText: person.full_name })).toContainText('Partner');

  // Add to the tags again: the old ones stay. Add to the city: a contact that has one keeps it.
  await selectAllShown(page, 3);
  await page.getByRole('button', { name: 'Edit multiple' }).click();
  await dialog.getByRole('textbox', { name: 'Tags (comma-separated)', exact: true }).fill('second');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Hull');
  await dialog.getByRole('group', { name: 'city mode' }).getByRole('button', { name: 'Add data' }).click();
  await dialog.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page).toHaveURL(/\/contacts\?search=/);
  const after = await rest<Page_>(`people/?search=${encodeURIComponent(company)}`, token);
  for (const person of after.results)
    expect(person).toMatchObject({ city: 'York', tags: ['bulk', 'edited', 'second'] });
});

test('Close of the bulk edit asks before discarding changes; an empty or non-numeric list goes to /contacts', async ({
  page,
}) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/edit-multiple-contacts?items=abc');
  await expect(page).toHaveURL(/\/contacts$/);
  await page.goto('/edit-multiple-contacts?items=1');
  await page.getByRole('dialog').getByRole('textbox', { name: 'City', exact: true }).fill('Changed');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Are you sure you want to discard your changes?')).toBeVisible();
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});

test('delete selected: confirmation, the message, and REST has them deleted', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  await signInDirectly(page, 'admin@ft8.test');
  const company = await importThree(page);
  const before = await rest<Page_>(`people/?search=${encodeURIComponent(company)}`, token);
  await page.goto(`/contacts?search=${encodeURIComponent(company)}`);
  await selectAllShown(page, 3);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Users successfully deleted')).toBeVisible();
  await expect(page.getByText(`No search results found for "${company}"`)).toBeVisible();
  expect((await rest<Page_>(`people/?search=${encodeURIComponent(company)}`, token)).count).toBe(0);
  const deleted = await rest<Page_>(`people/?is_deleted=true&search=${encodeURIComponent(company)}`, token);
  expect(deleted.results.map((p) => p.id).sort()).toEqual(before.results.map((p) => p.id).sort());
});

test('export selected: the CSV rows are the selected contacts as REST has them', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  await signInDirectly(page, 'admin@ft8.test');
  const company = await importThree(page);
  await page.goto(`/contacts?search=${encodeURIComponent(company)}`);
  await selectAllShown(page, 3);
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export selected' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ft8-contacts\d{8}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  const header = lines[0]!.split(',');
  const rows = lines
    .slice(1)
    .map((line) => Object.fromEntries(line.split(',').map((cell, index) => [header[index], cell])));
  const found = await rest<Page_>(`people/?search=${encodeURIComponent(company)}`, token);
  expect(rows.map((row) => Number(row.id)).sort()).toEqual(found.results.map((p) => p.id).sort());
  for (const person of found.results) {
    expect(rows.find((row) => Number(row.id) === person.id)).toMatchObject({
      first_name: person.first_name,
      last_name: person.last_name,
      company: person.company,
      emails: person.emails[0]!.email,
      city: person.city,
    });
  }
});
