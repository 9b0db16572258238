import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type OutboxMessage = { to: string; subject: string; body: string };

export function createMailRepository(db: Kysely<Database>) {
  return {
    async add(message: OutboxMessage) {
      await db
        .insertInto('mail_outbox')
        .values({ to_email: message.to, subject: message.subject, body: message.body })
        .execute();
    },

    /** Newest first; all recipients unless `to` is given. */
    async list(to?: string, limit = 100) {
      let query = db
        .selectFrom('mail_outbox')
        .select(['to_email', 'subject', 'body', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit);
      if (to) query = query.where('to_email', '=', to);
      const rows = await query.execute();
      return rows.map((row) => ({
        to: row.to_email,
        subject: row.subject,
        body: row.body,
        created_at: row.created_at.toISOString(),
      }));
    },
  };
}
