import {
  maxPermille,
  nearDivisor,
  nearPercentPoints,
  numericCriteria,
  softWeights,
  type DealNeeds,
  type ProviderCriteria,
} from '@ft8/contract/lender-match-score';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A provider's place in the ranking, as the SQL computes it (lender-match-score.ts's `MatchRank`, less the gaps). */
export type RankedProvider = { person_id: number; tier: number; score: number; soft: number; distance: number };

/** A provider of a page, with what its reasons are read from. */
export type MatchedProvider = ProviderCriteria & {
  person_id: number;
  full_name: string;
  company: string | null;
  relation_state: number | null;
};

const listKinds = {
  investing_geography_types: 'investing_geographies',
  investment_class_types: 'investment_classes',
  cp_subcategories: 'cp_subcategory_types',
} as const;

/** The criterion columns whose names are fixed here (never input): safe to name in SQL. */
const column = (name: string) => sql.ref(`c.${name}`);

/**
 * The ranking of lender-match-score.ts in one statement over `capital_provider` (never every provider into the api):
 * per limit the deal sets, the gap in hundredths, whether it is near and its permille; the yes/no criteria the deal
 * needs as a count of misses; the soft points from the lookups the deal names (one index range each:
 * `capital_provider_lookup_by_lookup`). Tier, score and order then follow the TypeScript's formulas; a test holds the two
 * together (sql-agreement.test.ts).
 */
function rankingQuery(needs: DealNeeds, includeFails: boolean) {
  // The limits the deal sets (the others leave every gap 0: nothing to check or order by), as measured.l<i>, .g<i>.
  const limits = numericCriteria.flatMap(({ criterion, deal, bound, unit }) => {
    const value = needs[deal];
    return value === null ? [] : [{ criterion, bound, unit, value }];
  });
  const measures = limits.flatMap(({ criterion, bound, unit, value }, i) => {
    const limit = sql`(${column(criterion)} * ${unit === 'years' ? 1200 : 100})::bigint`;
    const over = bound === 'max' ? sql`${value}::bigint - ${limit}` : sql`${limit} - ${value}::bigint`;
    return [
      sql`${limit} AS ${sql.ref(`l${i}`)}`,
      sql`CASE WHEN ${limit} = 0 THEN 0 ELSE greatest(${over}, 0) END AS ${sql.ref(`g${i}`)}`,
    ];
  });
  const checks = limits.map(({ unit }, i) => {
    const [gap, limit] = [sql.ref(`m.g${i}`), sql.ref(`m.l${i}`)];
    return unit === 'percent'
      ? { near: sql`${gap} <= ${nearPercentPoints * 100}`, permille: sql`least(${gap}, ${maxPermille})` }
      : {
          near: sql`${nearDivisor[unit]}::int * ${gap} <= ${limit}`,
          permille: sql`CASE WHEN ${gap} = 0 THEN 0
            ELSE least(div(${1000 * nearDivisor[unit]}::numeric * ${gap}, ${limit}), ${maxPermille}) END`,
        };
  });

  // The yes/no criteria the deal needs: how many missed (2 for neither debt nor equity when either will do), and,
  // without the fails, a filter on them before anything is measured (a fit or a near miss misses none).
  const flags: [RawBuilder<unknown>, number][] = [];
  if (needs.debt && needs.equity) flags.push([sql`(c.is_debt OR c.is_equity)`, 2]);
  else if (needs.debt) flags.push([sql`c.is_debt`, 1]);
  else if (needs.equity) flags.push([sql`c.is_equity`, 1]);
  if (needs.development) flags.push([sql`c.is_development`, 1]);
  if (needs.land) flags.push([sql`c.is_land`, 1]);
  if (needs.sharia) flags.push([sql`c.is_sharia`, 1]);
  const flagMisses = flags.map(([has, misses]) => sql`(CASE WHEN ${has} THEN 0 ELSE ${misses}::int END)`);

  const listed = (kind: keyof typeof listKinds, ids: number[]) =>
    sql`c.id IN (SELECT capital_provider_id FROM capital_provider_lookup
      WHERE kind = ${kind} AND lookup_id = any(${ids}::int[]))`;
  const soft: [boolean, number, RawBuilder<unknown>][] = [
    [
      needs.location !== null,
      softWeights.investing_geographies,
      listed('investing_geography_types', needs.geographies),
    ],
    [
      needs.investmentClasses.length > 0,
      softWeights.investment_classes,
      listed('investment_class_types', needs.investmentClasses),
    ],
    [needs.subcategories.length > 0, softWeights.cp_subcategory_types, listed('cp_subcategories', needs.subcategories)],
    [needs.residential, softWeights.is_prs, sql`c.is_prs`],
  ];
  const applicable = soft.filter(([applies]) => applies);
  const available = applicable.reduce((total, [, weight]) => total + weight, 0);
  const earned = applicable.map(([, weight, earns]) => sql`(CASE WHEN ${earns} THEN ${weight}::int ELSE 0 END)`);

  const sum = (parts: RawBuilder<unknown>[]) => (parts.length ? sql.join(parts, sql` + `) : sql`0`);
  const every = (parts: RawBuilder<unknown>[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);
  const some = (parts: RawBuilder<unknown>[]) => (parts.length ? sql.join(parts, sql` OR `) : sql`false`);
  // Measured once per provider (MATERIALIZED: the soft criteria's subqueries are not repeated in each formula).
  const measured = sql`
    SELECT c.person_id, ${sum(flagMisses)} AS flags,
      ${available ? sql`(100 * (${sum(earned)})) / ${available}::int` : sql`100`} AS soft
      ${measures.length ? sql`, ${sql.join(measures)}` : sql``}
    FROM capital_provider c
    JOIN person p ON p.id = c.person_id
    WHERE NOT p.is_deleted
      AND c.person_id IN (SELECT pl.person_id FROM person_lookup pl WHERE pl.kind = 'categories'
        AND pl.lookup_id IN (SELECT id FROM lookup WHERE kind = 'categories' AND is_cp))
      ${includeFails || !flags.length ? sql`` : sql`AND ${every(flags.map(([has]) => has))}`}`;
  const tiered = sql`
    SELECT m.*,
      CASE WHEN m.flags = 0 AND NOT (${some(limits.map((_, i) => sql`${sql.ref(`m.g${i}`)} > 0`))}) THEN 0
        WHEN m.flags = 0 AND ${every(checks.map(({ near }) => near))} THEN 1 ELSE 2 END AS tier,
      (1000 * m.flags + ${sum(checks.map(({ permille }) => permille))})::bigint AS distance
    FROM measured m`;
  const scored = sql`
    WITH measured AS MATERIALIZED (${measured}),
    scored AS (
      SELECT t.*,
        CASE t.tier WHEN 0 THEN 50 + t.soft / 2
          WHEN 1 THEN (49 * greatest(0, 1000 - t.distance) * (50 + t.soft) / 150000)::int
          ELSE 0 END AS score
      FROM (${tiered}) t)`;
  const order = sql.join([
    sql`s.tier`,
    sql`s.score DESC`,
    sql`s.soft DESC`,
    sql`s.distance`,
    ...limits.map((_, i) => sql.ref(`s.g${i}`)),
    sql`s.person_id`,
  ]);
  return { scored, order };
}

/** Lender matching's reads (`fastify.repos.lenderMatch`): the ranking and the providers of a page. */
export function createLenderMatchRepository(db: Kysely<Database>) {
  return {
    /** A page of the ranking: fits and near misses (and fails with `includeFails`), and how many there are. */
    async ranking(needs: DealNeeds, page: { includeFails: boolean; limit: number; offset: number }) {
      const { scored, order } = rankingQuery(needs, page.includeFails);
      const maxTier = page.includeFails ? 2 : 1;
      const { rows } = await sql<RankedProvider & { count: string }>`
        ${scored}
        SELECT s.person_id, s.tier::int AS tier, s.score::int AS score, s.soft::int AS soft,
          s.distance::bigint AS distance, count(*) OVER () AS count
        FROM scored s
        WHERE s.tier <= ${maxTier}
        ORDER BY ${order}
        LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      let count = rows.length ? Number(rows[0]!.count) : 0;
      if (!rows.length && page.offset > 0) {
        const counted = await sql<{ count: string }>`
          ${scored} SELECT count(*) AS count FROM scored s WHERE s.tier <= ${maxTier}`.execute(db);
        count = Number(counted.rows[0]?.count ?? 0);
      }
      return {
        count,
        results: rows.map(({ count: _, ...row }) => ({ ...row, distance: Number(row.distance) })),
      };
    },

    /** The providers of a page, whole (criteria, lists, their relation to the project), in the order given. */
    async providers(project: number, people: number[]): Promise<MatchedProvider[]> {
      if (!people.length) return [];
      const ids = sql<number>`any(${people}::int[])`;
      const [rows, links] = await Promise.all([
        db
          .selectFrom('capital_provider as c')
          .innerJoin('person as p', 'p.id', 'c.person_id')
          .leftJoin('provider_relation as r', (join) =>
            join.onRef('r.person_id', '=', 'c.person_id').on('r.project_id', '=', project),
          )
          .select([
            'c.id',
            'c.person_id',
            'p.full_name',
            'p.company',
            'r.state as relation_state',
            'c.max_ltv',
            'c.max_ltc',
            'c.max_ltgdv',
            'c.min_term',
            'c.max_term',
            'c.min_size',
            'c.max_size',
            'c.is_debt',
            'c.is_equity',
            'c.is_development',
            'c.is_land',
            'c.is_prs',
            'c.is_sharia',
          ])
          .where('c.person_id', '=', ids)
          .execute(),
        db
          .selectFrom('capital_provider_lookup as l')
          .innerJoin('capital_provider as c', 'c.id', 'l.capital_provider_id')
          .select(['c.person_id', 'l.kind', 'l.lookup_id'])
          .where('c.person_id', '=', ids)
          .orderBy('l.lookup_id')
          .execute(),
      ]);
      const byPerson = new Map(
        rows.map((row) => [
          row.person_id,
          {
            person_id: row.person_id,
            full_name: row.full_name ?? '',
            company: row.company,
            relation_state: row.relation_state,
            max_ltv: Number(row.max_ltv),
            max_ltc: Number(row.max_ltc),
            max_ltgdv: Number(row.max_ltgdv),
            min_term: Number(row.min_term),
            max_term: Number(row.max_term),
            min_size: Number(row.min_size),
            max_size: Number(row.max_size),
            is_debt: row.is_debt,
            is_equity: row.is_equity,
            is_development: row.is_development,
            is_land: row.is_land,
            is_prs: row.is_prs,
            is_sharia: row.is_sharia,
            investing_geographies: [] as number[],
            investment_classes: [] as number[],
            cp_subcategory_types: [] as number[],
          },
        ]),
      );
      for (const link of links) {
        const list = listKinds[link.kind as keyof typeof listKinds];
        if (list) byPerson.get(link.person_id)?.[list].push(link.lookup_id);
      }
      return people.flatMap((id) => byPerson.get(id) ?? []);
    },
  };
}
