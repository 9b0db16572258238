import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const NOTES = `query ($id: ID!) { person(id: $id) { id notes { id text creator { fullName } } } }`;
const CREATE = `mutation ($input: CreateNoteInput!) { createNote(input: $input) { note { id text createdAt } userErrors { field message } } }`;
const UPDATE = `mutation ($input: UpdateNoteInput!) { updateNote(input: $input) { note { id text } userErrors { field message } } }`;
const DELETE = `mutation ($input: DeleteNoteInput!) { deleteNote(input: $input) { deletedId userErrors { field message } } }`;

type Notes = { person: { notes: { id: string; text: string; creator: { fullName: string } }[] } };

describe('notes', () => {
  let bff: TestBff;
  let admin: string;
  let personId: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    // A contact of this file's own: its notes are the ones this file writes.
    const stamp = `note${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const person = await restCall<{ id: number }>('POST', 'people/', admin, {
      first_name: 'Noted',
      last_name: stamp,
      company: `Notes ${stamp}`,
      profile_type: 2,
      emails: [{ email: `noted.${stamp}@bff.test`, label: 'Work' }],
    });
    personId = String(person.id);
  });
  afterAll(() => bff.close());

  it('creates, edits and deletes a note, each visible on the person', async () => {
    const created = await gql(bff, CREATE, { token: admin, variables: { input: { personId, text: 'From the bff' } } });
    const note = (created.body.data?.createNote as { note: { id: string; text: string } }).note;
    expect(note.text).toBe('From the bff');
    const read = async () => (await gql(bff, NOTES, { token: admin, variables: { id: personId } })).body.data as Notes;
    expect((await read()).person.notes).toEqual([
      { id: note.id, text: 'From the bff', creator: { fullName: 'Alex Morgan' } },
    ]);

    const updated = await gql(bff, UPDATE, { token: admin, variables: { input: { id: note.id, text: 'Edited' } } });
    expect(updated.body.data?.updateNote).toEqual({ note: { id: note.id, text: 'Edited' }, userErrors: [] });
    expect((await read()).person.notes.map((item) => [item.id, item.text])).toEqual([[note.id, 'Edited']]);

    const deleted = await gql(bff, DELETE, { token: admin, variables: { input: { id: note.id } } });
    expect(deleted.body.data?.deleteNote).toEqual({ deletedId: note.id, userErrors: [] });
    expect((await read()).person.notes).toEqual([]);
  });

  it('answers blank text and an unknown contact as userErrors with the server messages', async () => {
    const blank = await gql(bff, CREATE, { token: admin, variables: { input: { personId, text: '   ' } } });
    expect(blank.body.data?.createNote).toEqual({
      note: null,
      userErrors: [{ field: 'text', message: 'This field may not be blank.' }],
    });
    const unknown = await gql(bff, CREATE, { token: admin, variables: { input: { personId: '999999', text: 'x' } } });
    expect(unknown.body.data?.createNote).toEqual({
      note: null,
      userErrors: [{ field: 'personId', message: 'Invalid pk "999999" - object does not exist.' }],
    });
  });

  it('is forbidden to a client: a GraphQL error with status 403', async () => {
    const client = await restToken(CLIENT_EMAIL);
    const answer = await gql(bff, CREATE, { token: client, variables: { input: { personId, text: 'x' } } });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
