import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { root } from '../../scripts/stack.mjs';
import { LoginPage_SignInDocument } from '../../web/src/generated/graphql.js';

export const demoPassword = 'ft8-demo-pass';

const { print } = createRequire(join(root, 'bff/package.json'))('graphql') as { print: (document: unknown) => string };
const signInMutation = print(LoginPage_SignInDocument);

/** Signs in through the login screen, as a user does, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/**
 * Signs in with the login screen's own mutation, sent from the page's context (the session cookie lands in the
 * browser as after the screen), without loading the login screen and the dashboard first: for tests whose subject is
 * another page. The login screen itself is tested in auth.spec.ts.
 */
export async function signInDirectly(page: Page, email: string, password = demoPassword) {
  const response = await page.request.post('/graphql', {
    data: { query: signInMutation, variables: { input: { email, password } } },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { signIn: { user: unknown; userErrors: unknown[] } } };
  expect(body.data?.signIn.userErrors).toEqual([]);
  expect(body.data?.signIn.user).not.toBeNull();
}
