import { expect, type Page } from '@playwright/test';

export const demoPassword = 'ft8-demo-pass';

export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}
