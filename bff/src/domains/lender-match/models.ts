import type { LenderMatch } from '@ft8/contract/lender-match';
import type { ConnectionModel } from '../../base/connection.js';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type LenderMatchModel = AnswerOf<typeof LenderMatch>;
export type LenderMatchConnectionModel = ConnectionModel<LenderMatchModel>;
export type LenderMissModel = LenderMatchModel['misses'][number];
/** One side of a miss as REST gives it (a number, a yes/no, or geography ids), with the criterion that reads it. */
export type LenderCriterionValueModel = { criterion: LenderMissModel['criterion']; value: LenderMissModel['want'] };
