import type { ProviderCriteria } from '@ft8/contract/lender-match-score';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// Capital providers and deals for the lender-match tests: random criteria (fast-check) and the rows they become.

const LENDER = 1; // categories: Lender (is_cp)

const amount = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 400 }).map((n) => n * 25_000),
);
const percent = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 3000, max: 9500 }).map((n) => n / 100),
);
const years = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 25, max: 1000 }).map((n) => n / 100),
);
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: 3 });

export const providerCriteria: fc.Arbitrary<ProviderCriteria> = fc.record({
  max_ltv: percent,
  max_ltc: percent,
  max_ltgdv: percent,
  min_term: years,
  max_term: years,
  min_size: amount,
  max_size: amount,
  is_debt: fc.boolean(),
  is_equity: fc.boolean(),
  is_development: fc.boolean(),
  is_land: fc.boolean(),
  is_prs: fc.boolean(),
  is_sharia: fc.boolean(),
  investing_geographies: ids(7),
  investment_classes: ids(10),
  cp_subcategory_types: ids(10),
});

/** A deal's fields, as `GET projects/{id}/` answers them. */
export const dealFields = fc.record({
  capital_required: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 400 }).map((n) => n * 25_000),
  ),
  recent_valuation: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 800 }).map((n) => n * 25_000),
  ),
  total_cost: fc.option(fc.integer({ min: 1, max: 800 }).map((n) => n * 25_000)),
  gdv: fc.option(fc.integer({ min: 1, max: 800 }).map((n) => n * 25_000)),
  term: fc.option(fc.integer({ min: 1, max: 120 })),
  is_sharia: fc.option(fc.boolean()),
  location: fc.option(fc.integer({ min: 1, max: 7 })),
  project_types: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }),
  transaction_types: fc.uniqueArray(fc.integer({ min: 1, max: 2 }), { maxLength: 2 }),
  transaction_sub_types: ids(9),
  asset_types: ids(10),
});

/** Inserts a current contact in the Lender category with these criteria; its person id. */
export async function insertProvider(db: Kysely<Database>, name: string, criteria: ProviderCriteria) {
  const { investing_geographies, investment_classes, cp_subcategory_types, ...columns } = criteria;
  const { id: person } = await db
    .insertInto('person')
    .values({ first_name: name, last_name: 'Lender', company: `${name} Capital`, profile_type: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('person_lookup').values({ person_id: person, kind: 'categories', lookup_id: LENDER }).execute();
  const { id } = await db
    .insertInto('capital_provider')
    .values({ person_id: person, ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  const links = [
    ...investing_geographies.map((lookup) => ['investing_geography_types', lookup] as const),
    ...investment_classes.map((lookup) => ['investment_class_types', lookup] as const),
    ...cp_subcategory_types.map((lookup) => ['cp_subcategories', lookup] as const),
  ];
  if (links.length)
    await db
      .insertInto('capital_provider_lookup')
      .values(links.map(([kind, lookup]) => ({ capital_provider_id: id, kind, lookup_id: lookup })))
      .execute();
  return person;
}
