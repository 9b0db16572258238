import { expect, test, type Page } from '@playwright/test';
import { createOwnProject, rest, restToken, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The Content-Security-Policy the bff sends with every page (bff/src/http/security-headers.ts): a script that finds
// its way into the page (an injection) does not run, while the app, its live board and GraphiQL work as before.

type Violation = { directive: string; blocked: string };

/** Keeps every policy violation the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

test('a script injected into the page is refused and reported, while the board, its early start and live updates work', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await signInDirectly(page, 'admin@ft8.test');
  const received: string[] = [];
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/graphql')
      ws.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  const project = await createOwnProject(await restToken('admin@ft8.test'), `Policy ${uniqueStamp()}`);
  const response = await page.goto(`/projects/${project.id}/tasks`);
  const scriptSrc = response!
    .headers()
    ['content-security-policy']!.split(';')
    .find((directive) => directive.trim().startsWith('script-src '));
  expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/);
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  // The inline early-start script of index.html ran (allowed by its hash), and the board's subscription is open.
  expect(await page.evaluate(() => typeof (window as unknown as { __ft8Early?: object }).__ft8Early)).toBe('object');
  await expect.poll(() => received.some((payload) => payload.includes('connection_ack'))).toBe(true);
  expect(await violations()).toEqual([]);

  // An inline script and an inline event handler, as an injection would bring them: neither runs.
  const refused = await page.evaluate(
    () =>
      new Promise<{ directive: string; blocked: string }>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => resolve({ directive: event.effectiveDirective, blocked: event.blockedURI }),
          { once: true },
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injected = 1';
        document.head.append(script);
      }),
  );
  expect(refused).toEqual({ directive: 'script-src-elem', blocked: 'inline' });
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__injected = 2');
    image.src = 'data:,';
    document.body.append(image);
  });
  await expect
    .poll(async () => (await violations()).map((violation) => violation.directive))
    .toContain('script-src-attr');
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});

test('GraphiQL runs under its own policy with nothing refused', async ({ page }) => {
  const violations = await recordViolations(page);
  await signInDirectly(page, 'admin@ft8.test');
  const response = await page.goto('/graphiql/');
  expect(response!.headers()['content-security-policy']).toContain("worker-src 'self' blob:");
  await expect(page.getByRole('tab', { name: 'ReadBoard' })).toBeVisible({ timeout: 30_000 });
  // The editors are ready once the first tab shows its variables; Execute before that does nothing.
  await expect(page.locator('.graphiql-editor-tool')).toContainText('"projectId": "1"');
  const project = await rest<{ name: string }>('projects/1/', await restToken('admin@ft8.test'));
  await page.getByRole('button', { name: /Execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText(`"name": "${project.name}"`);
  expect(await violations()).toEqual([]);
});
