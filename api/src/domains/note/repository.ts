import type { PersonNote } from '@ft8/contract/note';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { lockCurrentPeople, personRef } from '../../lib/people.js';
import type { NoteChanges } from './note-changes.js';
import { createProjectNotes } from './project-notes.js';

export type PersonNoteDto = Static<typeof PersonNote>;

/** What a note's writer changes; its times are the server's (created on insert, updated on every change). */

export function createNoteRepository(db: Kysely<Database>) {
  async function findById(id: number): Promise<PersonNoteDto | undefined> {
    const row = await db
      .selectFrom('note as n')
      .leftJoin('person as c', 'c.id', 'n.creator_id')
      .select([
        'n.id',
        'n.text',
        'n.person_id',
        'n.created_at',
        'n.updated_at',
        'n.creator_id',
        'c.full_name',
        'c.is_deleted',
      ])
      .where('n.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      text: row.text,
      person: row.person_id,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      creator: personRef(row.creator_id, row),
    };
  }

  return {
    findById,
    /** Notes on projects. */
    projects: createProjectNotes(db),

    /**
     * Undefined when the contact is not current (deleted, merged away, never there). The contact is locked for the
     * insert: a merge waits for the note and moves it, instead of the note landing on the contact merged away.
     */
    async create(note: { text: string; person: number; creator: number }): Promise<PersonNoteDto | undefined> {
      const created = await db.transaction().execute(async (trx) => {
        if ((await lockCurrentPeople(trx, [note.person])).length) return undefined;
        return trx
          .insertInto('note')
          .values({
            text: note.text,
            person_id: note.person,
            creator_id: note.creator,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      return created && (await findById(created.id))!;
    },

    /** Undefined when there is no such note. */
    async update(id: number, changes: NoteChanges): Promise<PersonNoteDto | undefined> {
      const updated = await db
        .updateTable('note')
        .set({
          ...(changes.text !== undefined && { text: changes.text }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return updated && findById(updated.id);
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('note').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
