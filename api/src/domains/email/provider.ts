import type { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A recipient: a contact with the address mail goes to, or an address alone. */
export type MailAddress = { personId: number | null; address: string | null };

export type OutgoingMessage = {
  senderId: number;
  subject: string;
  /** HTML, stored and sent as given (untrusted on display). */
  content: string;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  /** The thread it continues; a new one when absent. */
  conversationId?: string;
  isForwarded?: boolean;
  /** The provider's id of the message forwarded (a forward of a message the provider knows: Graph's createForward). */
  forwardOf?: string;
  /** The draft's attachments, read from storage when the provider sends them (the sandbox records only names). */
  attachments?: Attachment[];
};

export type Attachment = { name: string; type: string; size: number; open: () => Readable };

/** What a provider hands back for a delivered message: its thread, and its own id for it when it has one. */
export type Delivered = { conversationId: string; providerId?: string };

/**
 * The mail provider (ARCHITECTURE.md, Mail): Microsoft Graph when MS_* is set, else the local mail sandbox.
 * `deliver` only delivers (a network call for Graph, so never inside a database transaction); the caller records
 * the message with `recordSent`.
 */
export type MailProvider = {
  name: 'sandbox' | 'graph';
  /** Whether this account may send: an active Outlook credential (the sandbox's come from `auth/login_with_ms`). */
  isConnected(personId: number): Promise<boolean>;
  deliver(message: OutgoingMessage): Promise<Delivered>;
};

/** Whether the account has an active Outlook credential (the sandbox's come from `auth/login_with_ms`). */
export async function hasActiveCredential(db: Db, personId: number): Promise<boolean> {
  const row = await db
    .selectFrom('outlook_credential')
    .select('credentials_active')
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return Boolean(row?.credentials_active);
}

/** Records a sent message in `email_message` (what `emails/` reads), with the provider's id when it has one. */
export async function recordSent(
  trx: Db,
  message: OutgoingMessage,
  sent: Delivered,
): Promise<{ id: number; conversationId: string }> {
  const { id } = await trx
    .insertInto('email_message')
    .values({
      subject: message.subject,
      content: message.content,
      sender_id: message.senderId,
      conversation_id: sent.conversationId,
      is_forwarded: message.isForwarded ?? false,
      provider_id: sent.providerId ?? null,
      provider_mailbox_id: sent.providerId ? message.senderId : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = (['to', 'cc', 'bcc'] as const).flatMap((kind) =>
    message[kind].map((recipient, position) => ({
      message_id: id,
      kind,
      person_id: recipient.personId,
      address: recipient.address,
      position,
    })),
  );
  if (rows.length) await trx.insertInto('email_message_recipient').values(rows).execute();
  return { id, conversationId: sent.conversationId };
}
