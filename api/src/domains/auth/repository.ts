import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newLinkToken, newTokenKey, sha256 } from '../../auth/secrets.js';

export type PasswordTokenKind = 'reset' | 'invite';

/** How long each kind of password link lives. */
export const linkLifetimeMs: Record<PasswordTokenKind, number> = {
  reset: 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

export type AuthenticatedPerson = { id: number; profileType: number };

/**
 * A sign-in token's life: as long as the bff's session cookie that holds it (30 days), after which one signs in again.
 * Tokens lasted until a logout before: one copied out of a browser or a log stayed good for ever.
 */
export const tokenLifetimeDays = 30;

export function createAuthRepository(db: Kysely<Database>) {
  return {
    /** People who may sign in with this email: not deleted and with a password set. */
    async findSignInCandidates(email: string) {
      return db
        .selectFrom('person as p')
        .innerJoin('person_email as e', 'e.person_id', 'p.id')
        .select(['p.id', 'p.password_hash'])
        .where('e.email', '=', email)
        .where('p.is_deleted', '=', false)
        .where('p.password_hash', 'is not', null)
        .orderBy('p.id')
        .execute() as Promise<{ id: number; password_hash: string }[]>;
    },

    async createToken(personId: number): Promise<string> {
      const key = newTokenKey();
      await db
        .insertInto('auth_token')
        .values({ key_hash: sha256(key), person_id: personId })
        .execute();
      return key;
    },

    async findPersonByToken(key: string): Promise<AuthenticatedPerson | undefined> {
      const row = await db
        .selectFrom('auth_token as t')
        .innerJoin('person as p', 'p.id', 't.person_id')
        .select(['p.id', 'p.profile_type'])
        .where('t.key_hash', '=', sha256(key))
        .where('t.revoked_at', 'is', null)
        .where('t.created_at', '>', sql<Date>`now() - make_interval(days => ${tokenLifetimeDays})`)
        .where('p.is_deleted', '=', false)
        .executeTakeFirst();
      return row && { id: row.id, profileType: row.profile_type };
    },

    /**
     * Whom each key signs in as now, in the keys' order (undefined: no one), by the rules of `findPersonByToken`, in
     * one query for the whole batch (`POST auth/sessions/`).
     */
    async findPeopleByTokens(keys: string[]): Promise<(AuthenticatedPerson | undefined)[]> {
      if (keys.length === 0) return [];
      const hashes = keys.map(sha256);
      const rows = await db
        .selectFrom('auth_token as t')
        .innerJoin('person as p', 'p.id', 't.person_id')
        .select(['t.key_hash', 'p.id', 'p.profile_type'])
        .where('t.key_hash', '=', sql<string>`any(${[...new Set(hashes)]}::text[])`)
        .where('t.revoked_at', 'is', null)
        .where('t.created_at', '>', sql<Date>`now() - make_interval(days => ${tokenLifetimeDays})`)
        .where('p.is_deleted', '=', false)
        .execute();
      const byHash = new Map(rows.map((row) => [row.key_hash, { id: row.id, profileType: row.profile_type }]));
      return hashes.map((hash) => byHash.get(hash));
    },

    async revokeToken(key: string) {
      await db
        .updateTable('auth_token')
        .set({ revoked_at: sql`now()` })
        .where('key_hash', '=', sha256(key))
        .execute();
    },

    /** A person who can be sent a reset link: not deleted and already has a password (invited and accepted). */
    async findResettablePerson(email: string) {
      return db
        .selectFrom('person as p')
        .innerJoin('person_email as e', 'e.person_id', 'p.id')
        .select(['p.id', 'p.first_name'])
        .where('e.email', '=', email)
        .where('p.is_deleted', '=', false)
        .where('p.password_hash', 'is not', null)
        .orderBy('p.id')
        .executeTakeFirst();
    },

    /** Creates a single-use link token; returns the token (only its hash is stored). */
    async createPasswordToken(personId: number, kind: PasswordTokenKind, now = new Date()): Promise<string> {
      const token = newLinkToken();
      await db
        .insertInto('password_token')
        .values({
          person_id: personId,
          kind,
          token_hash: sha256(token),
          expires_at: new Date(now.getTime() + linkLifetimeMs[kind]),
        })
        .execute();
      return token;
    },

    /**
     * Uses a link token to set the password. Returns the token's kind, or null when the token is unknown, used,
     * expired or belongs to someone else. An invite also accepts the invitation; any other open reset links die, and
     * so do the person's sessions (whoever knew the old password, or held a stolen token, is signed out).
     */
    async setPasswordWithToken(
      personId: number,
      token: string,
      passwordHash: string,
    ): Promise<PasswordTokenKind | null> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_token')
          .set({ used_at: sql`now()` })
          .where('token_hash', '=', sha256(token))
          .where('person_id', '=', personId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('kind')
          .executeTakeFirst();
        if (!used) return null;
        const person = await trx
          .updateTable('person')
          .set({
            password_hash: passwordHash,
            updated_at: sql`now()`,
            ...(used.kind === 'invite' ? { invite_status: 2 } : {}),
          })
          .where('id', '=', personId)
          .where('is_deleted', '=', false)
          .returning('id')
          .executeTakeFirst();
        if (!person) return null;
        await trx
          .updateTable('password_token')
          .set({ used_at: sql`now()` })
          .where('person_id', '=', personId)
          .where('kind', '=', 'reset')
          .where('used_at', 'is', null)
          .execute();
        await trx
          .updateTable('auth_token')
          .set({ revoked_at: sql`now()` })
          .where('person_id', '=', personId)
          .where('revoked_at', 'is', null)
          .execute();
        return used.kind;
      });
    },
  };
}
