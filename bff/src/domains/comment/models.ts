import type { Comment } from '@ft8/contract/task';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type CommentModel = AnswerOf<typeof Comment>;
