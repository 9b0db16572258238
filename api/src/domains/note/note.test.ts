import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('user@ft8.test');
});
afterAll(() => t.close());

const detailNotes = async (person: number) =>
  (await t.app.inject({ url: `/api/people/${person}/`, headers: staff })).json<{
    notes: { id: number; text: string }[];
  }>().notes;

describe('POST notes/people/', () => {
  it('adds a note by the signed-in person, and people/{id}/ shows it first', async () => {
    const person = t.fixture.people.bob;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notes/people/',
      headers: staff,
      payload: { text: 'Called about the loan.', person },
    });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({
      text: 'Called about the loan.',
      person,
      creator: { id: t.fixture.accounts.user, full_name: 'Sam Taylor' },
    });
    expect(note.created_at).toBe(note.updated_at);
    expect((await detailNotes(person))[0]).toEqual({
      id: note.id,
      text: note.text,
      created_at: note.created_at,
      updated_at: note.updated_at,
      creator: note.creator,
    });
  });

  it('dates a note itself: a created_at sent is ignored, so no note is backdated', async () => {
    const before = new Date().toISOString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notes/people/',
      headers: staff,
      payload: { text: 'Old note', person: t.fixture.people.carol, created_at: '2024-01-02T03:04:05.000Z' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().created_at >= before).toBe(true);
  });

  it('refuses blank text and an unknown contact per field', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/notes/people/',
      headers: staff,
      payload: { text: '  \n', person: t.fixture.people.bob },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ text: ['This field may not be blank.'] });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/notes/people/',
      headers: staff,
      payload: { text: 'x', person: 999999 },
    });
    expect(unknown.json()).toEqual({ person: ['Invalid pk "999999" - object does not exist.'] });
    const missing = await t.app.inject({ method: 'POST', url: '/api/notes/people/', headers: staff, payload: {} });
    expect(missing.json()).toEqual({ text: ['This field is required.'], person: ['This field is required.'] });
  });

  it('is forbidden to clients and guests, even on their own record', async () => {
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const headers = await t.signIn(email);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notes/people/',
        headers,
        payload: { text: 'x', person: t.fixture.emails[email] },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("are the firm's: a client or guest reading their own record gets none of the staff's notes about them", async () => {
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const person = t.fixture.emails[email]!;
      const written = await t.app.inject({
        method: 'POST',
        url: '/api/notes/people/',
        headers: staff,
        payload: { text: `Internal about ${email}`, person },
      });
      expect(written.statusCode).toBe(201);
      const read = async (headers: Record<string, string>) =>
        (await t.app.inject({ method: 'GET', url: `/api/people/${person}/`, headers })).json<{
          notes: { text: string }[];
        }>();
      expect((await read(staff)).notes.map((note) => note.text)).toContain(`Internal about ${email}`);
      expect((await read(await t.signIn(email))).notes).toEqual([]);
    }
  });
});

describe('PATCH and DELETE notes/people/{id}/', () => {
  it('changes the text (also spelled `notes`) and moves updated_at, keeping the times its own', async () => {
    const person = t.fixture.people.carol;
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/notes/people/',
        headers: staff,
        payload: { text: 'Draft', person },
      })
    ).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/people/${created.id}/`,
      headers: staff,
      payload: { text: 'Final' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: created.id, text: 'Final', created_at: created.created_at, person });
    expect(patched.json().updated_at > created.updated_at).toBe(true);
    const alias = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/people/${created.id}/`,
      headers: staff,
      payload: {
        notes: 'Via notes',
        notes_created_at: '2024-06-01T00:00:00.000Z',
        notes_updated_at: '2024-06-02T00:00:00.000Z',
      },
    });
    // The times sent (the spec lists them) are ignored: the note keeps its creation time, the server sets the update's.
    expect(alias.json()).toMatchObject({ text: 'Via notes', created_at: created.created_at });
    expect(alias.json().updated_at >= patched.json().updated_at).toBe(true);
    expect((await detailNotes(person)).find((note) => note.id === created.id)?.text).toBe('Via notes');
  });

  it('refuses blank text and answers 404 for an unknown note or kind', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/notes/people/',
        headers: staff,
        payload: { text: 'Keep', person: t.fixture.people.bob },
      })
    ).json();
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `/api/notes/people/${created.id}/`,
      headers: staff,
      payload: { text: '' },
    });
    expect(blank.json()).toEqual({ text: ['This field may not be blank.'] });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/notes/people/999999/',
          headers: staff,
          payload: { text: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/notes/projects/${created.id}/`,
          headers: staff,
          payload: { text: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a note: 204, then gone from people/{id}/, then 404', async () => {
    const person = t.fixture.people.bob;
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/notes/people/',
        headers: staff,
        payload: { text: 'Delete me', person },
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notes/people/${created.id}/`, headers: staff })).statusCode,
    ).toBe(204);
    expect((await detailNotes(person)).some((note) => note.id === created.id)).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notes/people/${created.id}/`, headers: staff })).statusCode,
    ).toBe(404);
  });

  it('is forbidden to clients and guests', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/notes/people/',
        headers: staff,
        payload: { text: 'Staff only', person: t.fixture.people.bob },
      })
    ).json();
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const headers = await t.signIn(email);
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/notes/people/${created.id}/`,
            headers,
            payload: { text: 'x' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/notes/people/${created.id}/`, headers })).statusCode,
      ).toBe(403);
    }
  });
});

describe('notes on a project', () => {
  let admin: { authorization: string };
  let client: { authorization: string };
  let project: number;
  let membership: number;
  beforeAll(async () => {
    admin = await t.signIn('admin@ft8.test');
    client = await t.signIn('client@ft8.test');
    const created = await t.call('POST', '/projects/', admin, {
      name: `Notes Yard ${Date.now()}`,
      client: t.fixture.people.ann,
      project_types: [1],
      closing_date: '2027-03-01',
      members: [{ person: t.fixture.accounts.client, state: 3 }],
    });
    const body = created.body as { id: number; members: { id: number; person: number }[] };
    project = body.id;
    membership = body.members.find((member) => member.person === t.fixture.accounts.client)!.id;
  });

  const write = async (text: string) => {
    const created = await t.call('POST', '/notes/projects/', client, { text, project });
    expect(created.status).toBe(201);
    return created.body as { id: number; text: string; created_at: string; updated_at: string };
  };
  const notesNow = async () =>
    ((await t.call('GET', `/projects/${project}/`, admin)).body as { notes: { id: number; text: string }[] }).notes;

  it('dates a note itself, whatever created_at or notes_* times the writer sends', async () => {
    const before = new Date().toISOString();
    const sent = await t.call('POST', '/notes/projects/', client, {
      text: 'Backdated?',
      project,
      created_at: '2020-01-01T00:00:00.000Z',
    });
    const note = sent.body as { id: number; created_at: string; updated_at: string };
    expect(note.created_at >= before).toBe(true);
    const patched = await t.call('PATCH', `/notes/projects/${note.id}/`, client, {
      text: 'Backdated now?',
      created_at: '2020-01-01T00:00:00.000Z',
      notes_created_at: '2020-01-01T00:00:00.000Z',
      notes_updated_at: '2020-01-02T00:00:00.000Z',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ text: 'Backdated now?', created_at: note.created_at });
    expect((patched.body as { updated_at: string }).updated_at >= note.updated_at).toBe(true);
  });

  it('are no longer changed or deleted by their writer once off the board: following as a client, or removed', async () => {
    const first = await write('Written as a member');
    const second = await write('Also written as a member');
    expect((await t.call('PATCH', `/notes/projects/${first.id}/`, client, { text: 'Still mine' })).status).toBe(200);

    // A client on the team reads the notes and writes none (spec part 2 section 6).
    expect((await t.call('PATCH', `/projects/memberships/${membership}/`, admin, { state: 2 })).status).toBe(200);
    expect((await t.call('PATCH', `/notes/projects/${first.id}/`, client, { text: 'As a client' })).status).toBe(403);
    expect((await t.call('DELETE', `/notes/projects/${second.id}/`, client)).status).toBe(403);

    expect((await t.call('DELETE', `/projects/memberships/${membership}/`, admin)).status).toBe(204);
    expect((await t.call('PATCH', `/notes/projects/${first.id}/`, client, { text: 'After leaving' })).status).toBe(403);
    expect((await t.call('DELETE', `/notes/projects/${second.id}/`, client)).status).toBe(403);

    const kept = await notesNow();
    expect(kept.find((note) => note.id === first.id)?.text).toBe('Still mine');
    expect(kept.some((note) => note.id === second.id)).toBe(true);
    // Full access still edits and deletes them.
    expect((await t.call('DELETE', `/notes/projects/${second.id}/`, admin)).status).toBe(204);
  });
});
