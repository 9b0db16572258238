import { expect, test } from '@playwright/test';
import { call, connectSandboxOutlook, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// The composer's preview (variables filled per recipient, the signature below), the signature shown while writing,
// and a 200-recipient company email: progress while it sends, every recipient's result, a retry that sends nothing
// twice. Each compared with REST.

type Draft = { id: number };
type Preview = { count: number; results: { recipient: string; subject: string; content: string }[] };
const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test('Preview shows each recipient’s email as REST fills it, with the signature shown while writing', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  const stamp = `pv${Date.now().toString(36)}`;
  const people = [];
  for (const first of ['Ava', 'Ben'])
    people.push(
      await createPerson<{ id: number }>(token, {
        first_name: first,
        last_name: stamp,
        // Companies that sort last in the contacts list's default order (company, descending): its first page,
        // which other tests group and count, stays the demo data's.
        company: `0 ${first} ${stamp} Capital`,
        profile_type: 3,
        emails: [{ email: `${first.toLowerCase()}.${stamp}@example.test`, label: 'Work' }],
      }),
    );
  const draft = await call<Draft>('POST', 'emails/contexts/', token, {
    to: people.map((person) => person.id),
    subject: 'Terms for {{first_name}}',
    body: '<p>Dear {{first_name}} {{last_name}}, the terms.</p>',
  });
  const me = await rest<{ signature: string }>('auth/me/', token);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/email/drafts/${draft.id}`);
  const signature = page.getByLabel('Signature').getByTestId('email-body').contentFrame().locator('body');
  await expect(signature).toContainText(textOf(me.signature).split(' ')[0]!);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = await call<Preview>('GET', `emails/contexts/${draft.id}/preview/`, token);
  expect(preview.count).toBe(2);
  const panel = page.getByLabel('Preview', { exact: true });
  for (const [index, entry] of preview.results.entries()) {
    if (index > 0) {
      await panel.getByLabel('Preview for').click();
      await page.getByRole('option', { name: `Ben ${stamp}` }).click();
    }
    await expect(panel.getByTestId('preview-subject')).toHaveText(entry.subject);
    const body = panel.getByTestId('email-body').contentFrame().locator('body');
    await expect(body).toContainText(textOf(entry.content).slice(0, 40));
    await expect(body).toContainText(textOf(me.signature).split(' ')[0]!);
  }
  expect(preview.results.map((entry) => entry.subject)).toEqual(['Terms for Ava', 'Terms for Ben']);
  await page.screenshot({ path: '.artifacts/e2e/compose-preview.png' });
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Terms for {{first_name}}');
});

test('a company email to 200 contacts shows its progress, ends sent to every company, and a retry sends nothing twice', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const stamp = `cm${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (let batch = 0; batch < 10; batch++)
    ids.push(
      ...(
        await Promise.all(
          Array.from({ length: 20 }, (_, index) => {
            const n = batch * 20 + index;
            return createPerson<{ id: number }>(token, {
              first_name: `Lender${n}`,
              last_name: stamp,
              company: `0 ${stamp} Fund ${n}`,
              profile_type: 3,
              emails: [{ email: `lender${n}.${stamp}@example.test`, label: 'Work' }],
            });
          }),
        )
      ).map((person) => person.id),
    );
  const draft = await call<Draft>('POST', 'emails/contexts/', token, {
    to: ids,
    is_company: true,
    subject: 'Capital for {{multiple_first_names}}',
    body: '<p>Dear {{multiple_full_names}}</p>',
  });

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/email/drafts/${draft.id}`);
  await expect(page.getByText('200 contacts, 200 companies being emailed')).toBeVisible();
  // 200 recipients are not a wall of chips: the first 12, then '+188 more' until the field is focused.
  await expect(page.getByText('+188 more')).toBeVisible();
  await page.screenshot({ path: '.artifacts/e2e/compose-200.png' });
  // Whether the progress showed, seen by the page itself: a fast send may show it for less than a check's interval.
  await page.evaluate(() => {
    const seen = window as unknown as { sawProgress: boolean };
    seen.sawProgress = false;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]'))
        if (/Sending \d+ of 200/.test(status.textContent ?? '')) seen.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.screenshot({ path: '.artifacts/e2e/compose-sending.png' });
  await expect(page).toHaveURL(/\/email\/success$/, { timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);
  console.log(`200-company send, click to sent: ${Date.now() - started} ms`);
  expect(await call('GET', `emails/contexts/${draft.id}/progress/`, token)).toEqual({ total: 200, sent: 200 });
  // Each company got one email, To its contact, with its variables.
  const toFirst = await call<{ count: number; results: { subject: string }[] }>(
    'GET',
    `emails/?person=${ids[0]}`,
    token,
  );
  expect(toFirst.count).toBe(1);
  expect(toFirst.results[0]!.subject).toBe('Capital for Lender0');
  // A retry (the same draft sent again) sends nothing twice: every result is already_sent.
  const again = await call<{ results: { status: string }[] }>('POST', `emails/contexts/${draft.id}/send/`, token);
  expect(again.results).toHaveLength(200);
  expect(new Set(again.results.map((result) => result.status))).toEqual(new Set(['already_sent']));
});
