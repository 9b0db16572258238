import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A message that arrived in a user's mailbox, as any provider hands it over (the sandbox's route; Graph's sync). */
export type InboundMessage = {
  /** The mailbox's owner (a user), on To. */
  ownerId: number;
  from: string;
  subject: string;
  /** HTML as received: untrusted, stored as given, sanitized on display. */
  content: string;
  cc?: string[];
  /** The thread it continues; a new one when absent. */
  conversationId?: string;
  date?: Date;
};

/** The contact each address belongs to (its any email address, case-insensitive). */
async function contactsOf(db: Db, addresses: string[]) {
  if (addresses.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('person_email as e')
    .innerJoin('person as p', 'p.id', 'e.person_id')
    .select([sql<string>`lower(e.email::text)`.as('address'), 'e.person_id'])
    .where(sql<boolean>`e.email = any(${addresses}::citext[])`)
    .where('p.is_deleted', '=', false)
    .orderBy('e.person_id')
    .execute();
  const found = new Map<string, number>();
  for (const row of rows) if (!found.has(row.address)) found.set(row.address, row.person_id);
  return found;
}

/** Addresses that belong to no contact feed Contact Management's New Contacts (`external_contact`, once each). */
async function feedNewContacts(db: Db, addresses: string[], contacts: Map<string, number>) {
  const unknown = addresses.filter((address) => !contacts.has(address));
  if (unknown.length)
    await db
      .insertInto('external_contact')
      .values(unknown.map((address) => ({ email_address: address })))
      .onConflict((conflict) => conflict.column('email_address').doNothing())
      .execute();
}

/**
 * Stores an inbound message in the same tables sending writes (what `emails/` reads): the sender and Cc linked to
 * their contacts by address; an address that belongs to no contact is kept as an address and feeds Contact
 * Management's New Contacts (`external_contact`, once per address). Returns the message's id and thread.
 */
export async function receiveInbound(db: Kysely<Database>, message: InboundMessage) {
  const from = message.from.trim().toLowerCase();
  const cc = [...new Set((message.cc ?? []).map((address) => address.trim().toLowerCase()).filter(Boolean))];
  return db.transaction().execute(async (trx) => {
    const contacts = await contactsOf(trx, [from, ...cc]);
    await feedNewContacts(trx, [from, ...cc], contacts);
    const conversationId = message.conversationId ?? `sandbox-${crypto.randomUUID()}`;
    const { id } = await trx
      .insertInto('email_message')
      .values({
        subject: message.subject,
        content: message.content,
        sender_id: contacts.get(from) ?? null,
        sender_address: contacts.has(from) ? null : from,
        conversation_id: conversationId,
        ...(message.date && { date: message.date }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('email_message_recipient')
      .values([
        { message_id: id, kind: 'to', person_id: message.ownerId, address: null, position: 0 },
        ...cc.map((address, position) => ({
          message_id: id,
          kind: 'cc',
          person_id: contacts.get(address) ?? null,
          address: contacts.has(address) ? null : address,
          position,
        })),
      ])
      .execute();
    return { id, conversationId };
  });
}

/** A message read from a provider's mailbox (Graph's sync), addresses lowercased. */
export type SyncedMessage = {
  /** The provider's id for it: the key that makes storing it again a no-op. */
  providerId: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  content: string;
  conversationId: string;
  date: Date;
  /** The account whose mailbox it was synced from (its provider id is that mailbox's). */
  mailboxId?: number;
};

/**
 * Stores a page of synced messages in one transaction, each address linked to its contact (unknown ones feed New
 * Contacts), skipping every message whose provider id is already stored. Returns how many were new.
 */
export async function storeSynced(db: Kysely<Database>, messages: SyncedMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const every = [
      ...new Set(messages.flatMap((message) => [message.from, ...message.to, ...message.cc, ...message.bcc])),
    ];
    const contacts = await contactsOf(trx, every);
    await feedNewContacts(trx, every, contacts);
    const inserted = await trx
      .insertInto('email_message')
      .values(
        messages.map((message) => ({
          subject: message.subject,
          content: message.content,
          sender_id: contacts.get(message.from) ?? null,
          sender_address: contacts.has(message.from) ? null : message.from,
          conversation_id: message.conversationId,
          date: message.date,
          provider_id: message.providerId,
          provider_mailbox_id: message.mailboxId ?? null,
        })),
      )
      .onConflict((conflict) => conflict.column('provider_id').doNothing())
      .returning(['id', 'provider_id'])
      .execute();
    const byProvider = new Map(messages.map((message) => [message.providerId, message]));
    const recipients = inserted.flatMap(({ id, provider_id }) => {
      const message = byProvider.get(provider_id!)!;
      return (['to', 'cc', 'bcc'] as const).flatMap((kind) =>
        message[kind].map((address, position) => ({
          message_id: id,
          kind,
          person_id: contacts.get(address) ?? null,
          address: contacts.has(address) ? null : address,
          position,
        })),
      );
    });
    if (recipients.length) await trx.insertInto('email_message_recipient').values(recipients).execute();
    return inserted.length;
  });
}
