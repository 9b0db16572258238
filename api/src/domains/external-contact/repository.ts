import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createExternalContactRepository(db: Kysely<Database>) {
  return {
    /** Addresses seen in mail that belong to no contact, newest first. */
    async list() {
      const rows = await db
        .selectFrom('external_contact')
        .select(['id', 'email_address', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email_address: row.email_address,
        created_at: row.created_at.toISOString(),
      }));
    },
    async deleteMany(ids: number[]) {
      await db
        .deleteFrom('external_contact')
        .where('id', '=', sql<number>`any(${ids}::int[])`)
        .execute();
    },
  };
}
