import { PersonDetail } from '@ft8/contract/contact';
import { PersonNote } from '@ft8/contract/note';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, messages, type PersonDetailJson } from './answers.js';
import { api, get, signIn } from './client.js';
import { createPerson } from './records.js';

type NoteJson = {
  id: number;
  text: string;
  person: number;
  created_at: string;
  updated_at: string;
  creator: { id: number; full_name: string } | null;
};

let staff: string;
let person: number;
beforeAll(async () => {
  staff = (await signIn('user')).token;
  person = (await createPerson(staff)).id;
});

describe('notes/people/', () => {
  it('creates, changes and deletes a note, and people/{id}/ shows each state', async () => {
    const created = await api<NoteJson>('POST', 'notes/people/', {
      token: staff,
      body: { text: 'Contract note', person },
    });
    expect(created.status, created.text).toBe(201);
    expectAnswer(PersonNote, created.body);
    expect(created.body).toMatchObject({ text: 'Contract note', person });

    const detail = async () => (await get<PersonDetailJson>(`people/${person}/`, staff)).body;
    const first = await detail();
    expectAnswer(PersonDetail, first);
    const { person: _person, ...asInDetail } = created.body;
    expect(first.notes).toEqual([asInDetail]);

    const patched = await api<NoteJson>('PATCH', `notes/people/${created.body.id}/`, {
      token: staff,
      body: { text: 'Contract note, edited' },
    });
    expect(patched.status).toBe(200);
    expectAnswer(PersonNote, patched.body);
    const { person: _samePerson, ...patchedInDetail } = patched.body;
    expect((await detail()).notes).toEqual([patchedInDetail]);

    expect((await api('DELETE', `notes/people/${created.body.id}/`, { token: staff })).status).toBe(204);
    expect((await detail()).notes).toEqual([]);
    expect((await api('DELETE', `notes/people/${created.body.id}/`, { token: staff })).body).toEqual(messages.notFound);
  });

  it('answers per-field errors for blank text', async () => {
    const response = await api('POST', 'notes/people/', { token: staff, body: { text: ' ', person } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ text: ['This field may not be blank.'] });
  });

  it('is forbidden to clients and guests', async () => {
    for (const role of ['client', 'guest'] as const) {
      const { token, user } = await signIn(role);
      const response = await api('POST', 'notes/people/', { token, body: { text: 'x', person: user.id } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(messages.forbidden);
    }
  });
});
