import { expect, test } from '@playwright/test';
import { connectSandboxOutlook, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Attachments in the composer (spec part 2, Compose screen): Attach files uploads them to the draft
// (emails/contexts/{id}/add_files/), each shows as a chip that downloads it, its cross removes it; the screen follows
// what REST holds.

type Draft = { id: number; is_sent: boolean; uploaded_files: { id: number; name: string; size: number }[] };
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

test('attach two files to a draft, download one, remove one, and send the draft with the other', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const stamp = `at${Date.now().toString(36)}`;
  const ava = await createPerson<{ id: number }>(token, {
    first_name: 'Ava',
    last_name: stamp,
    company: `${stamp} Capital`,
    profile_type: 3,
    emails: [{ email: `ava.${stamp}@example.test`, label: 'Work' }],
  });
  const created = await fetch(`${apiUrl}/emails/contexts/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to: [ava.id], subject: `Papers ${stamp}`, body: '<p>Attached.</p>' }),
  });
  const draft = ((await created.json()) as Draft).id;
  const restFiles = async () => (await rest<Draft>(`emails/contexts/${draft}/`, token)).uploaded_files;

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/email/drafts/${draft}`);
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await attachments.locator('input[type="file"]').setInputFiles([
    { name: 'terms.txt', mimeType: 'text/plain', buffer: Buffer.from('the terms') },
    { name: 'teaser.txt', mimeType: 'text/plain', buffer: Buffer.from('the teaser') },
  ]);
  await expect(attachments.getByRole('link')).toHaveCount(2);
  await expect
    .poll(async () => (await restFiles()).map((file) => file.name).sort())
    .toEqual(['teaser.txt', 'terms.txt']);
  await page.screenshot({ path: '.artifacts/e2e/compose-attachments.png', fullPage: true });

  const terms = attachments.getByRole('link', { name: /^terms\.txt/ });
  const [download] = await Promise.all([page.waitForEvent('download'), terms.click()]);
  expect(download.suggestedFilename()).toBe('terms.txt');

  await attachments.getByLabel('Remove teaser.txt').click();
  await expect(attachments.getByRole('link')).toHaveCount(1);
  await expect.poll(async () => (await restFiles()).map((file) => file.name)).toEqual(['terms.txt']);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/email\/success$/);
  expect((await rest<Draft>(`emails/contexts/${draft}/`, token)).is_sent).toBe(true);
});
