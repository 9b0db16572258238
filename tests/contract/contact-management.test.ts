import { beforeAll, describe, expect, it } from 'vitest';
import { PersonDetail } from '@ft8/contract/contact';
import {
  ExternalContacts,
  ImportedDuplicates,
  PersonMerges,
  PossibleDuplicates,
} from '@ft8/contract/contact-management';
import { api, get, signIn } from './client.js';
import { expectAnswer, type PersonDetailJson } from './answers.js';
import { createPerson, importCsv, unique } from './records.js';

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

  it('import-duplicates lists an imported line that repeats a contact, with that contact', async () => {
    const word = unique('dupe');
    const contact = await createPerson(admin);
    const email = contact.emails[0]!.email;
    const imported = await importCsv(admin, `First Name,Last Name,Company,Email\nAgain,${word},Dupe Co,${email}\n`);
    expect(imported.body).toMatchObject({ created: [], duplicate: 1 });
    const response = await get<{ duplicate_of: number }[]>('people/import-duplicates/', admin);
    expectAnswer(ImportedDuplicates, response.body);
    expect(response.body.filter((line) => line.duplicate_of === contact.id)).toEqual([
      expect.objectContaining({
        first_name: 'Again',
        last_name: word,
        company: 'Dupe Co',
        emails: [{ email, label: 'Work' }],
        duplicate_of_details: expect.objectContaining({ id: contact.id, full_name: contact.full_name }),
      }),
    ]);
  });

  it('existing-duplicates-v2 groups two contacts of one name and company, the older first', async () => {
    // The word in the name and the company: no other contact (of another run either) looks like these two.
    const word = unique('twin');
    const twin = { first_name: word, last_name: 'Doubled', company: `Twin ${word}` };
    const ids = [(await createPerson(admin, twin)).id, (await createPerson(admin, twin)).id];
    const people = ids.map((id) => expect.objectContaining({ id }));
    const all = await get<{ id: number }[]>('people/existing-duplicates-v2/', admin);
    expect(all.status, all.text).toBe(200);
    expectAnswer(PossibleDuplicates, all.body);
    expect(all.body.filter((group) => group.id === ids[0])).toEqual([{ id: ids[0], reasons: ['name'], people }]);
    // `ids`: those contacts as one group (the merge screen), whatever the reasons.
    const asked = await get<{ id: number }[]>(`people/existing-duplicates-v2/?ids=${ids.join(',')}`, admin);
    expectAnswer(PossibleDuplicates, asked.body);
    expect(asked.body).toEqual([expect.objectContaining({ id: ids[0], people })]);
  });

  it('merges two contacts, then the undo leaves both REST answers as they were', async () => {
    // Two contacts of this test's own, one person by name, each with a note that the merge brings together.
    const word = unique('merge');
    const twin = { first_name: word, last_name: 'Merged', company: `Merged ${word}` };
    const [survivor, other] = [(await createPerson(admin, twin)).id, (await createPerson(admin, twin)).id];
    for (const person of [survivor, other]) {
      const note = await api('POST', 'notes/people/', { token: admin, body: { text: 'Before the merge', person } });
      expect(note.status, note.text).toBe(201);
    }
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
    expect(survivorAfter.notes).toHaveLength(2);
    expect((await get<PersonDetailJson>(`people/${other}/`, admin)).body.is_deleted).toBe(true);

    const merges = await get<{ id: number }[]>(`people/${survivor}/merges/`, admin);
    expectAnswer(PersonMerges, merges.body);
    expect(merges.body).toHaveLength(1);
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
