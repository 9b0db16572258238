import { sql, type Insertable, type Kysely, type UpdateObject } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { outlookChanged } from './changes.js';

/** An account's Outlook connection (`outlook_credential`): what the status, the token cache and the sync keep. */
export function createOutlookRepository(db: Kysely<Database>) {
  /** A change of the connection's state: the status readers waiting on it hear of it. */
  async function changeStatus(personId: number, values: UpdateObject<Database, 'outlook_credential'>) {
    await db
      .updateTable('outlook_credential')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('person_id', '=', personId)
      .execute();
    outlookChanged(personId);
  }
  return {
    /** A sign-in under way (auth/login_with_ms); expired ones that were never finished go at the same time. */
    async startSignIn(signIn: Insertable<Database['outlook_sign_in']>) {
      await db
        .deleteFrom('outlook_sign_in')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      await db.insertInto('outlook_sign_in').values(signIn).execute();
    },

    /** The sign-in this state names, consumed in the same statement: a state is good once, and only while live. */
    async takeSignIn(stateHash: string) {
      const row = await db
        .deleteFrom('outlook_sign_in')
        .where('state_hash', '=', stateHash)
        .returningAll()
        .executeTakeFirst();
      return row && row.expires_at.getTime() > Date.now() ? row : undefined;
    },

    async tokenCache(personId: number) {
      const row = await db
        .selectFrom('outlook_credential')
        .select(['token_cache', 'account_id'])
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The account's current mail subscription's id, if it has one. */
    async subscriptionOf(personId: number): Promise<string | null> {
      const row = await db
        .selectFrom('outlook_credential')
        .select('subscription_id')
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return row?.subscription_id ?? null;
    },

    /** Keeps the sealed cache; the first save of a sign-in makes the connection (active, no subscription yet). */
    async saveTokenCache(personId: number, tokenCache: string) {
      await db
        .insertInto('outlook_credential')
        .values({ person_id: personId, token_cache: tokenCache, credentials_active: true })
        .onConflict((conflict) =>
          conflict.column('person_id').doUpdateSet({ token_cache: tokenCache, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },

    /** A completed sign-in: the account, active credentials; an earlier subscription and sync state start over. */
    async connected(personId: number, accountId: string) {
      await changeStatus(personId, { account_id: accountId, credentials_active: true, delta_links: sql`'{}'::jsonb` });
    },

    async setCredentialsActive(personId: number, active: boolean) {
      await changeStatus(personId, { credentials_active: active });
    },

    async subscribed(personId: number, subscription: { id: string; expiresAt: Date; clientState: string }) {
      await changeStatus(personId, {
        subscription_id: subscription.id,
        subscription_expires_at: subscription.expiresAt,
        client_state: subscription.clientState,
        has_subscription: true,
        subscription_active: true,
      });
    },

    async renewed(personId: number, expiresAt: Date) {
      await changeStatus(personId, { subscription_expires_at: expiresAt, subscription_active: true });
    },

    async subscriptionLapsed(personId: number) {
      await changeStatus(personId, { subscription_active: false });
    },

    /** Subscriptions that end within `withinMs` (or have ended), of accounts whose credentials still work. */
    async subscriptionsDue(withinMs: number) {
      return db
        .selectFrom('outlook_credential')
        .select(['person_id', 'subscription_id', 'subscription_expires_at'])
        .where('subscription_id', 'is not', null)
        .where('credentials_active', '=', true)
        .where('subscription_expires_at', '<', new Date(Date.now() + withinMs))
        .execute();
    },

    /** The account a notification is for, when its subscription and client state match. */
    async bySubscription(subscriptionId: string, clientState: string | undefined) {
      const row = await db
        .selectFrom('outlook_credential')
        .select(['person_id', 'client_state'])
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      return row && row.client_state === clientState ? row.person_id : undefined;
    },

    async deltaLinks(personId: number): Promise<Record<string, string>> {
      const row = await db
        .selectFrom('outlook_credential')
        .select('delta_links')
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return (row?.delta_links as Record<string, string> | undefined) ?? {};
    },

    async saveDeltaLink(personId: number, folder: string, link: string) {
      await db
        .updateTable('outlook_credential')
        .set({
          delta_links: sql`delta_links || jsonb_build_object(${folder}::text, ${link}::text)`,
          synced_at: sql`now()`,
        })
        .where('person_id', '=', personId)
        .execute();
    },
  };
}

export type OutlookRepository = ReturnType<typeof createOutlookRepository>;
