import { expect, test } from '@playwright/test';
import { signIn } from './sign-in.js';

test.use({ viewport: { width: 480, height: 860 } });

test('at 480 px the user is kept on home, sees the desktop banner, and its dismissal is remembered', async ({
  page,
}) => {
  await signIn(page, 'admin@ft8.test');
  const banner = page.getByText(/designed for desktop/).first();
  await expect(banner).toBeVisible();
  await page.goto('/contacts');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByText('My Projects')).toBeVisible();
  await expect(page.getByText(/designed for desktop/)).toHaveCount(0);
});
