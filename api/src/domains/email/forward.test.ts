import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  await t.app.inject({ method: 'GET', url: '/api/auth/login_with_ms/?state=/', headers: admin });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload && { payload }) });
  return { status: response.statusCode, body: response.json<Json>() };
}

describe('forwarding (emails/forward_chain/)', () => {
  it('makes a forward draft; sent, it is one message to every contact in To, in the same thread, marked forwarded', async () => {
    const original = (await call('GET', `/emails/${t.fixture.domains.email.message}/`)).body;
    const created = await call('POST', '/emails/forward_chain/', { message: original.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ subject: 'Fw: Hello', to: [], is_sent: false });
    expect(created.body.body).toContain('Forwarded message');
    expect(created.body.body).toContain('<p>Dear Ann</p>');

    const draft = created.body.id as number;
    const { bob, dan } = t.fixture.people;
    await call('PATCH', `/emails/contexts/${draft}/`, {
      to: [bob, dan],
      body: `<p>FYI</p>${String(created.body.body)}`,
    });
    const sent = await call('POST', `/emails/contexts/${draft}/send/`);
    expect(sent.body).toMatchObject({
      is_sent: true,
      results: [{ recipient: 'forward', to: [bob, dan], status: 'sent' }],
    });
    const messageId = (sent.body.results as { message: number }[])[0]!.message;
    const message = (await call('GET', `/emails/${messageId}/`)).body;
    expect(message).toMatchObject({
      subject: 'Fw: Hello',
      receiver: [bob, dan],
      conversation_id: original.conversation_id,
      is_forwarded: true,
    });
    const thread = await call('GET', `/emails/?conversation_id=${String(original.conversation_id)}&limit=10000`);
    expect((thread.body.results as { id: number }[]).map((item) => item.id)).toEqual(
      expect.arrayContaining([original.id, messageId]),
    );
    // A retry sends nothing twice; forwarding a forward keeps one 'Fw:'.
    expect((await call('POST', `/emails/contexts/${draft}/send/`)).body).toMatchObject({
      results: [{ status: 'already_sent', message: messageId }],
    });
    expect((await call('POST', '/emails/forward_chain/', { message: messageId })).body.subject).toBe('Fw: Hello');
  });

  it('answers 400 for a message that does not exist', async () => {
    expect(await call('POST', '/emails/forward_chain/', { message: 999999 })).toEqual({
      status: 400,
      body: { message: ['Invalid pk "999999" - object does not exist.'] },
    });
  });
});
