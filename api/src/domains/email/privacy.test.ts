import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { storeSynced, type SyncedMessage } from './mailbox.js';

// Who reads a synced mailbox (messages.ts, readableBy): its account reads all of it; a colleague reads a message only
// when a contact is among the participants shown (sender, To, Cc), as that contact's email activity and thread do.

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
const stamp = `privacy-${crypto.randomUUID().slice(0, 8)}`;
/** The admin's synced messages, by what they test. */
const ids: Record<'private' | 'toContact' | 'bccOnly' | 'bccAndTo' | 'toColleague', number> = {
  private: 0,
  toContact: 0,
  bccOnly: 0,
  bccAndTo: 0,
  toColleague: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  // The admin's Outlook sent items, as Graph's sync stores them (admin@ft8.test is the admin's address).
  const sent = (name: keyof typeof ids, fields: Partial<SyncedMessage>): SyncedMessage => ({
    providerId: `${stamp}-${name}`,
    from: 'admin@ft8.test',
    to: [],
    cc: [],
    bcc: [],
    subject: `${stamp} ${name}`,
    content: `<p>${name}</p>`,
    conversationId: `${stamp}-${name}`,
    date: new Date(),
    mailboxId: t.fixture.accounts.admin,
    ...fields,
  });
  await storeSynced(t.database.db, [
    sent('private', { to: [`payroll-${stamp}@bureau.test`], subject: `${stamp} salary review` }),
    sent('toContact', { to: ['ann@acme.test'], cc: ['advisor@elsewhere.test'] }),
    sent('bccOnly', { to: ['desk@bureau.test'], bcc: ['bob@zeta.test'] }),
    sent('bccAndTo', { to: ['ann@acme.test'], bcc: ['bob@zeta.test'] }),
    sent('toColleague', { to: ['user@ft8.test'] }),
  ]);
  const stored = await t.database.db
    .selectFrom('email_message')
    .select(['id', 'provider_id'])
    .where('provider_id', 'like', `${stamp}-%`)
    .execute();
  for (const row of stored) ids[row.provider_id!.slice(stamp.length + 1) as keyof typeof ids] = row.id;
});
afterAll(() => t.close());

type Page = { count: number; results: { id: number }[] };
const listed = async (as: { authorization: string }, query: string) => {
  const { status, body } = await t.call('GET', `/emails/?${query}`, as);
  expect(status).toBe(200);
  return (body as Page).results.map((message) => message.id).sort((a, b) => a - b);
};
const sorted = (...list: number[]) => list.sort((a, b) => a - b);

describe('a mailbox read by colleagues', () => {
  it('lists and searches your whole mailbox, and only the messages with a contact of a colleague', async () => {
    expect(await listed(admin, `search=${stamp}`)).toEqual(
      sorted(ids.private, ids.toContact, ids.bccOnly, ids.bccAndTo, ids.toColleague),
    );
    // The colleague the admin wrote to reads it (it is in their mailbox too); the payroll message is the admin's alone.
    expect(await listed(user, `search=${stamp}`)).toEqual(sorted(ids.toContact, ids.bccAndTo, ids.toColleague));
    expect(await listed(user, `search=${stamp} salary`)).toEqual([]);
    expect(await listed(admin, `search=${stamp} salary`)).toEqual([ids.private]);
    // The admin's own person page shows a colleague the admin's mail with contacts, and what the admin sent them.
    expect(await listed(user, `person=${t.fixture.accounts.admin}&search=${stamp}`)).toEqual(
      sorted(ids.toContact, ids.bccAndTo, ids.toColleague),
    );
  });

  it('answers 404 for a message with no contact to anyone but its mailbox', async () => {
    expect((await t.call('GET', `/emails/${ids.private}/`, user)).status).toBe(404);
    expect((await t.call('GET', `/emails/${ids.bccOnly}/`, user)).status).toBe(404);
    expect(await t.call('GET', `/emails/${ids.private}/`, admin)).toMatchObject({
      status: 200,
      body: { id: ids.private, external_to: [`payroll-${stamp}@bureau.test`] },
    });
    expect(await t.call('GET', `/emails/${ids.toContact}/`, user)).toMatchObject({
      status: 200,
      body: { receiver: [t.fixture.people.ann], external_cc: ['advisor@elsewhere.test'] },
    });
  });

  it("keeps a thread with no contact out of a colleague's thread view", async () => {
    expect(await listed(user, `conversation_id=${stamp}-private&limit=10000`)).toEqual([]);
    expect(await listed(admin, `conversation_id=${stamp}-private&limit=10000`)).toEqual([ids.private]);
    expect(await listed(user, `conversation_id=${stamp}-toContact&person=${t.fixture.people.ann}&limit=10000`)).toEqual(
      [ids.toContact],
    );
  });

  it('shows mail to a contact on their activity to every member of staff', async () => {
    const { ann } = t.fixture.people;
    expect(await listed(user, `person=${ann}&search=${stamp}`)).toEqual(sorted(ids.toContact, ids.bccAndTo));
    expect(await listed(user, `person=${ann}&receiver=${ann}&search=${stamp}`)).toEqual(
      sorted(ids.toContact, ids.bccAndTo),
    );
  });

  it("leaves a Bcc'd contact's message off their activity for colleagues, and on it for the mailbox", async () => {
    const { bob } = t.fixture.people;
    expect(await listed(user, `person=${bob}&search=${stamp}`)).toEqual([]);
    expect(await listed(user, `receiver=${bob}&search=${stamp}`)).toEqual([]);
    expect(await listed(admin, `person=${bob}&search=${stamp}`)).toEqual(sorted(ids.bccOnly, ids.bccAndTo));
    expect(await listed(admin, `receiver=${bob}&search=${stamp}`)).toEqual(sorted(ids.bccOnly, ids.bccAndTo));
    // Nobody is shown the Bcc itself.
    expect((await t.call('GET', `/emails/${ids.bccAndTo}/`, admin)).body).toMatchObject({
      receiver: [t.fixture.people.ann],
      cc: [],
    });
  });

  it('forwards only a message you may read', async () => {
    expect(await t.call('POST', '/emails/forward_chain/', user, { message: ids.private })).toEqual({
      status: 400,
      body: { message: [`Invalid pk "${ids.private}" - object does not exist.`] },
    });
    const yours = await t.call('POST', '/emails/forward_chain/', admin, { message: ids.private });
    expect(yours.status).toBe(201);
    expect((yours.body as { body: string }).body).toContain('<p>private</p>');
    expect((await t.call('POST', '/emails/forward_chain/', user, { message: ids.toContact })).status).toBe(201);
  });

  it('still feeds New Contacts with the addresses of a message no colleague may read', async () => {
    const row = await t.database.db
      .selectFrom('external_contact')
      .select('email_address')
      .where('email_address', '=', `payroll-${stamp}@bureau.test`)
      .executeTakeFirst();
    expect(row).toBeDefined();
  });
});
