import type { OutlookStatus } from '@ft8/contract/contact';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type OutlookStatusModel = AnswerOf<typeof OutlookStatus>;
