import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { contactManagementCalls, type Person } from './test-contacts.js';

// Possible duplicates among the current contacts, and the lines a CSV import held back as duplicates: listed, merged
// into their original (and undone), deleted.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

const { call, detail, createContact } = contactManagementCalls(
  () => t,
  () => admin,
);

describe('possible duplicates', () => {
  it('finds typos, swapped case and shared emails, and not the ignored ones', async () => {
    const a = await createContact('Margaret', 'Thatcherly', 'Grantham Grocers', 'mt@grantham.test');
    const b = await createContact('Margaret', 'Thatcherley', 'Grantham Grocers', 'm.t@grantham.test');
    const c = await createContact('OLIVER', 'cromwell', 'Ironsides Ltd', 'oc@ironsides.test');
    const d = await createContact('Oliver', 'Cromwell', 'Ironsides Ltd', 'oliver@ironsides.test');
    const e = await createContact('Isaac', 'Newton', 'Gravity Plc', 'apple@tree.test');
    const f = await createContact('Ike', 'Newt', 'Somewhere Else', 'apple@tree.test');
    const { status, body } = await call('GET', '/people/existing-duplicates-v2/');
    expect(status).toBe(200);
    const groups = (body as { id: number; people: Person[]; reasons: string[] }[]).map((group) =>
      group.people.map((person) => person.id),
    );
    expect(groups).toContainEqual([a, b]);
    expect(groups).toContainEqual([c, d]);
    expect(groups).toContainEqual([e, f]);
    expect(
      (await call('POST', `/people/existing-duplicates/ignore/?people=${e},${f}`, { ignored_as_duplicate: true }))
        .status,
    ).toBe(204);
    const after = ((await call('GET', '/people/existing-duplicates-v2/')).body as { people: Person[] }[]).map((group) =>
      group.people.map((person) => person.id),
    );
    expect(after).not.toContainEqual([e, f]);
    const one = await call('GET', `/people/existing-duplicates-v2/?ids=${b},${a}`);
    expect((one.body as { people: Person[] }[])[0]!.people.map((person) => person.id)).toEqual([b, a]);
  });

  it('counts the contacts sharing a phone or an email among the current ones only', async () => {
    const { db } = t.database;
    const names = [
      ['Rowan', 'Atkinson', 'Bean Ltd'],
      ['Rowan', 'Atkinsen', 'Blackadder Plc'],
      ['Tony', 'Robinson', 'Baldrick Ltd'],
      ['Hugh', 'Laurie', 'George Ltd'],
    ];
    const ids: number[] = [];
    for (const [index, [first, last, company]] of names.entries()) {
      const id = await createContact(first!, last!, company!, `desk${index}@sitcom.test`);
      await db
        .insertInto('person_email')
        .values({ person_id: id, position: 1, email: 'Desk@Sitcom.test', label: 'Home' })
        .execute();
      // The same line written two ways: its digits are compared.
      const number = index % 2 ? '+44 (20) 7946-0123' : '+44 20 7946 0123';
      await db.insertInto('person_phone').values({ person_id: id, position: 0, number, label: 'Work' }).execute();
      ids.push(id);
    }
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const groups = async () =>
      ((await call('GET', '/people/existing-duplicates-v2/')).body as { people: Person[]; reasons: string[] }[]).map(
        (group) => ({ ids: group.people.map((person) => person.id), reasons: group.reasons }),
      );
    // Four contacts on one line and one mailbox: a switchboard, not a duplicate.
    expect((await groups()).filter((group) => group.ids.some((id) => ids.includes(id)))).toEqual([]);
    await db.updateTable('person').set({ is_deleted: true }).where('id', '=', third).execute();
    await db.updateTable('person').set({ ignored_as_duplicate: true }).where('id', '=', fourth).execute();
    // Two current contacts left on them, with names alike: one group, for both reasons.
    expect(await groups()).toContainEqual({ ids: [first, second], reasons: ['email', 'phone'] });
  });
});

describe('imported duplicates', () => {
  it('lists the line with its original, merges it into the original, deletes others', async () => {
    const { db } = t.database;
    const original = await createContact('Imported', 'Original', 'Csv Co', 'imp@csv.test');
    const rows = await db
      .insertInto('imported_duplicate')
      .values([
        {
          duplicate_of: original,
          details: JSON.stringify({
            first_name: 'Imported',
            last_name: 'Original',
            company: 'Csv Co',
            job_title: 'CFO',
            emails: [{ email: 'imp@csv.test', label: 'Work' }],
          }),
        },
        {
          duplicate_of: original,
          details: JSON.stringify({ first_name: 'Imp', last_name: 'Orig', company: 'Csv Co', emails: [] }),
        },
      ])
      .returning('id')
      .execute();
    const list = (await call('GET', '/people/import-duplicates/')).body as {
      id: number;
      job_title: string | null;
      duplicate_of_details: Person;
    }[];
    const first = list.find((row) => row.id === rows[0]!.id)!;
    expect(first.job_title).toBe('CFO');
    expect(first.duplicate_of_details.id).toBe(original);
    expect((await call('GET', `/people/import-duplicates/${rows[0]!.id}/`)).status).toBe(200);
    const merged = await call('PATCH', `/people/import-duplicates/${rows[0]!.id}/merge_to_person/?person=${original}`, {
      job_title: 'CFO',
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await detail(original)).job_title).toBe('CFO');
    expect((await call('GET', `/people/import-duplicates/${rows[0]!.id}/`)).status).toBe(404);
    expect((await call('DELETE', '/people/import-duplicates/delete_multiple/', { ids: [rows[1]!.id] })).status).toBe(
      204,
    );
    expect((await call('GET', `/people/import-duplicates/${rows[1]!.id}/`)).status).toBe(404);
  });

  it('records the merge of a line, which the undo takes back: the contact as it was, the line in the list', async () => {
    const original = await createContact('Undo', 'Import', 'Csv Co', 'undo@csv.test');
    const before = await detail(original);
    const { id } = await t.database.db
      .insertInto('imported_duplicate')
      .values({
        duplicate_of: original,
        details: JSON.stringify({ first_name: 'Undone', last_name: 'Import', company: 'Csv Co', job_title: 'CEO' }),
        created_by: t.fixture.accounts.admin,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = (await call('GET', `/people/import-duplicates/${id}/`)).body as Record<string, unknown>;
    const merged = await call('PATCH', `/people/import-duplicates/${id}/merge_to_person/?person=${original}`, {
      job_title: 'CEO',
      phones: [{ number: '+44 20 7946 0999', label: 'Mobile' }],
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await detail(original)).job_title).toBe('CEO');

    const merges = (await call('GET', `/people/${original}/merges/`)).body as {
      id: number;
      merged: number[];
      merged_names: string[];
    }[];
    expect(merges).toHaveLength(1);
    expect(merges[0]).toMatchObject({ merged: [], merged_names: ['Undone Import (imported line)'] });
    const undone = await call('POST', `/people/merges/${merges[0]!.id}/undo/`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await detail(original)).toEqual(before);
    expect((await call('GET', `/people/import-duplicates/${id}/`)).body).toEqual(line);
    expect((await call('GET', `/people/${original}/merges/`)).body).toEqual([]);
  });
});
