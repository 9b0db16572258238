import { normaliseTags } from '@ft8/contract/rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import { criteriaRanges, criterionMaximum, rangeErrors } from '@ft8/contract/capital-provider-edit';
import { bulkTextFields, type UpdateMultipleBody } from '@ft8/contract/contact-list-actions';
import type { Database } from '../../db/schema.js';
import { mergedAway } from '../../lib/people.js';
import { unknownLookupErrors, type WantedLookup } from '../../lib/lookups.js';
import { lookupFields, lookupScalarFields, normaliseEmails, personRuleErrors } from './person-write.js';
import { idArray } from './list-actions.js';
import { touchBoardsNaming } from '../project/board-revision.js';
import { fieldsOf, recordActivity } from '../activity/record.js';

type BulkBody = Static<typeof UpdateMultipleBody>;
const linkKinds = lookupFields;
const cpNumbers = [
  'max_ltv',
  'max_ltgdv',
  'max_ltc',
  'min_irr',
  'min_roe',
  'min_term',
  'max_term',
  'min_size',
  'max_size',
] as const;
const cpFlags = ['is_sharia', 'is_development', 'is_land', 'is_prs', 'is_debt', 'is_equity'] as const;
const cpLists = ['cp_subcategories', 'investment_class_types', 'investing_geography_types'] as const;

const toNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined ? value : typeof value === 'number' ? value : Number(value.trim());
/** A lookup sent as -1 is empty. */
const lookupValue = (value: number | string | null | undefined) => {
  const number = toNumber(value);
  return number === -1 ? null : number;
};
const lookupList = (ids: number[]) =>
  ids.length === 1 && ids[0] === -1 ? [] : [...new Set(ids.filter((id) => id !== -1))];

/**
 * The lookup ids a bulk edit names that are not in their lists (the person's `title`, `legal_status`, `client_class`,
 * its category lists, the criteria's lists): field errors as the contact form gives them. -1 (empty) is no id.
 */
export async function bulkLookupErrors(db: Kysely<Database>, body: BulkBody) {
  const wanted: WantedLookup[] = [];
  for (const [field, kind] of Object.entries(lookupScalarFields)) {
    const id = lookupValue(body[field as keyof typeof lookupScalarFields]);
    if (typeof id === 'number') wanted.push({ field, kind, id });
  }
  for (const [field, kind] of Object.entries(linkKinds))
    for (const id of lookupList(body[field as keyof typeof linkKinds] ?? [])) wanted.push({ field, kind, id });
  for (const kind of cpLists)
    for (const id of lookupList(body.cp_data?.[kind] ?? [])) wanted.push({ field: `cp_data.${kind}`, kind, id });
  return unknownLookupErrors(db, wanted);
}

/** Validates what the rules of create would refuse; field errors, or null. */
export function bulkErrors(body: BulkBody, editorIsAdmin: boolean): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  // The rules of create on what the body sets, as the api's one person validator words them.
  const emailsAdded = body.add?.includes('emails') ?? false;
  const emails = normaliseEmails(body.emails);
  const changed = new Set(
    (['company', 'profile_type', 'emails', 'phones', 'tags'] as const).filter(
      (field) => body[field] !== undefined && !(field === 'emails' && emailsAdded && emails.length === 0),
    ),
  );
  const ruleErrors = personRuleErrors(
    {
      company: body.company,
      profile_type: body.profile_type === undefined ? undefined : Number(body.profile_type),
      emails,
      phones: body.phones ?? [],
      tags: body.tags,
    },
    changed,
    { creating: false, callerIsAdmin: editorIsAdmin, emailsAdded },
  );
  for (const [field, messages] of Object.entries(ruleErrors)) for (const message of messages) add(field, message);
  if (body.cp_data) {
    for (const field of cpNumbers) {
      const value = toNumber(body.cp_data[field]);
      if (value !== undefined && value !== null && (!Number.isFinite(value) || value < 0))
        add(`cp_data.${field}`, 'A valid number is required.');
      else if (typeof value === 'number' && value > criterionMaximum[field])
        add(`cp_data.${field}`, `Ensure this value is less than or equal to ${criterionMaximum[field]}.`);
    }
    if (body.cp_data.is_debt === false && body.cp_data.is_equity === false)
      add('cp_data.is_debt', 'At least one of debt or equity must be selected.');
    // Both ends of a range in the edit (one end alone meets each contact's own other end: not checked here).
    const ends = Object.fromEntries(criteriaRanges.flat().map((field) => [field, toNumber(body.cp_data?.[field])]));
    const bothGiven = (range: readonly string[]) => range.every((field) => typeof ends[field] === 'number');
    const given = criteriaRanges.filter(bothGiven).flat();
    const ranges = rangeErrors(Object.fromEntries(given.map((field) => [field, ends[field] as number])));
    for (const [field, messages] of Object.entries(ranges))
      for (const message of messages) add(`cp_data.${field}`, message);
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * `PATCH people/update_multiple/`: every change to every contact in one transaction, set-based (one statement per
 * field kind, whatever the number of contacts). The contacts are locked first, in id order as a merge locks them: a
 * merge of one of them meanwhile either commits before, and the edit is refused (`merged` names them, nothing is
 * written), or waits for the edit, and moves what it wrote to the survivor.
 */
export async function updatePeople(
  db: Kysely<Database>,
  ids: number[],
  body: BulkBody,
  by: number,
): Promise<{ merged: { id: number; name: string; survivor: string }[] }> {
  const adding = new Set(body.add ?? []);
  return db.transaction().execute(async (trx) => {
    // A delete or a reactivation is on the cards of the contacts' tasks (a deleted assignee is flagged there): their
    // boards get a new revision, their locks taken first, as a task write takes them.
    if (body.is_deleted !== undefined) await touchBoardsNaming(trx, ids);
    await trx.selectFrom('person').select('id').where('id', '=', idArray(ids)).orderBy('id').forUpdate().execute();
    const merged = await mergedAway(trx, ids);
    if (merged.length) return { merged };
    const where = idArray(ids);
    const set: Record<string, unknown> = {};
    const fillOnly: Record<string, unknown> = {};
    for (const field of bulkTextFields) {
      const value = body[field];
      if (value === undefined) continue;
      const cleaned = value === null || value.trim() === '' ? null : value.trim();
      if (adding.has(field)) {
        if (cleaned !== null) fillOnly[field] = cleaned;
      } else set[field] = cleaned;
    }
    for (const field of ['title', 'client_class', 'legal_status'] as const) {
      if (body[field] === undefined) continue;
      const value = lookupValue(body[field]);
      if (adding.has(field)) {
        if (value !== null) fillOnly[field] = value;
      } else set[field] = value;
    }
    if (body.profile_type !== undefined) set.profile_type = Number(body.profile_type);
    if (body.rating !== undefined) {
      const value = body.rating === null ? null : Number(body.rating);
      if (adding.has('rating')) {
        if (value !== null) fillOnly.rating = value;
      } else set.rating = value;
    }
    if (body.is_deleted === false)
      Object.assign(set, {
        is_deleted: false,
        deleted_at: null,
        deleted_by: null,
        reactivated_at: sql`now()`,
        reactivated_by: by,
      });
    if (body.is_deleted === true) Object.assign(set, { is_deleted: true, deleted_at: sql`now()`, deleted_by: by });
    await trx
      .updateTable('person')
      .set({ ...set, updated_at: sql`now()`, updated_by: by })
      .where('id', '=', where)
      .execute();
    for (const [field, value] of Object.entries(fillOnly)) {
      await trx
        .updateTable('person')
        .set({ [field]: value })
        .where('id', '=', where)
        .where(sql.ref(field), 'is', null)
        .execute();
    }
    for (const [field, kind] of Object.entries(linkKinds) as [keyof typeof linkKinds, string][]) {
      const list = body[field];
      if (list === undefined) continue;
      const lookups = lookupList(list);
      if (!adding.has(field))
        await trx.deleteFrom('person_lookup').where('person_id', '=', where).where('kind', '=', kind).execute();
      if (lookups.length) {
        await sql`INSERT INTO person_lookup (person_id, kind, lookup_id)
          SELECT p, ${kind}, l FROM unnest(${ids}::int[]) p CROSS JOIN unnest(${lookups}::int[]) l ON CONFLICT DO NOTHING`.execute(
          trx,
        );
      }
    }
    if (body.tags !== undefined) {
      const names = normaliseTags(body.tags);
      if (!adding.has('tags')) await trx.deleteFrom('person_tag').where('person_id', '=', where).execute();
      if (names.length) {
        await trx
          .insertInto('tag')
          .values(names.map((name) => ({ name })))
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        await sql`INSERT INTO person_tag (person_id, tag_id)
          SELECT p, t.id FROM unnest(${ids}::int[]) p CROSS JOIN tag t WHERE t.name = any(${names}::text[]) ON CONFLICT DO NOTHING`.execute(
          trx,
        );
      }
    }
    if (body.emails !== undefined)
      await replaceOrAppend(
        trx,
        'person_email',
        ids,
        body.emails.map((e) => ({ value: e.email.trim().toLowerCase(), label: e.label })),
        adding.has('emails'),
      );
    if (body.phones !== undefined)
      await replaceOrAppend(
        trx,
        'person_phone',
        ids,
        body.phones.map((p) => ({ value: p.number.trim(), label: p.label })).filter((p) => p.value),
        adding.has('phones'),
      );
    if (body.cp_data) await updateCapitalProviders(trx, ids, body.cp_data, adding);
    await recordBulkEdit(trx, ids, body, by);
    return { merged };
  });
}

/** Emails or phones: overwrite replaces the list; add appends the ones a contact lacks, after its own. */
async function replaceOrAppend(
  trx: Transaction<Database>,
  table: 'person_email' | 'person_phone',
  ids: number[],
  items: { value: string; label: string }[],
  add: boolean,
) {
  const column = table === 'person_email' ? 'email' : 'number';
  const type = table === 'person_email' ? 'citext' : 'text';
  if (!add) await trx.deleteFrom(table).where('person_id', '=', idArray(ids)).execute();
  if (items.length === 0) return;
  // Positions continue after each contact's last; a value the contact already has is skipped.
  await sql`INSERT INTO ${sql.table(table)} (person_id, position, ${sql.ref(column)}, label)
    SELECT p.id, coalesce((SELECT max(position) FROM ${sql.table(table)} x WHERE x.person_id = p.id), -1) + row_number() OVER (PARTITION BY p.id ORDER BY i.ord),
      i.value, i.label
    FROM unnest(${ids}::int[]) p (id)
    CROSS JOIN unnest(${items.map((item) => item.value)}::${sql.raw(type)}[], ${items.map((item) => item.label)}::text[]) WITH ORDINALITY i (value, label, ord)
    WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(table)} y WHERE y.person_id = p.id AND y.${sql.ref(column)} = i.value)`.execute(
    trx,
  );
}

async function updateCapitalProviders(
  trx: Transaction<Database>,
  ids: number[],
  cp: NonNullable<BulkBody['cp_data']>,
  adding: Set<string>,
) {
  // Contacts without criteria get them (the defaults of the table), then the changes apply to all.
  await sql`INSERT INTO capital_provider (person_id) SELECT p FROM unnest(${ids}::int[]) p ON CONFLICT (person_id) DO NOTHING`.execute(
    trx,
  );
  const set: Record<string, unknown> = {};
  // "Add data" to a criterion fills it only where it is unset: 0 for a number (the card shows it as a dash), an
  // empty description; flags have no unset value, so they are always set.
  const fillOnly: [field: string, value: unknown, unset: unknown][] = [];
  for (const field of cpNumbers) {
    const value = toNumber(cp[field]);
    if (value === undefined) continue;
    if (adding.has(`cp_data.${field}`)) fillOnly.push([field, value ?? 0, 0]);
    else set[field] = value ?? 0;
  }
  for (const field of cpFlags) if (cp[field] !== undefined) set[field] = cp[field];
  if (cp.description !== undefined) {
    if (adding.has('cp_data.description')) fillOnly.push(['description', cp.description, '']);
    else set.description = cp.description;
  }
  if (Object.keys(set).length)
    await trx.updateTable('capital_provider').set(set).where('person_id', '=', idArray(ids)).execute();
  for (const [field, value, unset] of fillOnly)
    await trx
      .updateTable('capital_provider')
      .set({ [field]: value })
      .where('person_id', '=', idArray(ids))
      .where(sql.ref(field), '=', unset)
      .execute();
  for (const kind of cpLists) {
    const list = cp[kind];
    if (list === undefined) continue;
    const lookups = lookupList(list);
    const providers = sql`(SELECT id FROM capital_provider WHERE person_id = any(${ids}::int[]))`;
    if (!adding.has(`cp_data.${kind}`))
      await sql`DELETE FROM capital_provider_lookup WHERE kind = ${kind} AND capital_provider_id IN ${providers}`.execute(
        trx,
      );
    if (lookups.length) {
      await sql`INSERT INTO capital_provider_lookup (capital_provider_id, kind, lookup_id)
        SELECT c.id, ${kind}, l FROM capital_provider c CROSS JOIN unnest(${lookups}::int[]) l WHERE c.person_id = any(${ids}::int[]) ON CONFLICT DO NOTHING`.execute(
        trx,
      );
    }
  }
}

/** Contact Activity: a bulk edit with its fields; a delete or a reactivation, one entry per contact. */
async function recordBulkEdit(trx: Transaction<Database>, ids: number[], body: BulkBody, by: number) {
  const fields = fieldsOf(body, new Set(['add', 'is_deleted']));
  if (fields.length) await recordActivity(trx, { type: 'contactsEditedInBulk', by, args: { people: ids, fields } });
  if (body.is_deleted === undefined) return;
  const people = await trx.selectFrom('person').select(['id', 'full_name']).where('id', '=', idArray(ids)).execute();
  const type = body.is_deleted ? ('contactDeleted' as const) : ('contactRestored' as const);
  await recordActivity(trx, ...people.map((row) => ({ type, by, args: { person: row.id }, document: row.full_name })));
}
