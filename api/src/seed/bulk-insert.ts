import { sql, type Kysely, type Transaction } from 'kysely';
import { bulkStatistics, contactTables } from '../db/bulk-statistics.js';
import type { Database } from '../db/schema.js';
import type { SeedContact } from './generate-contacts.js';

/** Rows per INSERT statement: big enough to be fast, small enough to stay far below pg's 65,535 parameters. */
const batchSize = 1000;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Reserves ids up front so that children can be inserted without a round trip per parent. */
async function nextIds(db: Kysely<Database>, table: 'person' | 'capital_provider', count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count})`.execute(db);
  return rows.map((row) => row.id);
}

async function insertInChunks<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (const chunk of chunks(items, batchSize)) if (chunk.length) await insert(chunk);
}

/**
 * `INSERT ... SELECT * FROM unnest($1::type[], $2::type[], ...)`: one array parameter per column instead of one
 * parameter per value, which parses and binds several times faster than a 1,000-row VALUES list.
 */
function insertUnnest<Row extends Record<string, unknown>>(
  db: Kysely<Database>,
  table: keyof Database,
  columns: Record<string, string>,
  rows: Row[],
) {
  // Columns no row sets keep their defaults.
  const names = Object.keys(columns).filter((name) => rows.some((row) => row[name] !== undefined));
  return sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
    SELECT * FROM unnest(${sql.join(names.map((name) => sql`${rows.map((row) => row[name] ?? null)}::${sql.raw(columns[name]!)}[]`))})`.execute(
    db,
  );
}

const personColumnTypes: Record<string, string> = {
  id: 'int',
  first_name: 'text',
  middle_name: 'text',
  last_name: 'text',
  title: 'int',
  suffix: 'text',
  profile_type: 'int2',
  client_class: 'int',
  job_title: 'text',
  company: 'text',
  department: 'text',
  website: 'text',
  previous_company: 'text',
  rating: 'int2',
  legal_status: 'int',
  bio: 'text',
  spouse: 'text',
  birthday: 'date',
  nickname: 'text',
  street: 'text',
  city: 'text',
  postcode: 'text',
  country: 'text',
  home_street: 'text',
  home_city: 'text',
  home_postcode: 'text',
  home_country: 'text',
  invite_status: 'int2',
  password_hash: 'text',
  signature: 'text',
  is_universal_owner: 'bool',
  is_deleted: 'bool',
  deleted_at: 'timestamptz',
  created_at: 'timestamptz',
  created_by: 'int',
  updated_at: 'timestamptz',
  updated_by: 'int',
};

/** Ensures the tags exist; returns name -> id. */
export async function ensureTags(db: Kysely<Database>, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length) {
    await db
      .insertInto('tag')
      .values(names.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  const rows = await db.selectFrom('tag').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Inserts contacts with everything they own, a batch of 1,000 at a time, with set-based statements.
 * `noteCreators` maps a note's creatorIndex to a person id.
 */
export async function insertContacts(
  db: Kysely<Database>,
  contacts: SeedContact[],
  noteCreators: number[],
): Promise<number[]> {
  const tagIds = await ensureTags(db, [...new Set(contacts.flatMap((contact) => contact.tags))]);
  const allIds: number[] = [];
  // In the caller's transaction when given one (an import's batch), else one transaction per batch.
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  // Batches of their own: the statistics follow the tables they grow (a caller's transaction keeps its own).
  const statistics = db.isTransaction ? undefined : bulkStatistics(db, contactTables);
  for (const batch of chunks(contacts, batchSize)) {
    await statistics?.(allIds.length);
    await inTransaction(async (trx) => {
      const ids = await nextIds(trx, 'person', batch.length);
      allIds.push(...ids);
      const owned = <T>(pick: (contact: SeedContact, id: number) => T[]) =>
        batch.flatMap((contact, index) => pick(contact, ids[index]!));
      // Emails first (their foreign key waits for the commit): the person insert trigger then builds search_text
      // in one go, instead of every person row being written twice.
      await sql`SET CONSTRAINTS ALL DEFERRED`.execute(trx);
      await insertInChunks(
        owned((c, id) => c.emails.map((e, position) => ({ person_id: id, position, ...e }))),
        (rows) =>
          insertUnnest(
            trx,
            'person_email',
            { person_id: 'int', position: 'int2', email: 'citext', label: 'text' },
            rows,
          ),
      );
      await insertUnnest(
        trx,
        'person',
        personColumnTypes,
        batch.map((contact, index) => ({
          is_deleted: false,
          is_universal_owner: false,
          invite_status: 0,
          ...contact.person,
          id: ids[index],
        })),
      );
      await insertInChunks(
        owned((c, id) => c.phones.map((p, position) => ({ person_id: id, position, ...p }))),
        (rows) =>
          insertUnnest(
            trx,
            'person_phone',
            { person_id: 'int', position: 'int2', number: 'text', label: 'text' },
            rows,
          ),
      );
      await insertInChunks(
        owned((c, id) => c.links.map((link) => ({ person_id: id, kind: link.kind, lookup_id: link.id }))),
        (rows) => insertUnnest(trx, 'person_lookup', { person_id: 'int', kind: 'text', lookup_id: 'int' }, rows),
      );
      await insertInChunks(
        owned((c, id) => c.tags.map((tag) => ({ person_id: id, tag_id: tagIds.get(tag)! }))),
        (rows) => insertUnnest(trx, 'person_tag', { person_id: 'int', tag_id: 'int' }, rows),
      );
      await insertInChunks(
        owned((c, id) =>
          c.notes.map((note) => ({
            person_id: id,
            text: note.text,
            creator_id: noteCreators[note.creatorIndex] ?? null,
            created_at: note.createdAt,
            updated_at: note.createdAt,
          })),
        ),
        (rows) => trx.insertInto('note').values(rows).execute(),
      );

      const providers = owned((c, id) => (c.capitalProvider ? [{ personId: id, ...c.capitalProvider }] : []));
      const providerIds = await nextIds(trx, 'capital_provider', providers.length);
      await insertInChunks(
        providers.map((provider, index) => ({
          id: providerIds[index],
          person_id: provider.personId,
          ...provider.criteria,
        })),
        (rows) => trx.insertInto('capital_provider').values(rows).execute(),
      );
      await insertInChunks(
        providers.flatMap((provider, index) =>
          provider.links.map((link) => ({
            capital_provider_id: providerIds[index]!,
            kind: link.kind,
            lookup_id: link.id,
          })),
        ),
        (rows) =>
          trx
            .insertInto('capital_provider_lookup')
            .values(rows)
            .onConflict((oc) => oc.doNothing())
            .execute(),
      );
    });
  }
  return allIds;
}
