import { expect, test, type Page } from '@playwright/test';
import { connectSandboxOutlook, createPerson, rest, restToken } from './rest.js';
import { signInDirectly } from './sign-in.js';

// Emailing contacts through the mail sandbox and the email a contact exchanged (spec part 1 section 2, part 2
// Compose screen, Email viewer, Email activity): each screen compared with REST after the write.

type Person = { id: number; full_name: string };
type Email = { id: number; subject: string; content: string; receiver: number[]; conversation_id: string };
type EmailPage = { count: number; results: Email[] };

const unique = () => `em${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8000/api').replace(/\/$/, '');

async function twoContacts(token: string, stamp: string): Promise<[Person, Person]> {
  const make = (first: string) =>
    createPerson<Person>(token, {
      first_name: first,
      last_name: stamp,
      company: `${stamp} Capital`,
      profile_type: 3,
      emails: [{ email: `${first.toLowerCase()}.${stamp}@example.test`, label: 'Work' }],
    });
  return [await make('Ava'), await make('Ben')];
}

async function restCall<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}/${path}`, {
    method,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

async function selectAllShown(page: Page, count: number) {
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(count);
  for (let index = 0; index < count; index++) await rows.nth(index).getByRole('checkbox').check();
}

test('email two contacts from the contacts list: the composer sends one email each with the variables filled', async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const stamp = unique();
  const [ava, ben] = await twoContacts(token, stamp);
  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts?search=${stamp}`);
  await selectAllShown(page, 2);
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(page).toHaveURL(/\/contacts\/email\?.*to=/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('2 contacts, 1 companies being emailed')).toBeVisible();
  await page.screenshot({ path: '.artifacts/e2e/email-contacts-dialog.png' });

  const [composer] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Compose' }).click(),
  ]);
  await expect(composer).toHaveURL(/\/email\/drafts\/\d+$/);
  await expect(composer.getByText('2 contacts, 1 companies being emailed')).toBeVisible();
  await expect(composer.getByRole('button', { name: 'Send' })).toBeEnabled();
  await composer.getByLabel('Subject').fill(`Deal for {{first_name}} ${stamp}`);
  await composer.getByRole('textbox', { name: 'Email body' }).fill('Dear {{first_name}} {{last_name}}, a new deal.');
  await composer.screenshot({ path: '.artifacts/e2e/email-compose.png' });
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer.getByText('Email was successfully sent. Redirecting...')).toBeVisible();
  await expect(page.getByText('Sent emails to contacts')).toBeVisible();

  // The sandbox holds one email each, with that contact's variables.
  for (const [person, first] of [
    [ava, 'Ava'],
    [ben, 'Ben'],
  ] as const) {
    const sent = await rest<EmailPage>(`emails/?person=${person.id}&ordering=-date`, token);
    expect(sent.count).toBe(1);
    expect(sent.results[0]).toMatchObject({ subject: `Deal for ${first} ${stamp}`, receiver: [person.id] });
    expect(sent.results[0]!.content).toContain(`Dear ${first} ${stamp}, a new deal.`);
  }
});

test("a contact's email activity is REST's list, and a hostile body shows sanitized in the viewer", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const stamp = unique();
  const [ava] = await twoContacts(token, stamp);
  const hostile =
    '<p id="greeting">Hello</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
    '<a id="bad" href="javascript:window.__pwned = 3">click</a>' +
    '<div style="position:fixed;inset:0;background:red">cover</div>' +
    // Remote resources, each a read receipt a sender could use: none loads before Show images.
    '<img src="http://tracker.test/img.png"><img srcset="http://tracker.test/srcset.png 1x">' +
    '<table background="http://tracker.test/background.png"><tr><td>cell</td></tr></table>' +
    '<div style="width:10px;height:10px;background-image:url(http://tracker.test/css.png)">css</div>' +
    '<video poster="http://tracker.test/poster.png"></video>';
  for (const [index, body] of [hostile, '<p>Second</p>', '<p>Third</p>', '<p>Fourth</p>'].entries()) {
    const draft = await restCall<{ id: number }>('POST', 'emails/contexts/', token, {
      to: [ava.id],
      subject: `Message ${index + 1} ${stamp}`,
      body,
    });
    await restCall('POST', `emails/contexts/${draft.id}/send/`, token, {});
  }
  const activity = await rest<EmailPage>(`emails/?person=${ava.id}&ordering=-date`, token);
  expect(activity.count).toBe(4);

  await signInDirectly(page, 'admin@ft8.test');
  await page.goto(`/contacts/${ava.id}`);
  const card = page.getByRole('list', { name: 'Email activity' });
  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.getByRole('button')).toHaveText(activity.results.slice(0, 3).map((email) => email.subject));
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(items.getByRole('button')).toHaveText(activity.results.map((email) => email.subject));
  await page.getByLabel('Search emails').fill('Third');
  await expect(items.getByRole('button')).toHaveText([`Message 3 ${stamp}`]);
  await page.getByLabel('Search emails').fill('');
  await expect(items).toHaveCount(4);
  await page.screenshot({ path: '.artifacts/e2e/email-activity.png', fullPage: true });

  const hostileEmail = activity.results.find((email) => email.subject.startsWith('Message 1'))!;
  const tracked: string[] = [];
  await page.context().route(/tracker\.test/, (route) => {
    tracked.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  const [viewer] = await Promise.all([
    page.waitForEvent('popup'),
    items.getByRole('button', { name: hostileEmail.subject }).click(),
  ]);
  await expect(viewer).toHaveURL(new RegExp(`/email/${hostileEmail.id}\\?thread=.*&person=${ava.id}`));
  // The body is in its own sandboxed frame.
  const body = viewer.getByTestId('email-body').contentFrame();
  await expect(body.locator('#greeting')).toHaveText('Hello');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  expect(await body.locator('#bad').getAttribute('href')).toBeNull();
  expect(await viewer.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(body.getByText('css')).toBeVisible();
  expect(tracked).toEqual([]);
  await viewer.getByRole('button', { name: 'Show images' }).click();
  await expect
    .poll(() => [...new Set(tracked)].sort())
    .toEqual(expect.arrayContaining(['/background.png', '/css.png', '/img.png', '/srcset.png']));
  // The covering block stays inside the body's box: the Print button is still what is at its place.
  await expect(viewer.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Print', exact: true }).click({ trial: true });
  await viewer.screenshot({ path: '.artifacts/e2e/email-viewer.png', fullPage: true });
  await viewer.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(viewer).toHaveURL(new RegExp(`/email/${hostileEmail.id}/print\\?`));
  await expect(viewer.getByTestId('email-body').contentFrame().locator('#greeting')).toHaveText('Hello');
});

test("the top bar's Outlook status is REST's, from the status subscription: no page asks for it over HTTP", async ({
  page,
}) => {
  const token = await restToken('admin@ft8.test');
  await connectSandboxOutlook(token);
  const me = await rest<{ id: number }>('auth/me/', token);
  const stored = await rest<{
    has_outlook_credentials: boolean;
    has_outlook_subscription: boolean;
    credentials_are_active: boolean;
    subscriptions_are_active: boolean;
  }>(`people/${me.id}/outlook_status/`, token);
  expect(stored).toMatchObject({
    has_outlook_credentials: true,
    has_outlook_subscription: true,
    credentials_are_active: true,
    subscriptions_are_active: true,
  });
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      operations.push(/\b(?:query|mutation) (\w+)/.exec(request.postData() ?? '')?.[1] ?? '?');
  });
  await signInDirectly(page, 'admin@ft8.test');
  for (const path of ['/contacts', '/projects/1/tasks', '/calendar/month']) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Outlook status' }).click();
    await expect(page.getByTestId('outlook-state'), path).toHaveText('Connected');
    await page.keyboard.press('Escape');
  }
  expect(operations).not.toContain('OutlookStatusButton_Status');
});
