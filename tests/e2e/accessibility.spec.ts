import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  call,
  createCapitalProvider,
  createOwnProject,
  createPerson,
  createTask,
  restToken,
  uniqueStamp,
} from './rest.js';
import { signIn, signInDirectly } from './sign-in.js';

// Every screen of this release is checked with axe-core (WCAG 2.1 A and AA): no critical, serious or moderate
// violation. The message lists each rule with the elements it found, so a failure says what to fix.
// axe takes seconds per screen on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = violations
    .filter((violation) => violation.impact !== 'minor')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}

test('the signed-out screens have no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expectNoViolations(page, 'login');

  await page.getByLabel('Email').fill('nobody@ft8.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await expectNoViolations(page, 'login, failed');

  await page.goto('/password-reset');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoViolations(page, 'password reset request');

  await page.goto('/no-such-page');
  await expect(page.getByText(/The page you're looking for can't be found/)).toBeVisible();
  await expectNoViolations(page, 'not found, signed out');
});

for (const email of ['admin@ft8.test', 'user@ft8.test', 'client@ft8.test', 'guest@ft8.test']) {
  test(`the dashboard of ${email} has no accessibility violations`, async ({ page }) => {
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `dashboard of ${email}`);
  });
}

/** A contact of the test's own, found by its stamp. */
async function ownContact(stamp: string) {
  return createPerson<{ id: number }>(await restToken('admin@ft8.test'), {
    first_name: 'Access',
    last_name: `Check${stamp}`,
    company: `${stamp} Estates`,
    job_title: 'Director',
    profile_type: 2,
    emails: [{ email: `access.${stamp}@own-data.test`, label: 'Work' }],
  });
}

test('the contacts list, its columns panel and a search have no accessibility violations', async ({ page }) => {
  const stamp = uniqueStamp();
  await ownContact(stamp);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/contacts');
  // Real rows, not their loading skeletons (also `tbody tr`).
  await expect(page.locator('tbody tr a[href^="/contacts/"]').first()).toBeVisible();
  await expectNoViolations(page, 'contacts list');

  await page.getByRole('button', { name: 'Manage columns' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage columns' })).toBeVisible();
  await expectNoViolations(page, 'contacts list, manage columns panel');
  await page.keyboard.press('Escape');

  await page.goto(`/contacts?search=${stamp}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(`Check${stamp}`);
  await expectNoViolations(page, 'contacts list, searched');
});

test('a contact, the search page and not-found have no accessibility violations', async ({ page }) => {
  const contact = await ownContact(uniqueStamp());
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts/${contact.id}`);
  await expect(page.getByText('Contact Information').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'contact detail');

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'search');

  await page.goto('/no-such-page');
  await expect(page.getByText(/The page you're looking for can't be found/)).toBeVisible();
  await expectNoViolations(page, 'not found, signed in');
});

test('the calendar month and its search results have no accessibility violations', async ({ page }) => {
  // A task of the test's own, due today at noon (UTC, as the browser here).
  const admin = await restToken('admin@ft8.test');
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Accessible calendar ${stamp}`);
  const due = `${new Date().toISOString().slice(0, 10)}T12:00:00Z`;
  const task = await createTask(admin, project.id, { title: `Access check ${stamp}`, due_date: due });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/calendar/month');
  await expect(page.getByTestId('month-calendar').getByRole('link', { name: task.title })).toBeVisible();
  await expectNoViolations(page, 'calendar month');

  await page.goto(`/calendar/month?search=${stamp}`);
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: task.title })).toBeVisible();
  await expectNoViolations(page, 'calendar search results');
});

test('a project with its Email Tracker card, its email tracker and print view have no accessibility violations', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const admin = await restToken('admin@ft8.test');
  // The test's own project, with two capital providers of its own in two states.
  const stamp = uniqueStamp();
  const project = await createOwnProject(admin, `Accessible ${stamp}`);
  for (const [index, state] of [1, 2].entries()) {
    const provider = await createCapitalProvider(admin, `${stamp}${index}`);
    await call('POST', 'projects/providers/', admin, { project: project.id, person: provider.id, state });
  }
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('list', { name: 'Capital providers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'project with its Email Tracker card');
  const tracker = `${new URL(page.url()).pathname}/email-tracker`;
  await page.goto(tracker);
  await expect(page.getByRole('table', { name: 'Capital providers by company' })).toBeVisible();
  await expectNoViolations(page, 'email tracker');

  await page.goto(`${tracker}/print?status=3`);
  await expect(page.getByLabel('Description')).toContainText('Status: Negotiating');
  await expectNoViolations(page, 'email tracker, print');
});

test('Email Management: drafts, templates and the template editor have no accessibility violations', async ({
  page,
}) => {
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto('/email-management/drafts');
  await expect(page.getByRole('table', { name: 'Email drafts' })).toBeVisible();
  await expectNoViolations(page, 'email drafts');

  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page.getByRole('link', { name: 'Create New Template' })).toBeVisible();
  await expectNoViolations(page, 'email templates');

  await page.getByRole('link', { name: 'Create New Template' }).click();
  await expect(page.getByRole('heading', { name: 'New Template' })).toBeVisible();
  await expectNoViolations(page, 'template editor');
  await page.getByRole('button', { name: 'Delete Template' }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/email-management\/templates$/);
});
