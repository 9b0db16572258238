import type { Comment } from '@ft8/contract/task';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { personRef } from '../../lib/people.js';

type CommentDto = Static<typeof Comment>;

/** A task's comments (spec part 2 section 7, Tasks). Part of `fastify.repos.task`. */
export function createCommentRepository(db: Kysely<Database>) {
  return {
    async comments(task: number, id?: number): Promise<CommentDto[]> {
      let query = db
        .selectFrom('task_comment as c')
        .leftJoin('person as p', 'p.id', 'c.creator_id')
        .select([
          'c.id',
          'c.text',
          'c.task_id',
          'c.creator_id',
          'p.full_name',
          'p.is_deleted',
          'c.created_at',
          'c.updated_at',
        ])
        .where('c.task_id', '=', task)
        .orderBy('c.created_at')
        .orderBy('c.id');
      if (id !== undefined) query = query.where('c.id', '=', id);
      return (await query.execute()).map((row) => ({
        id: row.id,
        text: row.text,
        task: row.task_id,
        creator: row.creator_id,
        creator_details: personRef(row.creator_id, row),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      }));
    },

    async comment(id: number) {
      return db
        .selectFrom('task_comment')
        .select(['id', 'task_id', 'creator_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async addComment(task: number, text: string, by: number) {
      const { id } = await db
        .insertInto('task_comment')
        .values({ task_id: task, text, creator_id: by })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async editComment(id: number, text: string) {
      await db
        .updateTable('task_comment')
        .set({ text, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    async deleteComment(id: number) {
      await db.deleteFrom('task_comment').where('id', '=', id).execute();
    },
  };
}
