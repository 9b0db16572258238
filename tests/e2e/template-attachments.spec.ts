import { expect, test } from '@playwright/test';
import { rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Attachments in the template editor (spec part 2, Email Management: 'file attachments'): attached through the bff
// to `emails/templates/{id}/add_files/`, removed by their cross; the editor follows what REST holds.

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

test('attach a file to a template and remove it, as REST then holds', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  const created = await fetch(`${apiUrl}/emails/templates/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
  });
  const template = ((await created.json()) as { id: number }).id;
  const files = async () =>
    (await rest<{ name: string }[]>(`emails/templates/${template}/files/`, token)).map((file) => file.name);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/email-management/templates/${template}`);
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await attachments
    .locator('input[type="file"]')
    .setInputFiles({ name: 'brochure.txt', mimeType: 'text/plain', buffer: Buffer.from('the brochure') });
  await expect(attachments.getByRole('link', { name: /^brochure\.txt/ })).toBeVisible();
  await expect.poll(files).toEqual(['brochure.txt']);
  await page.screenshot({ path: '.artifacts/e2e/template-attachments.png', fullPage: true });

  await attachments.getByLabel('Remove brochure.txt').click();
  await expect(attachments.getByRole('link')).toHaveCount(0);
  await expect.poll(files).toEqual([]);
});
