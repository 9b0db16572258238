import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { storeSynced, type SyncedMessage } from '../mailbox.js';
import type { DeltaPage, Graph, GraphMessage } from './graph.js';
import type { OutlookRepository } from './repository.js';

/** The folders a mailbox syncs: what arrived and what was sent (from Outlook itself too). */
export const SYNCED_FOLDERS = ['inbox', 'sentitems'] as const;
const SELECT = [
  'id',
  'subject',
  'body',
  'from',
  'toRecipients',
  'ccRecipients',
  'bccRecipients',
  'receivedDateTime',
  'sentDateTime',
  'conversationId',
].join(',');
/** Messages per delta page: memory stays flat whatever the mailbox's size. */
const PAGE_SIZE = 100;

const addresses = (list: GraphMessage['toRecipients']) =>
  (list ?? []).map((entry) => entry.emailAddress?.address?.trim().toLowerCase() ?? '').filter(Boolean);

export function toSynced(message: GraphMessage): SyncedMessage | null {
  const from = message.from?.emailAddress?.address?.trim().toLowerCase();
  if (!from || !message.conversationId) return null;
  const date = message.receivedDateTime ?? message.sentDateTime;
  return {
    providerId: message.id,
    from,
    to: addresses(message.toRecipients),
    cc: addresses(message.ccRecipients),
    bcc: addresses(message.bccRecipients),
    subject: message.subject ?? '',
    content: message.body?.content ?? '',
    conversationId: message.conversationId,
    date: date ? new Date(date) : new Date(),
  };
}

/**
 * Incremental sync of one mailbox with Graph's delta queries: each folder goes on from where its delta link stopped,
 * page by page, every page stored in one transaction. Idempotent by Graph message id: a message met again (a repeated
 * page, a second sync, a message this app sent) adds nothing. Returns how many messages were seen and added.
 */
export async function syncMailbox(db: Kysely<Database>, graph: Graph, store: OutlookRepository, personId: number) {
  let seen = 0;
  let added = 0;
  const links = await store.deltaLinks(personId);
  for (const folder of SYNCED_FOLDERS) {
    let url = links[folder] ?? `/me/mailFolders/${folder}/messages/delta?$select=${SELECT}`;
    for (;;) {
      const page = await graph.call<DeltaPage>(personId, 'GET', url, undefined, [`odata.maxpagesize=${PAGE_SIZE}`]);
      const messages = page.value.filter((message) => !message['@removed']).map(toSynced);
      const stored = messages
        .filter((message): message is SyncedMessage => message !== null)
        .map((message) => ({ ...message, mailboxId: personId }));
      seen += stored.length;
      added += await storeSynced(db, stored);
      // A link off Graph's host stops the round (ForeignLinkError, logged by the caller), before any token goes there.
      if (page['@odata.nextLink']) url = graph.ownLink(page['@odata.nextLink']);
      else {
        const deltaLink = page['@odata.deltaLink'];
        if (deltaLink) await store.saveDeltaLink(personId, folder, graph.ownLink(deltaLink));
        break;
      }
    }
  }
  return { seen, added };
}
