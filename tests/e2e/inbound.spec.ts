import { expect, test } from '@playwright/test';
import { connectSandboxOutlook, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Mail that arrives (the sandbox's inbound route, spec part 2 Email activity and part 1 New Contacts): on the
// contact's email activity when the sender is a contact, in New Contacts when the address belongs to no contact;
// Dismiss removes it there, as REST then holds.

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

test('inbound mail shows on the sender contact and puts an unknown Cc address in New Contacts, which Dismiss removes', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token); // email activity shows to a connected account
  const me = (await rest<{ id: number }>('auth/me/', token)).id;
  const stamp = `in${Date.now().toString(36)}`;
  const ava = await createPerson<{ id: number }>(token, {
    first_name: 'Ava',
    last_name: stamp,
    company: `${stamp} Capital`,
    profile_type: 3,
    emails: [{ email: `ava.${stamp}@example.test`, label: 'Work' }],
  });
  const stranger = `someone.${stamp}@unknown-fund.test`;
  const delivered = await fetch(`${apiUrl}/sandbox/inbound/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      to: me,
      from: `AVA.${stamp}@example.test`,
      subject: `Valuation ${stamp}`,
      content: '<p>The valuation is attached.</p>',
      cc: [stranger],
    }),
  });
  expect(delivered.status).toBe(201);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts/${ava.id}`);
  await expect(page.getByRole('list', { name: 'Email activity' }).getByRole('button')).toHaveText([
    `Valuation ${stamp}`,
  ]);

  await page.goto('/contact-management/new-contacts');
  const table = page.getByRole('table', { name: 'New contacts' });
  const row = table.getByRole('row', { name: new RegExp(stranger.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await page.screenshot({ path: '.artifacts/e2e/new-contacts.png', fullPage: true });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  const addresses = async () =>
    (await rest<{ email_address: string }[]>('external_contacts/', token)).map((item) => item.email_address);
  expect(await addresses()).not.toContain(stranger);
});
