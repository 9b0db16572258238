import Type from 'typebox';
import { Nullable, Page } from './common.js';

// Email messages and sending (spec part 2 section 3, Email message; section 7, Emails): `emails/` (a contact's
// activity and a thread), `emails/{id}/`, `emails/contexts/{id}/send/`.

const id = Type.Integer({ minimum: 1, maximum: 999_999_999 });

const EmailPerson = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Nullable(Type.String({ description: 'Their first email address' })),
});

export const EmailMessage = Type.Object({
  id: Type.Integer(),
  subject: Type.String({ description: 'Untrusted text' }),
  content: Type.String({ description: 'The HTML body as received: untrusted, sanitize before display' }),
  date: Type.String({ format: 'date-time' }),
  sender: Nullable(Type.Integer({ description: 'The sending contact' })),
  sender_person: Nullable(EmailPerson),
  sender_address: Nullable(Type.String({ description: 'The sending address when no contact has it' })),
  receiver: Type.Array(Type.Integer(), { description: 'Contacts in To' }),
  cc: Type.Array(Type.Integer(), { description: 'Contacts in Cc' }),
  receiver_people: Type.Array(EmailPerson),
  cc_people: Type.Array(EmailPerson),
  external_to: Type.Array(Type.String(), { description: 'Addresses in To with no contact' }),
  external_cc: Type.Array(Type.String(), { description: 'Addresses in Cc with no contact' }),
  conversation_id: Type.String(),
  is_forwarded: Type.Boolean(),
  has_unsafe_content: Type.Boolean({
    description: 'The body holds scripts, event handlers or javascript: links (stored as given, removed on display)',
  }),
});
export const EmailPage = Page(EmailMessage);

/** `POST emails/forward_chain/`: the message to forward; the answer is your new forward draft (`Draft`). */
export const ForwardChain = Type.Object({ message: id }, { additionalProperties: false });

/**
 * `GET emails/`: the messages the caller may read (one with no contact in From, To or Cc, only colleagues or plain
 * addresses, is read by its mailbox's owner alone; a contact's Bcc shows on their activity to that owner alone): a
 * contact's activity (`person`, messages sent to or from them), a thread (`conversation_id`); `sender` or
 * `receiver` (a contact id, not both), `search` (subject and body), `date_from`/`date_to` (YYYY-MM-DD, inclusive),
 * `ordering` (`date` or `-date`; any other is ignored, as DRF's ordering filter drops unknown fields, and the default
 * `-date` applies).
 */
export const EmailsQuery = Type.Object({
  person: Type.Optional(id),
  sender: Type.Optional(id),
  receiver: Type.Optional(id),
  conversation_id: Type.Optional(Type.String({ maxLength: 200 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  date_from: Type.Optional(Type.String({ format: 'date' })),
  date_to: Type.Optional(Type.String({ format: 'date' })),
  ordering: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});

export const SendResult = Type.Object({
  recipient: Type.String({ description: '`person:<id>`, or `company:<name>` for a company email' }),
  to: Type.Array(Type.Integer(), { description: 'The contacts this message went to' }),
  company: Nullable(Type.String()),
  status: Type.Union([Type.Literal('sent'), Type.Literal('already_sent'), Type.Literal('failed')], {
    description: 'already_sent: an earlier try of this draft delivered it (a retry never sends twice)',
  }),
  message: Nullable(Type.Integer({ description: 'The sent message' })),
  error: Nullable(Type.String()),
});
/** `POST emails/contexts/{id}/send/`: one message per recipient (per company with is_company), each reported. */
export const SendAnswer = Type.Object({
  draft: Type.Integer(),
  is_sent: Type.Boolean({ description: 'True once every recipient has been sent to' }),
  results: Type.Array(SendResult),
});

/** `GET emails/contexts/{id}/preview/` (extension): what sending would send, the first `limit` messages. */
export const DraftPreviewQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) });
export const DraftPreview = Type.Object({
  count: Type.Integer({ description: 'How many messages sending would send' }),
  results: Type.Array(
    Type.Object({
      recipient: Type.String({ description: '`person:<id>`, `company:<name>` or `forward`' }),
      to: Type.Array(Type.Integer()),
      company: Nullable(Type.String()),
      subject: Type.String({ description: 'Variables filled' }),
      content: Type.String({ description: "HTML with variables filled (escaped) and the sender's signature" }),
    }),
  ),
});

/** `GET emails/contexts/{id}/progress/` (extension): how far a send of the draft has got. */
export const SendProgress = Type.Object({
  total: Type.Integer({ description: 'Messages the draft sends' }),
  sent: Type.Integer({ description: 'Of those, delivered (by this send or an earlier one)' }),
});
