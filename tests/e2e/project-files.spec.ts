import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwnProject, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The Files card of a project (spec part 2 sections 2 and 7: `projects/{id}/files/`, `projects/files/{id}/`): what
// the screen shows after each write is compared with the system of record.

type RestFile = { id: number; name: string; size: number };

const shots = process.env.SCREENSHOT_DIR;
/** The page with the Files card scrolled into view. */
const shot = async (page: Page, name: string) => {
  if (!shots) return;
  await page.getByRole('region', { name: 'Files' }).scrollIntoViewIfNeeded();
  // Not fullPage: Chromium resizes the viewport for it, and a narrow viewport is "mobile" (spec part 1 section 2).
  await page.screenshot({ path: join(shots, `${name}.png`) });
};

test('uploads a file on a project, lists it as REST does, keeps it across a reload and a visit away, downloads and deletes it', async ({
  page,
}) => {
  // A project of the test's own: it starts with no file, and no other test adds one meanwhile.
  const token = await restToken('admin@ft8.test');
  const project = await createOwnProject(token, `Files ${uniqueStamp()}`);
  const restFiles = async () => rest<RestFile[]>(`projects/${project.id}/files/`, token);
  await signInDirectly(page, 'admin@ft8.test');

  // The card reads its files on its own: while they are on their way it shows their place, not the empty text.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('ProjectFilesCard_Files')) await held;
    await route.fallback();
  });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Files' });
  await expect(card.getByLabel('Loading files')).toBeVisible();
  await shot(page, 'project-files-loading');
  release();
  await page.unroute('**/graphql');
  await expect(card.getByLabel('Loading files')).toBeHidden();
  expect(await restFiles()).toEqual([]);
  await expect(card.getByText('No files yet.')).toBeVisible();
  await shot(page, 'project-files-empty');

  const dir = await mkdtemp(join(tmpdir(), 'ft8-e2e-project-files-'));
  try {
    const bytes = Buffer.from(Array.from({ length: 50_000 }, (_, index) => (index * 17) % 256));
    const name = `Heads of terms ${Date.now()}.pdf`;
    const path = join(dir, name);
    await writeFile(path, bytes);
    await card.getByLabel('Choose files').setInputFiles(path);
    await expect(page.getByText('Files successfully uploaded')).toBeVisible();
    const link = card.getByRole('link', { name });
    await expect(link).toBeVisible();
    const item = card.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('48.8 KB');
    await expect(item).toContainText('Alex Morgan');
    await expect(card.getByText('No files yet.')).toBeHidden();

    // As REST holds it: the one file, the same name and size.
    const stored = await restFiles();
    expect(stored).toEqual([expect.objectContaining({ name, size: bytes.length })]);
    await expect(card.getByRole('listitem')).toHaveCount(1);
    await shot(page, 'project-files-filled');

    // A reload, then a visit to the list and back: the file is still there.
    await page.reload();
    await expect(card.getByRole('link', { name })).toBeVisible();
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects');
    await page.goBack();
    await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
    await expect(card.getByRole('link', { name })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    expect((await readFile(await download.path())).equals(bytes)).toBe(true);

    await item.getByRole('button', { name: `Delete file ${name}` }).click();
    await expect(item.getByText('Delete?')).toBeVisible();
    await shot(page, 'project-files-delete-confirm');
    await item.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('File was deleted.')).toBeVisible();
    await expect(card.getByRole('link', { name })).toBeHidden();
    expect(await restFiles()).toEqual([]);
    await expect(card.getByText('No files yet.')).toBeVisible();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
