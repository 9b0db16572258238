import { expect, test, type Page, type Request } from '@playwright/test';
import { connectSandboxOutlook, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// 'Show images' (ARCHITECTURE.md, Mail): a mail loads nothing from another host until the reader asks, however the
// sender spells the URL. The body is in a sandboxed frame with its own Content-Security-Policy, so the browser
// refuses each of these before a request is made; a pattern in the sanitizer let every one through.

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');
const TRACKER = 'tracker.invalid';
/** A one-pixel GIF (red, to be seen in the screenshots): what a tracking pixel is. */
const PIXEL = Buffer.from('R0lGODlhAQABAIABAP8AAP///ywAAAAAAQABAAACAkQBADs=', 'base64');

/** Each payload, by the path it loads from the tracker. */
const PAYLOADS: Record<string, string> = {
  // `\\host/…`: URL parsing reads backslashes as slashes, a scheme-relative URL.
  '/backslash.gif': `<img alt="" width="20" height="20" src="\\\\${TRACKER}/backslash.gif">`,
  // A tab inside the scheme-relative `//` is dropped by URL parsing.
  '/tab.gif': `<img alt="" width="20" height="20" src="/&#9;/${TRACKER}/tab.gif">`,
  '/svg-image.gif': `<svg width="20" height="20"><image href="https://${TRACKER}/svg-image.gif" width="20" height="20"/></svg>`,
  '/fe-image.gif':
    `<svg width="20" height="20"><filter id="f"><feImage href="https://${TRACKER}/fe-image.gif"/></filter>` +
    `<rect width="20" height="20" filter="url(#f)"/></svg>`,
  '/css-escaped-url.gif': `<div style="width:20px;height:20px;background:u\\72l(https://${TRACKER}/css-escaped-url.gif)"></div>`,
  '/css-escaped-scheme.gif': `<div style="width:20px;height:20px;background-image:url(\\68ttps://${TRACKER}/css-escaped-scheme.gif)"></div>`,
  '/image-set.gif': `<div style="width:20px;height:20px;background-image:image-set('https://${TRACKER}/image-set.gif' 1x)"></div>`,
  '/plain.gif': `<img alt="" width="20" height="20" src="http://${TRACKER}/plain.gif">`,
};

const LINKS =
  '<p><a id="html-link" href="https://example.invalid/a" target="_self">a link</a></p>' +
  '<svg width="20" height="20"><a id="svg-link" href="https://example.invalid/svg" target="_top"><rect width="20" height="20"/></a></svg>' +
  '<map name="m"><area id="area-link" href="https://example.invalid/area" target="_parent" shape="rect" coords="0,0,5,5"></map>';

/**
 * Every request the page asks for on another host than its own, by path: `sent` (it left), or `refused` (the
 * browser's Content-Security-Policy stopped it; Chromium reports those as requests that failed with 'csp').
 */
function recordOtherHosts(page: Page, own: string) {
  const asked = new Map<Request, string>();
  const refused = new Set<Request>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.host !== own) asked.set(request, url.pathname);
  });
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'csp') refused.add(request);
  });
  const paths = (keep: (request: Request) => boolean) =>
    [...new Set([...asked].filter(([request]) => keep(request)).map(([, path]) => path))].sort();
  return {
    sent: () => paths((request) => !refused.has(request)),
    refused: () => paths((request) => refused.has(request)),
    clear: () => {
      asked.clear();
      refused.clear();
    },
  };
}

/** Waits until the message's frame has loaded everything it was allowed to. */
async function frameLoaded(page: Page) {
  const frame = page.getByTestId('email-body');
  await expect(frame.contentFrame().locator('#greeting')).toHaveText('Hello');
  await expect
    .poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentDocument?.readyState))
    .toBe('complete');
}

test('a mail loads nothing from another host until Show images, however the URL is spelled; links open in a new window', async ({
  page,
  baseURL,
}) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const me = (await rest<{ id: number }>('auth/me/', token)).id;
  const stamp = `img${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const sender = `ava.${stamp}@example.test`;
  const ava = await createPerson<{ id: number }>(token, {
    first_name: 'Ava',
    last_name: stamp,
    company: `${stamp} Capital`,
    profile_type: 3,
    emails: [{ email: sender, label: 'Work' }],
  });
  const delivered = await fetch(`${apiUrl}/sandbox/inbound/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      to: me,
      from: sender,
      subject: `Pixels ${stamp}`,
      content: `<p id="greeting">Hello</p>${Object.values(PAYLOADS).join('')}${LINKS}`,
    }),
  });
  expect(delivered.status).toBe(201);
  const [email] = (await rest<{ results: { id: number }[] }>(`emails/?person=${ava.id}`, token)).results;

  // The tracker answers with a pixel: the requests that reach it are the ones the browser sent.
  const reached: string[] = [];
  await page.context().route(
    (url) => url.hostname === TRACKER,
    (route) => {
      reached.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'image/gif', body: PIXEL });
    },
  );
  await signInDirectly(page, 'admin@ft8.test');
  const requests = recordOtherHosts(page, new URL(baseURL!).host);
  await page.goto(`/email/${email!.id}?person=${ava.id}`);
  await frameLoaded(page);
  const frame = page.getByTestId('email-body');
  expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  const body = frame.contentFrame();
  for (const id of ['#html-link', '#svg-link', '#area-link']) {
    await expect(body.locator(id), id).toHaveAttribute('target', '_blank');
    await expect(body.locator(id), id).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await page.getByRole('button', { name: 'Show more...' }).click();
  await page.screenshot({ path: '.artifacts/e2e/email-images-blocked.png', fullPage: true });
  // Each payload was asked for, and the browser refused every one: none left.
  const paths = Object.keys(PAYLOADS).sort();
  await expect.poll(requests.refused).toEqual(paths);
  expect(requests.sent()).toEqual([]);
  expect(reached).toEqual([]);

  requests.clear();
  await page.getByRole('button', { name: 'Show images' }).click();
  await expect.poll(() => [...new Set(reached)].sort()).toEqual(paths);
  await expect.poll(requests.sent).toEqual(paths);
  expect(requests.refused()).toEqual([]);
  await frameLoaded(page);
  await page.screenshot({ path: '.artifacts/e2e/email-images-shown.png', fullPage: true });

  // The print view: the same frame, images hidden again, the message shown whole.
  requests.clear();
  reached.length = 0;
  await page.goto(`/email/${email!.id}/print?person=${ava.id}&single=1`);
  await frameLoaded(page);
  const heights = await page
    .getByTestId('email-body')
    .evaluate((element: HTMLIFrameElement) => [
      element.getBoundingClientRect().height,
      element.contentDocument!.documentElement.scrollHeight,
    ]);
  expect(heights[0]).toBeGreaterThan(100);
  expect(heights[0]).toBe(heights[1]);
  await expect.poll(requests.refused).toEqual(paths);
  expect(requests.sent()).toEqual([]);
  expect(reached).toEqual([]);
  await page.getByRole('button', { name: 'Show images' }).click();
  await expect.poll(() => [...new Set(reached)].sort()).toEqual(paths);
});
