import { expect, test } from '@playwright/test';
import { call, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The composer's Load Template and Save menu (spec part 2, Compose screen and Email drafts): each compared with REST.

type Draft = { id: number; subject: string; body: string; to: number[] };
type Template = { id: number; name: string; subject: string };

test('Load Template makes a new draft with the recipients kept; Save as draft and Save as template save what is on screen', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const stamp = `tp${Date.now().toString(36)}`;
  const ava = await createPerson<{ id: number }>(token, {
    first_name: 'Ava',
    last_name: stamp,
    company: `${stamp} Capital`,
    profile_type: 3,
    emails: [{ email: `ava.${stamp}@example.test`, label: 'Work' }],
  });
  const template = await call<Template>('POST', 'emails/templates/', token);
  await call('PATCH', `emails/templates/${template.id}/`, token, {
    name: `Teaser ${stamp}`,
    subject: `A new deal ${stamp}`,
    body: '<p>Dear {{first_name}}, a new deal.</p>',
  });
  const first = await call<Draft>('POST', 'emails/contexts/', token, { to: [ava.id], subject: 'Old subject' });

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/email/drafts/${first.id}`);
  await page.getByRole('button', { name: 'Load Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load Template' });
  await dialog.getByLabel('Search templates').fill(stamp);
  await dialog.getByRole('button', { name: new RegExp(`Teaser ${stamp}`) }).click();
  await expect(page).not.toHaveURL(new RegExp(`/email/drafts/${first.id}$`));
  const second = Number(/\/email\/drafts\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByLabel('Subject')).toHaveValue(`A new deal ${stamp}`);
  const drafts = await rest<Draft[]>('emails/contexts/?is_sent=0', token);
  expect(drafts.some((draft) => draft.id === first.id)).toBe(false);
  expect(drafts.find((draft) => draft.id === second)).toMatchObject({ subject: `A new deal ${stamp}`, to: [ava.id] });

  await page.getByLabel('Subject').fill(`Edited ${stamp}`);
  // A font size (8-36 pt) on the whole body.
  await page.getByRole('textbox', { name: 'Email body' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByRole('combobox', { name: 'Font size' }).click();
  await page.getByRole('option', { name: '24 pt' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('menuitem', { name: 'Save as draft' }).click();
  await expect(page.getByText('Your draft was saved successfully')).toBeVisible();
  const saved = await rest<Draft>(`emails/contexts/${second}/`, token);
  expect(saved.subject).toBe(`Edited ${stamp}`);
  expect(saved.body).toContain('<span style="font-size: 24pt;">Dear {{first_name}}, a new deal.</span>');

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('menuitem', { name: 'Save as template' }).click();
  const naming = page.getByRole('dialog', { name: 'Save as template' });
  await naming.getByRole('button', { name: 'Save Template' }).click();
  await expect(naming.getByText('This field is required.')).toBeVisible();
  await naming.getByLabel('Template Name*').fill(`Saved ${stamp}`);
  await naming.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Your template was saved successfully')).toBeVisible();
  const templates = (await rest<{ results: Template[] }>(`emails/templates/?search=${stamp}`, token)).results;
  expect(templates.find((item) => item.name === `Saved ${stamp}`)).toMatchObject({ subject: `Edited ${stamp}` });
  await page.screenshot({ path: '.artifacts/e2e/compose-templates.png', fullPage: true });
});
