import { expect, test, type Page } from '@playwright/test';
import { type PersonJson, unique } from './contact-edit-support.js';
import { createAccount, createPerson, newAccount, rest, restToken } from './rest.js';
import { navigateInApp } from './navigation.js';
import { signIn, signInDirectly } from './sign-in.js';

// Creating, editing, deleting, inviting and revoking a contact, and the user's email signature, each compared with the
// REST data after the write. The Capital Provider Information card is in contact-capital-provider.spec.ts.

// A required field's name ends with its asterisk.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const contactId = (page: Page) => Number(/\/contacts\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
const detailValue = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function chooseUserType(page: Page, type: string) {
  await page.getByRole('combobox', { name: 'User Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

test('a work email another contact has opens the Conflicting Email Address dialog, and View Contact goes there', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  // The contact whose work email is taken: one of the test's own.
  const existing = await createPerson<PersonJson>(token, {
    first_name: 'Taken',
    last_name: `Email ${unique()}`,
    company: 'Taken Email Ltd',
    profile_type: 2,
    emails: [{ email: `taken.${unique()}@example.test`, label: 'Work' }],
  });
  await signInDirectly(page, 'user@ft8.test');
  await page.goto('/contacts/new');
  await field(page, 'First Name').fill('Clash');
  await field(page, 'Last Name').fill('Test');
  await field(page, 'Company').fill('Clash Co');
  await chooseUserType(page, 'User');
  await field(page, 'Work Email').fill(existing.emails[0]!.email.toUpperCase());
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conflicting Email Address' });
  await expect(dialog).toContainText(`This work email address is already being used by: ${existing.full_name}`);
  await dialog.getByRole('button', { name: 'View Contact' }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${existing.id}$`));
  await expect(page.getByRole('heading', { name: existing.full_name })).toBeVisible();
});

test('create a contact, edit and save it, then delete it: the page shows what REST holds after each write', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const email = `e2e.${unique()}@example.test`;
  await signIn(page, 'admin@ft8.test');
  // ?email= pre-fills the first email.
  await page.goto(`/contacts/new?email=${encodeURIComponent(email.toUpperCase())}`);
  await expect(field(page, 'Work Email')).toHaveValue(email);

  // Save with a required field empty opens the error dialog instead.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Please correct the errors' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await field(page, 'First Name').fill('Edith');
  await field(page, 'Last Name').fill(`Ward ${unique()}`);
  await field(page, 'Company').fill('Ward Capital');
  await chooseUserType(page, 'User');
  await field(page, 'Mobile Phone').fill('07700 900123');
  await page.getByRole('combobox', { name: 'Tags' }).fill('Bridging');
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);

  const id = contactId(page);
  const created = await rest<PersonJson>(`people/${id}/`, token);
  expect(created).toMatchObject({
    first_name: 'Edith',
    company: 'Ward Capital',
    profile_type: 2,
    tags: ['bridging'],
    emails: [{ email, label: 'Work' }],
    phones: [{ number: '07700 900123', label: 'Mobile' }],
  });
  await expect(page.getByRole('heading', { name: created.full_name })).toBeVisible();
  await expect(detailValue(page, 'Company')).toContainText(created.company);
  await expect(detailValue(page, 'Work Email')).toContainText(created.emails[0]!.email);
  await expect(detailValue(page, 'Mobile Phone')).toContainText(created.phones[0]!.number);
  await expect(page.getByRole('region', { name: 'Tags' })).toContainText('bridging');

  // Edit: only the changed field is sent; Save returns to read-only.
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('ContactForm_Update'))
      sent.push(request.postDataJSON().variables.input.changes);
  });
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Job Title').fill('Head of Lending');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User successfully updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(sent).toEqual([{ jobTitle: 'Head of Lending' }]);
  const edited = await rest<PersonJson>(`people/${id}/`, token);
  expect(edited.job_title).toBe('Head of Lending');
  await expect(detailValue(page, 'Job Title')).toHaveText(`Job Title${edited.job_title}`);
  await page.reload();
  await expect(detailValue(page, 'Job Title')).toHaveText(`Job Title${edited.job_title}`);

  // Cancel discards; leaving a dirty form asks first.
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Job Title').fill('Something else');
  await page.getByRole('link', { name: 'Contacts' }).first().click();
  const discard = page.getByRole('dialog', { name: 'Discard changes' });
  await expect(discard).toContainText('Are you sure you want to discard your changes?');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/contacts/${id}$`));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(detailValue(page, 'Job Title')).toHaveText(`Job TitleHead of Lending`);

  // Delete (admins).
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete contact' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);
  expect((await rest<PersonJson>(`people/${id}/`, token)).is_deleted).toBe(true);
});

test('invite then revoke: the status shown is the one REST holds', async ({ page }) => {
  const token = await restToken('admin@ft8.test');
  const email = `invite.${unique()}@example.test`;
  const created = await createPerson<PersonJson>(token, {
    first_name: 'Ivy',
    last_name: `Invite ${unique()}`,
    company: 'Ivy Ltd',
    profile_type: 3,
    emails: [{ email, label: 'Work' }],
  });
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts/${created.id}`);
  await expect(page.getByText('Invite: Not Sent')).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByRole('menuitem', { name: 'Invite as Client' }).click();
  await expect(page.getByText('Invite sent')).toBeVisible();
  await expect(page.getByText('Invite: Pending')).toBeVisible();
  expect((await rest<PersonJson>(`people/${created.id}/`, token)).invite_status).toBe(1);

  await page.getByRole('button', { name: 'Pending' }).click();
  await page.getByRole('menuitem', { name: 'Resend invite' }).click();
  await expect(page.getByText('Invite sent')).toBeVisible();

  await page.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('User was revoked')).toBeVisible();
  await expect(page.getByText('Invite: Not Sent')).toBeVisible();
  expect((await rest<PersonJson>(`people/${created.id}/`, token)).invite_status).toBe(0);
});

test('the email signature saves, Save is disabled while unchanged, and it is there after a reload', async ({
  page,
}) => {
  // An account of the test's own: its saved signature is no other test's.
  const { email, token } = await createAccount(2);
  await signInDirectly(page, email);
  await page.goto('/preferences/email-signature');
  const editor = page.getByRole('textbox', { name: 'Email signature' });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(editor).toBeVisible();
  await expect(save).toBeDisabled();
  const text = `Kind regards, ${unique()}`;
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Success')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email signature' })).toContainText(text);
  const me = await rest<{ signature: string }>('auth/me/', token);
  expect(me.signature).toContain(text);
});

test('the Tags field is at most 60 px high with its outline whole until focused, then shows every tag REST holds', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const tags = ['bridging', 'birmingham', 'development finance', 'senior debt', 'mezzanine', 'london', 'residential'];
  const created = await createPerson<PersonJson>(token, {
    first_name: 'Many',
    last_name: `Tags ${unique()}`,
    company: 'Many Tags Ltd',
    profile_type: 2,
    emails: [{ email: `many.tags.${unique()}@example.test`, label: 'Work' }],
    tags: [...tags, 'commercial', 'refurbishment', 'student housing', 'family office', 'pbsa'],
  });
  await signInDirectly(page, 'user@ft8.test');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/contacts/${created.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const input = page.getByRole('combobox', { name: 'Tags' });
  const root = page.locator('.MuiAutocomplete-inputRoot', { has: input });
  const outline = root.locator('fieldset');
  await expect(root.getByRole('button')).toHaveText((await rest<PersonJson>(`people/${created.id}/`, token)).tags);

  const unfocused = (await root.boundingBox())!;
  expect(unfocused.height).toBeLessThanOrEqual(60);
  const outlineBox = (await outline.boundingBox())!;
  expect(outlineBox.y + outlineBox.height).toBeLessThanOrEqual(unfocused.y + unfocused.height + 0.5);
  if (process.env.SCREENSHOT_DIR) await root.screenshot({ path: `${process.env.SCREENSHOT_DIR}/tags-unfocused.png` });

  await input.focus();
  await expect.poll(async () => (await root.boundingBox())!.height).toBeGreaterThan(60);
});

test("a user who edits their own contact sees the new name in the account menu at once; a project's client name follows", async ({
  page,
}) => {
  const email = await newAccount(1);
  const token = await restToken(email);
  const me = await rest<{ id: number; full_name: string; last_name: string }>('auth/me/', token);
  // A project whose client is this account, listed on the projects list before the rename.
  const project = (await (
    await fetch(`${process.env.API_URL}/projects/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Self Edit Yard ${me.id}`,
        client: me.id,
        project_types: [1],
        closing_date: '2027-06-30',
      }),
    })
  ).json()) as { id: number };
  try {
    await signInDirectly(page, email);
    await page.goto(`/projects?search=${encodeURIComponent(`Self Edit Yard ${me.id}`)}`);
    await expect(page.getByRole('row', { name: new RegExp(me.full_name) })).toBeVisible();
    await expect(page.getByRole('button', { name: `${me.full_name}, account menu` })).toBeVisible();

    await navigateInApp(page, `/contacts/${me.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await field(page, 'First Name').fill('Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User successfully updated')).toBeVisible();
    const renamed = await rest<{ full_name: string }>(`people/${me.id}/`, token);
    expect(renamed.full_name).toBe(`Renamed ${me.last_name}`);
    await expect(page.getByRole('button', { name: `${renamed.full_name}, account menu` })).toBeVisible();
    await navigateInApp(page, `/projects?search=${encodeURIComponent(`Self Edit Yard ${me.id}`)}`);
    await expect(page.getByRole('row', { name: new RegExp(renamed.full_name) })).toBeVisible();
  } finally {
    await fetch(`${process.env.API_URL}/projects/${project.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Token ${token}` },
    });
  }
});

test('a user adding an address to someone who can sign in is told why under the emails, and nothing changes; an admin may', async ({
  page,
}) => {
  const admin = await restToken('admin@ft8.test');
  const account = await createAccount(3);
  const added = `takeover.${unique()}@e2e.test`;
  for (const [who, allowed] of [
    ['user@ft8.test', false],
    ['admin@ft8.test', true],
  ] as const) {
    await page.context().clearCookies();
    await signInDirectly(page, who);
    await page.goto(`/contacts/${account.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Add email' }).click();
    await field(page, 'Home Email').fill(added);
    await page.getByRole('button', { name: 'Save' }).click();
    if (allowed) {
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(detailValue(page, 'Home Email')).toContainText(added);
    } else {
      await expect(
        page.getByText('Only an admin can change the email addresses of someone who can sign in.'),
      ).toBeVisible();
      await page.screenshot({ path: '.artifacts/e2e/contact-account-emails-refused.png', fullPage: true });
    }
    const emails = (await rest<PersonJson>(`people/${account.id}/`, admin)).emails.map((entry) => entry.email);
    expect(emails).toEqual(allowed ? [account.email, added] : [account.email]);
  }
});
