import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { idArray } from './list-actions.js';

/**
 * Contacts read at a time. Writing a contact's CSV line allocates about 20 KB (csv-stringify's per-cell work), so a
 * batch of 1,000 outlived two of V8's young-generation collections (one every 15 MB or so) and was promoted to the
 * old generation every time: the api's memory grew by 38 MB over an export of 100,000 contacts (issue 52). A batch of
 * 250 dies young.
 */
const exportBatch = 250;

export const exportColumns = [
  'id',
  'first_name',
  'middle_name',
  'last_name',
  'company',
  'job_title',
  'department',
  'profile_type',
  'emails',
  'phones',
  'categories',
  'subcategories',
  'tags',
  'rating',
  'website',
  'street',
  'city',
  'postcode',
  'country',
  'created_at',
] as const;

const profileTypeNames: Record<number, string> = { 1: 'Admin', 2: 'User', 3: 'Client', 4: 'Guest' };

/** The export file name of spec part 2 section 9: ft8-contacts plus the date YYYYMMDD and .csv. */
export const exportFileName = (now = new Date()) =>
  `ft8-contacts${now.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;

/**
 * The export's rows, a batch at a time (keyset on id), so that exporting every contact never holds them all in
 * memory. Lookups are written by name.
 */
export async function* exportRows(db: Kysely<Database>, people: number[] | 'all') {
  const lookupNames = new Map<string, string>();
  for (const row of await db
    .selectFrom('lookup')
    .select(['kind', 'id', 'name'])
    .where('kind', 'in', ['categories', 'subcategories'])
    .execute()) {
    lookupNames.set(`${row.kind}:${row.id}`, row.name);
  }
  yield [...exportColumns];
  let after = 0;
  for (;;) {
    let query = db
      .selectFrom('person as p')
      .select([
        'p.id',
        'p.first_name',
        'p.middle_name',
        'p.last_name',
        'p.company',
        'p.job_title',
        'p.department',
        'p.profile_type',
        'p.rating',
        'p.website',
        'p.street',
        'p.city',
        'p.postcode',
        'p.country',
        'p.created_at',
      ])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(exportBatch);
    query = people === 'all' ? query.where('p.is_deleted', '=', false) : query.where('p.id', '=', idArray(people));
    const rows = await query.execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const [emails, phones, links, tags] = await Promise.all([
      db
        .selectFrom('person_email')
        .select(['person_id', 'email'])
        .where('person_id', '=', idArray(ids))
        .orderBy('person_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('person_phone')
        .select(['person_id', 'number'])
        .where('person_id', '=', idArray(ids))
        .orderBy('person_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('person_lookup')
        .select(['person_id', 'kind', 'lookup_id'])
        .where('person_id', '=', idArray(ids))
        .where('kind', 'in', ['categories', 'subcategories'])
        .orderBy('person_id')
        .orderBy('lookup_id')
        .execute(),
      db
        .selectFrom('person_tag as pt')
        .innerJoin('tag as t', 't.id', 'pt.tag_id')
        .select(['pt.person_id', 't.name'])
        .where('pt.person_id', '=', idArray(ids))
        .orderBy('pt.person_id')
        .orderBy('t.name')
        .execute(),
    ]);
    const joined = (items: { person_id: number }[], value: (item: never) => string) => {
      const map = new Map<number, string[]>();
      for (const item of items) map.set(item.person_id, [...(map.get(item.person_id) ?? []), value(item as never)]);
      return map;
    };
    const emailsOf = joined(emails, (item: { email: string }) => item.email);
    const phonesOf = joined(phones, (item: { number: string }) => item.number);
    const categoriesOf = joined(
      links.filter((link) => link.kind === 'categories'),
      (item: { kind: string; lookup_id: number }) =>
        lookupNames.get(`${item.kind}:${item.lookup_id}`) ?? String(item.lookup_id),
    );
    const subcategoriesOf = joined(
      links.filter((link) => link.kind === 'subcategories'),
      (item: { kind: string; lookup_id: number }) =>
        lookupNames.get(`${item.kind}:${item.lookup_id}`) ?? String(item.lookup_id),
    );
    const tagsOf = joined(tags, (item: { name: string }) => item.name);
    for (const row of rows) {
      yield [
        row.id,
        row.first_name,
        row.middle_name,
        row.last_name,
        row.company,
        row.job_title,
        row.department,
        profileTypeNames[row.profile_type] ?? row.profile_type,
        (emailsOf.get(row.id) ?? []).join('; '),
        (phonesOf.get(row.id) ?? []).join('; '),
        (categoriesOf.get(row.id) ?? []).join('; '),
        (subcategoriesOf.get(row.id) ?? []).join('; '),
        (tagsOf.get(row.id) ?? []).join('; '),
        row.rating,
        row.website,
        row.street,
        row.city,
        row.postcode,
        row.country,
        new Date(row.created_at).toISOString(),
      ];
    }
    if (rows.length < exportBatch) return;
    after = ids[ids.length - 1]!;
    // Emptied once written, so that the rows die young (see `activityExportRows`): kept, every contact of an export
    // of 100,000 reached V8's old generation and the api's memory grew by 100 MB (issue 52).
    for (const batch of [rows, emails, phones, links, tags]) batch.length = 0;
  }
}
