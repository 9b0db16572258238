import { expect, test } from '@playwright/test';
import { connectSandboxOutlook, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Forward in the email viewer (spec part 2, Email viewer and Email drafts): a forward draft inline under the message;
// Send forwards it to the contacts in To ('An email forwarded successfully') and closes; Cancel discards the draft.

type Person = { id: number; full_name: string };
type Email = { id: number; subject: string; receiver: number[]; conversation_id: string; is_forwarded: boolean };
type Draft = { id: number; subject: string };

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');
async function restCall<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}/${path}`, {
    method,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

test('Forward sends the message on to a contact in the same thread; Cancel discards the forward draft', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const stamp = `fw${Date.now().toString(36)}`;
  const make = (first: string) =>
    createPerson<Person>(token, {
      first_name: first,
      last_name: stamp,
      company: `${stamp} Partners`,
      profile_type: 3,
      emails: [{ email: `${first.toLowerCase()}.${stamp}@example.test`, label: 'Work' }],
    });
  const ava = await make('Ava');
  const ben = await make('Ben');
  const draft = await restCall<{ id: number }>('POST', 'emails/contexts/', token, {
    to: [ava.id],
    subject: `Terms ${stamp}`,
    body: '<p id="original">The terms are attached.</p>',
  });
  await restCall('POST', `emails/contexts/${draft.id}/send/`, token, {});
  const original = (await rest<{ results: Email[] }>(`emails/?person=${ava.id}`, token)).results[0]!;

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/email/${original.id}?thread=${original.conversation_id}&person=${ava.id}`);
  await page.getByRole('button', { name: 'Forward' }).click();
  const form = page.getByRole('region', { name: 'Forward' });
  await expect(form.getByRole('heading')).toHaveText(`Forward: Fw: Terms ${stamp}`);
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  await form.getByRole('combobox', { name: 'To' }).fill(`Ben ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Ben ${stamp}`) }).click();
  await page.screenshot({ path: '.artifacts/e2e/email-forward.png', fullPage: true });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('An email forwarded successfully')).toBeVisible();
  await expect(form).toHaveCount(0);

  const toBen = (await rest<{ results: Email[] }>(`emails/?person=${ben.id}`, token)).results;
  expect(toBen).toHaveLength(1);
  expect(toBen[0]).toMatchObject({
    subject: `Fw: Terms ${stamp}`,
    receiver: [ben.id],
    conversation_id: original.conversation_id,
    is_forwarded: true,
  });

  // Cancel: the forward draft made on opening is gone again.
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(form.getByRole('combobox', { name: 'To' })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect
    .poll(async () =>
      (await rest<Draft[]>('emails/contexts/?is_sent=0', token)).filter((item) => item.subject.includes(stamp)),
    )
    .toEqual([]);
});
