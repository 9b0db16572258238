import type { Draft, Template } from '@ft8/contract/email';
import type { EmailMessage, SendResult } from '@ft8/contract/email-send';
import type { ConnectionModel } from '../../base/connection.js';
import type { SendStatus } from '../../generated/resolvers.js';
import type { AnswerOf } from '../../rest/answer.js';
import type { PersonRefModel } from '../contact/models.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type DraftModel = AnswerOf<typeof Draft>;
export type TemplateModel = AnswerOf<typeof Template>;
/** One page of `GET emails/templates/`, with where it starts so that cursors can be computed. */
export type TemplateConnectionModel = ConnectionModel<TemplateModel>;

// Sending and reading mail (email-send.graphql).
export type EmailModel = AnswerOf<typeof EmailMessage>;
/** One page of `GET emails/?person=`, with where it starts so that cursors can be computed. */
export type EmailConnectionModel = ConnectionModel<EmailModel>;
export type EmailAddresseeModel = { person: PersonRefModel | null; name: string; address: string | null };
export type SendResultModel = Omit<AnswerOf<typeof SendResult>, 'to' | 'status' | 'message'> & {
  to: PersonRefModel[];
  status: SendStatus;
  messageId: string | null;
};
