import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database, PersonTable } from '../db/schema.js';

export type PeopleFilters = {
  ids?: number[];
  profileTypes?: number[];
  categories?: number[];
  isCapitalProvider?: boolean;
  tag?: string;
  isDeleted: boolean;
  search?: string;
};

type PersonScope = ExpressionBuilder<Database & { p: PersonTable }, 'p'>;
export type PeopleWhere = (eb: PersonScope) => Expression<SqlBool>;

export const orderingFields = [
  'company', 'full_name', 'first_name', 'last_name', 'job_title', 'city', 'country', 'rating', 'profile_type',
  'invite_status', 'created_at', 'updated_at',
] as const;
type OrderingField = (typeof orderingFields)[number];
export type OrderingTerm = { field: OrderingField; direction: 'asc' | 'desc' };

export const defaultOrdering: OrderingTerm[] = [
  { field: 'company', direction: 'desc' },
  { field: 'full_name', direction: 'asc' },
];

/** `a,-b` into terms; unknown fields are ignored (as DRF's OrderingFilter does); nothing valid -> the default. */
export function parseOrdering(ordering: string | undefined): OrderingTerm[] {
  const terms = (ordering ?? '')
    .split(',')
    .map((part) => part.trim())
    .map((part) => ({ field: part.replace(/^-/, ''), direction: part.startsWith('-') ? 'desc' : 'asc' }) as const)
    .filter((term): term is OrderingTerm => (orderingFields as readonly string[]).includes(term.field));
  return terms.length > 0 ? terms : defaultOrdering;
}

/** Escapes LIKE wildcards so that a user's `%` or `_` match themselves. */
const likeFragment = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE clause of a people list; the trigram index on search_text serves `search`. */
export function peopleWhere(filters: PeopleFilters): PeopleWhere {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [eb('p.is_deleted', '=', filters.isDeleted)];
    if (filters.ids) conditions.push(eb('p.id', 'in', filters.ids.length ? filters.ids : [0]));
    if (filters.profileTypes) conditions.push(eb('p.profile_type', 'in', filters.profileTypes));
    const search = filters.search?.trim();
    if (search) conditions.push(sql<SqlBool>`p.search_text LIKE ${likeFragment(search)}`);
    if (filters.categories) {
      const categories = filters.categories;
      conditions.push(eb.exists(eb.selectFrom('person_lookup as pl').select(sql`1`.as('one'))
        .whereRef('pl.person_id', '=', 'p.id').where('pl.kind', '=', 'categories').where('pl.lookup_id', 'in', categories)));
    }
    if (filters.isCapitalProvider !== undefined) {
      const inCpCategory = eb.exists(eb.selectFrom('person_lookup as pl')
        .innerJoin('lookup as l', (join) => join.onRef('l.kind', '=', 'pl.kind').onRef('l.id', '=', 'pl.lookup_id'))
        .select(sql`1`.as('one'))
        .whereRef('pl.person_id', '=', 'p.id').where('pl.kind', '=', 'categories').where('l.is_cp', '=', true));
      conditions.push(filters.isCapitalProvider ? inCpCategory : eb.not(inCpCategory));
    }
    if (filters.tag) {
      const tag = filters.tag.trim().toLowerCase();
      conditions.push(eb.exists(eb.selectFrom('person_tag as pt').innerJoin('tag as t', 't.id', 'pt.tag_id')
        .select(sql`1`.as('one')).whereRef('pt.person_id', '=', 'p.id').where('t.name', '=', tag)));
    }
    return eb.and(conditions);
  };
}
