import type { EmailMessage } from '@ft8/contract/email-send';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { escapeHtml } from './variables.js';

type Message = Static<typeof EmailMessage>;

const who = (person: { full_name: string; email: string | null }) =>
  person.email ? `${person.full_name} <${person.email}>` : person.full_name;

/** 'Fw: subject', once: forwarding a forward keeps one prefix. */
export const forwardSubject = (subject: string) => (/^\s*fw(d)?:/i.test(subject) ? subject : `Fw: ${subject}`);

/**
 * The forward's body: an empty paragraph for the user's note, then the forwarded message's header (its names and
 * subject escaped: they are untrusted) and its body as received (untrusted HTML, sanitized wherever it is shown).
 */
export function forwardBody(message: Message): string {
  const to = [...message.receiver_people.map(who), ...message.external_to];
  const cc = [...message.cc_people.map(who), ...message.external_cc];
  const from = message.sender_person ? who(message.sender_person) : (message.sender_address ?? '');
  const lines = [
    ['From', from],
    ['Sent', new Date(message.date).toUTCString()],
    ['To', to.join('; ')],
    ...(cc.length ? [['Cc', cc.join('; ')]] : []),
    ['Subject', message.subject],
  ];
  const header = lines.map(([label, value]) => `<b>${label}:</b> ${escapeHtml(value!)}`).join('<br>');
  return `<p></p><hr><p>---------- Forwarded message ----------<br>${header}</p>${message.content}`;
}

/** A draft of the owner's that forwards the message: no recipients yet, the subject and body above. */
export async function createForwardDraft(db: Kysely<Database>, owner: number, message: Message): Promise<number> {
  const { id } = await db
    .insertInto('email_draft')
    .values({
      owner_id: owner,
      subject: forwardSubject(message.subject),
      body: forwardBody(message),
      forward_of: message.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
