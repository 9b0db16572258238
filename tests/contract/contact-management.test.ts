import { beforeAll, describe, expect, it } from 'vitest';
import { PersonDetail, PersonPage } from '@ft8/contract/contact';
import {
  ExternalContacts,
  ImportedDuplicates,
  PersonMerges,
  PossibleDuplicates,
} from '@ft8/contract/contact-management';
import { api, get, signIn } from './client.js';
import { expectAnswer, type PageJson, type PersonDetailJson } from './answers.js';

let admin: string;
let user: string;
beforeAll(async () => {
  admin = (await signIn('admin')).token;
  user = (await signIn('user')).token;
});

describe('Contact Management', () => {
  it.each(['people/import-duplicates/', 'people/existing-duplicates-v2/', 'external_contacts/'])(
    'GET %s answers admins and refuses users',
    async (path) => {
      const response = await get(path, admin);
      expect(response.status, response.text).toBe(200);
      expectAnswer(
        {
          'people/import-duplicates/': ImportedDuplicates,
          'people/existing-duplicates-v2/': PossibleDuplicates,
          'external_contacts/': ExternalContacts,
        }[path]!,
        response.body,
      );
      expect((await get(path, user)).status).toBe(403);
    },
  );

  it('merges two contacts, then the undo leaves both REST answers as they were', async () => {
    const page = (await get<PageJson>('people/?limit=2&ordering=created_at', admin)).body;
    expectAnswer(PersonPage, page);
    const [survivor, other] = page.results.map((person) => person.id) as [number, number];
    const before = await Promise.all(
      [survivor, other].map(async (id) => (await get<PersonDetailJson>(`people/${id}/`, admin)).body),
    );

    const merged = await api('PATCH', `people/existing-duplicates/${survivor}/merge_from_people/?people=${other}`, {
      token: admin,
      body: { job_title: 'Merged title' },
    });
    expect(merged.status, merged.text).toBe(200);
    const survivorAfter = (await get<PersonDetailJson>(`people/${survivor}/`, admin)).body;
    expectAnswer(PersonDetail, survivorAfter);
    expect(survivorAfter.job_title).toBe('Merged title');
    expect(survivorAfter.notes.map((note) => note.id).sort()).toEqual(
      [...before[0]!.notes, ...before[1]!.notes].map((note) => note.id).sort(),
    );
    expect((await get<PersonDetailJson>(`people/${other}/`, admin)).body.is_deleted).toBe(true);

    const merges = await get<{ id: number }[]>(`people/${survivor}/merges/`, admin);
    expectAnswer(PersonMerges, merges.body);
    const undo = await api('POST', `people/merges/${merges.body[0]!.id}/undo/`, { token: admin, body: {} });
    expect(undo.status, undo.text).toBe(200);
    const after = await Promise.all(
      [survivor, other].map(async (id) => (await get<PersonDetailJson>(`people/${id}/`, admin)).body),
    );
    expect(after).toEqual(before);
  });

  it('refuses a user permanently deleting', async () => {
    expect(
      (await api('DELETE', 'people/permanently_delete_multiple/', { token: user, body: { ids: [1] } })).status,
    ).toBe(403);
  });
});
