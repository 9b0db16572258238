import type { SendAnswer } from '@ft8/contract/email-send';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import type { Readable } from 'node:stream';
import { recordSent, type Attachment, type MailAddress, type MailProvider, type OutgoingMessage } from './provider.js';
import { recordActivity } from '../activity/record.js';
import { fillVariables, joinNames, projectVariables } from './variables.js';

/** The spec's message for a failed send (part 2 section 8); the cause goes to the log, not to the caller. */
const sendFailed = 'An error occured while sending an email';

type SendResult = Static<typeof SendAnswer>['results'][number];

type Recipient = {
  id: number;
  kind: 'to' | 'cc' | 'bcc';
  first_name: string;
  last_name: string;
  full_name: string | null;
  company: string;
  title: string | null;
  email: string | null;
};

/** One message of a draft's sending: to one contact, or (company email) to the company's contacts in To. */
type Unit = { key: string; company: string | null; to: Recipient[]; variables: Record<string, string> };

const address = (person: Recipient): MailAddress => ({ personId: person.id, address: person.email });

async function draftToSend(db: Kysely<Database>, owner: number, draftId: number) {
  const draft = await db
    .selectFrom('email_draft as d')
    .leftJoin('project as pr', 'pr.id', 'd.project_id')
    .leftJoin('email_message as fw', 'fw.id', 'd.forward_of')
    .select([
      'd.id',
      'd.subject',
      'd.body',
      'd.is_company',
      'pr.name as project_name',
      'pr.capital_required',
      'fw.conversation_id as forward_conversation',
      'fw.provider_id as forward_provider_id',
      'fw.provider_mailbox_id as forward_mailbox_id',
      (eb) => eb.selectFrom('person as me').select('me.signature').whereRef('me.id', '=', 'd.owner_id').as('signature'),
    ])
    .where('d.id', '=', draftId)
    .where('d.owner_id', '=', owner)
    .executeTakeFirst();
  if (!draft) return undefined;
  const recipients: Recipient[] = await db
    .selectFrom('email_draft_recipient as r')
    .innerJoin('person as p', 'p.id', 'r.person_id')
    // A lookup is named by its kind and id: the id alone matched a row in every list that has it (one message each).
    .leftJoin('lookup as t', (join) => join.on('t.kind', '=', 'title').onRef('t.id', '=', 'p.title'))
    .select([
      'p.id',
      sql<Recipient['kind']>`r.kind`.as('kind'),
      'p.first_name',
      'p.last_name',
      'p.full_name',
      'p.company',
      't.name as title',
      sql<
        string | null
      >`(SELECT e.email::text FROM person_email e WHERE e.person_id = p.id ORDER BY e.position LIMIT 1)`.as('email'),
    ])
    .where('r.draft_id', '=', draftId)
    .orderBy('r.kind')
    .orderBy('r.position')
    .execute();
  const project =
    draft.project_name === null ? undefined : { name: draft.project_name, capital_required: draft.capital_required! };
  return { draft, recipients, project: projectVariables(project) };
}

/** Individual email: one message per contact in To. Company email: one per company, To = its contacts. */
function unitsOf(isCompany: boolean, to: Recipient[], project: Record<string, string>): Unit[] {
  if (!isCompany)
    return to.map((person) => ({
      key: `person:${person.id}`,
      company: null,
      to: [person],
      variables: {
        title: person.title ?? '',
        first_name: person.first_name,
        last_name: person.last_name,
        ...project,
      },
    }));
  const companies = new Map<string, Recipient[]>();
  for (const person of to) {
    const company = person.company.trim();
    const key = company ? `company:${company.toLowerCase()}` : `person:${person.id}`;
    companies.set(key, [...(companies.get(key) ?? []), person]);
  }
  return [...companies].map(([key, people]) => ({
    key,
    company: people[0]!.company.trim() || null,
    to: people,
    variables: {
      multiple_full_names: joinNames(people.map((person) => person.full_name ?? '')),
      multiple_first_names: joinNames(people.map((person) => person.first_name)),
      multiple_surnames: joinNames(people.map((person) => person.last_name)),
      ...project,
    },
  }));
}

/** The sender's signature under the body (not under a forward, whose body is the message forwarded). */
const withSignature = (content: string, signature: string | null) =>
  signature?.trim() ? `${content}<div data-signature="">${signature}</div>` : content;

/**
 * What sending a draft would send, unit by unit (one per contact in To, or per company with is_company; one for a
 * forward): each message with its variables filled and the sender's signature. Undefined when the draft is not
 * the owner's. `emails/contexts/{id}/send/` sends these; `emails/contexts/{id}/preview/` shows them.
 */
export async function draftMessages(
  db: Kysely<Database>,
  owner: number,
  draftId: number,
  openFile?: (key: string) => Readable,
) {
  const loaded = await draftToSend(db, owner, draftId);
  if (!loaded) return undefined;
  const files = openFile
    ? await db
        .selectFrom('email_draft_file')
        .select(['name', 'size', 'type', 'storage_key'])
        .where('email_draft_id', '=', draftId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  const attachments: Attachment[] = files.map((file) => ({
    name: file.name,
    type: file.type,
    size: Number(file.size),
    open: () => openFile!(file.storage_key),
  }));
  const { draft, recipients, project } = loaded;
  const of = (kind: Recipient['kind']) => recipients.filter((person) => person.kind === kind);
  // A forward (emails/forward_chain/) is one message to everyone in To, in the forwarded message's conversation.
  const forwarding = draft.forward_conversation !== null;
  const units: Unit[] = forwarding
    ? of('to').length
      ? [{ key: 'forward', company: null, to: of('to'), variables: {} }]
      : []
    : unitsOf(draft.is_company, of('to'), project);
  return {
    draftId: draft.id,
    units: units.map((unit) => ({
      unit,
      message: {
        senderId: owner,
        subject: fillVariables(draft.subject, unit.variables, 'text'),
        content: withSignature(fillVariables(draft.body, unit.variables, 'html'), forwarding ? null : draft.signature),
        to: unit.to.map(address),
        cc: of('cc').map(address),
        bcc: of('bcc').map(address),
        ...(forwarding && {
          conversationId: draft.forward_conversation!,
          isForwarded: true,
          // Graph's ids are per mailbox: only the account whose mailbox holds the message forwards Graph's own.
          ...(draft.forward_provider_id !== null &&
            draft.forward_mailbox_id === owner && { forwardOf: draft.forward_provider_id }),
        }),
        ...(attachments.length > 0 && { attachments }),
      } satisfies OutgoingMessage,
    })),
  };
}

/** A claim older than this belongs to a try that died mid-delivery: a new try may take it over. */
const ABANDONED_CLAIM = '5 minutes';

/**
 * Claims a unit of a draft before delivering it: true when this try holds it, else the message an earlier try sent
 * (null while another try is still delivering it).
 */
async function claim(db: Kysely<Database>, draftId: number, key: string): Promise<true | number | null> {
  const taken = await db
    .insertInto('email_draft_delivery')
    .values({ draft_id: draftId, recipient_key: key, message_id: null })
    .onConflict((conflict) =>
      conflict
        .columns(['draft_id', 'recipient_key'])
        .doUpdateSet({ sent_at: sql`now()` })
        .where('email_draft_delivery.message_id', 'is', null)
        .where('email_draft_delivery.sent_at', '<', sql<Date>`now() - ${ABANDONED_CLAIM}::interval`),
    )
    .returning('recipient_key')
    .executeTakeFirst();
  if (taken) return true;
  const held = await db
    .selectFrom('email_draft_delivery')
    .select('message_id')
    .where('draft_id', '=', draftId)
    .where('recipient_key', '=', key)
    .executeTakeFirst();
  return held?.message_id ?? null;
}

/**
 * Sends a draft (REST `emails/contexts/{id}/send/`): one message per unit with its variables filled. Each unit is
 * claimed before the provider delivers it and recorded after, so that a retry (or a concurrent try) sends only what
 * is missing and nobody gets it twice. The
 * draft becomes is_sent once every unit is delivered. Undefined when the draft is not the owner's.
 */
export async function sendDraft(
  db: Kysely<Database>,
  provider: MailProvider,
  owner: number,
  draftId: number,
  onError: (error: unknown) => void,
  openFile?: (key: string) => Readable,
): Promise<Static<typeof SendAnswer> | undefined> {
  const composed = await draftMessages(db, owner, draftId, openFile);
  if (!composed) return undefined;
  const delivered = new Map(
    (
      await db
        .selectFrom('email_draft_delivery')
        .select(['recipient_key', 'message_id'])
        .where('draft_id', '=', draftId)
        .where('message_id', 'is not', null)
        .execute()
    ).map((row) => [row.recipient_key, row.message_id!]),
  );
  const results: SendResult[] = [];
  for (const { unit, message } of composed.units) {
    const base = { recipient: unit.key, to: unit.to.map((person) => person.id), company: unit.company };
    const earlier = delivered.get(unit.key);
    if (earlier !== undefined) {
      results.push({ ...base, status: 'already_sent', message: earlier, error: null });
      continue;
    }
    if (unit.to.some((person) => !person.email)) {
      results.push({ ...base, status: 'failed', message: null, error: 'This contact has no email address.' });
      continue;
    }
    const claimed = await claim(db, draftId, unit.key);
    if (claimed !== true) {
      // Another try of this draft sent it, or is sending it now: nothing goes twice.
      results.push({ ...base, status: 'already_sent', message: claimed, error: null });
      continue;
    }
    let sent;
    try {
      sent = await provider.deliver(message);
    } catch (error) {
      await db
        .deleteFrom('email_draft_delivery')
        .where('draft_id', '=', draftId)
        .where('recipient_key', '=', unit.key)
        .where('message_id', 'is', null)
        .execute();
      onError(error);
      results.push({ ...base, status: 'failed', message: null, error: sendFailed });
      continue;
    }
    const id = await db.transaction().execute(async (trx) => {
      const recorded = await recordSent(trx, message, sent);
      await trx
        .updateTable('email_draft_delivery')
        .set({ message_id: recorded.id, sent_at: sql`now()` })
        .where('draft_id', '=', draftId)
        .where('recipient_key', '=', unit.key)
        .execute();
      // What the message carried: the draft's attachments as they were when it went.
      await trx
        .insertInto('email_message_file')
        .columns(['message_id', 'name', 'size', 'type'])
        .expression((eb) =>
          eb
            .selectFrom('email_draft_file')
            .select([sql<number>`${recorded.id}::int`.as('message_id'), 'name', 'size', 'type'])
            .where('email_draft_id', '=', draftId),
        )
        .execute();
      await recordActivity(trx, {
        type: 'emailSent',
        by: owner,
        args: { email: draftId, people: unit.to.map((person) => person.id) },
        document: message.subject,
      });
      return recorded.id;
    });
    results.push({ ...base, status: 'sent', message: id, error: null });
  }
  const isSent = results.length > 0 && results.every((result) => result.status !== 'failed');
  if (isSent)
    await db
      .updateTable('email_draft')
      .set({ is_sent: true, updated_at: sql`now()` })
      .where('id', '=', draftId)
      .execute();
  return { draft: draftId, is_sent: isSent, results };
}
