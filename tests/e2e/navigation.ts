import type { Page } from '@playwright/test';

/** Client-side navigation, as a click on a link would do: the app and its Apollo cache stay (no reload). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
