import { compareMatches, dealNeeds, scoreProvider } from '@ft8/contract/lender-match-score';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { dealFields, insertProvider, providerCriteria } from './test-providers.js';

// The SQL ranking (repository.ts) against the scoring function (contract/src/lender-match-score.ts), for random
// providers this test creates: the same tiers, scores and order. The database holds other providers too (the
// fixture's, earlier runs'); each run compares only its own, whose order among the rest is theirs alone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lender matching in SQL', () => {
  it('ranks, tiers and scores as the scoring function does', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        dealFields,
        fc.array(providerCriteria, { minLength: 1, maxLength: 8 }),
        async (fields, criteria) => {
          run += 1;
          const stamp = `Agree${Date.now()}x${run}`;
          const people = [];
          for (const [index, one] of criteria.entries())
            people.push(await insertProvider(t.database.db, `${stamp}n${index}`, one));
          const needs = dealNeeds(fields);
          const mine = new Set(people);
          const expected = people
            .map((id, index) => ({ id, ...scoreProvider(needs, criteria[index]!) }))
            .sort(compareMatches);

          const all = await t.app.repos.lenderMatch.ranking(needs, { includeFails: true, limit: 10_000, offset: 0 });
          const own = all.results.filter((row) => mine.has(row.person_id));
          expect(own.map((row) => row.person_id)).toEqual(expected.map((match) => match.id));
          expect(own.map(({ tier, score, soft, distance }) => ({ tier, score, soft, distance }))).toEqual(
            expected.map(({ rank: { tier, score, soft, distance } }) => ({ tier, score, soft, distance })),
          );

          // Without the fails: the widened filter keeps exactly the fits and near misses.
          const kept = await t.app.repos.lenderMatch.ranking(needs, { includeFails: false, limit: 10_000, offset: 0 });
          expect(kept.results.filter((row) => mine.has(row.person_id)).map((row) => row.person_id)).toEqual(
            expected.filter((match) => match.rank.tier < 2).map((match) => match.id),
          );
          expect(kept.count).toBe(kept.results.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});
