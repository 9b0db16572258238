import DataLoader from 'dataloader';
import { maxSessionTokens, SessionsAnswer } from '@ft8/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Context } from '../context.js';
import type { CurrentUserModel } from '../domains/auth/models.js';
import { restAnswer, type AnswerOf } from '../rest/answer.js';
import type { RestClient } from '../rest/client.js';
import { unauthenticated } from '../rest/errors.js';

/**
 * How often a process with live subscriptions asks the api whom their tokens sign in as (one call for all of them):
 * a session ended anywhere but through a bff (`POST auth/logout/` at the api, a password reset, the person deleted)
 * ends its subscriptions within this, even one that no event reaches; a changed profile type has them check their
 * access again.
 */
export const SESSION_RECHECK_MS = 1_000;

const sessionsAnswer = restAnswer(SessionsAnswer);

/** Whom a token signs in as: `{id, profileType}`. */
export type SessionPerson = NonNullable<AnswerOf<typeof SessionsAnswer>[number]>;
/** A token's session as the api answered it: the person; null: it signs in no one; undefined: the api did not answer. */
type Answer = SessionPerson | null | undefined;

/** A live subscription on a token: told once when its session ended, and each time the person's profile type changed. */
export type SessionWatcher = { ended: () => void; changed: (now: SessionPerson) => void };
type Live = { user: CurrentUserModel; watchers: Set<SessionWatcher> };

/**
 * The sessions of a process's live subscriptions (`ctx.services.auth`). `check` asks the api through a DataLoader
 * that batches the asks of one turn of the event loop into one `POST auth/sessions/` and keeps nothing once it was
 * sent: each answer is for the pushes that asked before it (1,000 subscribers of a board: one call per event). While a
 * subscription is live (`watch`), its token is asked every SESSION_RECHECK_MS too, in one call for all of them.
 */
export function createSessions(restClient: () => RestClient, log: FastifyBaseLogger) {
  const live = new Map<string, Live>();
  let timer: NodeJS.Timeout | undefined;
  let watching = false;

  const loader: DataLoader<string, Answer> = new DataLoader(
    async (tokens) => {
      // A push that asks from now on waits for the next call: it never gets an answer older than its event.
      loader.clearAll();
      let answers: Answer[];
      try {
        // A client of its own per call: a long-lived one would keep the record of every call it made.
        answers = await restClient().send('POST', 'auth/sessions/', { tokens }, sessionsAnswer);
        if (answers.length !== tokens.length) throw new Error(`${answers.length} answers to ${tokens.length} tokens`);
      } catch (error) {
        log.warn({ err: error, tokens: tokens.length }, 'the sessions of live subscriptions could not be checked');
        return tokens.map(() => undefined);
      }
      answers.forEach((answer, index) => heard(tokens[index]!, answer));
      return answers;
    },
    { maxBatchSize: maxSessionTokens, batchScheduleFn: (dispatch) => void setImmediate(dispatch) },
  );

  /** What the api answered for a token tells its live subscriptions: ended, or their profile type changed. */
  function heard(token: string, answer: Answer) {
    const entry = live.get(token);
    if (!entry || answer === undefined) return;
    if (answer === null) {
      for (const watcher of [...entry.watchers]) watcher.ended();
      return;
    }
    if (answer.profileType === entry.user.profileType) return;
    entry.user = { ...entry.user, profileType: answer.profileType };
    for (const watcher of [...entry.watchers]) watcher.changed(answer);
  }

  async function watchAll() {
    if (watching) return;
    watching = true;
    try {
      await Promise.all([...live.keys()].map((token) => loader.load(token)));
    } finally {
      watching = false;
    }
  }

  return {
    /** Whom the token signs in as now, asked of the api after this call (with the other asks of this turn). */
    check: (token: string): Promise<Answer> => loader.load(token),

    /**
     * Watches the token's session for a live subscription of `user` until the returned function lets go: `ended`
     * once it signs in no one, `changed` when the person's profile type changed.
     */
    watch(token: string, user: CurrentUserModel, watcher: SessionWatcher): () => void {
      let entry = live.get(token);
      if (!entry) live.set(token, (entry = { user, watchers: new Set() }));
      entry.watchers.add(watcher);
      if (!timer) {
        timer = setInterval(() => void watchAll(), SESSION_RECHECK_MS);
        timer.unref();
      }
      const own = entry;
      return () => {
        own.watchers.delete(watcher);
        if (own.watchers.size > 0 || live.get(token) !== own) return;
        live.delete(token);
        if (live.size === 0) stop();
      };
    },

    /** The person the token's live subscriptions know (a board write's author), without asking; undefined: none. */
    known: (token: string): CurrentUserModel | undefined => live.get(token)?.user,

    /** How many tokens are watched, and whether the watch's timer runs (it stops when nothing is live). */
    get watched() {
      return { tokens: live.size, timer: timer !== undefined };
    },

    stop,
  };

  function stop() {
    clearInterval(timer);
    timer = undefined;
  }
}

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Throws UNAUTHENTICATED once the subscriber's token no longer signs in (signed out, a password reset, the person
 * revoked or deleted): a subscription checks this before each push, as a request checks its token, with the session
 * as the api holds it after the event (the asks of a turn in one call). Answers the person as the api has them now
 * (their profile type may have changed); undefined when the api did not answer (the push goes on: its events come
 * from the same api's writes anyway).
 */
export async function stillSignedIn(context: Context): Promise<SessionPerson | undefined> {
  const token = context.rest.token;
  if (!token) throw unauthenticated();
  const now = await context.services.auth.check(token);
  if (now === null) throw unauthenticated();
  return now;
}

/** The person signed in with the request's token, as its live subscriptions know them, without asking. */
export function knownSignedIn(context: Context): CurrentUserModel | undefined {
  const token = context.rest.token;
  return token ? context.services.auth.known(token) : undefined;
}
