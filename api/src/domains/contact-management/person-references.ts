import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Transaction<Database> | Kysely<Database>;

/**
 * A column that references a contact (a foreign key to `person`), read from the database's own catalog: a table a
 * new domain adds is found without editing anything here.
 *
 * A merge moves every such row to the survivor, unless the column says it stays: its migration comments it
 * `COMMENT ON COLUMN <table>.<column> IS 'stays on merge: <reason>'` (authorship columns such as `created_by`, the
 * contact's own fields that the merge screen chooses one by one, sign-in records). `person-references.test.ts`
 * fails on a column that neither moves nor says why it stays, and merges and undoes a row of every moving table.
 */
export type PersonReference = {
  table: string;
  column: string;
  /** Columns of the foreign key: references are single-column (a test checks). */
  width: number;
  /** Why the rows stay with the merged contact, from the column's comment; null when they follow the survivor. */
  stays: string | null;
  /**
   * What a row of this column is, when it keeps the contact from being deleted for good (its comment
   * `keeps the contact: <what>`): rows of other records that the delete would take with it. Null otherwise.
   */
  keeps: string | null;
  /** The table's primary key: how a moved row is found again to undo the move. */
  key: string[];
  /** The other columns of each plain unique index holding `column`: a row the survivor already has stays put. */
  unique: string[][];
  /** Unique indexes on an expression or with a predicate holding `column`, which a move cannot check. */
  opaqueUnique: number;
};

const staysPrefix = 'stays on merge:';
const keepsPrefix = 'keeps the contact:';

export async function personReferences(db: Db): Promise<PersonReference[]> {
  const { rows } = await sql<{
    table: string;
    column: string;
    width: number;
    comment: string | null;
    key: string[] | null;
    unique: string[][] | null;
    opaque_unique: number;
  }>`
    SELECT cl.relname::text AS table, a.attname::text AS column, array_length(c.conkey, 1) AS width,
      col_description(c.conrelid, a.attnum) AS comment,
      (SELECT array_agg(ka.attname::text ORDER BY k.ord)
         FROM pg_index i
         CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute ka ON ka.attrelid = i.indrelid AND ka.attnum = k.attnum
        WHERE i.indrelid = c.conrelid AND i.indisprimary) AS key,
      (SELECT json_agg(others)
         FROM (SELECT i.indexrelid, array_remove(array_agg(ua.attname::text ORDER BY k.ord), a.attname::text) AS others
                 FROM pg_index i
                 CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute ua ON ua.attrelid = i.indrelid AND ua.attnum = k.attnum
                WHERE i.indrelid = c.conrelid AND i.indisunique AND i.indexprs IS NULL AND i.indpred IS NULL
                  AND a.attnum = ANY (i.indkey::int2[])
                GROUP BY i.indexrelid) u) AS unique,
      (SELECT count(*)::int FROM pg_index i
        WHERE i.indrelid = c.conrelid AND i.indisunique AND (i.indexprs IS NOT NULL OR i.indpred IS NOT NULL)
          AND (a.attnum = ANY (i.indkey::int2[]) OR i.indexprs IS NOT NULL)) AS opaque_unique
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'person'::regclass
    ORDER BY 1, 2`.execute(db);
  return rows.map((row) => {
    const comment = row.comment?.trim() ?? '';
    return {
      table: row.table,
      column: row.column,
      width: row.width,
      stays: comment.toLowerCase().startsWith(staysPrefix) ? comment.slice(staysPrefix.length).trim() : null,
      keeps: comment.toLowerCase().startsWith(keepsPrefix) ? comment.slice(keepsPrefix.length).trim() : null,
      key: row.key ?? [],
      unique: row.unique ?? [],
      opaqueUnique: row.opaque_unique,
    };
  });
}

/** The references whose rows follow the survivor of a merge. */
export async function movableReferences(db: Db) {
  return (await personReferences(db)).filter((reference) => reference.stays === null);
}

type Json = Record<string, unknown>;
/** A row a merge moved: enough to move it back. */
export type MovedRow = { table: string; column: string; key: Json; from: number };

/**
 * Moves the rows of `reference` from contact `from` to `survivor`; a row the survivor already has (the same values
 * in a unique index with the column) stays. Answers what moved.
 */
export async function moveRows(
  db: Db,
  reference: PersonReference,
  from: number,
  survivor: number,
): Promise<MovedRow[]> {
  const { table, column } = reference;
  const alreadyHeld = reference.unique.map(
    (others) =>
      sql`EXISTS (SELECT 1 FROM ${sql.table(table)} o WHERE o.${sql.ref(column)} = ${survivor}${sql.join(
        others.map((other) => sql` AND o.${sql.ref(other)} IS NOT DISTINCT FROM t.${sql.ref(other)}`),
        sql``,
      )})`,
  );
  const keyObject = sql.join(reference.key.flatMap((name) => [sql.lit(name), sql.ref(`t.${name}`)]));
  const { rows } = await sql<{ key: Json }>`
    UPDATE ${sql.table(table)} t SET ${sql.ref(column)} = ${survivor}
    WHERE t.${sql.ref(column)} = ${from}${alreadyHeld.length ? sql` AND NOT (${sql.join(alreadyHeld, sql` OR `)})` : sql``}
    RETURNING jsonb_build_object(${keyObject}) AS key`.execute(db);
  return rows.map((row) => ({ table, column, key: row.key, from }));
}

/** Moves a row back to the contact it came from (the undo of `moveRows`). */
export async function moveBack(db: Db, row: MovedRow & { id?: number }) {
  // Merges recorded before keys were read from the catalog kept `id` alone.
  const key = row.key ?? { id: row.id };
  const matches = sql.join(
    Object.keys(key).map((name) => sql`t.${sql.ref(name)} = r.${sql.ref(name)}`),
    sql` AND `,
  );
  await sql`UPDATE ${sql.table(row.table)} t SET ${sql.ref(row.column)} = ${row.from}
    FROM jsonb_populate_record(NULL::${sql.table(row.table)}, ${JSON.stringify(key)}::jsonb) r
    WHERE ${matches}`.execute(db);
}

/**
 * Of these contacts, those that rows of other records still name (the references that keep a contact), with what
 * names them and how many times: a permanent delete of them would take those rows with it.
 */
export async function keptContacts(db: Db, ids: number[]): Promise<Map<number, { what: string; count: number }[]>> {
  const kept = new Map<number, { what: string; count: number }[]>();
  for (const reference of (await personReferences(db)).filter((candidate) => candidate.keeps !== null)) {
    const { rows } = await sql<{ person: number; count: number }>`SELECT ${sql.ref(reference.column)} AS person,
      count(*)::int AS count FROM ${sql.table(reference.table)} WHERE ${sql.ref(reference.column)} = any(${ids}::int[])
      GROUP BY 1`.execute(db);
    for (const row of rows)
      kept.set(row.person, [...(kept.get(row.person) ?? []), { what: reference.keeps!, count: row.count }]);
  }
  return kept;
}
