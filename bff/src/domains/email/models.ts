import type { Draft, Template } from '@ft8/contract/email';
import type { ConnectionModel } from '../../base/connection.js';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type DraftModel = AnswerOf<typeof Draft>;
export type TemplateModel = AnswerOf<typeof Template>;
/** One page of `GET emails/templates/`, with where it starts so that cursors can be computed. */
export type TemplateConnectionModel = ConnectionModel<TemplateModel>;
