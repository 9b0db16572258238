import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { personReferences } from './person-references.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newContact = async (first: string) =>
  (
    await t.database.db
      .insertInto('person')
      .values({ first_name: first, last_name: 'Survivor', company: 'Merge Co', profile_type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('what references a contact, read from the catalog', () => {
  it('finds the known references, each single-column, and each moves or says why it stays', async () => {
    const references = await personReferences(t.database.db);
    const names = references.map((reference) => `${reference.table}.${reference.column}`);
    // A sample of what the migrations hold: found, not listed by hand.
    expect(names).toEqual(expect.arrayContaining(['note.person_id', 'person_file.person_id', 'note.creator_id']));
    for (const reference of references) {
      const name = `${reference.table}.${reference.column}`;
      expect(reference.width, `${name}: a foreign key to person over several columns`).toBe(1);
      if (reference.stays !== null) {
        expect(reference.stays, `${name} stays on merge without saying why`).not.toBe('');
        continue;
      }
      // A moving row must be found again for the undo, and a move must know when the survivor already has it.
      expect(reference.key.length, `${name} moves on merge but its table has no primary key`).toBeGreaterThan(0);
      expect(
        reference.opaqueUnique,
        `${name} moves on merge but a unique index on an expression or with a predicate holds it`,
      ).toBe(0);
    }
  });

  it('moves the rows of the files, notes and imported lines, and nothing of the authorship columns', async () => {
    const moving = (await personReferences(t.database.db))
      .filter((reference) => reference.stays === null)
      .map((reference) => `${reference.table}.${reference.column}`);
    expect(moving).toEqual(
      expect.arrayContaining(['note.person_id', 'person_file.person_id', 'imported_duplicate.duplicate_of']),
    );
    expect(moving).not.toContain('note.creator_id');
    expect(moving).not.toContain('person.created_by');
  });
});

describe('a merge moves a row of every table that references a contact, and the undo moves it back', () => {
  it('for each moving reference (its domain seeds a row in the fixture)', async () => {
    const { db } = t.database;
    const moving = (await personReferences(db)).filter((reference) => reference.stays === null);
    for (const reference of moving) {
      const name = `${reference.table}.${reference.column}`;
      // The row's key without the moving column (a key that holds it, as task_assignee's, changes with the move).
      const key = reference.key.filter((column) => column !== reference.column).map((column) => sql.ref(column));
      expect(key.length, `${name}: its primary key is only the moving column`).toBeGreaterThan(0);
      const {
        rows: [row],
      } = await sql<{ key: string; owner: number }>`
        SELECT row(${sql.join(key)})::text AS key, ${sql.ref(reference.column)} AS owner
        FROM ${sql.table(reference.table)} WHERE ${sql.ref(reference.column)} IS NOT NULL LIMIT 1`.execute(db);
      expect(row, `the fixture has no row of ${reference.table}: seed one in its domain's roles.ts`).toBeDefined();
      const owner = row!.owner;
      let survivor = 0;
      const ownerOf = async () =>
        (
          await sql<{ owner: number }>`SELECT ${sql.ref(reference.column)} AS owner FROM ${sql.table(reference.table)}
            WHERE row(${sql.join(key)})::text = ${row!.key}
              AND ${sql.ref(reference.column)} = any(${[owner, survivor]}::int[])`.execute(db)
        ).rows[0]?.owner;
      const lifecycle = async (id: number) =>
        db.selectFrom('person').select(['is_deleted', 'merged_at']).where('id', '=', id).executeTakeFirstOrThrow();
      const ownerBefore = await lifecycle(owner);

      survivor = await newContact(`Survivor of ${name}`);
      // Only current contacts merge: a deleted owner (an imported line's duplicate of one) is current for the test.
      if (ownerBefore.is_deleted)
        await db.updateTable('person').set({ is_deleted: false }).where('id', '=', owner).execute();
      const merged = await t.app.repos.contactManagement.mergeFromPeople(
        survivor,
        [owner],
        {},
        t.fixture.accounts.admin,
      );
      expect(merged.missing, name).toEqual([]);
      expect(await ownerOf(), `${name} did not follow the survivor`).toBe(survivor);

      const [merge] = await t.app.repos.contactManagement.undoableMerges(survivor);
      expect(await t.app.repos.contactManagement.undo(merge!.id, t.fixture.accounts.admin)).toBe(survivor);
      expect(await ownerOf(), `${name} did not come back with the undo`).toBe(owner);
      if (ownerBefore.is_deleted)
        await db.updateTable('person').set({ is_deleted: true }).where('id', '=', owner).execute();
      expect(await lifecycle(owner)).toEqual(ownerBefore);
    }
  });
});
