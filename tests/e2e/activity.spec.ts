import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { call, createPerson, rest, restStatus, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Contact Activity (spec part 1 "Contact Activity", part 2 "Contact Activity at /activity", "Activity entry", "Print
// screens"): a change of this test's own made over REST, then the screen filtered to it, its export and its print,
// each compared with REST's `GET activity/`. Other workers write entries meanwhile: rows are picked by this test's stamp.

type Entry = {
  id: number;
  type: number | null;
  date: string;
  person: number | null;
  person_details: { id: number; full_name: string } | null;
  args: { person?: number; fields?: string[] };
  document: string | null;
};
type ActivityPage = { count: number; next: string | null; results: Entry[] };

const unique = () => `ac${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const TYPE_NAMES: Record<number, string> = { 1: 'Contact Created', 2: 'Contact Updated' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');
/** 'DD MMM YYYY HH:mm:ss' in this machine's time zone, which the browser shares. */
const shownDate = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};
const utcToday = () => new Date().toISOString().slice(0, 10);

test('the admin sees the entries of their own change as REST lists them, filters, exports and prints them', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const me = await rest<{ id: number; full_name: string }>('auth/me/', token);
  const stamp = unique();
  const contact = await createPerson<{ id: number; full_name: string }>(token, {
    first_name: 'Audit',
    last_name: stamp,
    company: `${stamp} Holdings`,
    profile_type: 3,
    emails: [{ email: `audit.${stamp}@example.test`, label: 'Work' }],
  });
  await call('PATCH', `people/${contact.id}/`, token, { job_title: 'Auditor' });
  const filters = `types=1,2&person=${me.id}&date_from=${utcToday()}`;
  const restEntries = async () =>
    (await rest<ActivityPage>(`activity/?${filters}&limit=10000`, token)).results.filter(
      (entry) => entry.args.person === contact.id,
    );
  const expected = await restEntries();
  expect(expected.map((entry) => entry.type)).toEqual([2, 1]);

  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Contact Activity' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Filter Activity' });
  await panel.getByRole('combobox', { name: 'Types' }).click();
  await page.getByRole('option', { name: 'Contact Created' }).click();
  await page.getByRole('option', { name: 'Contact Updated' }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('combobox', { name: 'User' }).fill(me.full_name);
  await page
    .getByRole('option', { name: new RegExp(`^${me.full_name}`) })
    .first()
    .click();
  await panel.getByLabel('From').fill(utcToday());
  await expect(page).toHaveURL(new RegExp(`/activity\\?types=1%2C2&user=${me.id}&dateFrom=${utcToday()}$`));

  // The entries of this contact, newest first, with REST's values.
  const rows = page.locator('tbody tr', { hasText: contact.full_name });
  await expect(rows).toHaveCount(2);
  for (const [index, entry] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(shownDate(entry.date));
    await expect(row).toContainText(TYPE_NAMES[entry.type!]!);
    await expect(row).toContainText(entry.person_details!.full_name);
    await expect(row).toContainText(entry.document!);
  }
  await expect(rows.nth(0)).toContainText('job_title');
  // The count is REST's for the same filters (read around it: other workers' entries may land in between).
  const before = (await rest<ActivityPage>(`activity/?${filters}&limit=1`, token)).count;
  const countText = await page.getByText(/^[\d,]+ actions?$/).textContent();
  const after = (await rest<ActivityPage>(`activity/?${filters}&limit=1`, token)).count;
  const shown = Number(countText!.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(Math.min(before, after) - 5);
  expect(shown).toBeLessThanOrEqual(Math.max(before, after));
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'activity.png') });

  // Export selected: the two rows, in a file named from the date.
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{8}\.csv$/);
  expect([utcToday(), new Date(Date.now() - 60_000).toISOString().slice(0, 10)]).toContain(
    file.suggestedFilename().replace(/^(\d{4})(\d{2})(\d{2}).csv$/, '$1-$2-$3'),
  );
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('id,date,type,user,document,person,people,fields,file,created,duplicate,failed_lines');
  const exported = lines.slice(1).map((line) => line.split(','));
  expect(exported.map((cells) => Number(cells[0]))).toEqual(expected.map((entry) => entry.id));
  expect(exported.map((cells) => cells[2])).toEqual(['Contact Updated', 'Contact Created']);
  expect(exported.every((cells) => cells[5] === String(contact.id))).toBe(true);

  // Print: /print/activity with the page's query string; its rows are REST's for the same filters.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/activity\\?types=1%2C2&user=${me.id}&dateFrom=${utcToday()}$`));
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  const printed = page.getByRole('table').locator('tbody:not([aria-hidden]) tr', { hasText: contact.full_name });
  await expect(printed).toHaveCount(2);
  for (const [index, entry] of expected.entries()) {
    await expect(printed.nth(index)).toContainText(shownDate(entry.date));
    await expect(printed.nth(index)).toContainText(TYPE_NAMES[entry.type!]!);
    await expect(printed.nth(index)).toContainText(entry.person_details!.full_name);
  }
  const all = await rest<ActivityPage>(`activity/?${filters}&limit=10000`, token);
  const printedIds = await page.getByRole('table').locator('tbody:not([aria-hidden]) tr').count();
  expect(printedIds).toBeGreaterThanOrEqual(Math.min(all.count, 10000) - 5);
  expect(printedIds).toBeLessThanOrEqual(Math.min(all.count, 10000));
  const description = page.getByLabel('Description');
  await expect(description).toContainText('Types: Contact Created, Contact Updated');
  await expect(description).toContainText(`User: ${me.full_name}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-header')).toContainText('Contact Activity');
});

test('a failed export shows the spec message with the status', async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.route('**/files/activity/exportAll', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/activity');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export all' }).click();
  await expect(page.getByText('An error occured while exporting activity 500', { exact: true })).toBeVisible();
});

test('a user gets no Contact Activity: not in the menu, sent home from /activity, and a 403 from REST', async ({
  page,
}) => {
  const token = await restToken('user@ft8.test');
  expect(await restStatus('activity/', token)).toBe(403);
  await signInDirectly(page, 'user@ft8.test');
  await page.goto('/activity');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Management menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Email Management' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Contact Activity' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/print/activity');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
