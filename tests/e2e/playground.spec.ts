import { expect, test } from '@playwright/test';
import { rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The GraphiQL playground opens on the product's own example operations, with the explorer, and runs them.

test('the playground opens on the example operations and reads a board as REST holds it', async ({ page }) => {
  const admin = await restToken('admin@ft8.test');
  const columns = await rest<{ name: string }[]>('projects/columns/?project=1', admin);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/graphiql/');
  for (const name of ['ReadBoard', 'MoveTask', 'WatchBoard', 'Projects'])
    await expect(page.getByRole('tab', { name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /GraphiQL Explorer/i })).toBeVisible();
  // The first tab opens with its variables.
  await expect(page.locator('.graphiql-editor-tool')).toContainText('"projectId": "1"');
  await page.getByRole('button', { name: /Execute query/i }).click();
  // The response editor draws the lines in view: the project and the first column.
  const result = page.locator('.graphiql-response');
  await expect(result).toContainText('"name": "Canary Wharf Bridge Refinance"');
  await expect(result).toContainText(`"name": "${columns[0]!.name}"`);
  await page.screenshot({ path: '.artifacts/e2e/playground.png' });
});
