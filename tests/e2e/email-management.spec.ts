import { expect, test, type Page } from '@playwright/test';
import { call, createAccount, createPerson, uniqueStamp } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Email Management (issue 18): the Email Drafts and Templates tabs and the template editor, compared with REST. Each
// test signs in as a user account of its own (profile type 2): its drafts and templates are the test's alone.

type RestTemplate = { id: number; name: string; subject: string; body: string; is_company: boolean };

const templatesOf = async (token: string, query = '') =>
  (await call<{ results: RestTemplate[] }>('GET', `emails/templates/?limit=10000${query}`, token)).results;

/** The names in the templates table, top to bottom. */
const shownNames = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));

test('templates: create, edit, save, list as REST has them, search, sort and delete', async ({ page }) => {
  const { email, token } = await createAccount(2);
  expect(await templatesOf(token)).toEqual([]);

  await signInDirectly(page, email);
  await page.goto('/email-management');
  await expect(page).toHaveURL(/\/email-management\/drafts$/);
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/email-management\/templates$/);
  await expect(page.getByText('No templates', { exact: true })).toBeVisible();
  await expect(page.getByText('You don’t have any templates yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('Select a draft first');

  // Create New Template makes a blank one on the server and opens it.
  await page.getByRole('link', { name: 'Create New Template' }).click();
  await expect(page).toHaveURL(/\/email-management\/templates\/\d+\/?$/);
  const id = Number(/templates\/(\d+)/.exec(page.url())![1]);
  expect(await call<RestTemplate>('GET', `emails/templates/${id}/`, token)).toMatchObject({ name: '', subject: '' });
  await expect(page.getByRole('heading', { name: 'New Template' })).toBeVisible();

  // The name is required.
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByLabel('Template Name*')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Company email').check();
  await page.getByLabel('Template Name*').fill('Lender intro');
  await page.getByLabel('Subject').fill('Introducing our deal');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Dear lender, ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('please look');
  await page.screenshot({ path: '.artifacts/e2e/email-template-editor.png', fullPage: true });
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('An email template was changed.')).toBeVisible();
  await expect(page.getByLabel('Template Name*')).not.toHaveAttribute('aria-invalid', 'true');
  const saved = await call<RestTemplate>('GET', `emails/templates/${id}/`, token);
  expect(saved).toMatchObject({ name: 'Lender intro', subject: 'Introducing our deal', is_company: true });
  expect(saved.body).toBe('<p>Dear lender, <strong>please look</strong></p>');

  // Reopened, it shows what was saved.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lender intro' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Introducing our deal');
  await expect(page.getByLabel('Company email')).toBeChecked();
  await expect(body.locator('strong')).toHaveText('please look');

  // Two more through REST; the list shows REST's order (last changed first), then by name.
  for (const [name, subject] of [
    ['Investor update', 'Quarterly figures'],
    ['Bridging terms', 'Indicative terms'],
  ]) {
    const created = await call<RestTemplate>('POST', 'emails/templates/', token, {});
    await call('PATCH', `emails/templates/${created.id}/`, token, { name, subject });
  }
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/email-management\/templates$/);
  const restNames = (await templatesOf(token)).map((row) => row.name);
  expect(restNames).toEqual(['Bridging terms', 'Investor update', 'Lender intro']);
  await expect.poll(() => shownNames(page)).toEqual(restNames);
  await page.getByRole('columnheader', { name: 'Name' }).getByText('Name', { exact: true }).click();
  const byName = (await templatesOf(token, '&sort=name')).map((row) => row.name);
  await expect.poll(() => shownNames(page)).toEqual(byName);
  await page.screenshot({ path: '.artifacts/e2e/email-templates-list.png', fullPage: true });

  // Page Search: by subject, then nothing.
  await page.getByRole('textbox', { name: 'Page Search' }).fill('quarterly');
  await expect.poll(() => shownNames(page)).toEqual(['Investor update']);
  await page.getByRole('textbox', { name: 'Page Search' }).fill('no such template');
  await expect(page.getByText('No templates found.')).toBeVisible();
  await page.screenshot({ path: '.artifacts/e2e/email-templates-search-empty.png', fullPage: true });
  await page.getByRole('textbox', { name: 'Page Search' }).fill('');
  await expect.poll(() => shownNames(page)).toHaveLength(3);

  // Delete one, then two.
  await page
    .getByRole('row', { name: /Investor update/ })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete this template?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => shownNames(page)).toEqual(['Bridging terms', 'Lender intro']);
  expect((await templatesOf(token)).map((row) => row.name).sort()).toEqual(['Bridging terms', 'Lender intro']);
  await page.getByRole('checkbox', { name: 'Select all loaded rows' }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText('Are you sure you want to delete these templates?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You don’t have any templates yet.')).toBeVisible();
  expect(await templatesOf(token)).toEqual([]);
});

test('the template editor: Delete Template, a bad id and an unknown template go back to the list', async ({ page }) => {
  const { email, token } = await createAccount(2);
  const template = await call<RestTemplate>('POST', 'emails/templates/', token, {});
  await call('PATCH', `emails/templates/${template.id}/`, token, { name: 'To be deleted' });
  await signInDirectly(page, email);
  await page.goto(`/email-management/templates/${template.id}`);
  await expect(page.getByRole('heading', { name: 'To be deleted' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Template' }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/email-management\/templates$/);
  expect((await templatesOf(token)).some((row) => row.id === template.id)).toBe(false);

  await page.goto('/email-management/templates/abc');
  await expect(page).toHaveURL(/\/email-management\/templates$/);
  await page.goto(`/email-management/templates/${template.id}`);
  await expect(page).toHaveURL(/\/email-management\/templates$/);
});

test('drafts: the empty state, the list as REST has it, opening one in a window, and delete', async ({ page }) => {
  const { email, token } = await createAccount(2);
  expect(await call('GET', 'emails/contexts/?is_sent=0', token)).toEqual([]);

  await signInDirectly(page, email);
  await page.goto('/email-management/drafts');
  await expect(page.getByText('No email drafts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('Select a draft first');

  const stamp = uniqueStamp();
  const person = await createPerson<{ id: number; full_name: string }>(token, {
    first_name: 'Draft',
    last_name: `Recipient${stamp}`,
    company: 'Draft Recipients Ltd',
    profile_type: 2,
    emails: [{ email: `recipient.${stamp}@own-data.test`, label: 'Work' }],
  });
  await call('POST', 'emails/contexts/', token, { to: [person.id], subject: 'First draft' });
  await call('POST', 'emails/contexts/', token, { to: [], subject: 'Second draft' });
  await page.reload();
  const rows = page.getByRole('table', { name: 'Email drafts' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const restDrafts = await call<{ id: number; subject: string }[]>('GET', 'emails/contexts/?is_sent=0', token);
  await expect(rows.nth(0)).toContainText(restDrafts[0]!.subject);
  await expect(page.getByRole('row', { name: /First draft/ })).toContainText(person.full_name);
  await page.screenshot({ path: '.artifacts/e2e/email-drafts-list.png', fullPage: true });

  // A draft opens the composer in a 900x720 window.
  await page.evaluate(() => {
    const opened: unknown[][] = [];
    (window as unknown as { opened: unknown[][] }).opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  await page
    .getByRole('row', { name: /Second draft/ })
    .getByText('Second draft')
    .click();
  const second = restDrafts.find((draft) => draft.subject === 'Second draft')!;
  expect(await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened)).toEqual([
    [`/email/drafts/${second.id}`, '_blank', 'width=900,height=720'],
  ]);

  await page.getByRole('checkbox', { name: 'Select all drafts' }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete these drafts?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No email drafts')).toBeVisible();
  expect(await call('GET', 'emails/contexts/?is_sent=0', token)).toEqual([]);
});
