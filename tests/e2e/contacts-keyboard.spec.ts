import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from './sign-in.js';

const focusedRowIndex = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('tbody tr')?.getAttribute('data-index') ?? null);

test('the list is one tab stop: arrows move between rows, Space selects, Enter opens', async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // Each name is a real link to the contact's page.
  // The first page can take a while when other tests keep the embedded database busy (one connection).
  await expect(page.locator('tbody tr').first().getByRole('link')).toHaveAttribute('href', /^\/contacts\/\d+$/, {
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Manage columns' }).focus();
  let index: string | null = null;
  for (let presses = 0; presses < 20 && index === null; presses++) {
    await page.keyboard.press('Tab');
    index = await focusedRowIndex(page);
  }
  expect(index).toBe('0');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedRowIndex(page)).toBe('2');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedRowIndex(page)).toBe('1');
  await page.keyboard.press('End');
  // End reaches the last loaded row (index 199); reaching it may load the next page, so the last row can move on.
  await expect.poll(async () => Number(await focusedRowIndex(page))).toBeGreaterThanOrEqual(199);
  await page.keyboard.press('Home');
  await expect.poll(() => focusedRowIndex(page)).toBe('0');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const second = page.locator('tbody tr[data-index="1"]');
  await expect(second.getByRole('checkbox')).toBeChecked();

  // Only one stop in the body: Tab leaves the rows.
  await page.keyboard.press('Tab');
  expect(await focusedRowIndex(page)).toBeNull();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedRowIndex(page)).toBe('1');

  const href = await second.getByRole('link').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a skip link jumps past the top bar to the page', async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('clicking a row shows progress until the contact page is ready', async ({ page }) => {
  // The contact page's code is held back until the progress has been seen, as on a slow connection; held from the
  // start, so that a preload while the list is idle cannot have fetched it before the click.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-detail-page-[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  // The rows, not their loading skeletons (also `tbody tr`, and not clickable): a click on a skeleton did nothing,
  // which made this test flaky.
  const row = page
    .locator('tbody tr')
    .filter({ has: page.locator('a[href^="/contacts/"]') })
    .nth(2);
  await expect(row).toBeVisible();
  await row.locator('td').nth(3).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  release();
  await expect(page.getByText('Contact Information').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden();
});
