import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { hasActiveCredential, type MailProvider } from '../provider.js';

/** Delivers nowhere: the sandbox's mailboxes are `email_message` itself, where the caller records the message. */
export function createSandboxProvider(db: Kysely<Database>): MailProvider {
  return {
    name: 'sandbox',
    isConnected: (personId) => hasActiveCredential(db, personId),
    deliver: async (message) => ({ conversationId: message.conversationId ?? `sandbox-${crypto.randomUUID()}` }),
  };
}
