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

type DraftJson = {
  id: number;
  to: number[];
  cc: number[];
  to_people: { id: number; full_name: string; email: string | null }[];
  subject: string;
  is_company: boolean;
};
async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: headers as Record<string, string>,
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.body ? response.json<unknown>() : undefined };
}

describe('drafts', () => {
  it('creates a draft to contacts, changes it, and shows each recipient with their first email', async () => {
    const { ann, bob, carol } = t.fixture.people;
    expect(await call('POST', '/emails/contexts/', user, { to: [ann, 999999] })).toEqual({
      status: 400,
      body: { to: ['Invalid pk "999999" - object does not exist.'] },
    });
    const created = await call('POST', '/emails/contexts/', user, { to: [bob, ann, bob], is_company: true });
    expect(created.status).toBe(201);
    const draft = created.body as DraftJson;
    expect(draft).toMatchObject({ to: [bob, ann], cc: [], is_company: true, subject: '' });
    expect(draft.to_people.map((person) => [person.full_name, person.email])).toEqual([
      ['Bob Jones', 'bob@zeta.test'],
      ['Ann Smith', 'ann@acme.test'],
    ]);
    const patched = (await call('PATCH', `/emails/contexts/${draft.id}/`, user, { subject: 'Terms', cc: [carol] }))
      .body as DraftJson;
    expect(patched).toMatchObject({ subject: 'Terms', to: [bob, ann], cc: [carol] });
    // Someone else's draft does not exist for you.
    expect((await call('GET', `/emails/contexts/${draft.id}/`, admin)).status).toBe(404);
    expect(((await call('GET', '/emails/contexts/?is_sent=0', user)).body as DraftJson[]).map((row) => row.id)).toEqual(
      [draft.id],
    );
  });

  it('saves a draft as a template, and a template as a new draft with its recipients', async () => {
    const draft = (await call('POST', '/emails/contexts/', user, { to: [t.fixture.people.ann], subject: 'Hello' }))
      .body as DraftJson;
    expect((await call('POST', `/emails/contexts/${draft.id}/save_as_template/`, user, { name: ' ' })).body).toEqual({
      name: ['This field may not be blank.'],
    });
    const template = (await call('POST', `/emails/contexts/${draft.id}/save_as_template/`, user, { name: 'Intro' }))
      .body as { id: number; name: string; subject: string };
    expect(template).toMatchObject({ name: 'Intro', subject: 'Hello' });
    const fromTemplate = (
      await call('POST', `/emails/templates/${template.id}/save_as_draft/`, user, {
        to: [t.fixture.people.carol],
      })
    ).body as { id: number };
    const loaded = (await call('GET', `/emails/contexts/${fromTemplate.id}/`, user)).body as DraftJson;
    expect(loaded).toMatchObject({ subject: 'Hello', to: [t.fixture.people.carol] });
    expect(
      (await call('DELETE', '/emails/contexts/delete_multiple/', user, { ids: [draft.id, loaded.id] })).body,
    ).toEqual({
      deleted: [draft.id, loaded.id].sort((a, b) => a - b),
    });
  });
});

describe('templates', () => {
  it('creates blank templates, lists them sorted and searched, filters company ones, and deletes them', async () => {
    const make = async (name: string, subject: string, isCompany: boolean) => {
      const blank = (await call('POST', '/emails/templates/', user)).body as { id: number; name: string };
      expect(blank.name).toBe('');
      return (
        (await call('PATCH', `/emails/templates/${blank.id}/`, user, { name, subject, is_company: isCompany }))
          .body as { id: number }
      ).id;
    };
    const a = await make('Alpha intro', 'First words', false);
    const b = await make('Beta company', 'To the firm', true);
    const page = (await call('GET', '/emails/templates/?sort=name', user)).body as {
      count: number;
      results: { id: number }[];
    };
    const ids = page.results.map((row) => row.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(
      ((await call('GET', '/emails/templates/?search=firm', user)).body as { results: { id: number }[] }).results.map(
        (row) => row.id,
      ),
    ).toEqual([b]);
    expect(
      ((await call('GET', '/emails/templates/?is_company=1', user)).body as { results: { id: number }[] }).results.map(
        (row) => row.id,
      ),
    ).toEqual([b]);
    expect((await call('PATCH', `/emails/templates/${a}/`, user, { name: '' })).status).toBe(400);
    expect((await call('GET', `/emails/templates/${a}/`, admin)).status).toBe(404);
    expect((await call('DELETE', '/emails/templates/', user, { ids: [a, b] })).body).toEqual({
      deleted: [a, b].sort((x, y) => x - y),
    });
  });
});
