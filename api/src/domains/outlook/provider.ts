import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasActiveCredential, type MailAddress, type MailProvider } from '../email/provider.js';
import type { Graph } from './graph.js';

const recipients = (list: MailAddress[]) =>
  list.filter((entry) => entry.address).map((entry) => ({ emailAddress: { address: entry.address! } }));

/**
 * Sending through Microsoft Graph: the message is created in the sender's mailbox (so its immutable id and
 * conversation are known) and sent; recorded with that id, the sync then recognises it and skips it.
 */
export function createGraphProvider(db: Kysely<Database>, graph: Graph): MailProvider {
  return {
    name: 'graph',
    isConnected: (personId) => hasActiveCredential(db, personId),
    async deliver(message) {
      const created = await graph.call<{ id: string; conversationId: string }>(
        message.senderId,
        'POST',
        '/me/messages',
        {
          subject: message.subject,
          body: { contentType: 'HTML', content: message.content },
          toRecipients: recipients(message.to),
          ccRecipients: recipients(message.cc),
          bccRecipients: recipients(message.bcc),
        },
      );
      await graph.call(message.senderId, 'POST', `/me/messages/${encodeURIComponent(created.id)}/send`);
      return { conversationId: created.conversationId, providerId: created.id };
    },
  };
}
