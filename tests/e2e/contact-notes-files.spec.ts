import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, connectSandboxOutlook, createAccount, createPerson, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The Notes and Files cards of a contact (spec part 1 sections 2, 5, 8, 9): what the screen shows after each write is
// compared with the system of record.

type RestNote = { id: number; text: string };
type RestFile = { id: number; name: string; size: number };
type Person = { id: number; full_name: string };

const shots = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  // Not fullPage: Chromium resizes the viewport for it, and a momentarily narrow viewport is "mobile", which the
  // app sends home (spec part 1 section 2).
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
};

let token: string;
test.beforeAll(async () => {
  token = await restToken('admin@ft8.test');
});

/** A contact of the test's own: stamped, on no project, with no note or file. */
function ownContact(stamp: string) {
  return createPerson<Person>(token, {
    first_name: 'Notes',
    last_name: `Contact${stamp}`,
    company: 'Own Notes Ltd',
    profile_type: 2,
    emails: [{ email: `notes.${stamp}@own-data.test`, label: 'Work' }],
  });
}

/** The contact's page, opened by a staff account. */
async function openContact(page: Page, person: Person, email: string) {
  await signInDirectly(page, email);
  await page.goto(`/contacts/${person.id}`);
  await expect(page.getByRole('heading', { name: person.full_name })).toBeVisible();
}

test('adds, edits and deletes a note, each as REST people/{id}/ holds it; a blank new note is discarded', async ({
  page,
}) => {
  const stamp = uniqueStamp();
  const person = await ownContact(stamp);
  const id = person.id;
  // Five notes of its own already, so that the card shows the newest four before 'Show more'.
  for (let n = 1; n <= 5; n++)
    await call('POST', 'notes/people/', token, { person: id, text: `Earlier ${n} ${stamp}` });
  await openContact(page, person, 'user@ft8.test');
  const notesCard = page.getByRole('region', { name: 'Notes' });
  const restNotes = async () => (await rest<{ notes: RestNote[] }>(`people/${id}/`, token)).notes;
  const before = 5;
  expect(await restNotes()).toHaveLength(before);
  const first65 = `Agreed indicative terms at 65% LTV (${stamp}).`;
  const edited60 = `Agreed indicative terms at 60% LTV (${stamp}).`;

  await notesCard.getByRole('button', { name: 'Add note' }).click();
  await notesCard.getByRole('textbox', { name: 'New note' }).fill('   ');
  await notesCard.getByRole('button', { name: 'Save' }).click();
  await expect(notesCard.getByRole('textbox', { name: 'New note' })).toBeHidden();
  expect(await restNotes()).toHaveLength(before);

  await notesCard.getByRole('button', { name: 'Add note' }).click();
  await notesCard.getByRole('textbox', { name: 'New note' }).fill(first65);
  await shot(page, 'notes-adding');
  await notesCard.getByRole('button', { name: 'Save' }).click();
  const first = notesCard.getByRole('listitem', { name: 'Note' }).first();
  await expect(first).toContainText(first65);
  await expect(first).toContainText('Sam Taylor');
  await expect.poll(async () => (await restNotes())[0]?.text).toBe(first65);
  const noteId = (await restNotes())[0]!.id;
  await shot(page, 'notes-filled');

  await first.getByRole('button', { name: 'Edit note' }).click();
  await first.getByRole('textbox', { name: 'Note' }).fill(edited60);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toContainText(edited60);
  await expect.poll(async () => (await restNotes()).find((note) => note.id === noteId)?.text).toBe(edited60);

  await first.getByRole('button', { name: 'Delete note' }).click();
  await expect(first.getByText('Delete?')).toBeVisible();
  await shot(page, 'notes-delete-confirm');
  await first.getByRole('button', { name: 'Yes' }).click();
  await expect(notesCard.getByText(edited60)).toBeHidden();
  await expect.poll(async () => (await restNotes()).some((note) => note.id === noteId)).toBe(false);

  // After a reload the page shows what REST holds: the five earlier notes, newest first, four before 'Show more'.
  await page.reload();
  const earlier = (await restNotes()).map((note) => note.text);
  expect(earlier).toEqual([5, 4, 3, 2, 1].map((n) => `Earlier ${n} ${stamp}`));
  const notes = notesCard.getByRole('listitem', { name: 'Note' });
  await expect(notes).toHaveText(earlier.slice(0, 4).map((text) => new RegExp(text)));
  await notesCard.getByRole('button', { name: 'Show more' }).click();
  await expect(notes).toHaveText(earlier.map((text) => new RegExp(text)));
});

test('uploads a file, downloads the same bytes, deletes it; a file over 150 MB is refused in the browser', async ({
  page,
}) => {
  const person = await ownContact(uniqueStamp());
  await openContact(page, person, 'user@ft8.test');
  const filesCard = page.getByRole('region', { name: 'Files' });
  const restFiles = async () => rest<RestFile[]>(`people/${person.id}/files/`, token);
  expect(await restFiles()).toEqual([]);
  await expect(filesCard.getByText('No files.')).toBeVisible();
  await shot(page, 'files-empty');

  const dir = await mkdtemp(join(tmpdir(), 'ft8-e2e-files-'));
  try {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256));
    const name = `Valuation report ${Date.now()}.pdf`;
    const small = join(dir, name);
    await writeFile(small, bytes);
    await filesCard.getByLabel('Choose files').setInputFiles(small);
    await expect(page.getByText('Files successfully uploaded')).toBeVisible();
    const link = filesCard.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(filesCard.getByRole('listitem').filter({ hasText: name })).toContainText('68.4 KB');
    const stored = await restFiles();
    expect(stored).toEqual([expect.objectContaining({ name, size: bytes.length })]);
    await shot(page, 'files-filled');

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    expect((await readFile(await download.path())).equals(bytes)).toBe(true);

    // 150 MB + 1 byte, sparse on disk: refused before anything is sent.
    const big = join(dir, 'site-video.mov');
    await writeFile(big, '');
    await truncate(big, 150 * 1024 * 1024 + 1);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/files/people/')) uploads.push(request.url());
    });
    await filesCard.getByLabel('Choose files').setInputFiles(big);
    await expect(page.getByText('File site-video.mov is more than 150MB. Upload failed.')).toBeVisible();
    await shot(page, 'files-too-big');
    expect(uploads).toEqual([]);
    expect(await restFiles()).toEqual(stored);

    await filesCard.getByRole('button', { name: `Delete file ${name}` }).click();
    await filesCard
      .getByRole('group', { name: `Delete file ${name}` })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText('File was deleted.')).toBeVisible();
    await expect(link).toBeHidden();
    expect(await restFiles()).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('shows the empty Projects and Tasks cards of a contact on no project, and the Email Activity connect message', async ({
  page,
}) => {
  // A staff account of the test's own views it: its Outlook is not connected (other files connect the demo admin's).
  const viewer = await createAccount(2);
  await openContact(page, await ownContact(uniqueStamp()), viewer.email);
  await expect(page.getByRole('region', { name: 'Projects' })).toContainText('No projects.');
  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks.getByText('No tasks currently in this state.')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Email Activity' })).toContainText(
    'Connect your account to view email activity.',
  );
  await shot(page, 'side-cards');
});

test('shows the Email Activity connect message for a contact whose Outlook is connected too', async ({ page }) => {
  // A guest account of the test's own is the contact connected here, viewed by a staff account of its own whose
  // Outlook is not connected.
  const guest = await createAccount(4);
  await connectSandboxOutlook(guest.token);
  const stored = await rest<Person & { is_ms_authorized: boolean }>(`people/${guest.id}/`, token);
  expect(stored.is_ms_authorized).toBe(true);

  await openContact(page, stored, (await createAccount(2)).email);
  const card = page.getByRole('region', { name: 'Email Activity' });
  await expect(card).toContainText('Connect your account to view email activity.');
  await expect(card).not.toContainText('No email activity.');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'email-activity-connected');
});
