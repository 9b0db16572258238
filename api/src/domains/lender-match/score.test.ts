import {
  compareMatches,
  dealNeeds,
  limitHundredths,
  numericCriteria,
  scoreProvider,
  type DealFields,
  type ProviderCriteria,
} from '@ft8/contract/lender-match-score';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFields, providerCriteria } from './test-providers.js';

// The scoring function of lender matching (contract/src/lender-match-score.ts), with fast-check.

const deal = (fields: Partial<DealFields> = {}): DealFields => ({
  capital_required: 7_000_000,
  recent_valuation: 10_000_000,
  project_types: [4],
  transaction_types: [1],
  transaction_sub_types: [],
  asset_types: [],
  ...fields,
});

const provider = (criteria: Partial<ProviderCriteria> = {}): ProviderCriteria => ({
  max_ltv: 0,
  max_ltc: 0,
  max_ltgdv: 0,
  min_term: 0,
  max_term: 0,
  min_size: 0,
  max_size: 0,
  is_debt: true,
  is_equity: false,
  is_development: false,
  is_land: false,
  is_prs: false,
  is_sharia: false,
  investing_geographies: [],
  investment_classes: [],
  cp_subcategory_types: [],
  ...criteria,
});

const ranked = (needs: ReturnType<typeof dealNeeds>, providers: ProviderCriteria[]) =>
  providers
    .map((criteria, index) => ({ id: index + 1, ...scoreProvider(needs, criteria) }))
    .sort(compareMatches)
    .map((match) => match.id);

describe('the reasons', () => {
  it('says a near miss by how much: "Max LTV 65%, this deal 70%", "Max size £5,000,000, this deal £7,000,000"', () => {
    const needs = dealNeeds(deal());
    const ltv = scoreProvider(needs, provider({ max_ltv: 65, max_size: 10_000_000 }));
    expect(ltv).toMatchObject({ fits: false, near: true, met: ['is_debt', 'max_size'] });
    expect(ltv.misses).toEqual([{ criterion: 'max_ltv', want: 70, have: 65, gap: 5, hard: true }]);
    const size = scoreProvider(needs, provider({ max_size: 5_000_000 }));
    expect(size.misses).toEqual([
      { criterion: 'max_size', want: 7_000_000, have: 5_000_000, gap: 2_000_000, hard: true },
    ]);
    expect(size.near).toBe(true);
    expect(ltv.score).toBeLessThan(50);
  });

  it('fails a provider past the near distance or without a yes/no criterion the deal needs', () => {
    const needs = dealNeeds(deal({ project_types: [3], is_sharia: true }));
    expect(scoreProvider(needs, provider({ max_ltv: 55, is_development: true, is_sharia: true })).rank.tier).toBe(2);
    const flags = scoreProvider(needs, provider({ is_debt: false }));
    expect(flags).toMatchObject({ fits: false, near: false, score: 0 });
    expect(flags.misses.map((miss) => miss.criterion)).toEqual(['is_debt', 'is_development', 'is_sharia']);
  });

  it('reads terms in months against the provider years, and 0 as not set', () => {
    const needs = dealNeeds(deal({ term: 18 }));
    expect(scoreProvider(needs, provider({ min_term: 2 })).misses).toEqual([
      { criterion: 'min_term', want: 18, have: 24, gap: 6, hard: true },
    ]);
    expect(scoreProvider(needs, provider({ min_term: 1, max_term: 0 })).met).toEqual(['is_debt', 'min_term']);
  });

  it('counts geography, investment class, subcategory and PRS as soft: they raise the score, never exclude', () => {
    const needs = dealNeeds(deal({ location: 2, asset_types: [6], transaction_sub_types: [1] }));
    const everything = provider({
      investing_geographies: [1],
      investment_classes: [7],
      cp_subcategory_types: [1],
      is_prs: true,
    });
    const nothing = provider({ investing_geographies: [6] });
    expect(scoreProvider(needs, everything)).toMatchObject({ fits: true, score: 100 });
    const plain = scoreProvider(needs, nothing);
    expect(plain).toMatchObject({ fits: true, score: 50 });
    expect(plain.misses).toEqual([
      { criterion: 'is_prs', want: true, have: false, gap: null, hard: false },
      { criterion: 'investing_geographies', want: 2, have: [6], gap: null, hard: false },
    ]);
  });

  it('takes a provider of either for a deal of debt and equity', () => {
    const needs = dealNeeds(deal({ transaction_types: [1, 2] }));
    expect(scoreProvider(needs, provider({ is_debt: false, is_equity: true })).fits).toBe(true);
    expect(scoreProvider(needs, provider({ is_debt: false, is_equity: false })).rank.tier).toBe(2);
  });
});

describe('the ranking (fast-check)', () => {
  it('ranks a provider that meets every hard criterion above one that fails any', () => {
    fc.assert(
      fc.property(dealFields, providerCriteria, providerCriteria, (fields, a, b) => {
        const needs = dealNeeds(fields);
        const [x, y] = [scoreProvider(needs, a), scoreProvider(needs, b)];
        fc.pre(x.fits && !y.fits);
        expect(compareMatches({ id: 2, ...x }, { id: 1, ...y })).toBeLessThan(0);
        expect(x.score).toBeGreaterThan(y.score);
      }),
      { numRuns: 2000 },
    );
  });

  it('never ranks a bigger gap higher', () => {
    const criterion = fc.constantFrom(...numericCriteria);
    fc.assert(
      fc.property(
        dealFields,
        providerCriteria,
        criterion,
        fc.integer({ min: 1, max: 9_999 }),
        (fields, a, which, to) => {
          const needs = dealNeeds(fields);
          const value = needs[which.deal];
          fc.pre(value !== null);
          // The same provider with one limit moved so that the deal misses it by more.
          const moved = { ...a, [which.criterion]: which.unit === 'amount' ? to * 2_500 : to / 100 };
          const gapOf = (criteria: ProviderCriteria) => {
            const limit = limitHundredths(which.unit, criteria[which.criterion]);
            if (limit === 0) return 0;
            return Math.max(0, which.bound === 'max' ? value - limit : limit - value);
          };
          fc.pre(gapOf(moved) > gapOf(a));
          // The bigger gap has the smaller id: only the ranking can keep it after.
          const further = { id: 1, ...scoreProvider(needs, moved) };
          const nearer = { id: 2, ...scoreProvider(needs, a) };
          expect(compareMatches(further, nearer)).toBeGreaterThan(0);
          expect(further.score).toBeLessThanOrEqual(nearer.score);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('does not depend on the order the providers are read in', () => {
    fc.assert(
      fc.property(
        dealFields,
        fc.array(providerCriteria, { minLength: 2, maxLength: 12 }).chain((providers) =>
          fc.tuple(
            fc.constant(providers),
            fc.shuffledSubarray(
              providers.map((_, i) => i),
              { minLength: providers.length },
            ),
          ),
        ),
        (fields, [providers, order]) => {
          const needs = dealNeeds(fields);
          const scored = providers.map((criteria, index) => ({ id: index + 1, ...scoreProvider(needs, criteria) }));
          const inOrder = [...scored].sort(compareMatches).map((match) => match.id);
          const shuffled = order
            .map((i) => scored[i]!)
            .sort(compareMatches)
            .map((match) => match.id);
          expect(shuffled).toEqual(inOrder);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('puts fits first, best first, then near misses, then fails', () => {
    const needs = dealNeeds(deal({ location: 2 }));
    const order = ranked(needs, [
      provider({ is_debt: false }), // 1 fails
      provider({ max_ltv: 65 }), // 2 near miss by 5 points
      provider({ investing_geographies: [2] }), // 3 fits, geography too
      provider({ max_ltv: 68 }), // 4 near miss by 2 points
      provider(), // 5 fits
    ]);
    expect(order).toEqual([3, 5, 4, 2, 1]);
  });
});
