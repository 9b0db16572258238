import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Inbound mail (the sandbox's `sandbox/inbound/`, the path Graph's sync shares): stored where `emails/` reads,
// linked to contacts by address, and addresses of no contact fed to New Contacts.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const deliver = (payload: object) => t.app.inject({ method: 'POST', url: '/api/sandbox/inbound/', payload });
const get = async <T>(url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: admin })).json<T>();

describe('inbound mail', () => {
  it('links the sender by any of their addresses, keeps unknown addresses, and feeds New Contacts once', async () => {
    const { ann } = t.fixture.people;
    const to = t.fixture.accounts.admin;
    const first = await deliver({
      to,
      from: 'Ann.Smith@Home.TEST',
      subject: 'Valuation',
      content: '<p>Attached is the valuation.</p>',
      cc: ['stranger@unknown-fund.test'],
    });
    expect(first.statusCode, first.body).toBe(201);
    const message = first.json<Json>();
    expect(message).toMatchObject({
      sender: ann,
      receiver: [to],
      external_cc: ['stranger@unknown-fund.test'],
    });
    const reply = await deliver({
      to,
      from: 'stranger@unknown-fund.test',
      subject: 'RE: Valuation',
      conversation_id: message.conversation_id,
    });
    expect(reply.json<Json>()).toMatchObject({ sender: null, sender_address: 'stranger@unknown-fund.test' });

    const activity = await get<{ results: { id: number }[] }>(`/emails/?person=${ann}`);
    expect(activity.results.map((item) => item.id)).toContain(message.id);
    const thread = await get<{ count: number }>(
      `/emails/?conversation_id=${String(message.conversation_id)}&limit=10000`,
    );
    expect(thread.count).toBe(2);
    const newContacts = await get<{ email_address: string }[]>('/external_contacts/');
    expect(newContacts.filter((row) => row.email_address === 'stranger@unknown-fund.test')).toHaveLength(1);
    expect(newContacts.some((row) => row.email_address === 'ann.smith@home.test')).toBe(false);
  });

  it('refuses a mailbox that is no account, and a sender that is not an address', async () => {
    expect((await deliver({ to: t.fixture.people.bob, from: 'a@b.test' })).statusCode).toBe(400);
    expect((await deliver({ to: t.fixture.accounts.admin, from: 'not an address' })).statusCode).toBe(400);
  });
});
