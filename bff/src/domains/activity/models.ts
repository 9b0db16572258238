import type { Activity } from '@ft8/contract/activity';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

/** One entry as `GET activity/` answers it (camelCase). */
export type ActivityModel = AnswerOf<typeof Activity>;
export type ActivityArgsModel = ActivityModel['args'];

/**
 * One page of `GET activity/`: where it starts, and the REST `next` link's keyset cursor, so that the next page seeks
 * from the last entry (as the spec's "the next page uses the stored next link") instead of stepping over `offset`.
 */
export type ActivityConnectionModel = {
  totalCount: number;
  nodes: ActivityModel[];
  offset: number;
  next: string | null;
};
