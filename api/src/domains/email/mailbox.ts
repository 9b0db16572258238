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
    const unknown = [from, ...cc].filter((address) => !contacts.has(address));
    if (unknown.length)
      await trx
        .insertInto('external_contact')
        .values(unknown.map((address) => ({ email_address: address })))
        .onConflict((conflict) => conflict.column('email_address').doNothing())
        .execute();
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
