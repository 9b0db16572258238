import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphDouble } from '../../../test-support/graph-double.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { ForeignLinkError } from './graph.js';
import { mailboxOf, outlookCalls, startOutlookStack, type OutlookStack } from './test-outlook.js';

// A connected Outlook mailbox, against the local Microsoft Graph double (Graph's documented shapes): sending, delta
// sync (idempotent), change notifications, the application's own mail, throttling, token and subscription expiry.
// In order, as one mailbox's story: a test reads the mail and the connections the tests before it made.

let stack: OutlookStack;
let graph: GraphDouble;
let t: TestApp;
let user: { authorization: string };
const { call, status, waitFor, connect, connectAs } = outlookCalls(() => stack);

beforeAll(async () => {
  stack = await startOutlookStack();
  ({ graph, t, user } = stack);
  // The user's mailbox connected (outlook.test.ts tests the sign-in), its first sync (in the background) over.
  const { back } = await connect();
  expect(back.statusCode, back.body).toBe(302);
  await t.app.mail.outlook!.sync(t.fixture.accounts.user);
});
afterAll(() => stack.close());

describe('Microsoft Graph', () => {
  it('sends a draft through Graph; the sync then adds nothing for it, and a second sync adds nothing', async () => {
    const created = await call('POST', '/emails/contexts/', user, {
      to: [t.fixture.people.bob],
      subject: 'Terms',
      body: '<p>Dear {{first_name}}</p>',
    });
    const id = created.json<{ id: number }>().id;
    const sent = await call('POST', `/emails/contexts/${id}/send/`);
    expect(sent.json(), sent.body).toMatchObject({ is_sent: true, results: [{ status: 'sent' }] });
    const [message] = graph.sent(mailboxOf);
    expect(message).toMatchObject({
      subject: 'Terms',
      toRecipients: [{ emailAddress: { address: 'bob@zeta.test' } }],
      body: { content: expect.stringMatching(/^<p>Dear Bob.*<\/p><div data-signature="">/) as unknown },
    });
    const outlook = t.app.mail.outlook!;
    const first = await outlook.sync(t.fixture.accounts.user);
    expect(first).toEqual({ seen: 1, added: 0 });
    expect(await outlook.sync(t.fixture.accounts.user)).toEqual({ seen: 0, added: 0 });
    const activity = (await call('GET', `/emails/?person=${t.fixture.people.bob}`)).json<{ count: number }>();
    expect(activity.count).toBe(1);
  });

  it('sends attachments: a small one in one request, a large one through an upload session in chunks', async () => {
    const id = (
      await call('POST', '/emails/contexts/', user, { to: [t.fixture.people.carol], subject: 'Files' })
    ).json<{ id: number }>().id;
    const big = Buffer.alloc(5 * 1024 * 1024 + 123, 7);
    for (const [name, bytes] of [
      ['small.txt', Buffer.from('hello graph')],
      ['big.bin', big],
    ] as const) {
      const boundary = '----graphfiles';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/emails/contexts/${id}/add_files/`,
        headers: { ...user, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const sent = await call('POST', `/emails/contexts/${id}/send/`);
    expect(sent.json(), sent.body).toMatchObject({ is_sent: true });
    const message = graph.sent(mailboxOf).find((entry) => entry.subject === 'Files')!;
    expect(message.attachments.map((file) => [file.name, file.size])).toEqual([
      ['small.txt', 11],
      ['big.bin', big.length],
    ]);
    expect(Buffer.from(message.attachments[0]!.contentBytes, 'base64').toString()).toBe('hello graph');
    expect(Buffer.from(message.attachments[1]!.contentBytes, 'base64').equals(big)).toBe(true);
    expect(graph.requests.filter((entry) => entry.method === 'PUT').length).toBe(2);
  });

  it('syncs a message Graph notifies about, linking known senders and feeding New Contacts', async () => {
    await graph.deliver(
      mailboxOf,
      { from: 'carol@betalaw.test', subject: 'Notified', content: '<p>x</p>', cc: ['newcomer@fund.test'] },
      true,
    );
    await waitFor(async () => {
      const page = (await call('GET', `/emails/?person=${t.fixture.people.carol}`)).json<{
        results: { subject: string }[];
      }>();
      return page.results.some((message) => message.subject === 'Notified');
    });
    const admin = await t.signIn('admin@ft8.test');
    const newContacts = (await call('GET', '/external_contacts/', admin)).json<{ email_address: string }[]>();
    expect(newContacts.map((row) => row.email_address)).toContain('newcomer@fund.test');
    // A notification with the wrong client state is ignored.
    const [subscription] = graph.subscriptions();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/outlook/notifications/',
      payload: { value: [{ subscriptionId: subscription!.id, clientState: 'guess' }] },
    });
    expect(wrong.statusCode).toBe(202);
  });

  it("forwards a message of the sender's mailbox through Graph's createForward, in its conversation", async () => {
    const notified = (await call('GET', `/emails/?person=${t.fixture.people.carol}&limit=10000`)).json<{
      results: { id: number; subject: string; conversation_id: string }[];
    }>();
    const original = notified.results.find((message) => message.subject === 'Notified')!;
    const draft = (await call('POST', '/emails/forward_chain/', user, { message: original.id })).json<{
      id: number;
      body: string;
    }>();
    await call('PATCH', `/emails/contexts/${draft.id}/`, user, {
      to: [t.fixture.people.bob],
      body: `<p>For you</p>${draft.body}`,
    });
    const sent = await call('POST', `/emails/contexts/${draft.id}/send/`);
    expect(sent.json(), sent.body).toMatchObject({ is_sent: true, results: [{ status: 'sent' }] });
    const forwarded = graph.sent(mailboxOf).find((message) => message.subject === 'Fw: Notified')!;
    const inGraph = graph
      .sent(mailboxOf)
      .concat(graph.inbox(mailboxOf))
      .find((m) => m.subject === 'Notified')!;
    expect(forwarded).toMatchObject({
      forwardOf: inGraph.id,
      conversationId: inGraph.conversationId,
      toRecipients: [{ emailAddress: { address: 'bob@zeta.test' } }],
      body: { content: expect.stringMatching(/^<p>For you<\/p>/) as unknown },
    });
    // Graph's body is the draft's alone: its own quote of the original is replaced, not added.
    expect(forwarded.body.content).not.toContain('From: carol@betalaw.test</p>');
    const recorded = (
      await call('GET', `/emails/${sent.json<{ results: { message: number }[] }>().results[0]!.message}/`)
    ).json();
    expect(recorded).toMatchObject({ conversation_id: original.conversation_id, is_forwarded: true });

    // Another account cannot use this mailbox's Graph id: its forward is a new message in the same conversation.
    const admin = await t.signIn('admin@ft8.test');
    await connectAs('admin@ft8.test', admin);
    const adminDraft = (await call('POST', '/emails/forward_chain/', admin, { message: original.id })).json<{
      id: number;
    }>();
    await call('PATCH', `/emails/contexts/${adminDraft.id}/`, admin, { to: [t.fixture.people.dan] });
    const adminSent = await call('POST', `/emails/contexts/${adminDraft.id}/send/`, admin);
    expect(adminSent.json(), adminSent.body).toMatchObject({ is_sent: true });
    const adminForward = graph.sent('admin@ft8.test').find((message) => message.subject === 'Fw: Notified')!;
    expect(adminForward.forwardOf).toBeUndefined();
    expect(graph.requests.filter((entry) => entry.path.endsWith('/createForward'))).toHaveLength(1);
  });

  it("sends the product's own mail from the application mailbox, and tries a refused one again later", async () => {
    const outbox = (to: string) =>
      t.database.db.selectFrom('mail_outbox').selectAll().where('to_email', '=', to).executeTakeFirst();
    const reset = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-reset-password/', payload: { email } });
    expect((await reset('guest@ft8.test')).statusCode).toBe(200);
    await waitFor(async () => graph.inbox('guest@ft8.test').length > 0);
    const [arrived] = graph.inbox('guest@ft8.test');
    expect(arrived).toMatchObject({
      subject: 'Reset your Password',
      from: { emailAddress: { address: 'crm@ft8.test' } },
    });
    expect(arrived!.body.content).toContain('/reset/');
    expect(graph.sent('crm@ft8.test').map((message) => message.subject)).toEqual(['Reset your Password']);
    await waitFor(async () => Boolean((await outbox('guest@ft8.test'))?.sent_at));
    expect(await outbox('guest@ft8.test')).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });

    // The tenant refuses (no Mail.Send granted): the message stays in the outbox with the error, due again later.
    graph.refuseAppMail(true);
    expect((await reset('client@ft8.test')).statusCode).toBe(200);
    await waitFor(async () => Boolean((await outbox('client@ft8.test'))?.last_error));
    const refused = (await outbox('client@ft8.test'))!;
    expect(refused).toMatchObject({ sent_at: null, attempts: 1 });
    expect(refused.last_error).toContain('403');
    expect(refused.next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(graph.inbox('client@ft8.test')).toHaveLength(0);
    // Granted since; its next try (made due now rather than in a minute) delivers it, once.
    graph.refuseAppMail(false);
    await t.database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', refused.id)
      .execute();
    await t.app.mail.outlook!.appMail!.drain();
    await t.app.mail.outlook!.appMail!.drain();
    expect(graph.inbox('client@ft8.test').map((message) => message.subject)).toEqual(['Reset your Password']);
    expect(await outbox('client@ft8.test')).toMatchObject({ attempts: 2, last_error: null });
  });

  it('waits out throttling (429 with Retry-After) and replaces an access token Graph no longer accepts', async () => {
    // Settle the sync the notification above started (a sync asked for during one joins it).
    await t.app.mail.outlook!.sync(t.fixture.accounts.user);
    await graph.deliver(mailboxOf, { from: 'dan@acme.test', subject: 'Throttled', content: '<p>x</p>' });
    graph.throttleNext(2, 1);
    graph.expireAccessTokens();
    const started = Date.now();
    const outcome = await t.app.mail.outlook!.sync(t.fixture.accounts.user);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(outcome).toEqual({ seen: 1, added: 1 });
    expect(graph.requests.filter((entry) => entry.status === 429)).toHaveLength(2);
    expect(graph.requests.filter((entry) => entry.status === 401).length).toBeGreaterThanOrEqual(1);
  });

  it("does not follow a nextLink off Graph's host: the round stops and no token goes there", async () => {
    const stranger: string[] = [];
    const elsewhere = createServer((request, response) => {
      stranger.push(String(request.headers.authorization));
      response.end('{"value":[]}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = elsewhere.address() as AddressInfo;
      const outlook = t.app.mail.outlook!;
      // Settle any sync under way first, so that the next delta page is this test's.
      await outlook.sync(t.fixture.accounts.user);
      const stamp = `Foreign link ${Date.now()}`;
      await graph.deliver(mailboxOf, { from: 'dan@acme.test', subject: stamp, content: '<p>x</p>' });
      graph.linkNextDeltaTo(`http://127.0.0.1:${port}/v1.0/me/mailFolders/inbox/messages/delta?$skiptoken=1`);
      await expect(outlook.sync(t.fixture.accounts.user)).rejects.toBeInstanceOf(ForeignLinkError);
      expect(stranger).toEqual([]);
      // The next round goes on from the last delta link Graph itself gave: the page before the link is met again.
      expect(await outlook.sync(t.fixture.accounts.user)).toEqual({ seen: 1, added: 0 });
      // Look-alike hosts are other hosts too.
      const graphOrigin = new URL(graph.graphUrl).origin;
      for (const link of [`${graphOrigin}.evil.test/v1.0/x`, `https://user@evil.test/${graphOrigin}`, 'javascript:x'])
        expect(() => outlook.graph.ownLink(link)).toThrow(ForeignLinkError);
      expect(outlook.graph.ownLink(`${graph.graphUrl}/me/x`)).toBe(`${graph.graphUrl}/me/x`);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('renews a subscription before it lapses, and makes it anew when Graph forgot it', async () => {
    const outlook = t.app.mail.outlook!;
    await t.database.db
      .updateTable('outlook_credential')
      .set({ subscription_expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    await outlook.renewDue();
    const renewed = await outlook.store.subscriptionsDue(24 * 3600_000);
    expect(renewed).toHaveLength(0);
    graph.dropSubscriptions();
    await t.database.db
      .updateTable('outlook_credential')
      .set({ subscription_expires_at: new Date(Date.now() + 60_000) })
      .execute();
    await outlook.renewDue();
    // Each connected account's subscription is made anew (this one's and the admin's of the forward test).
    expect(graph.subscriptions().map((subscription) => subscription.user)).toEqual(
      expect.arrayContaining([mailboxOf, 'admin@ft8.test']),
    );
    expect(graph.subscriptions()).toHaveLength(2);
    expect(await status()).toMatchObject({ subscriptions_are_active: true });
  });

  it('shows Expired when the refresh token dies, and sending then needs a new connection', async () => {
    graph.revokeRefreshTokens();
    graph.expireAccessTokens();
    await expect(t.app.mail.outlook!.sync(t.fixture.accounts.user)).rejects.toThrow(/new sign-in/);
    expect(await status()).toMatchObject({ has_outlook_credentials: true, credentials_are_active: false });
    const created = await call('POST', '/emails/contexts/', user, { to: [t.fixture.people.bob], subject: 'Later' });
    const sent = await call('POST', `/emails/contexts/${created.json<{ id: number }>().id}/send/`);
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual({ non_field_errors: ['You need to be authenticated with Outlook to do that'] });
    // Signing in again brings it back, with a new subscription in place of the old one (deleted at Graph).
    const before = graph.subscriptions().filter((subscription) => subscription.user === mailboxOf);
    expect(before).toHaveLength(1);
    await connect();
    expect(await status()).toMatchObject({ credentials_are_active: true });
    const after = graph.subscriptions().filter((subscription) => subscription.user === mailboxOf);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(before[0]!.id);
  });

  it('reports a lapsed subscription as not active', async () => {
    await t.database.db
      .updateTable('outlook_credential')
      .set({ subscription_expires_at: new Date(Date.now() - 1000) })
      .where('person_id', '=', t.fixture.accounts.user)
      .execute();
    expect(await status()).toMatchObject({ has_outlook_subscription: true, subscriptions_are_active: false });
  });
});
