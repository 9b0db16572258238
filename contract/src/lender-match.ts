import Type from 'typebox';
import { Nullable, Page } from './common.js';
import { Draft } from './email.js';
import { lenderCriteria, type LenderCriterion } from './lender-match-score.js';

// Lender matching (extension, issue 54): `GET projects/{id}/lender_matches/`, the capital providers ranked by fit to
// the deal, with reasons. The scoring is lender-match-score.ts.

const Criterion = Type.Unsafe<LenderCriterion>({
  type: 'string',
  enum: [...lenderCriteria],
  description: "A capital-provider criterion's field name",
});

const missValue = (description: string) =>
  Type.Union([Type.Number(), Type.Boolean(), Type.Array(Type.Integer())], { description });

export const LenderMiss = Type.Object({
  criterion: Criterion,
  want: missValue(
    "What the deal asks: its LTV, LTC or LTGDV in percent, its size in £, its term in months, `true` for a yes/no criterion, its location's `investing_geography_types` id",
  ),
  have: missValue(
    "What the provider's criterion gives: the limit (percent, £, or the provider's years as months), `false`, or its `investing_geographies`",
  ),
  gap: Nullable(
    Type.Number({
      description: 'How far apart: percent points, £ or months; null for yes/no and list criteria',
    }),
  ),
  hard: Type.Boolean({
    description: 'True when missing it excludes the provider (a near miss when every hard miss is near)',
  }),
});

export const LenderMatch = Type.Object({
  person: Type.Object({ id: Type.Integer(), full_name: Type.String(), company: Nullable(Type.String()) }),
  score: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'Fits 50..100 (50 plus half the share of soft points earned), near misses 0..49, fails 0',
  }),
  fits: Type.Boolean({ description: 'Meets every hard criterion the deal sets' }),
  met: Type.Array(Criterion, { description: 'The criteria the deal sets that the provider meets' }),
  misses: Type.Array(LenderMiss),
  relation_state: Nullable(
    Type.Integer({
      description:
        "The provider's relation to this project (provider_relation_types: Contacted=1 ... Rejected=5); null when none",
    }),
  ),
});

export const LenderMatchPage = Page(LenderMatch);

export const LenderMatchQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  include_fails: Type.Optional(
    Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')], {
      description: '1 (or true) adds the providers that fail a hard criterion, last',
    }),
  ),
});

/** The most providers one outreach adds and writes to. */
export const maxOutreachPeople = 200;

export const LenderOutreachBody = Type.Object(
  {
    people: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: maxOutreachPeople,
      description: 'The capital providers to add (those not on the project yet, as Contacted) and to write to',
    }),
    template: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "One of the caller's email templates: the draft takes its subject, body and attachments",
      }),
    ),
  },
  { additionalProperties: false },
);

export const LenderOutreach = Type.Object({
  draft: Draft,
  added: Type.Array(Type.Integer(), {
    description: 'The provider relations created (the people already on the project keep theirs)',
  }),
});
