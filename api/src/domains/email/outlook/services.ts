import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MicrosoftConfig } from '../../../config.js';
import type { Database } from '../../../db/schema.js';
import { every, oneAtATime } from '../../../lib/background.js';
import { createAppMail } from './app-mail.js';
import { createGraph, GraphError } from './graph.js';
import { createMicrosoftAgent } from './http.js';
import { createMsal } from './msal.js';
import { createGraphProvider } from './provider.js';
import { createOutlookRepository } from './repository.js';
import { syncMailbox } from './sync.js';

/** Graph keeps a mail subscription at most 10,080 minutes; ours ask for 3 days and are renewed a day before. */
const SUBSCRIPTION_MS = 3 * 24 * 3600_000;
const RENEW_WITHIN_MS = 24 * 3600_000;
const RENEW_EVERY_MS = 15 * 60_000;

/**
 * Microsoft Graph for every account (MS_* set): sign-in, sending, incremental sync and the change-notification
 * subscription that triggers it, renewed before it lapses. A lapsed or refused renewal, or a refused token refresh,
 * is written to `outlook_credential`, which is what `people/{id}/outlook_status/` reports.
 */
export function createOutlook(config: MicrosoftConfig, db: Kysely<Database>, log: FastifyBaseLogger) {
  const dispatcher = createMicrosoftAgent(config.ca);
  const store = createOutlookRepository(db);
  const msal = createMsal(config, store, dispatcher);
  const graph = createGraph(config.graphUrl, msal, dispatcher);
  const appMail = config.appMailbox ? createAppMail(db, graph, config.appMailbox, log) : null;

  /** One sync per mailbox at a time; a notification during a sync runs one more after it. */
  const sync = oneAtATime(
    (personId: number) => syncMailbox(db, graph, store, personId),
    (total, round) => ({ seen: total.seen + round.seen, added: total.added + round.added }),
  );

  /** A new mail subscription for the account; the one it replaces (a reconnect) is deleted, not left to lapse. */
  async function subscribe(personId: number) {
    const previous = await store.subscriptionOf(personId);
    const clientState = randomBytes(24).toString('base64url');
    const created = await graph.call<{ id: string; expirationDateTime: string }>(personId, 'POST', '/subscriptions', {
      changeType: 'created',
      notificationUrl: config.notificationUrl,
      resource: "me/mailFolders('inbox')/messages",
      expirationDateTime: new Date(Date.now() + SUBSCRIPTION_MS).toISOString(),
      clientState,
    });
    await store.subscribed(personId, {
      id: created.id,
      expiresAt: new Date(created.expirationDateTime),
      clientState,
    });
    if (previous && previous !== created.id)
      await graph.call(personId, 'DELETE', `/subscriptions/${encodeURIComponent(previous)}`).catch((error: unknown) => {
        // Already gone (404), or Graph lets it lapse within 3 days; its notifications no longer match ours.
        if (!(error instanceof GraphError && error.status === 404))
          log.warn({ err: error, person: personId }, 'replaced Outlook subscription not deleted');
      });
  }

  /** Renews every subscription ending within a day; one Graph no longer knows is made anew. */
  async function renewDue() {
    for (const row of await store.subscriptionsDue(RENEW_WITHIN_MS)) {
      try {
        const renewed = await graph.call<{ expirationDateTime: string }>(
          row.person_id,
          'PATCH',
          `/subscriptions/${encodeURIComponent(row.subscription_id!)}`,
          { expirationDateTime: new Date(Date.now() + SUBSCRIPTION_MS).toISOString() },
        );
        await store.renewed(row.person_id, new Date(renewed.expirationDateTime));
      } catch (error) {
        if (error instanceof GraphError && error.status === 404) {
          await subscribe(row.person_id).catch(async (again: unknown) => {
            log.warn({ err: again, person: row.person_id }, 'Outlook subscription could not be made anew');
            await store.subscriptionLapsed(row.person_id);
          });
        } else {
          log.warn({ err: error, person: row.person_id }, 'Outlook subscription renewal failed');
          if (row.subscription_expires_at && row.subscription_expires_at.getTime() <= Date.now())
            await store.subscriptionLapsed(row.person_id);
        }
      }
    }
  }

  const stopRenewing = every(RENEW_EVERY_MS, renewDue, log, 'Outlook subscription renewal round');

  return {
    msal,
    graph,
    store,
    provider: createGraphProvider(db, graph),
    /** The product's own mail through the application mailbox; null without MS_APP_MAILBOX (kept in the outbox). */
    appMail,
    sync,
    subscribe,
    renewDue,

    /** After Microsoft's redirect: tokens, then the subscription and a first sync (in the background). */
    async connect(personId: number, code: string, codeVerifier: string) {
      await msal.redeem(personId, code, codeVerifier);
      try {
        await subscribe(personId);
      } catch (error) {
        log.warn({ err: error, person: personId }, 'Outlook subscription could not be made');
      }
      void sync(personId).catch((error: unknown) => log.warn({ err: error, person: personId }, 'Outlook sync failed'));
    },

    /** Graph's notification: sync the mailbox it is for (unknown subscriptions and wrong client states ignored). */
    async notified(subscriptionId: string, clientState: string | undefined) {
      const personId = await store.bySubscription(subscriptionId, clientState);
      if (personId === undefined) return false;
      void sync(personId).catch((error: unknown) => log.warn({ err: error, person: personId }, 'Outlook sync failed'));
      return true;
    },

    async stop() {
      stopRenewing();
      await appMail?.stop();
      await sync.settled();
      await dispatcher.close();
    },
  };
}

export type Outlook = ReturnType<typeof createOutlook>;
