// Loads the contacts list in Chromium and scrolls until `target` rows are loaded, then counts the rows in the DOM:
// a virtualised list keeps that number small however many rows are loaded. Then opens the print view
// (/print/contacts), which renders up to 10,000 rows in one plain table, and times it until it calls print.
import { chromium } from '@playwright/test';

export async function measureVirtualisedList(
  baseUrl: string,
  target: number,
): Promise<{ loaded: number; domRows: number; printRows: number; printMs: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { printedAt: number }).printedAt = performance.now();
      };
    });
    let loaded = 0;
    page.on('response', async (response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
      const body = await response.json().catch(() => null);
      const nodes = body?.data?.people?.nodes;
      if (Array.isArray(nodes)) loaded += nodes.length;
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('admin@ft8.test');
    await page.getByLabel('Password').fill('ft8-demo-pass');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl}/contacts`);
    await page.locator('tbody tr').first().waitFor();
    const container = page.locator('.MuiTableContainer-root').first();
    for (let round = 0; loaded < target && round < 400; round++) {
      await container.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(250);
    }
    const domRows = await page.locator('tbody tr').count();

    await page.goto(`${baseUrl}/print/contacts`);
    await page.waitForFunction(() => (window as unknown as { printedAt?: number }).printedAt !== undefined, undefined, {
      timeout: 120_000,
    });
    const printMs = await page.evaluate(() => (window as unknown as { printedAt: number }).printedAt);
    const printRows = await page.locator('tbody tr').count();
    return { loaded, domRows, printRows, printMs };
  } finally {
    await browser.close();
  }
}
