import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockCurrentPeople } from '../../lib/people.js';
import { recordActivity } from '../activity/record.js';

export type PersonFileRow = {
  id: number;
  person_id: number;
  name: string;
  size: number;
  type: string;
  storage_key: string;
  user_id: number | null;
  created_at: Date;
};

export type NewFile = { name: string; size: number; type: string; storage_key: string };

const columns = ['id', 'person_id', 'name', 'size', 'type', 'storage_key', 'user_id', 'created_at'] as const;

// bigint arrives as a string; a file is far below 2^53 bytes.
const toRow = (row: Omit<PersonFileRow, 'size'> & { size: string | number }): PersonFileRow => ({
  ...row,
  size: Number(row.size),
});

export function createFileRepository(db: Kysely<Database>) {
  return {
    async personExists(id: number): Promise<boolean> {
      return (await db.selectFrom('person').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** A contact's files, newest first. */
    async listForPerson(personId: number): Promise<PersonFileRow[]> {
      const rows = await db
        .selectFrom('person_file')
        .select(columns)
        .where('person_id', '=', personId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toRow);
    },

    async findById(id: number): Promise<PersonFileRow | undefined> {
      const row = await db.selectFrom('person_file').select(columns).where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    /** Whether this is a current contact (not deleted, not merged away): one files may be added to. */
    async personIsCurrent(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('person')
        .select('id')
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Several files of one upload: all rows or none; undefined when the contact is no longer current. The contact is
     * locked for the insert: a merge that began meanwhile waits and moves the files, instead of them landing on the
     * contact merged away.
     */
    async createMany(personId: number, userId: number, files: NewFile[]): Promise<PersonFileRow[] | undefined> {
      if (files.length === 0) return [];
      const rows = await db.transaction().execute(async (trx) => {
        if ((await lockCurrentPeople(trx, [personId])).length) return undefined;
        const added = await trx
          .insertInto('person_file')
          .values(files.map((file) => ({ ...file, person_id: personId, user_id: userId })))
          .returning(columns)
          .execute();
        await recordActivity(
          trx,
          ...added.map((file) => ({
            type: 'fileAdded' as const,
            by: userId,
            args: { person: personId, file: { id: file.id, name: file.name } },
            document: file.name,
          })),
        );
        return added;
      });
      return rows?.map(toRow);
    },

    /** The deleted row (its storage key is the caller's to remove), or undefined. */
    async remove(id: number, by: number): Promise<PersonFileRow | undefined> {
      const row = await db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('person_file').where('id', '=', id).returning(columns).executeTakeFirst();
        if (removed)
          await recordActivity(trx, {
            type: 'fileRemoved',
            by,
            args: { person: removed.person_id, file: { id: removed.id, name: removed.name } },
            document: removed.name,
          });
        return removed;
      });
      return row && toRow(row);
    },

    async createPublic(file: NewFile & { user_id: number }): Promise<void> {
      await db.insertInto('public_file').values(file).execute();
    },

    async findPublic(key: string) {
      return db
        .selectFrom('public_file')
        .select(['storage_key', 'name', 'type', 'size'])
        .where('storage_key', '=', key)
        .executeTakeFirst();
    },
  };
}
