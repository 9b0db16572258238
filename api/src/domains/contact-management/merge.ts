import type { MergeFromPeoplePayload } from '@ft8/contract/contact-management';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { touchBoardsNaming } from '../project/board-revision.js';
import { lookupFields, scalarFields } from '../contact/person-write.js';
import { moveBack, moveRows, movableReferences, type MovedRow } from './person-references.js';

export type MergeFields = Static<typeof MergeFromPeoplePayload>;
type Trx = Transaction<Database> | Kysely<Database>;
type Json = Record<string, unknown>;

// A merge sets every column a contact's write sets, but the profile type, which stays the survivor's.
type MergedField = Exclude<(typeof scalarFields)[number], 'profile_type'>;
const mergedFields = scalarFields.filter((field): field is MergedField => field !== 'profile_type');
const lifecycleColumns = [
  'is_deleted',
  'deleted_at',
  'deleted_by',
  'merged_at',
  'merged_by',
  'updated_at',
  'updated_by',
];

/** Columns the database derives from the others (generated, or kept by a trigger): never written back. */
const derivedColumns = ['id', 'full_name', 'search_text', 'dup_first_company', 'dup_last_company', 'dup_names'];

/** A contact as the merge found it: enough to put it back exactly. */
type Snapshot = {
  person: Json;
  emails: Json[];
  phones: Json[];
  lookups: Json[];
  tags: Json[];
  capital_provider: Json | null;
  capital_provider_lookups: Json[];
};

async function rowsOf(trx: Trx, query: ReturnType<typeof sql<Json>>) {
  return (await query.execute(trx)).rows;
}

async function snapshot(trx: Trx, id: number): Promise<Snapshot> {
  const [person] = await rowsOf(
    trx,
    sql<Json>`SELECT to_jsonb(p) - ${derivedColumns}::text[] AS row FROM person p WHERE id = ${id}`,
  );
  const cp = await rowsOf(
    trx,
    sql<Json>`SELECT to_jsonb(c) - 'id' - 'person_id' AS row, c.id FROM capital_provider c WHERE person_id = ${id}`,
  );
  return {
    person: person!.row as Json,
    emails: await rowsOf(
      trx,
      sql<Json>`SELECT position, email::text AS email, label FROM person_email WHERE person_id = ${id} ORDER BY position`,
    ),
    phones: await rowsOf(
      trx,
      sql<Json>`SELECT position, number, label FROM person_phone WHERE person_id = ${id} ORDER BY position`,
    ),
    lookups: await rowsOf(trx, sql<Json>`SELECT kind, lookup_id FROM person_lookup WHERE person_id = ${id}`),
    tags: await rowsOf(trx, sql<Json>`SELECT tag_id FROM person_tag WHERE person_id = ${id}`),
    capital_provider: (cp[0]?.row as Json | undefined) ?? null,
    capital_provider_lookups: cp[0]
      ? await rowsOf(
          trx,
          sql<Json>`SELECT kind, lookup_id FROM capital_provider_lookup WHERE capital_provider_id = ${cp[0].id}`,
        )
      : [],
  };
}

/** Sets the columns named by the keys of `values` from it, typed by the table's row type. */
async function setColumns(trx: Trx, table: 'person' | 'capital_provider', where: ReturnType<typeof sql>, values: Json) {
  const columns = Object.keys(values);
  if (columns.length === 0) return;
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const selected = sql.join(columns.map((column) => sql.ref(`r.${column}`)));
  await sql`UPDATE ${sql.table(table)} SET (${list}) = (SELECT ${selected} FROM jsonb_populate_record(NULL::${sql.table(table)}, ${JSON.stringify(values)}::jsonb) r) WHERE ${where}`.execute(
    trx,
  );
}

async function replaceEmailsAndPhones(trx: Trx, id: number, emails: Json[] | undefined, phones: Json[] | undefined) {
  if (emails) {
    await sql`DELETE FROM person_email WHERE person_id = ${id}`.execute(trx);
    if (emails.length) {
      await sql`INSERT INTO person_email (person_id, position, email, label)
        SELECT ${id}, ordinality - 1, e->>'email', e->>'label' FROM jsonb_array_elements(${JSON.stringify(emails)}::jsonb) WITH ORDINALITY AS x(e, ordinality)`.execute(
        trx,
      );
    }
  }
  if (phones) {
    await sql`DELETE FROM person_phone WHERE person_id = ${id}`.execute(trx);
    if (phones.length) {
      await sql`INSERT INTO person_phone (person_id, position, number, label)
        SELECT ${id}, ordinality - 1, e->>'number', e->>'label' FROM jsonb_array_elements(${JSON.stringify(phones)}::jsonb) WITH ORDINALITY AS x(e, ordinality)`.execute(
        trx,
      );
    }
  }
}

async function replaceLookups(trx: Trx, id: number, kinds: string[], rows: Json[]) {
  if (kinds.length === 0) return;
  await sql`DELETE FROM person_lookup WHERE person_id = ${id} AND kind = any(${kinds}::text[])`.execute(trx);
  if (rows.length) {
    await sql`INSERT INTO person_lookup (person_id, kind, lookup_id)
      SELECT ${id}, l->>'kind', (l->>'lookup_id')::int FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) l`.execute(
      trx,
    );
  }
}

async function replaceTagIds(trx: Trx, id: number, tagIds: number[]) {
  await sql`DELETE FROM person_tag WHERE person_id = ${id}`.execute(trx);
  if (tagIds.length)
    await sql`INSERT INTO person_tag (person_id, tag_id) SELECT ${id}, unnest(${tagIds}::int[])`.execute(trx);
}

/** Writes the chosen fields onto a contact (only those sent): columns, emails, phones, lookup links, tags. */
export async function applyFields(trx: Trx, id: number, fields: MergeFields, by: number) {
  const columns: Json = { updated_at: new Date().toISOString(), updated_by: by };
  for (const field of mergedFields) if (fields[field] !== undefined) columns[field] = fields[field];
  await setColumns(trx, 'person', sql`id = ${id}`, columns);
  await replaceEmailsAndPhones(trx, id, fields.emails, fields.phones);
  const kinds = (Object.keys(lookupFields) as (keyof typeof lookupFields)[]).filter(
    (field) => fields[field] !== undefined,
  );
  await replaceLookups(
    trx,
    id,
    kinds.map((field) => lookupFields[field]),
    kinds.flatMap((field) =>
      [...new Set(fields[field])].map((lookupId) => ({ kind: lookupFields[field], lookup_id: lookupId })),
    ),
  );
  if (fields.tags) {
    const names = [...new Set(fields.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
    if (names.length)
      await sql`INSERT INTO tag (name) SELECT unnest(${names}::text[]) ON CONFLICT (name) DO NOTHING`.execute(trx);
    const rows = await rowsOf(trx, sql<Json>`SELECT id FROM tag WHERE name = any(${names}::text[])`);
    await replaceTagIds(
      trx,
      id,
      rows.map((row) => row.id as number),
    );
  }
}

/** The survivor keeps the capital-provider criteria of `from` (another contact of the merge). */
async function takeCapitalProvider(trx: Trx, survivor: number, from: number) {
  const source = await snapshot(trx, from);
  if (!source.capital_provider) return;
  await sql`INSERT INTO capital_provider (person_id) VALUES (${survivor}) ON CONFLICT (person_id) DO NOTHING`.execute(
    trx,
  );
  await setColumns(trx, 'capital_provider', sql`person_id = ${survivor}`, source.capital_provider);
  const [target] = await rowsOf(trx, sql<Json>`SELECT id FROM capital_provider WHERE person_id = ${survivor}`);
  await sql`DELETE FROM capital_provider_lookup WHERE capital_provider_id = ${target!.id}`.execute(trx);
  if (source.capital_provider_lookups.length) {
    await sql`INSERT INTO capital_provider_lookup (capital_provider_id, kind, lookup_id)
      SELECT ${target!.id}, l->>'kind', (l->>'lookup_id')::int FROM jsonb_array_elements(${JSON.stringify(source.capital_provider_lookups)}::jsonb) l`.execute(
      trx,
    );
  }
}

/**
 * Merges `merged` into `survivor` in the caller's transaction: the chosen fields onto the survivor, every row that
 * references them to the survivor, the merged contacts soft-deleted with merged_at/merged_by, and a record to undo it all.
 */
export async function mergePeople(
  trx: Transaction<Database>,
  survivor: number,
  merged: number[],
  fields: MergeFields,
  by: number,
) {
  const survivorBefore = await snapshot(trx, survivor);
  const mergedBefore = await rowsOf(
    trx,
    sql<Json>`SELECT id, jsonb_build_object(${sql.join(lifecycleColumns.flatMap((column) => [sql.lit(column), sql.ref(column)]))}) AS row
    FROM person WHERE id = any(${merged}::int[]) ORDER BY id`,
  );
  await touchBoardsNaming(trx, merged);
  // Every row that references a merged contact follows the survivor (the tables are read from the catalog).
  const moved: MovedRow[] = [];
  for (const reference of await movableReferences(trx))
    for (const from of merged) moved.push(...(await moveRows(trx, reference, from, survivor)));
  const { capital_provider: cpFrom, ...chosen } = fields;
  await applyFields(trx, survivor, chosen, by);
  if (cpFrom && cpFrom !== survivor && merged.includes(cpFrom)) await takeCapitalProvider(trx, survivor, cpFrom);
  const now = new Date().toISOString();
  await setColumns(trx, 'person', sql`id = ${survivor}`, { merged_at: now, merged_by: by });
  await setColumns(trx, 'person', sql`id = any(${merged}::int[])`, {
    is_deleted: true,
    deleted_at: now,
    deleted_by: by,
    merged_at: now,
    merged_by: by,
    updated_at: now,
    updated_by: by,
  });
  return recordMerge(trx, {
    survivor,
    merged,
    survivorBefore,
    mergedBefore: Object.fromEntries(mergedBefore.map((row): [string, unknown] => [String(row.id), row.row])),
    moved,
    by,
  });
}

/**
 * Merges imported line `lineId` into its contact `survivor` in the caller's transaction: the chosen fields onto the
 * contact, the line removed from the list, and a record to undo it (the contact as it was, the line's row). The
 * merge's id, or undefined when the line is gone.
 */
export async function mergeImportedLine(
  trx: Transaction<Database>,
  survivor: number,
  lineId: number,
  fields: MergeFields,
  by: number,
) {
  const [line] = await rowsOf(
    trx,
    sql<Json>`DELETE FROM imported_duplicate d WHERE id = ${lineId} RETURNING to_jsonb(d) AS row`,
  );
  if (!line) return undefined;
  const survivorBefore = await snapshot(trx, survivor);
  await applyFields(trx, survivor, fields, by);
  await setColumns(trx, 'person', sql`id = ${survivor}`, { merged_at: new Date().toISOString(), merged_by: by });
  return recordMerge(trx, {
    survivor,
    merged: [],
    survivorBefore,
    mergedBefore: {},
    moved: [],
    by,
    importedDuplicate: line.row as Json,
  });
}

async function recordMerge(
  trx: Trx,
  merge: {
    survivor: number;
    merged: number[];
    survivorBefore: Snapshot;
    mergedBefore: Json;
    moved: MovedRow[];
    by: number;
    importedDuplicate?: Json;
  },
) {
  const [record] = await rowsOf(
    trx,
    sql<Json>`INSERT INTO person_merge (survivor_id, merged_ids, survivor_before, survivor_after, merged_before, moved, merged_by, imported_duplicate)
    VALUES (${merge.survivor}, ${merge.merged}::int[], ${JSON.stringify(merge.survivorBefore)}::jsonb,
      ${JSON.stringify(await snapshot(trx, merge.survivor))}::jsonb,
      ${JSON.stringify(merge.mergedBefore)}::jsonb, ${JSON.stringify(merge.moved)}::jsonb, ${merge.by},
      ${merge.importedDuplicate ? JSON.stringify(merge.importedDuplicate) : null}::jsonb)
    RETURNING id`,
  );
  return record!.id as number;
}

/** Columns a contact's life changes without anyone editing it: not a change that an undo would lose. */
const lifecycleOnly = [
  'is_deleted',
  'deleted_at',
  'deleted_by',
  'updated_at',
  'updated_by',
  'reactivated_at',
  'reactivated_by',
];

/** JSON with every object's keys in order: a snapshot kept as jsonb comes back with its keys reordered. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Json)[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

/** A snapshot's content, comparable: lifecycle columns left out, unordered lists sorted. */
function contentOf(snap: Snapshot): string {
  const person = Object.fromEntries(Object.entries(snap.person).filter(([key]) => !lifecycleOnly.includes(key)));
  const sorted = (rows: Json[]) => rows.map(canonical).sort();
  return canonical([
    person,
    snap.emails,
    snap.phones,
    sorted(snap.lookups),
    sorted(snap.tags),
    snap.capital_provider,
    sorted(snap.capital_provider_lookups),
  ]);
}

/**
 * Whether the survivor of merge `id` was changed since the merge (its fields, emails, phones, lookups, tags or
 * capital-provider details; not a delete and reactivation): undoing would lose that. Unknown for merges recorded
 * before the survivor's state was kept: false.
 */
export async function survivorChangedSince(trx: Transaction<Database>, id: number): Promise<boolean> {
  const [record] = await rowsOf(trx, sql<Json>`SELECT survivor_id, survivor_after FROM person_merge WHERE id = ${id}`);
  if (!record?.survivor_after) return false;
  const now = await snapshot(trx, record.survivor_id as number);
  return contentOf(now) !== contentOf(record.survivor_after as Snapshot);
}

/** Puts back what merge `id` changed, in the caller's transaction. */
export async function undoMerge(trx: Transaction<Database>, id: number, by: number) {
  const [record] = await rowsOf(trx, sql<Json>`SELECT * FROM person_merge WHERE id = ${id} FOR UPDATE`);
  if (!record) return;
  const survivor = record.survivor_id as number;
  const before = record.survivor_before as Snapshot;
  await touchBoardsNaming(trx, [survivor, ...Object.keys(record.merged_before as Record<string, Json>).map(Number)]);
  for (const row of [...(record.moved as MovedRow[])].reverse()) await moveBack(trx, row);
  for (const [personId, columns] of Object.entries(record.merged_before as Record<string, Json>)) {
    await setColumns(trx, 'person', sql`id = ${Number(personId)}`, columns);
  }
  await replaceEmailsAndPhones(trx, survivor, before.emails, before.phones);
  await replaceLookups(trx, survivor, Object.values(lookupFields), before.lookups);
  await replaceTagIds(
    trx,
    survivor,
    before.tags.map((tag) => tag.tag_id as number),
  );
  if (before.capital_provider) {
    await setColumns(trx, 'capital_provider', sql`person_id = ${survivor}`, before.capital_provider);
    await sql`DELETE FROM capital_provider_lookup WHERE capital_provider_id = (SELECT id FROM capital_provider WHERE person_id = ${survivor})`.execute(
      trx,
    );
    if (before.capital_provider_lookups.length) {
      await sql`INSERT INTO capital_provider_lookup (capital_provider_id, kind, lookup_id)
        SELECT (SELECT id FROM capital_provider WHERE person_id = ${survivor}), l->>'kind', (l->>'lookup_id')::int
        FROM jsonb_array_elements(${JSON.stringify(before.capital_provider_lookups)}::jsonb) l`.execute(trx);
    }
  } else {
    await sql`DELETE FROM capital_provider WHERE person_id = ${survivor}`.execute(trx);
  }
  // An imported line comes back to the list (without its creator if that account is gone since).
  if (record.imported_duplicate) {
    await sql`INSERT INTO imported_duplicate (id, duplicate_of, details, created_at, created_by)
      SELECT r.id, r.duplicate_of, r.details, r.created_at, (SELECT id FROM person WHERE id = r.created_by)
      FROM jsonb_populate_record(NULL::imported_duplicate, ${JSON.stringify(record.imported_duplicate)}::jsonb) r`.execute(
      trx,
    );
  }
  // Last, so that the survivor's updated_at is the one it had.
  await setColumns(trx, 'person', sql`id = ${survivor}`, before.person);
  await sql`UPDATE person_merge SET undone_at = now(), undone_by = ${by} WHERE id = ${id}`.execute(trx);
}
