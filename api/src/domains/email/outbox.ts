import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type OutboxMessage = { to: string; subject: string; body: string };
export type DueMessage = OutboxMessage & { id: number; attempts: number };

/** How long a delivery try holds the messages it claimed: a process that died mid-try lets go after this. */
const CLAIM = '5 minutes';

/**
 * The outbox: the product's own mail (password resets, invitations), kept here and delivered through the application
 * mailbox when there is one (outlook/app-mail.ts); the sandbox's `GET sandbox/mail/` reads it.
 */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /** Keeps a message; `deliver` marks it due for the application mailbox now. */
    async add(message: OutboxMessage, options: { deliver?: boolean } = {}) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_email: message.to,
          subject: message.subject,
          body: message.body,
          ...(options.deliver && { next_attempt_at: sql<Date>`now()` }),
        })
        .execute();
    },

    /**
     * Claims up to `limit` messages due for delivery (oldest first), pushing their next attempt a claim's length
     * ahead: another process skips them (SKIP LOCKED while claiming, the pushed time after).
     */
    async claimDue(limit: number, maxAttempts: number): Promise<DueMessage[]> {
      const { rows } = await sql<DueMessage>`UPDATE mail_outbox SET attempts = attempts + 1,
          next_attempt_at = now() + ${CLAIM}::interval
        WHERE id IN (SELECT id FROM mail_outbox
          WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < ${maxAttempts}
          ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, to_email AS "to", subject, body, attempts`.execute(db);
      return rows;
    },

    async delivered(id: number) {
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: sql<Date>`now()`, next_attempt_at: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /** A failed try: the error kept, the next try after `retryInSeconds` (none when null: given up). */
    async failed(id: number, error: string, retryInSeconds: number | null) {
      await db
        .updateTable('mail_outbox')
        .set({
          last_error: error.slice(0, 1000),
          next_attempt_at: retryInSeconds === null ? null : sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
        })
        .where('id', '=', id)
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
