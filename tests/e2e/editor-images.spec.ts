import { expect, test } from '@playwright/test';
import { call, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Images in the template editor (spec part 2, Email: "Template editor images upload as a public file"): uploaded
// through the bff to `people/public-files/`, put in the body, saved; the saved `<img>` loads from the app's own
// origin for anyone, as a mail's recipient would load it.

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('an image uploaded in the template editor is saved in the body and loads from the app for anyone', async ({
  page,
  baseURL,
}) => {
  const token = await restToken('admin@ft8.test');
  const name = `Images ${Date.now()}`;
  const { id } = await call<{ id: number }>('POST', 'emails/templates/', token);
  await call('PATCH', `emails/templates/${id}/`, token, { name, body: '<p>Dear client,</p>' });

  try {
    await signInDirectly(page, 'admin@ft8.test');
    await page.goto(`/email-management/templates/${id}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    await expect(body).toContainText('Dear client,');
    await body.click();
    await page.getByLabel('Image to insert').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });

    const image = body.locator('img');
    await expect(image).toHaveAttribute('alt', 'logo');
    // Loaded in the page, through its Content-Security-Policy.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);

    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('An email template was changed.')).toBeVisible();

    const saved = await rest<{ body: string }>(`emails/templates/${id}/`, token);
    const src = /<img[^>]* src="([^"]+)"/.exec(saved.body)?.[1] ?? '';
    const url = new URL(src);
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toMatch(/^\/api\/people\/public-files\/[0-9a-f-]{36}\/$/);

    // No session: what a mail's recipient has.
    const loaded = await fetch(url);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await loaded.arrayBuffer())).toEqual(PNG);
    await page.screenshot({ path: '.artifacts/e2e/editor-images.png', fullPage: true });
  } finally {
    await call('DELETE', 'emails/templates/', token, { ids: [id] });
  }
});
