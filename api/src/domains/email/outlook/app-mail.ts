import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { every, oneAtATime } from '../../../lib/background.js';
import { createOutboxRepository, type DueMessage } from '../outbox.js';
import type { Graph } from './graph.js';

/** Tries per message before it is given up (its last error stays in the outbox). */
const MAX_ATTEMPTS = 8;
/** The wait after the n-th failed try: 1, 2, 4 … minutes, at most an hour. */
const retryInSeconds = (attempts: number) => Math.min(60 * 2 ** (attempts - 1), 3600);
const BATCH = 20;
const ROUND_EVERY_MS = 60_000;

/**
 * The product's own mail (password resets, invitations) sent from the application mailbox with the app's own token
 * (client credentials; Graph application permission Mail.Send, which the tenant can limit to this mailbox). Every
 * message is written to the outbox first, so nothing is lost: a delivery Graph refuses is tried again with backoff,
 * up to MAX_ATTEMPTS, and its error kept beside it.
 */
export function createAppMail(db: Kysely<Database>, graph: Graph, mailbox: string, log: FastifyBaseLogger) {
  const outbox = createOutboxRepository(db);

  async function deliver(message: DueMessage) {
    await graph.call('app', 'POST', `/users/${encodeURIComponent(mailbox)}/sendMail`, {
      message: {
        subject: message.subject,
        body: { contentType: 'HTML', content: message.body },
        toRecipients: [{ emailAddress: { address: message.to } }],
      },
      saveToSentItems: true,
    });
  }

  /** Delivers every message due, a batch at a time; asked again while running, it runs once more after. */
  const drain = oneAtATime(
    async () => {
      for (let due = await outbox.claimDue(BATCH, MAX_ATTEMPTS); due.length;) {
        for (const message of due) {
          try {
            await deliver(message);
            await outbox.delivered(message.id);
          } catch (error) {
            const last = message.attempts >= MAX_ATTEMPTS;
            log.warn({ err: error, outbox: message.id, attempts: message.attempts }, 'app mail not delivered');
            await outbox.failed(message.id, String(error), last ? null : retryInSeconds(message.attempts));
          }
        }
        due = await outbox.claimDue(BATCH, MAX_ATTEMPTS);
      }
    },
    () => undefined,
  );
  const stopRounds = every(ROUND_EVERY_MS, () => drain(undefined), log, 'app mail round');

  return {
    mailbox,
    drain: () => drain(undefined),
    async stop() {
      stopRounds();
      await drain.settled();
    },
  };
}
