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

type Json = Record<string, unknown> & { id: number };
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: headers as Record<string, string>, ...(payload && { payload }) });
const valid = (overrides: object = {}) => ({
  first_name: 'Nina',
  last_name: 'Kerr',
  company: 'Kerr Estates',
  profile_type: 2,
  emails: [{ email: `Nina.${Date.now()}@Kerr.TEST`, label: 'Work' }, null],
  ...overrides,
});

describe('POST people/', () => {
  it('creates a contact: emails lowercased, null entries dropped, tags lowercased and deduplicated, lists saved', async () => {
    const body = valid({
      tags: ['London', 'london ', 'BRIDGING'],
      phones: [
        { number: ' 07700 900000 ', label: 'Mobile' },
        { number: '', label: 'Work' },
      ],
      categories: [1],
      locations: [1],
      rating: 2,
    });
    const response = await send('POST', 'people/', user, body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Json>();
    expect(created).toMatchObject({
      first_name: 'Nina',
      full_name: 'Nina Kerr',
      company: 'Kerr Estates',
      profile_type: 2,
      invite_status: 0,
      emails: [{ email: body.emails[0]!.email.toLowerCase(), label: 'Work' }],
      phones: [{ number: '07700 900000', label: 'Mobile' }],
      tags: ['bridging', 'london'],
      categories: [1],
      locations: [1],
      rating: 2,
      is_capital_provider: true,
      notes: [],
      created_by: t.fixture.accounts.user,
    });
    const read = await t.app.inject({ url: `/api/people/${created.id}/`, headers: user });
    expect(read.json()).toEqual(created);
    const listed = await t.app.inject({
      url: `/api/people/?search=${encodeURIComponent(body.emails[0]!.email.toLowerCase())}`,
      headers: user,
    });
    expect(listed.json<{ count: number }>().count).toBe(1);
  });

  it('requires first name, last name, user type, company and the first email', async () => {
    const response = await send('POST', 'people/', user, { first_name: ' ', emails: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['This field may not be blank.'],
      last_name: ['This field is required.'],
      profile_type: ['This field is required.'],
      company: ['This field is required.'],
      emails: ['The first email address is required.'],
    });
  });

  it("answers 'Email address is not valid' for an invalid email", async () => {
    const response = await send('POST', 'people/', user, valid({ emails: [{ email: 'not-an-email', label: 'Work' }] }));
    expect(response.json()).toEqual({ emails: ['Email address is not valid'] });
  });

  it('names the contact whose work email it is, with its id, so that the Conflicting Email Address dialog can link to it', async () => {
    const response = await send(
      'POST',
      'people/',
      user,
      valid({ emails: [{ email: 'ANN@acme.test', label: 'Work' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      emails: ['This work email address is already being used by: Ann Smith'],
      conflicting_person: [String(t.fixture.people.ann)],
    });
  });

  it('lets only admins choose the Admin user type', async () => {
    const byUser = await send('POST', 'people/', user, valid({ profile_type: 1 }));
    expect(byUser.json()).toEqual({ profile_type: ['Only admins can choose the Admin user type.'] });
    const byAdmin = await send('POST', 'people/', admin, valid({ profile_type: 1 }));
    expect(byAdmin.statusCode).toBe(201);
  });

  it('keeps Client Class for clients and checks lookup ids', async () => {
    const notClient = await send('POST', 'people/', user, valid({ client_class: 1 }));
    expect(notClient.json()).toEqual({ client_class: ['Client Class is only for clients.'] });
    const client = await send('POST', 'people/', user, valid({ profile_type: 3, client_class: 1 }));
    expect(client.statusCode, client.body).toBe(201);
    const unknown = await send('POST', 'people/', user, valid({ categories: [999] }));
    expect(unknown.json()).toEqual({ categories: ['Invalid pk "999" - object does not exist.'] });
  });
});

describe('PATCH and PUT people/{id}/', () => {
  it('changes only the fields sent and answers the contact with its notes', async () => {
    const { id } = (await send('POST', 'people/', user, valid({ job_title: 'Analyst', tags: ['a'] }))).json<Json>();
    const response = await send('PATCH', `people/${id}/`, user, { job_title: 'Director', tags: ['B', 'b'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, job_title: 'Director', first_name: 'Nina', tags: ['b'], notes: [] });
  });

  it('checks the rules on the fields sent, including the conflicting work email', async () => {
    const bob = t.fixture.people.bob;
    expect((await send('PATCH', `people/${bob}/`, user, { company: '' })).json()).toEqual({
      company: ['This field may not be blank.'],
    });
    const longTag = await send('PATCH', `people/${bob}/`, user, { tags: ['ok', 'x'.repeat(101)] });
    expect(longTag.statusCode).toBe(400);
    expect(longTag.json()).toEqual({ tags: ['Ensure each tag has no more than 100 characters.'] });
    expect((await send('PATCH', `people/${bob}/`, user, { tags: ['x'.repeat(100)] })).statusCode).toBe(200);
    expect(
      (
        await send('PATCH', `people/${bob}/`, user, { emails: [{ email: 'carol@betalaw.test', label: 'Work' }] })
      ).json(),
    ).toEqual({
      emails: ['This work email address is already being used by: Carol Smithson'],
      conflicting_person: [String(t.fixture.people.carol)],
    });
    // Its own work email is no conflict.
    expect(
      (await send('PATCH', `people/${bob}/`, user, { emails: [{ email: 'BOB@zeta.test', label: 'Work' }] })).statusCode,
    ).toBe(200);
  });

  it('needs the required fields on PUT', async () => {
    const response = await send('PUT', `people/${t.fixture.people.bob}/`, user, { rating: 1 });
    expect(response.json()).toMatchObject({
      first_name: ['This field is required.'],
      company: ['This field is required.'],
    });
  });

  it("forbids a user editing an admin, and anyone changing someone else's preferences", async () => {
    const response = await send('PATCH', `people/${t.fixture.accounts.admin}/`, user, { job_title: 'X' });
    expect(response.statusCode).toBe(403);
    expect(
      (await send('PATCH', `people/${t.fixture.accounts.user}/`, admin, { job_title: 'Associate' })).statusCode,
    ).toBe(200);
    expect((await send('PATCH', `people/${t.fixture.people.bob}/`, admin, { signature: 'x' })).statusCode).toBe(403);
  });

  it('keeps the own-preferences path: a staff member editing their own record gets the current user back', async () => {
    const response = await send('PATCH', `people/${t.fixture.accounts.user}/`, user, {
      signature: '<p>Regards</p>',
      job_title: 'Associate',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      signature: '<p>Regards</p>',
      job_title: 'Associate',
      table_column_prefs: {},
    });
  });
});

describe('DELETE people/{id}/', () => {
  it('soft-deletes for admins: the contact leaves the list with deleted_at and deleted_by', async () => {
    const { id } = (await send('POST', 'people/', user, valid())).json<Json>();
    expect((await send('DELETE', `people/${id}/`, user)).statusCode).toBe(403);
    expect((await send('DELETE', `people/${id}/`, admin)).statusCode).toBe(204);
    const row = await t.database.db
      .selectFrom('person')
      .select(['is_deleted', 'deleted_by', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_deleted: true, deleted_by: t.fixture.accounts.admin });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect((await t.app.inject({ url: `/api/people/?id=${id}`, headers: admin })).json<{ count: number }>().count).toBe(
      0,
    );
    expect((await send('DELETE', `people/${id}/`, admin)).statusCode).toBe(404);
  });

  it('refuses deleting your own record', async () => {
    const response = await send('DELETE', `people/${t.fixture.accounts.admin}/`, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You cannot delete your own record.' });
  });
});

describe('invite and revoke', () => {
  const outbox = async (email: string) =>
    (await t.app.inject({ url: `/api/sandbox/mail/?to=${email}` })).json<{ subject: string; body: string }[]>();

  it('invites: Pending, a mail with the invite link; the link sets a password and accepts; resend is for admins', async () => {
    const email = `invitee.${Date.now()}@kerr.test`;
    const { id } = (await send('POST', 'people/', user, valid({ emails: [{ email, label: 'Work' }] }))).json<Json>();
    const invited = await send('POST', `people/${id}/invite/`, user, { profile_type: 3 });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ invite_status: 1, profile_type: 3 });
    const [mail] = await outbox(email);
    const [, person, token] = /http:\/\/web\.test\/invite\/(\d+)\/([\w-]+)/.exec(mail!.body) ?? [];
    expect(Number(person)).toBe(id);
    expect((await send('POST', `people/${id}/invite/`, user)).statusCode).toBe(403);
    expect((await send('POST', `people/${id}/invite/`, admin)).statusCode).toBe(200);
    // The resend killed the first link.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password/',
          payload: { person: id, token, password: 'a-new-pass-1' },
        })
      ).statusCode,
    ).toBe(400);
    const [resent] = await outbox(email);
    const [, , token2] = /\/invite\/(\d+)\/([\w-]+)/.exec(resent!.body) ?? [];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password/',
          payload: { person: id, token: token2, password: 'a-new-pass-1' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/people/${id}/`, headers: user })).json()).toMatchObject({
      invite_status: 2,
    });
    expect((await send('POST', `people/${id}/invite/`, admin)).json()).toEqual({
      invite_status: ['This contact has already accepted an invite.'],
    });

    const revoked = await send('DELETE', `people/${id}/revoke/`, user);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ invite_status: 0 });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { email, password: 'a-new-pass-1' },
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('refuses revoking your own record, and a user revoking an admin', async () => {
    expect((await send('DELETE', `people/${t.fixture.accounts.user}/revoke/`, user)).json()).toEqual({
      detail: 'You cannot revoke your own record.',
    });
    expect((await send('DELETE', `people/${t.fixture.accounts.admin}/revoke/`, user)).statusCode).toBe(403);
  });
});

describe('POST and PATCH capital_provider/', () => {
  it('creates criteria for a contact with the required fields and updates only what is sent', async () => {
    const { id: person } = (await send('POST', 'people/', user, valid({ categories: [1] }))).json<Json>();
    const missing = await send('POST', 'capital_provider/', user, { person, is_debt: false, is_equity: false });
    expect(missing.json()).toEqual({
      is_debt: ['At least one of debt or equity must be selected.'],
      cp_subcategory_types: ['This field is required.'],
      investment_classes: ['This field is required.'],
      description: ['This field may not be blank.'],
    });
    const created = await send('POST', 'capital_provider/', user, {
      person,
      cp_subcategory_types: [1],
      investment_classes: [2],
      description: 'Bridge loans',
      max_ltv: 70.5,
      min_size: 250000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const criteria = created.json<Json>();
    expect(criteria).toMatchObject({
      person,
      is_debt: true,
      is_equity: false,
      max_ltv: 70.5,
      min_size: 250000,
      description: 'Bridge loans',
    });
    expect(
      (
        await send('POST', 'capital_provider/', user, {
          person,
          cp_subcategory_types: [1],
          investment_classes: [2],
          description: 'x',
        })
      ).json(),
    ).toEqual({ person: ['This contact already has capital provider information.'] });
    const patched = await send('PATCH', `capital_provider/${criteria.id}/`, user, {
      is_equity: true,
      is_debt: false,
      min_roe: 1.5,
    });
    expect(patched.json()).toMatchObject({
      is_debt: false,
      is_equity: true,
      min_roe: 1.5,
      max_ltv: 70.5,
      investment_classes: [2],
    });
    expect((await send('PATCH', `capital_provider/${criteria.id}/`, user, { is_equity: false })).json()).toEqual({
      is_debt: ['At least one of debt or equity must be selected.'],
    });
    expect((await t.app.inject({ url: `/api/people/${person}/`, headers: user })).json()).toMatchObject({
      capital_provider: criteria.id,
    });
  });
});
