import type { ProjectNote } from '@ft8/contract/note';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { personRef } from '../../lib/people.js';
import type { NoteChanges } from './note-changes.js';

type ProjectNoteDto = Static<typeof ProjectNote>;

/** Notes on projects (`notes/projects/`): the same shape and rules as a contact's, in their own table. */
export function createProjectNotes(db: Kysely<Database>) {
  async function findById(id: number): Promise<(ProjectNoteDto & { creatorId: number | null }) | undefined> {
    const row = await db
      .selectFrom('project_note as n')
      .leftJoin('person as c', 'c.id', 'n.creator_id')
      .select([
        'n.id',
        'n.text',
        'n.project_id',
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
      project: row.project_id,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      creator: personRef(row.creator_id, row),
      creatorId: row.creator_id,
    };
  }
  const answer = async (id: number) => {
    const note = await findById(id);
    if (!note) return undefined;
    const { creatorId: _creatorId, ...dto } = note;
    return dto;
  };

  return {
    find: findById,
    answer,

    async projectExists(id: number) {
      return (await db.selectFrom('project').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async create(note: { text: string; project: number; creator: number }) {
      const { id } = await db
        .insertInto('project_note')
        .values({
          text: note.text,
          project_id: note.project,
          creator_id: note.creator,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await answer(id))!;
    },

    async update(id: number, changes: NoteChanges) {
      await db
        .updateTable('project_note')
        .set({
          ...(changes.text !== undefined && { text: changes.text }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      return (await answer(id))!;
    },

    async remove(id: number) {
      await db.deleteFrom('project_note').where('id', '=', id).execute();
    },
  };
}
