// Speed as felt: from a click on the Contacts tab to the first contact on screen, measured inside Chromium (click to
// the frame after the row appears; a row showing a contact, not one of the skeleton rows shown while loading), each
// round in a fresh browser context signed in and settled on the dashboard (no request for 500 ms: the list's code
// and first page fetched while idle, as they are by the time a user clicks);
// also the script bytes on the wire (compressed as served) for the first screen and for the contacts list.
// Alone: `BASE_URL=http://localhost:4000 pnpm --filter tests exec tsx bench/tab-to-first-row.ts`.
import { chromium, type Page } from '@playwright/test';
import { median } from './clients.js';

const ROUNDS = Number(process.env.TTFR_ROUNDS ?? 9);

async function scriptBytesOnWire(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
}

function clickTabUntilFirstRow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
          (el) => el.textContent?.trim() === 'Contacts',
        );
        if (!tab) throw new Error('no Contacts tab');
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('tbody tr[data-index] a[href^="/contacts/"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        tab.click();
      }),
  );
}

/**
 * Waits until no request has been in flight for 500 ms: the dashboard has settled, as by the time a user clicks.
 * (Playwright's 'networkidle' is a page-load event, already reached once the app first loaded.)
 */
async function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => ((inFlight += 1), (lastActivity = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastActivity = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + 10_000;
  while ((inFlight > 0 || Date.now() - lastActivity < 500) && Date.now() < deadline) await page.waitForTimeout(100);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

export async function tabToFirstRowFigures(baseUrl: string): Promise<Array<[string, string, string]>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const timings: number[] = [];
    let loginScript = 0;
    let firstScreenScript = 0;
    let listScript = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
      loginScript = await scriptBytesOnWire(page);
      await page.getByLabel('Email').fill('admin@ft8.test');
      await page.getByLabel('Password', { exact: true }).fill('ft8-demo-pass');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('tab', { name: 'Contacts' }).waitFor();
      await page.waitForLoadState('networkidle');
      // A user takes a moment before the click: by then the shell has fetched the list's code while idle.
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('contacts-list-page')),
        undefined,
        { timeout: 10_000 },
      );
      await networkQuiet(page);
      firstScreenScript = await scriptBytesOnWire(page);
      timings.push(await clickTabUntilFirstRow(page));
      listScript = (await scriptBytesOnWire(page)) - firstScreenScript;
      await context.close();
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    return [
      [
        'Contacts tab click to first row (median)',
        `${median(timings).toFixed(0)} ms (${timings.map((t) => t.toFixed(0)).join(', ')})`,
        '< 300 ms',
      ],
      ['script on the wire, login page', kb(loginScript), '-'],
      ['script on the wire, login + dashboard (with the list code preloaded)', kb(firstScreenScript), '-'],
      ['script on the wire, contacts list after that', kb(listScript), '-'],
    ];
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value, target] of await tabToFirstRowFigures(process.env.BASE_URL ?? 'http://localhost:4000')) {
    console.log(`${name}: ${value} (target ${target})`);
  }
}
