import type {
  ExternalContact,
  ImportedDuplicate,
  PersonMerge,
  PossibleDuplicateGroup,
} from '@ft8/contract/contact-management';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type ImportedDuplicateModel = AnswerOf<typeof ImportedDuplicate>;
export type PossibleDuplicateGroupModel = AnswerOf<typeof PossibleDuplicateGroup>;
export type ExternalContactModel = AnswerOf<typeof ExternalContact>;
export type PersonMergeModel = AnswerOf<typeof PersonMerge>;
