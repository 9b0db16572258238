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
};

/**
 * The mail provider (ARCHITECTURE.md, Mail): Microsoft Graph when MS_* is set, else the local mail sandbox. Sending
 * runs inside the caller's transaction so that a draft's delivery record and the message commit together.
 */
export type MailProvider = {
  name: 'sandbox' | 'graph';
  /** Whether this account may send: an active Outlook credential (the sandbox's come from `auth/login_with_ms`). */
  isConnected(personId: number): Promise<boolean>;
  send(message: OutgoingMessage, trx: Db): Promise<{ id: number; conversationId: string }>;
};

/** Stores the message in `email_message` as sent: the sandbox's mailboxes are that table, read through `emails/`. */
export function createSandboxProvider(db: Kysely<Database>): MailProvider {
  return {
    name: 'sandbox',
    async isConnected(personId) {
      const row = await db
        .selectFrom('outlook_credential')
        .select('credentials_active')
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return Boolean(row?.credentials_active);
    },
    async send(message, trx) {
      const conversationId = message.conversationId ?? `sandbox-${crypto.randomUUID()}`;
      const { id } = await trx
        .insertInto('email_message')
        .values({
          subject: message.subject,
          content: message.content,
          sender_id: message.senderId,
          conversation_id: conversationId,
          is_forwarded: message.isForwarded ?? false,
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
      return { id, conversationId };
    },
  };
}
