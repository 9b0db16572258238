// Lender matching (issue 54): the one scoring function. Pure and typed, shared by the api (the reasons of a page, and
// the tests that hold its SQL to this: api/src/domains/lender-match/) and the web. The README's table of weights is
// read from here. Every comparison is on integers (hundredths: pennies, hundredths of a percent point, of a month), so
// that this and PostgreSQL's numeric arithmetic agree exactly.

/** The criteria a match names: the capital-provider criteria's field names (spec part 1 section 3). */
export const lenderCriteria = [
  'is_debt',
  'is_equity',
  'min_size',
  'max_size',
  'max_ltv',
  'max_ltc',
  'max_ltgdv',
  'min_term',
  'max_term',
  'is_development',
  'is_land',
  'is_prs',
  'is_sharia',
  'investing_geographies',
] as const;
export type LenderCriterion = (typeof lenderCriteria)[number];

/** The project's fields the criteria are read from (`GET projects/{id}/`). */
export type DealFields = {
  capital_required: number;
  recent_valuation: number;
  total_cost?: number | null;
  gdv?: number | null;
  term?: number | null;
  is_sharia?: boolean | null;
  location?: number | null;
  project_types: readonly number[];
  transaction_types: readonly number[];
  transaction_sub_types: readonly number[];
  asset_types: readonly number[];
};

/** A provider's criteria as `GET capital_provider/{id}/` answers them (0 in a limit: not set). */
export type ProviderCriteria = {
  max_ltv: number;
  max_ltc: number;
  max_ltgdv: number;
  min_term: number;
  max_term: number;
  min_size: number;
  max_size: number;
  is_debt: boolean;
  is_equity: boolean;
  is_development: boolean;
  is_land: boolean;
  is_prs: boolean;
  is_sharia: boolean;
  investing_geographies: readonly number[];
  investment_classes: readonly number[];
  cp_subcategory_types: readonly number[];
};

// Reference lookup ids (api migration 004, product data).
const DEBT = 1;
const EQUITY = 2;
const LAND_BRIDGE = 1;
const DEVELOPMENT = 3;
const RESIDENTIAL_ASSET = 6;
const UK_WIDE = 1;
/** investing_geography_types a UK Wide provider covers: London, South East, Regional UK, Scotland. */
const UK_REGIONS = [2, 3, 4, 5];
/** asset_types -> the investment_class_types they fall in (Residential assets also Build to Rent). */
const assetClasses: Record<number, number[]> = {
  1: [2], // Office: Commercial
  2: [2], // Retail: Commercial
  3: [4], // Industrial: Industrial & Logistics
  4: [4], // Storage: Industrial & Logistics
  5: [5], // Hotel Hostel: Hotels & Leisure
  6: [1, 7], // Residential: Residential, Build to Rent
  7: [8], // Senior Living
  8: [10], // Hospital: Healthcare
  9: [5], // Gaming: Hotels & Leisure
  10: [2], // Car Park: Commercial
};
const LAND_CLASS = 9;
const MIXED_USE_CLASS = 3;
/** transaction_sub_types -> the cp_subcategories of the same finance (Refinance: Term Loan). */
const subTypeSubcategory: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 10 };

/** Points of the soft criteria (the score's second half is the share of the applicable points earned). */
export const softWeights = { investing_geographies: 40, investment_classes: 30, cp_subcategory_types: 20, is_prs: 10 };
/**
 * A near miss: within 10 points of a percentage limit, within half of a size limit (the "Max size £5,000,000,
 * this deal £7,000,000" is one) or within a quarter of a term limit. As divisors: gap x divisor <= limit.
 */
export const nearPercentPoints = 10;
export const nearDivisor = { amount: 2, years: 4 } as const;
/** A distance (permille of the near limit) never counts more than this, and a missed yes/no criterion counts 1000. */
export const maxPermille = 1_000_000;
/** Ratios are held to this (hundredths of a percent): an absurd deal stays a number. */
const maxRatio = 1_000_000_000;

/** The deal's needs, every amount in hundredths; null where the deal does not set what the criterion reads. */
export type DealNeeds = {
  /** capital_required in pennies; null when 0. */
  capital: number | null;
  /** capital_required over recent_valuation, total_cost, gdv: hundredths of a percent, rounded half up. */
  ltv: number | null;
  ltc: number | null;
  ltgdv: number | null;
  /** The term in hundredths of a month. */
  term: number | null;
  /** Debt and/or equity (transaction types); with both, a provider of either fits. */
  debt: boolean;
  equity: boolean;
  development: boolean;
  land: boolean;
  /** Residential assets: is_prs counts (soft). */
  residential: boolean;
  sharia: boolean;
  location: number | null;
  /** The geographies that cover the location: itself, and UK Wide for a UK region. */
  geographies: number[];
  investmentClasses: number[];
  subcategories: number[];
};

const hundredths = (value: number) => Math.round(value * 100);
const ratio = (part: number, whole: number | null | undefined) => {
  if (!part || !whole) return null;
  const [p, w] = [BigInt(hundredths(part)), BigInt(hundredths(whole))];
  const value = (p * 20_000n + w) / (2n * w); // part / whole in hundredths of a percent, half up
  return Number(value > BigInt(maxRatio) ? BigInt(maxRatio) : value);
};

export function dealNeeds(deal: DealFields): DealNeeds {
  const classes = new Set(deal.asset_types.flatMap((asset) => assetClasses[asset] ?? []));
  if (classes.has(1) && [...classes].some((cls) => cls !== 1 && cls !== 7)) classes.add(MIXED_USE_CLASS);
  if (deal.project_types.includes(LAND_BRIDGE)) classes.add(LAND_CLASS);
  const location = deal.location ?? null;
  return {
    capital: deal.capital_required > 0 ? hundredths(deal.capital_required) : null,
    ltv: ratio(deal.capital_required, deal.recent_valuation),
    ltc: ratio(deal.capital_required, deal.total_cost),
    ltgdv: ratio(deal.capital_required, deal.gdv),
    term: deal.term ? deal.term * 100 : null,
    debt: deal.transaction_types.includes(DEBT),
    equity: deal.transaction_types.includes(EQUITY),
    development: deal.project_types.includes(DEVELOPMENT),
    land: deal.project_types.includes(LAND_BRIDGE),
    residential: deal.asset_types.includes(RESIDENTIAL_ASSET),
    sharia: deal.is_sharia === true,
    location,
    geographies: location === null ? [] : UK_REGIONS.includes(location) ? [location, UK_WIDE] : [location],
    investmentClasses: [...classes].sort((a, b) => a - b),
    subcategories: [...new Set(deal.transaction_sub_types.flatMap((sub) => subTypeSubcategory[sub] ?? []))].sort(
      (a, b) => a - b,
    ),
  };
}

/**
 * The limits a deal is measured against, in the order of `lenderCriteria`: the deal's value (a `DealNeeds` key), the
 * provider's field, whether the deal must stay under it (`max`) or reach it, and how its hundredths are read: a
 * percentage (near within 10 points), an amount (near within half the limit) or years read as months (a quarter).
 */
export const numericCriteria = [
  { criterion: 'min_size', deal: 'capital', bound: 'min', unit: 'amount' },
  { criterion: 'max_size', deal: 'capital', bound: 'max', unit: 'amount' },
  { criterion: 'max_ltv', deal: 'ltv', bound: 'max', unit: 'percent' },
  { criterion: 'max_ltc', deal: 'ltc', bound: 'max', unit: 'percent' },
  { criterion: 'max_ltgdv', deal: 'ltgdv', bound: 'max', unit: 'percent' },
  { criterion: 'min_term', deal: 'term', bound: 'min', unit: 'years' },
  { criterion: 'max_term', deal: 'term', bound: 'max', unit: 'years' },
] as const satisfies readonly {
  criterion: LenderCriterion;
  deal: keyof DealNeeds;
  bound: 'min' | 'max';
  unit: 'amount' | 'percent' | 'years';
}[];

/** A provider's limit in the hundredths its deal value has (years x 12: hundredths of a month). */
export const limitHundredths = (unit: 'amount' | 'percent' | 'years', value: number) =>
  unit === 'years' ? hundredths(value) * 12 : hundredths(value);

/** How far past a limit, in permille of the near distance (exact integer division, as SQL's `div`). */
export function permille(unit: 'amount' | 'percent' | 'years', gap: number, limit: number): number {
  const value = unit === 'percent' ? BigInt(gap) : (BigInt(1000 * nearDivisor[unit]) * BigInt(gap)) / BigInt(limit);
  return Number(value > BigInt(maxPermille) ? BigInt(maxPermille) : value);
}

/** Near: a percentage within 10 points (1000 hundredths); an amount or term by `nearDivisor`. */
export const isNear = (unit: 'amount' | 'percent' | 'years', gap: number, limit: number) =>
  unit === 'percent' ? gap <= nearPercentPoints * 100 : nearDivisor[unit] * gap <= limit;

export type LenderMissValue = number | boolean | number[];
/**
 * A criterion the provider does not meet: what the deal wants (its value), what the provider has (its criterion),
 * the gap between them (percent points, £, or months; null for yes/no and lists) and whether it excludes.
 */
export type LenderMiss = {
  criterion: LenderCriterion;
  want: LenderMissValue;
  have: LenderMissValue;
  gap: number | null;
  hard: boolean;
};

/** How matches sort: tier (0 fits, 1 near miss, 2 fails), score and soft share down, distance and gaps up. */
export type MatchRank = { tier: 0 | 1 | 2; score: number; soft: number; distance: number; gaps: number[] };

export type LenderScore = {
  fits: boolean;
  near: boolean;
  score: number;
  met: LenderCriterion[];
  misses: LenderMiss[];
  rank: MatchRank;
};

const intersects = (a: readonly number[], b: readonly number[]) => a.some((id) => b.includes(id));

/**
 * Scores one provider for one deal. Hard criteria (yes/no and limits) decide the tier: fits (none missed), near miss
 * (every miss a limit missed by a near gap) or fails. The score: a fit 50 plus half the soft share (50..100); a near
 * miss up to 49, less the further it is (49 x closeness x (50 + soft share) / 150); a fail 0.
 */
export function scoreProvider(needs: DealNeeds, provider: ProviderCriteria): LenderScore {
  const met: LenderCriterion[] = [];
  const misses: LenderMiss[] = [];
  let flagMisses = 0;
  let allNear = true;
  let distance = 0;
  const gaps: number[] = [];

  const flag = (criterion: LenderCriterion, has: boolean, hard = true) => {
    if (has) return met.push(criterion);
    misses.push({ criterion, want: true, have: false, gap: null, hard });
    if (hard) flagMisses += 1;
  };
  if (needs.debt && needs.equity) {
    // Either will do: one offered fits, the other is said as a soft miss.
    const either = provider.is_debt || provider.is_equity;
    flag('is_debt', provider.is_debt, !either);
    flag('is_equity', provider.is_equity, !either);
  } else if (needs.debt) flag('is_debt', provider.is_debt);
  else if (needs.equity) flag('is_equity', provider.is_equity);

  for (const { criterion, deal, bound, unit } of numericCriteria) {
    const value = needs[deal];
    const limit = limitHundredths(unit, provider[criterion]);
    if (value === null || limit === 0) {
      gaps.push(0);
      continue;
    }
    const gap = Math.max(0, bound === 'max' ? value - limit : limit - value);
    gaps.push(gap);
    if (gap === 0) {
      met.push(criterion);
      continue;
    }
    misses.push({ criterion, want: value / 100, have: limit / 100, gap: gap / 100, hard: true });
    allNear &&= isNear(unit, gap, limit);
    distance += permille(unit, gap, limit);
  }

  if (needs.development) flag('is_development', provider.is_development);
  if (needs.land) flag('is_land', provider.is_land);
  if (needs.residential) flag('is_prs', provider.is_prs, false);
  if (needs.sharia) flag('is_sharia', provider.is_sharia);
  if (needs.location !== null && provider.investing_geographies.length) {
    if (intersects(needs.geographies, provider.investing_geographies)) met.push('investing_geographies');
    else
      misses.push({
        criterion: 'investing_geographies',
        want: needs.location,
        have: [...provider.investing_geographies],
        gap: null,
        hard: false,
      });
  }

  const soft = softShare(needs, provider);
  distance += 1000 * flagMisses;
  const hardMisses = misses.some((miss) => miss.hard);
  const tier = !hardMisses ? 0 : flagMisses === 0 && allNear ? 1 : 2;
  const closeness = Math.max(0, 1000 - distance);
  const score =
    tier === 0 ? 50 + Math.floor(soft / 2) : tier === 1 ? Math.floor((49 * closeness * (50 + soft)) / 150_000) : 0;
  return { fits: tier === 0, near: tier === 1, score, met, misses, rank: { tier, score, soft, distance, gaps } };
}

/** The share (0..100, rounded down) of the soft points that apply to the deal which the provider earns; 100 when none apply. */
export function softShare(needs: DealNeeds, provider: ProviderCriteria): number {
  let available = 0;
  let earned = 0;
  const count = (applies: boolean, weight: number, earns: boolean) => {
    if (!applies) return;
    available += weight;
    if (earns) earned += weight;
  };
  count(
    needs.location !== null,
    softWeights.investing_geographies,
    intersects(needs.geographies, provider.investing_geographies),
  );
  count(
    needs.investmentClasses.length > 0,
    softWeights.investment_classes,
    intersects(needs.investmentClasses, provider.investment_classes),
  );
  count(
    needs.subcategories.length > 0,
    softWeights.cp_subcategory_types,
    intersects(needs.subcategories, provider.cp_subcategory_types),
  );
  count(needs.residential, softWeights.is_prs, provider.is_prs);
  return available === 0 ? 100 : Math.floor((100 * earned) / available);
}

/** The order of the list: fits best first, then near misses, then fails; the person's id breaks ties. */
export function compareMatches(a: { rank: MatchRank; id: number }, b: { rank: MatchRank; id: number }): number {
  const [x, y] = [a.rank, b.rank];
  const first = x.tier - y.tier || y.score - x.score || y.soft - x.soft || x.distance - y.distance;
  if (first) return first;
  for (let i = 0; i < x.gaps.length; i += 1) if (x.gaps[i] !== y.gaps[i]) return x.gaps[i]! - y.gaps[i]!;
  return a.id - b.id;
}

/** Whether a hard miss, as the api answers it (want, have, gap in their units), is near: a near miss when all are. */
export function missIsNear(miss: LenderMiss): boolean {
  const limit = numericCriteria.find((one) => one.criterion === miss.criterion);
  if (!limit || typeof miss.gap !== 'number' || typeof miss.have !== 'number') return false;
  return isNear(limit.unit, Math.round(miss.gap * 100), Math.round(miss.have * 100));
}
