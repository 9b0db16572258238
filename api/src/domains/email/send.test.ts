import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
});
afterAll(() => t.close());

type Email = {
  id: number;
  subject: string;
  content: string;
  sender: number | null;
  receiver: number[];
  cc: number[];
  external_cc: string[];
  conversation_id: string;
  has_unsafe_content: boolean;
};
type SendAnswer = {
  is_sent: boolean;
  results: { recipient: string; to: number[]; company: string | null; status: string; message: number | null }[];
};

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: object, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: headers as Record<string, string>,
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.body ? response.json<unknown>() : undefined };
}
const connect = (headers: object) =>
  t.app.inject({ method: 'GET', url: '/api/auth/login_with_ms/?state=/', headers: headers as Record<string, string> });
async function draft(headers: object, fields: object) {
  return ((await call('POST', '/emails/contexts/', headers, fields)).body as { id: number }).id;
}
const messagesOf = async (person: number, query = '') =>
  (await call('GET', `/emails/?person=${person}&ordering=-date${query}`, admin)).body as {
    count: number;
    results: Email[];
  };

describe('sending a draft', () => {
  it('needs a connected Outlook account: You need to be authenticated with Outlook to do that', async () => {
    const id = await draft(user, { to: [t.fixture.people.ann], subject: 'Hi' });
    expect(await call('POST', `/emails/contexts/${id}/send/`, user)).toEqual({
      status: 400,
      body: { non_field_errors: ['You need to be authenticated with Outlook to do that'] },
    });
  });

  it('sends one message per recipient with the variables filled and escaped, and a retry sends nothing twice', async () => {
    await connect(admin);
    const { ann, bob, carol } = t.fixture.people;
    await t.database.db
      .updateTable('person')
      .set({ first_name: 'Bob<img src=x onerror=alert(1)>' })
      .where('id', '=', bob)
      .execute();
    const id = await draft(admin, {
      to: [ann, bob],
      cc: [carol],
      subject: 'For {{first_name}} {{last_name}}',
      body: '<p>Dear {{ first_name }}, about {{project_name}} ({{capital_required}}) {{unknown}}</p>',
      project: t.fixture.domains.project.deal,
    });
    const sent = await call('POST', `/emails/contexts/${id}/send/`, admin);
    expect(sent.status).toBe(200);
    const answer = sent.body as SendAnswer;
    expect(answer.is_sent).toBe(true);
    expect(answer.results.map((result) => [result.recipient, result.to, result.status])).toEqual([
      [`person:${ann}`, [ann], 'sent'],
      [`person:${bob}`, [bob], 'sent'],
    ]);
    const toBob = (await call('GET', `/emails/${answer.results[1]!.message}/`, admin)).body as Email;
    expect(toBob).toMatchObject({ receiver: [bob], cc: [carol], sender: t.fixture.accounts.admin });
    expect(toBob.subject).toBe('For Bob<img src=x onerror=alert(1)> Jones');
    expect(toBob.content).toContain('Dear Bob&lt;img src=x onerror=alert(1)&gt;, about ');
    expect(toBob.content).toMatch(/\(£[\d,.]+\) \{\{unknown\}\}<\/p><div data-signature="">/);
    expect(toBob.content).not.toContain('{{project_name}}');

    // The draft is sent; sending again (a retry) reports every recipient as already sent and sends nothing.
    const before = (await messagesOf(bob)).count;
    const again = (await call('POST', `/emails/contexts/${id}/send/`, admin)).body as SendAnswer;
    expect(again.results.map((result) => result.status)).toEqual(['already_sent', 'already_sent']);
    expect(again.results[1]!.message).toBe(answer.results[1]!.message);
    expect((await messagesOf(bob)).count).toBe(before);
    const drafts = (await call('GET', '/emails/contexts/?is_sent=1', admin)).body as { id: number }[];
    expect(drafts.map((row) => row.id)).toContain(id);

    // A recipient added to the draft afterwards gets it on the next try; the others do not get it again.
    await call('PATCH', `/emails/contexts/${id}/`, admin, { to: [ann, bob, carol] });
    const third = (await call('POST', `/emails/contexts/${id}/send/`, admin)).body as SendAnswer;
    expect(third.results.map((result) => result.status)).toEqual(['already_sent', 'already_sent', 'sent']);
  });

  it('sends a company email once per company, To its contacts, with the company variables', async () => {
    await connect(admin);
    const { ann, bob, dan } = t.fixture.people;
    const id = await draft(admin, {
      to: [ann, bob, dan],
      is_company: true,
      body: '<p>{{multiple_full_names}} / {{multiple_first_names}} / {{multiple_surnames}}</p>',
    });
    const answer = (await call('POST', `/emails/contexts/${id}/send/`, admin)).body as SendAnswer;
    expect(answer.results.map((result) => [result.company, result.to, result.status])).toEqual([
      ['Acme Capital', [ann, dan], 'sent'],
      ['Zeta Homes', [bob], 'sent'],
    ]);
    const toAcme = (await call('GET', `/emails/${answer.results[0]!.message}/`, admin)).body as Email;
    expect(toAcme.receiver).toEqual([ann, dan]);
    // The sender's signature goes below the body.
    expect(toAcme.content).toMatch(
      /^<p>Ann Smith and Dan Brown \/ Ann and Dan \/ Smith and Brown<\/p><div data-signature=""><p>.+<\/p><\/div>$/,
    );
  });

  it('previews what sending would send, message by message, and reports a send’s progress', async () => {
    const { ann, bob, dan } = t.fixture.people;
    const id = await draft(admin, {
      to: [ann, dan, bob],
      subject: 'For {{first_name}}',
      body: '<p>Dear {{title}} {{last_name}}</p>',
    });
    const preview = (await call('GET', `/emails/contexts/${id}/preview/?limit=2`, admin)).body as {
      count: number;
      results: { recipient: string; to: number[]; subject: string; content: string }[];
    };
    expect(preview.count).toBe(3);
    expect(preview.results.map((entry) => [entry.recipient, entry.to, entry.subject])).toEqual([
      [`person:${ann}`, [ann], 'For Ann'],
      [`person:${dan}`, [dan], 'For Dan'],
    ]);
    expect(preview.results[0]!.content).toMatch(/^<p>Dear (Mrs|Ms|Mr|Dr|Miss)?\s?Smith<\/p><div data-signature="">/);
    expect((await call('GET', `/emails/contexts/${id}/progress/`, admin)).body).toEqual({ total: 3, sent: 0 });
    await connect(admin);
    await call('POST', `/emails/contexts/${id}/send/`, admin);
    expect((await call('GET', `/emails/contexts/${id}/progress/`, admin)).body).toEqual({ total: 3, sent: 3 });
    // Another account's draft is not found.
    expect((await call('GET', `/emails/contexts/${id}/preview/`, user)).status).toBe(404);
  });

  it('sends a contact with a title one message, whatever other lookup lists share its id', async () => {
    const { ann } = t.fixture.people;
    // A title whose id other lookup lists have too (ids count from 1 in each list).
    const { rows } = await sql<{ id: number; name: string; others: number }>`SELECT t.id, t.name,
      (SELECT count(*)::int FROM lookup o WHERE o.id = t.id AND o.kind <> 'title') AS others
      FROM lookup t WHERE t.kind = 'title' ORDER BY others DESC, t.id LIMIT 1`.execute(t.database.db);
    const title = rows[0]!;
    expect(title.others).toBeGreaterThan(1);
    expect((await call('PATCH', `/people/${ann}/`, admin, { title: title.id })).status).toBe(200);
    const id = await draft(admin, { to: [ann], subject: 'Hello', body: '<p>Dear {{title}} {{last_name}}</p>' });
    const preview = (await call('GET', `/emails/contexts/${id}/preview/`, admin)).body as {
      count: number;
      results: { to: number[]; content: string }[];
    };
    expect(preview.count).toBe(1);
    expect(preview.results[0]!.to).toEqual([ann]);
    expect(preview.results[0]!.content).toMatch(new RegExp(`^<p>Dear ${title.name} Smith</p>`));
  });

  it("stores a hostile body as given but marks it, and another account's draft is not found", async () => {
    await connect(admin);
    const hostile =
      '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const id = await draft(admin, { to: [t.fixture.people.carol], body: hostile });
    expect((await call('POST', `/emails/contexts/${id}/send/`, user)).status).toBe(404);
    const answer = (await call('POST', `/emails/contexts/${id}/send/`, admin)).body as SendAnswer;
    const message = (await call('GET', `/emails/${answer.results[0]!.message}/`, admin)).body as Email;
    expect(message).toMatchObject({ has_unsafe_content: true });
    expect((message as { content: string }).content.startsWith(hostile)).toBe(true);
    const plain = (await call('GET', `/emails/${t.fixture.domains.email.message}/`, admin)).body as Email;
    expect(plain).toMatchObject({ has_unsafe_content: false, external_cc: ['someone@elsewhere.test'] });
  });
});

describe("a contact's email activity", () => {
  it('lists messages sent to or from the contact, newest first, with sender, receiver, search and dates', async () => {
    const { ann, carol } = t.fixture.people;
    const { admin: me } = t.fixture.accounts;
    const all = await messagesOf(carol);
    expect(all.count).toBeGreaterThan(0);
    const dates = all.results.map((row) => (row as Email & { date: string }).date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Carol was in cc of the fixture's message and of the first send; she sent nothing.
    expect((await messagesOf(carol, `&sender=${carol}`)).count).toBe(0);
    expect((await messagesOf(carol, `&receiver=${carol}`)).count).toBe(all.count);
    expect((await messagesOf(ann, `&sender=${me}`)).results.every((row) => row.sender === me)).toBe(true);
    expect(await call('GET', `/emails/?person=${ann}&sender=${me}&receiver=${ann}`, admin)).toEqual({
      status: 400,
      body: { non_field_errors: ['Choose sender or receiver, not both.'] },
    });
    expect((await messagesOf(ann, '&search=HELLO')).results.map((row) => row.id)).toEqual([
      t.fixture.domains.email.message,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await messagesOf(ann, `&date_from=${today}&date_to=${today}`)).count).toBe((await messagesOf(ann)).count);
    expect((await messagesOf(ann, '&date_to=2000-01-01')).count).toBe(0);
    const thread = (await call('GET', `/emails/?conversation_id=c-1&person=${ann}&limit=10000`, admin)).body as {
      results: Email[];
    };
    expect(thread.results.map((row) => row.id)).toEqual([t.fixture.domains.email.message]);
    const client = await t.signIn('client@ft8.test');
    expect((await call('GET', `/emails/?person=${ann}`, client)).status).toBe(403);
  });

  it('orders by date either way, and ignores an unknown ordering (newest first), as DRF drops unknown fields', async () => {
    const { carol } = t.fixture.people;
    const ids = async (ordering: string) =>
      (
        (await call('GET', `/emails/?person=${carol}&ordering=${ordering}`, admin)).body as { results: Email[] }
      ).results.map((row) => row.id);
    const newest = await ids('-date');
    expect(newest.length).toBeGreaterThan(1);
    expect(await ids('date')).toEqual([...newest].reverse());
    expect(await ids('nope')).toEqual(newest);
  });
});
