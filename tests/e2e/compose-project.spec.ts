import { expect, test } from '@playwright/test';
import { call, connectSandboxOutlook, createPerson, newAccount, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The composer's Project (spec part 2: the Email draft's `project`, the template variables project_name and
// capital_required, `projects/?email_to=` and its Outlook prompt), each step compared with REST.

type Draft = { id: number; project: number | null };
type Project = { id: number; name: string; capital_required: number };
type Preview = { results: { subject: string; content: string }[] };

/** The api's filling of `{{capital_required}}`: pounds, without pence when there are none. */
const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount).replace(/\.00$/, '');

test('a project picked in the composer fills project_name and capital_required, is kept, and can be cleared', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const me = await rest<{ id: number }>('auth/me/', token);
  const stamp = `cp${Date.now().toString(36)}`;
  const recipient = await createPerson<{ id: number }>(token, {
    first_name: 'Ava',
    last_name: stamp,
    // Sorts last in the contacts list's default order (company, descending): other tests' first page stays the same.
    company: `0 ${stamp} Capital`,
    profile_type: 3,
    emails: [{ email: `ava.${stamp}@example.test`, label: 'Work' }],
  });
  const created = await call<{ id: number }>('POST', 'projects/', token, {
    name: `Harbour Quay ${stamp}`,
    client: recipient.id,
    project_types: [1],
    closing_date: '2031-03-31',
    capital_required: 3_450_000,
    members: [{ person: me.id, state: 3 }],
  });
  const project = await rest<Project>(`projects/${created.id}/`, token);
  const draft = await call<Draft>('POST', 'emails/contexts/', token, {
    to: [recipient.id],
    subject: 'About {{project_name}}',
    body: '<p>{{project_name}} needs {{capital_required}}.</p>',
  });
  const restDraft = () => rest<Draft>(`emails/contexts/${draft.id}/`, token);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/email/drafts/${draft.id}`);
  const picker = page.getByRole('combobox', { name: 'Project' });
  // The user is on many teams (a universal owner is on every one): the picker searches as they type.
  await picker.fill(stamp);
  await page.getByRole('option', { name: new RegExp(project.name) }).click();
  await expect(picker).toHaveValue(project.name);
  await expect.poll(async () => (await restDraft()).project).toBe(project.id);
  await page.screenshot({ path: '.artifacts/e2e/compose-project.png' });

  await page.getByRole('button', { name: 'Preview' }).click();
  const filled = `${project.name} needs ${pounds(project.capital_required)}.`;
  const preview = page.getByLabel('Preview', { exact: true });
  await expect(preview.getByTestId('preview-subject')).toHaveText(`About ${project.name}`);
  await expect(preview.getByTestId('email-body').contentFrame().locator('body')).toContainText(filled);
  const restPreview = await rest<Preview>(`emails/contexts/${draft.id}/preview/`, token);
  expect(restPreview.results[0]!.content).toContain(filled);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
  expect((await restDraft()).project).toBe(project.id);

  await page.getByRole('combobox', { name: 'Project' }).hover();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue('');
  await expect.poll(async () => (await restDraft()).project).toBeNull();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByLabel('Preview', { exact: true }).getByTestId('email-body').contentFrame().locator('body'),
  ).toContainText(/^\s*needs \./);
});

test('without Outlook, the composer shows the Outlook prompt where the Project picker is', async ({ page }) => {
  const email = await newAccount(2);
  const token = await restToken(email);
  const admin = await restToken('admin@ft8.test');
  const stamp = `co${Date.now().toString(36)}`;
  const recipient = await createPerson<{ id: number }>(admin, {
    first_name: 'Ben',
    last_name: stamp,
    company: `0 ${stamp} Capital`,
    profile_type: 3,
    emails: [{ email: `ben.${stamp}@example.test`, label: 'Work' }],
  });
  const draft = await call<Draft>('POST', 'emails/contexts/', token, { to: [recipient.id], subject: 'Hello' });

  await signInDirectly(page, email);
  await page.goto(`/email/drafts/${draft.id}`);
  await expect(page.getByText('Please, connect Outlook in order to send emails.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveCount(0);
  await expect(page.getByLabel('Subject')).toHaveValue('Hello');
});
