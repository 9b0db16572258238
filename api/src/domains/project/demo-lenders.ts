import { dealNeeds, type DealNeeds, type ProviderCriteria } from '@ft8/contract/lender-match-score';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createProjectRepository } from './repository.js';

// Demo data for Match Lenders (issue 54), called by the project demo once its deals exist: each deal gets the fields
// matching reads (a location, a term; a development its total cost and GDV) and capital providers made to its
// measure, so that its matches are worth a look: two that fit (one on every soft point too), two near misses (LTV a
// few points over, size a quarter short) and one that fails (the other side of debt/equity).

const LENDER = 1; // categories: Lender (is_cp)
/** investing_geography_types: London, South East, Regional UK, Scotland (UK Wide, 1, covers them). */
const locations = [2, 3, 4, 2, 5, 4];
const terms = [12, 30, 18, 60, 9, 36];

const firms = [
  ['Thameside', 'Harbourgate', 'Kestrel', 'Blackfriars', 'Ashdown'],
  ['Riverbank', 'Caledon', 'Fenwick', 'Marlowe', 'Oakhurst'],
  ['Pennine', 'Granite Row', 'Lindum', 'Sovereign Quay', 'Whitcombe'],
  ['Aldgate', 'Brightwater', 'Coldharbour', 'Dunmore', 'Evenlode'],
  ['Farrow', 'Glenmore', 'Hawksmoor', 'Ivel', 'Juniper Bank'],
  ['Kingsgate', 'Lowther', 'Moorfield', 'Northcote', 'Ormond'],
];
const firstNames = ['Alice', 'Ben', 'Chloe', 'David', 'Emma', 'Farid', 'Grace', 'Harry', 'Isla', 'James'];
const lastNames = ['Archer', 'Bennett', 'Carter', 'Dixon', 'Ellis', 'Foster', 'Gill', 'Hayes', 'Irving', 'Jordan'];

const up = (value: number, step: number) => Math.ceil(value / step) * step;
const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** A provider that meets every hard criterion of the deal (and, with `soft`, earns every soft point). */
function fitFor(needs: DealNeeds, soft: boolean): ProviderCriteria {
  const capital = (needs.capital ?? 0) / 100;
  const percentOver = (value: number | null) => (value === null ? 0 : Math.min(95, up(value / 100 + 2.5, 5)));
  const months = (needs.term ?? 0) / 100;
  return {
    max_ltv: percentOver(needs.ltv),
    max_ltc: percentOver(needs.ltc),
    max_ltgdv: percentOver(needs.ltgdv),
    min_term: months >= 12 ? 1 : 0,
    max_term: months ? Math.ceil(months / 12) + 2 : 0,
    min_size: capital ? round(capital / 4, 250_000) : 0,
    max_size: capital ? round(capital * 2, 1_000_000) : 0,
    is_debt: needs.debt || !needs.equity,
    is_equity: needs.equity,
    is_development: needs.development,
    is_land: needs.land,
    is_prs: soft && needs.residential,
    is_sharia: needs.sharia,
    investing_geographies: soft ? needs.geographies.slice(0, 1) : [1],
    investment_classes: soft ? needs.investmentClasses : [],
    cp_subcategory_types: soft ? needs.subcategories : [],
  };
}

/** The five providers of one deal: fits, near misses, a fail. */
function providersFor(needs: DealNeeds): { role: string; criteria: ProviderCriteria }[] {
  const fit = fitFor(needs, true);
  const capital = (needs.capital ?? 0) / 100;
  const ltv = (needs.ltv ?? 0) / 100;
  return [
    { role: 'Capital', criteria: fit },
    { role: 'Finance', criteria: fitFor(needs, false) },
    // A few points short on LTV (near: within 10 points), or a quarter short on size (near: within half the limit).
    { role: 'Lending', criteria: ltv ? { ...fit, max_ltv: Math.max(1, Math.floor(ltv) - 5) } : fit },
    {
      role: 'Credit',
      criteria: capital ? { ...fit, min_size: 0, max_size: round(capital * 0.75, 50_000) } : fit,
    },
    { role: 'Partners', criteria: { ...fit, is_debt: !fit.is_debt, is_equity: !fit.is_equity } },
  ];
}

/** Seeds the lender-match demo for these demo projects; answers how many providers it made. */
export async function seedLenderDemo(db: Kysely<Database>, projectIds: number[]): Promise<number> {
  const projects = createProjectRepository(db);
  let made = 0;
  for (const [index, id] of projectIds.entries()) {
    const before = await projects.get(id);
    if (!before) continue;
    const development = before.project_types.includes(3);
    await db
      .updateTable('project')
      .set({
        location: before.location ?? locations[index % locations.length]!,
        term: before.term ?? terms[index % terms.length]!,
        // A development's total cost and GDV: LTC 70%, LTGDV 55%.
        ...(development && before.total_cost === null && { total_cost: Math.round(before.capital_required / 0.7) }),
        ...(development && before.gdv === null && { gdv: Math.round(before.capital_required / 0.55) }),
      })
      .where('id', '=', id)
      .execute();
    const needs = dealNeeds((await projects.get(id))!);
    for (const [position, { role, criteria }] of providersFor(needs).entries()) {
      const firm = `${firms[index % firms.length]![position]!} ${role}`;
      const first = firstNames[(index * 5 + position) % firstNames.length]!;
      const last = lastNames[(index * 3 + position * 7) % lastNames.length]!;
      await insertDemoProvider(db, { first, last, firm }, criteria);
      made++;
    }
  }
  return made;
}

async function insertDemoProvider(
  db: Kysely<Database>,
  name: { first: string; last: string; firm: string },
  criteria: ProviderCriteria,
) {
  const { investing_geographies, investment_classes, cp_subcategory_types, ...columns } = criteria;
  const { id: person } = await db
    .insertInto('person')
    .values({ first_name: name.first, last_name: name.last, company: name.firm, profile_type: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const domain = name.firm.toLowerCase().replace(/[^a-z]+/g, '');
  await db
    .insertInto('person_email')
    .values({
      person_id: person,
      email: `${name.first}.${name.last}@${domain}.example`.toLowerCase(),
      label: 'Work',
      position: 0,
    })
    .execute();
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
}
