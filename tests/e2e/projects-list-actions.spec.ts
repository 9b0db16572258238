import { expect, test, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createOwnProject, createTask, rest, restStatus, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The projects list's actions (spec part 2 sections 2, 6, 8, 9 and "Print screens"): selection, Delete (asking first,
// and saying what goes with each project), Export of the selected rows, Print with the list's query; and no Delete for
// a user without full access. The test's own projects, compared with REST.

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

type RestProject = { id: number; name: string };

/** window.print() would block headless Chromium's page: count the calls instead. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
}

async function uploadProjectFile(token: string, project: number, name: string) {
  const form = new FormData();
  form.append('file', new Blob(['term sheet']), name);
  const uploaded = await fetch(`${apiUrl}/projects/${project}/files/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
}

test('select projects: Delete asks and names what goes with them, Export the selected, Print as REST lists them', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const stamp = `PLA ${uniqueStamp()}`;
  const canary = await createOwnProject(admin, `${stamp} Canary Wharf`);
  const empty = await createOwnProject(admin, `${stamp} Empty Lot`);
  const kept = await createOwnProject(admin, `${stamp} Kept Quay`);
  const other = await createOwnProject(admin, `${stamp} Other Dock`);
  for (const title of ['Valuation', 'Legal pack']) await createTask(admin, canary.id, { title });
  await uploadProjectFile(admin, canary.id, 'term-sheet.txt');

  await countPrints(page);
  await signInDirectly(page, 'admin@ft8.test');
  // The status filter starts on Analysing, the status a new project has.
  await page.goto(`/projects?search=${encodeURIComponent(stamp)}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const row = (name: string) => rows.filter({ hasText: name });

  // Delete two: the confirmation names what goes with the one that has tasks and files.
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await row(canary.name).getByRole('checkbox').check();
  await row(empty.name).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete these projects?');
  await expect(dialog).toContainText(`${canary.name} has 2 tasks and 1 file; they are deleted with it.`);
  await expect(dialog).not.toContainText(empty.name);
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);
  expect(await restStatus(`projects/${canary.id}/`, admin)).toBe(404);
  expect(await restStatus(`projects/${empty.id}/`, admin)).toBe(404);

  // Export the selected rows: the server's file name, and exactly those projects.
  await row(kept.name).getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ft8-projects\d{8}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toMatch(/^id,name,status,/);
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toMatch(new RegExp(`^${kept.id},${kept.name},Analysing,`));

  // Print: the list's query string, and the rows REST lists for it.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/print\/projects\?search=.+&status=1&ordering=name$/);
  const expected = await rest<{ count: number; results: RestProject[] }>(
    `projects/?search=${encodeURIComponent(stamp)}&status=1&ordering=name&limit=10000`,
    admin,
  );
  expect(expected.results.map((project) => project.id)).toEqual([kept.id, other.id]);
  const printed = page.getByRole('table').locator('tbody:not([aria-hidden]) tr');
  await expect(printed).toHaveCount(expected.results.length);
  for (const [index, project] of expected.results.entries())
    await expect(printed.nth(index)).toContainText(project.name);
  await expect(page.getByLabel('Description')).toContainText(`${expected.count} projects`);
  await expect(page.getByLabel('Description')).toContainText('Status: Analysing');
  await expect(page.getByLabel('Summary')).toContainText('Capital Required');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  // On paper: the app's chrome hidden, the print header with the section; Chromium's PDF of the sheet on A4.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByTestId('print-header')).toContainText('Projects');
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (process.env.SCREENSHOT_DIR) await writeFile(join(process.env.SCREENSHOT_DIR, 'print-projects.pdf'), pdf);
});

test('a user without full access (a client) sees the projects but no selection, Delete or Export', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const clientMe = await rest<{ id: number }>('auth/me/', await restToken('client@ft8.test'));
  const stamp = `PLA ${uniqueStamp()}`;
  const deal = await createOwnProject(admin, `${stamp} Client Deal`, { members: [{ person: clientMe.id, state: 2 }] });
  await signInDirectly(page, 'client@ft8.test');
  await page.goto(`/projects?search=${encodeURIComponent(stamp)}`);
  await expect(page.locator('tbody tr').filter({ hasText: deal.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
  await expect(page.locator('tbody tr').getByRole('checkbox')).toHaveCount(0);
});
