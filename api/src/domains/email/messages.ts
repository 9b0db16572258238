import type { EmailMessage } from '@ft8/contract/email-send';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { searchPatterns } from '../../lib/search.js';

type EmailDto = Static<typeof EmailMessage>;
const idList = (ids: number[]) => sql<number>`any(${ids}::int[])`;

/** What marks a body as hostile: it is stored as given, and the web removes these on display. */
const unsafeContent = /<\s*(script|iframe|object|embed|form|meta|link|base)\b|\son[a-z]+\s*=|(java|vb)script\s*:/i;

export type EmailFilter = {
  person?: number;
  sender?: number;
  receiver?: number;
  conversationId?: string;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  ordering: 'date' | '-date';
  limit: number;
  offset: number;
};

const firstEmail = sql<
  string | null
>`(SELECT e.email::text FROM person_email e WHERE e.person_id = p.id ORDER BY e.position LIMIT 1)`;

/** Email messages read from the store the mail provider writes (`email_message`). */
export function createEmailMessageRepository(db: Kysely<Database>) {
  async function hydrate(rows: MessageRow[]): Promise<EmailDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const recipients = await db
      .selectFrom('email_message_recipient as r')
      .leftJoin('person as p', 'p.id', 'r.person_id')
      .select(['r.message_id', 'r.kind', 'r.address', 'p.id', 'p.full_name', firstEmail.as('email')])
      .where('r.message_id', '=', idList(ids))
      .where('r.kind', '<>', 'bcc')
      .orderBy('r.position')
      .execute();
    const senderIds = [...new Set(rows.flatMap((row) => (row.sender_id === null ? [] : [row.sender_id])))];
    const senders = senderIds.length
      ? await db
          .selectFrom('person as p')
          .select(['p.id', 'p.full_name', firstEmail.as('email')])
          .where('p.id', '=', idList(senderIds))
          .execute()
      : [];
    const personOf = (row: { id: number | null; full_name: string | null; email: string | null }) => ({
      id: row.id!,
      full_name: row.full_name ?? '',
      email: row.email,
    });
    return rows.map((row) => {
      const of = (kind: 'to' | 'cc') => recipients.filter((r) => r.message_id === row.id && r.kind === kind);
      const people = (kind: 'to' | 'cc') => of(kind).filter((r) => r.id !== null);
      const external = (kind: 'to' | 'cc') => of(kind).flatMap((r) => (r.id === null && r.address ? [r.address] : []));
      const sender = senders.find((person) => person.id === row.sender_id);
      return {
        id: row.id,
        subject: row.subject,
        content: row.content,
        date: row.date.toISOString(),
        sender: row.sender_id,
        sender_person: sender ? personOf(sender) : null,
        sender_address: row.sender_address ?? sender?.email ?? null,
        receiver: people('to').map((r) => r.id!),
        cc: people('cc').map((r) => r.id!),
        receiver_people: people('to').map(personOf),
        cc_people: people('cc').map(personOf),
        external_to: external('to'),
        external_cc: external('cc'),
        conversation_id: row.conversation_id,
        is_forwarded: row.is_forwarded,
        has_unsafe_content: unsafeContent.test(row.content),
      };
    });
  }

  return {
    /**
     * A page of the messages `viewer` may read (`readableBy`), newest first unless `ordering=date`; `person`: sent
     * to or from that contact as the viewer sees the message (a Bcc only in the viewer's own mailbox).
     */
    async list(viewer: number, filter: EmailFilter) {
      let query = db.selectFrom('email_message as m').where(readableBy(viewer));
      if (filter.person !== undefined) {
        const person = filter.person;
        // Read from the indexes on sender and recipient first, not by testing every message.
        query = query
          .where('m.id', 'in', sql<number>`(${messagesOf(person)})`)
          .where((eb) => eb.or([eb('m.sender_id', '=', person), hasVisibleRecipient(person, viewer)]));
      }
      if (filter.sender !== undefined) query = query.where('m.sender_id', '=', filter.sender);
      if (filter.receiver !== undefined) query = query.where(hasVisibleRecipient(filter.receiver, viewer));
      if (filter.conversationId !== undefined) query = query.where('m.conversation_id', '=', filter.conversationId);
      for (const like of searchPatterns(filter.search))
        query = query.where((eb) =>
          eb.or([eb(sql`lower(m.subject)`, 'like', like), eb(sql`lower(m.content)`, 'like', like)]),
        );
      if (filter.dateFrom) query = query.where('m.date', '>=', sql<Date>`${filter.dateFrom}::date`);
      if (filter.dateTo) query = query.where('m.date', '<', sql<Date>`${filter.dateTo}::date + 1`);
      const { count } = await query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
      const direction = filter.ordering === 'date' ? 'asc' : 'desc';
      const rows = await query
        .selectAll('m')
        .orderBy('m.date', direction)
        .orderBy('m.id', direction)
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      return { count, results: await hydrate(rows) };
    },

    /** One message, when `viewer` may read it (`readableBy`). */
    async byId(viewer: number, id: number) {
      const row = await db
        .selectFrom('email_message as m')
        .selectAll('m')
        .where('m.id', '=', id)
        .where(readableBy(viewer))
        .executeTakeFirst();
      return row && (await hydrate([row]))[0];
    },
  };
}

/**
 * The staff accounts (Admins and Users who can sign in; contacts are User-type people too until invited, so the
 * password tells them apart): a few ids, read once per query from their partial index and hashed. Anyone else in a
 * message is a contact; mail among colleagues alone is nobody's email activity.
 */
const staffAccounts = sql`(SELECT s.id FROM person s WHERE s.profile_type <= 2 AND s.password_hash IS NOT NULL)`;
const isContact = (person: RawBuilder<unknown>) =>
  sql<boolean>`(${person} IS NOT NULL AND ${person} NOT IN ${staffAccounts})`;

/** The message (`m`) is in `viewer`'s mailbox: synced from it, sent by it, or sent to it (To, Cc or Bcc). */
const inMailboxOf = (viewer: number) =>
  sql<boolean>`(m.provider_mailbox_id = ${viewer} OR m.sender_id = ${viewer} OR EXISTS (
    SELECT 1 FROM email_message_recipient mine WHERE mine.message_id = m.id AND mine.person_id = ${viewer}))`;

/**
 * Who reads a message (`m`), written once for the list, one message, its thread and forwarding: its mailbox's
 * account, and any other member of staff only when a contact is among the participants they are shown (sender, To,
 * Cc; a Bcc is the mailbox's alone), which is what that contact's email activity and its threads show (spec part 1,
 * Email Activity card; part 2, Email viewer). A message with no contact stays in its mailbox; its unknown addresses
 * still feed New Contacts.
 */
export const readableBy = (viewer: number) =>
  sql<boolean>`(${inMailboxOf(viewer)}
    OR ${isContact(sql.ref('m.sender_id'))}
    OR EXISTS (SELECT 1 FROM email_message_recipient r
      WHERE r.message_id = m.id AND r.kind <> 'bcc' AND ${isContact(sql.ref('r.person_id'))}))`;

/** `person` is among the message's recipients as `viewer` sees them: To or Cc, a Bcc in the viewer's mailbox only. */
const hasVisibleRecipient = (person: number, viewer: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM email_message_recipient r WHERE r.message_id = m.id AND r.person_id = ${person}
    AND (r.kind <> 'bcc' OR ${inMailboxOf(viewer)}))`;

/** The ids of every message `person` sent or received, from the indexes on sender and recipient. */
const messagesOf = (person: number) =>
  sql<number>`SELECT s.id FROM email_message s WHERE s.sender_id = ${person}
    UNION ALL SELECT r.message_id FROM email_message_recipient r WHERE r.person_id = ${person}`;

type MessageRow = {
  id: number;
  subject: string;
  content: string;
  date: Date;
  sender_id: number | null;
  sender_address: string | null;
  conversation_id: string;
  is_forwarded: boolean;
};
