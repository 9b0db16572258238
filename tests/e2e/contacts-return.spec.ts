import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in.js';

// Coming back to the list from a contact (tab, Back, the '← Contacts' link) shows the rows at once, from the
// cache, where the list was scrolled to and with the same selection.
const rows = (page: Page) => page.locator('tbody tr[data-index]');
const container = (page: Page) => page.locator('.MuiTableContainer-root').first();

async function openContact(page: Page, index: number) {
  await rows(page)
    .and(page.locator(`[data-index="${index}"]`))
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByText('Contact Information').first()).toBeVisible();
}

async function expectListAsLeft(page: Page, scrollTop: number, peopleRequests: string[]) {
  // At once: the rows come from the cache, with no request for them (the wait allows for a busy machine).
  await expect(rows(page).first()).toBeVisible({ timeout: 5000 });
  expect(peopleRequests).toEqual([]);
  expect(await rows(page).count()).toBeGreaterThan(5);
  await expect.poll(() => container(page).evaluate((el) => el.scrollTop)).toBe(scrollTop);
  await expect(rows(page).and(page.locator('[data-index="30"]')).getByRole('checkbox')).toBeChecked();
}

test('coming back to the contacts list shows its rows, scroll position and selection, every time', async ({ page }) => {
  // Every request for the list's rows, from the start: the first visit may revalidate what the dashboard fetched
  // while idle (once the rows are drawn, within a second), and that request belongs to the first visit.
  const peopleRequests: string[] = [];
  let lastPeopleRequest = 0;
  page.on('request', (request) => {
    if (!request.postData()?.includes('ContactsListPage_People')) return;
    peopleRequests.push(request.url());
    lastPeopleRequest = Date.now();
  });
  await signIn(page, 'admin@ft8.test');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(rows(page).first()).toBeVisible();
  const shown = Date.now();
  // Scrolled until row 30 is rendered: on a busy machine the list may still be restoring its view when first scrolled.
  await expect
    .poll(async () => {
      await container(page).evaluate((el) => el.scrollTo({ top: 1200 }));
      return rows(page).and(page.locator('[data-index="30"]')).count();
    })
    .toBe(1);
  await rows(page).and(page.locator('[data-index="30"]')).getByRole('checkbox').check();
  // Rows 27-29 are in view here, so opening them does not scroll the list.
  const scrollTop = await container(page).evaluate((el) => el.scrollTop);
  expect(scrollTop).toBeGreaterThan(1000);

  // The first visit's requests are over: none for 2 s, and 2 s since the rows were drawn.
  await expect.poll(() => Date.now() - Math.max(shown, lastPeopleRequest), { timeout: 20_000 }).toBeGreaterThan(2000);
  peopleRequests.length = 0;
  for (let round = 0; round < 3; round++) {
    await openContact(page, 27);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expectListAsLeft(page, scrollTop, peopleRequests);

    await openContact(page, 28);
    await page.goBack();
    await expectListAsLeft(page, scrollTop, peopleRequests);

    await openContact(page, 29);
    await page
      .getByRole('link', { name: /Contacts/ })
      .filter({ hasNotText: 'Skip' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expectListAsLeft(page, scrollTop, peopleRequests);
  }
});
