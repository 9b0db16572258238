import type { CapitalProvider } from '@ft8/contract/capital-provider';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type CapitalProviderModel = AnswerOf<typeof CapitalProvider>;
