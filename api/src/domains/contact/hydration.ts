import type { PersonField } from '@ft8/contract/contact';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PersonDto } from './repository.js';

/** The person columns a list or detail answer needs (joined with capital_provider cp and outlook_credential oc). */
export const personColumns = [
  'p.id',
  'p.first_name',
  'p.middle_name',
  'p.last_name',
  'p.full_name',
  'p.title',
  'p.suffix',
  'p.profile_type',
  'p.client_class',
  'p.job_title',
  'p.company',
  'p.department',
  'p.website',
  'p.previous_company',
  'p.rating',
  'p.legal_status',
  'p.bio',
  'p.spouse',
  'p.birthday',
  'p.nickname',
  'p.street',
  'p.city',
  'p.postcode',
  'p.country',
  'p.home_street',
  'p.home_city',
  'p.home_postcode',
  'p.home_country',
  'p.invite_status',
  'p.is_universal_owner',
  'p.is_deleted',
  'p.created_at',
  'p.created_by',
  'p.updated_at',
  'p.updated_by',
  'cp.id as capital_provider',
  sql<boolean>`coalesce(oc.credentials_active, false)`.as('is_ms_authorized'),
] as const;

/** The key a column of `personColumns` answers as. */
const keyOfColumn = (column: (typeof personColumns)[number]): string =>
  typeof column === 'string' ? column.split(/ as |\./).at(-1)! : (column.alias as string);

/** The columns a row of only these keys needs (and `id`, which the page's order and the links need). */
export function personColumnsFor(fields: ReadonlySet<PersonField>) {
  return personColumns.filter((column) => {
    const key = keyOfColumn(column);
    return key === 'id' || fields.has(key as PersonField);
  });
}

export type PersonRow = Omit<
  PersonDto,
  | 'categories'
  | 'subcategories'
  | 'use_classes'
  | 'locations'
  | 'tags'
  | 'emails'
  | 'phones'
  | 'is_capital_provider'
  | 'created_at'
  | 'updated_at'
> & { created_at: Date; updated_at: Date };

type LinkField = 'categories' | 'subcategories' | 'use_classes' | 'locations';
const linkFieldOfKind: Record<string, LinkField> = {
  categories: 'categories',
  subcategories: 'subcategories',
  use_class_types: 'use_classes',
  location_types: 'locations',
};

const groupBy = <T extends { person_id: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.person_id);
    if (group) group.push(row);
    else groups.set(row.person_id, [row]);
  }
  return groups;
};

const LINKED: readonly PersonField[] = [
  'categories',
  'subcategories',
  'use_classes',
  'locations',
  'is_capital_provider',
];

/**
 * Adds emails, phones, lookup links and tags to person rows: four queries for the whole page, the ids as one array.
 * With `fields` (`GET people/?fields=`), only the queries those keys need run, and each row holds those keys and `id`.
 */
export async function hydratePeople(db: Kysely<Database>, rows: PersonRow[]): Promise<PersonDto[]>;
export async function hydratePeople(
  db: Kysely<Database>,
  rows: PersonRow[],
  fields: ReadonlySet<PersonField> | undefined,
): Promise<Partial<PersonDto>[]>;
export async function hydratePeople(
  db: Kysely<Database>,
  rows: PersonRow[],
  fields?: ReadonlySet<PersonField>,
): Promise<Partial<PersonDto>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const asked = (key: PersonField) => !fields || fields.has(key);
  const needs = (...keys: readonly PersonField[]) => keys.some(asked);
  const none = Promise.resolve([]);
  const [emails, phones, links, tags] = await Promise.all([
    needs('emails')
      ? db
          .selectFrom('person_email')
          .select(['person_id', 'email', 'label'])
          .where('person_id', '=', sql<number>`any(${ids}::int[])`)
          .orderBy('person_id')
          .orderBy('position')
          .execute()
      : none,
    needs('phones')
      ? db
          .selectFrom('person_phone')
          .select(['person_id', 'number', 'label'])
          .where('person_id', '=', sql<number>`any(${ids}::int[])`)
          .orderBy('person_id')
          .orderBy('position')
          .execute()
      : none,
    needs(...LINKED)
      ? db
          .selectFrom('person_lookup as pl')
          .innerJoin('lookup as l', (join) => join.onRef('l.kind', '=', 'pl.kind').onRef('l.id', '=', 'pl.lookup_id'))
          .select(['pl.person_id', 'pl.kind', 'pl.lookup_id', 'l.is_cp'])
          .where('pl.person_id', '=', sql<number>`any(${ids}::int[])`)
          .orderBy('pl.person_id')
          .orderBy('pl.lookup_id')
          .execute()
      : none,
    needs('tags')
      ? db
          .selectFrom('person_tag as pt')
          .innerJoin('tag as t', 't.id', 'pt.tag_id')
          .select(['pt.person_id', 't.name'])
          .where('pt.person_id', '=', sql<number>`any(${ids}::int[])`)
          .orderBy('pt.person_id')
          .orderBy('t.name')
          .execute()
      : none,
  ]);
  const emailsOf = groupBy(emails);
  const phonesOf = groupBy(phones);
  const linksOf = groupBy(links);
  const tagsOf = groupBy(tags);
  const people = rows.map((row): PersonDto => {
    const linked: Record<LinkField, number[]> = { categories: [], subcategories: [], use_classes: [], locations: [] };
    let isCapitalProvider = false;
    for (const link of linksOf.get(row.id) ?? []) {
      const field = linkFieldOfKind[link.kind];
      if (field) linked[field].push(link.lookup_id);
      if (link.kind === 'categories' && link.is_cp) isCapitalProvider = true;
    }
    return {
      ...row,
      ...linked,
      tags: (tagsOf.get(row.id) ?? []).map((tag) => tag.name),
      emails: (emailsOf.get(row.id) ?? []).map(({ email, label }) => ({ email, label })),
      phones: (phonesOf.get(row.id) ?? []).map(({ number, label }) => ({ number, label })),
      is_capital_provider: isCapitalProvider,
      // Rows of only some keys have no timestamps unless those are asked for (they are dropped below).
      created_at: asked('created_at') ? row.created_at.toISOString() : '',
      updated_at: asked('updated_at') ? row.updated_at.toISOString() : '',
    };
  });
  if (!fields) return people;
  const keys = ['id', ...fields] as const;
  return people.map((person) => Object.fromEntries(keys.map((key) => [key, person[key]])));
}
