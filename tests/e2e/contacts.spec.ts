import { expect, test } from '@playwright/test';
import { createPerson, rest, restToken } from './rest.js';
import { signIn, signInDirectly } from './sign-in.js';

test('the contacts list loads page after page while scrolling and keeps the DOM small', async ({ page }) => {
  await signIn(page, 'admin@ft8.test');
  const pages: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const nodes = (await response.json().catch(() => null))?.data?.people?.nodes;
    if (Array.isArray(nodes)) pages.push(nodes.length);
  });
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => pages.length).toBeGreaterThanOrEqual(1);
  expect(pages[0]).toBe(200);

  const container = page.locator('.MuiTableContainer-root').first();
  await expect
    .poll(
      async () => {
        await container.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        return pages.reduce((a, b) => a + b, 0);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(200);
  expect(await page.locator('tbody tr').count()).toBeLessThan(120);

  await page.locator('tbody tr').nth(3).click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByText('Contact Information').first()).toBeVisible();
});

test('a missing contact shows User not found, then the not-found page', async ({ page }) => {
  await signInDirectly(page, 'user@ft8.test');
  await page.goto('/contacts/99999999');
  await expect(page.getByText('User not found 404')).toBeVisible();
  await expect(page.getByText(/The page you're looking for can't be found/)).toBeVisible();
});

test('/people redirects to /contacts keeping the path and the query', async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/people?search=smith');
  await expect(page).toHaveURL(/\/contacts\?search=smith$/);
});

test('typing in Page Search shows exactly the contacts REST finds for the fragment', async ({ page }) => {
  // A company's name: every contact it finds shows it in its row, and they are few enough to be rendered at once.
  const fragment = 'Albion Bank';
  const token = await restToken('admin@ft8.test');
  const found = await rest<{ count: number; results: { full_name: string }[] }>(
    `people/?search=${encodeURIComponent(fragment)}&limit=100`,
    token,
  );
  expect(found.count).toBeGreaterThan(1);
  expect(found.count).toBeLessThan(15);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Page Search' });
  await box.click();
  await box.pressSequentially(fragment, { delay: 30 });
  await expect(page).toHaveURL(/search=Albion\+Bank$/);

  await expect(page.getByText(`${found.count} contacts`, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(found.count);
  const shown = await rows.allTextContents();
  // Every word of the search, in any order (DRF's SearchFilter).
  for (const text of shown) for (const word of ['albion', 'bank']) expect(text.toLowerCase()).toContain(word);
  for (const { full_name } of found.results)
    expect(
      shown.some((text) => text.includes(full_name)),
      full_name,
    ).toBe(true);
});

test('Page Search finds a contact by first and last name around a middle name, as REST does', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  const stamp = Date.now().toString(36);
  const person = await createPerson<{ id: number; full_name: string }>(token, {
    first_name: 'Ottoline',
    middle_name: 'Grace',
    last_name: `Vellacott${stamp}`,
    company: 'Harrow Lane Capital',
    profile_type: 2,
    emails: [{ email: `ottoline.${stamp}@harrowlane.test`, label: 'Work' }],
  });
  const typed = `ottoline vellacott${stamp}`;
  const found = await rest<{ count: number; results: { id: number }[] }>(
    `people/?search=${encodeURIComponent(typed)}`,
    token,
  );
  expect(found.results.map((row) => row.id)).toEqual([person.id]);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Page Search' });
  await box.click();
  await box.pressSequentially(typed, { delay: 20 });
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(person.full_name);
  // A quoted phrase stays together: these two words are not side by side.
  await box.fill(`"${typed}"`);
  await expect(page.getByText(`No search results found for ""${typed}""`)).toBeVisible();
});

test('the search box finds no results for an unknown fragment', async ({ page }) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts?search=zzzzqqq');
  await expect(page.getByText('No search results found for "zzzzqqq"')).toBeVisible();
});

test('Page Search keeps what is typed while a search runs, cancels the superseded one, and clears', async ({
  page,
}) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const total = await page.getByText(/^[\d,]+ contacts$/).textContent();

  // Hold the first search's answer until it is cancelled (8 s at most, ample for typing on a busy machine), so
  // that it is always still running when the user goes on typing.
  const isFirstSearch = (postData: string | null) => Boolean(postData?.includes('"search":"albion"'));
  const sent: string[] = [];
  const aborted: string[] = [];
  let cancelled!: () => void;
  const firstSearchCancelled = new Promise<void>((resolve) => (cancelled = resolve));
  page.on('request', (request) => {
    if (isFirstSearch(request.postData())) sent.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (!isFirstSearch(request.postData())) return;
    aborted.push(request.failure()?.errorText ?? '');
    cancelled();
  });
  await page.route('**/graphql', async (route) => {
    // Held until the page cancels it (never, if the page does not: the test then fails on `aborted`).
    if (isFirstSearch(route.request().postData())) await firstSearchCancelled;
    await route.fallback().catch(() => undefined);
  });

  const box = page.getByRole('textbox', { name: 'Page Search' });
  await box.click();
  await box.pressSequentially('albion', { delay: 40 });
  await expect(page).toHaveURL(/search=albion$/);
  // The first search has gone out (and is held): the next keystrokes supersede a running search.
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  await box.pressSequentially(' bank', { delay: 40 });
  await expect(box).toHaveValue('albion bank');
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/search=albion\+bank$/);

  const rows = page.locator('tbody tr');
  await expect(page.getByText(/^[1-9]\d* contacts?$/)).toBeVisible();
  await expect(rows.first()).toBeVisible();
  // Intermediate searches ('albion b', 'albion ban') may answer before the last one: wait for the last answer.
  await expect
    .poll(async () => (await rows.allTextContents()).map((text) => text.toLowerCase().includes('albion bank')))
    .not.toContain(false);
  // The superseded search was cancelled, so its answer never comes to replace the rows.
  await expect
    .poll(() => aborted.length, { message: 'the superseded search request was cancelled' })
    .toBeGreaterThan(0);
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('albion bank');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText(total!)).toBeVisible();
});
