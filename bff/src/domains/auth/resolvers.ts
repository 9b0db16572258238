import { isStaffProfile } from '../../security/access.js';
import { ProfileType } from './enums.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { RestError, userErrorsOr, type FieldError } from '../../rest/errors.js';
import { requireUser } from '../../security/access.js';
import { currentUserAnswer, detailAnswer, signInAnswer } from './answers.js';
import { publishSignedOut } from './sign-out-event.js';

// The spec's wording (error catalogue and validation rules).
export const LOGIN_FAILED = 'Login failed. Please, check your email and password.';
export const DEAD_LINK = 'The link might be dead or inactive.';
export const EMPTY_PASSWORD = "Password can't be empty";

/**
 * Sign-in, reset request and reset are throttled by the api (429 with a 'try again in' detail): the user reads that
 * sentence where the form shows its errors, not a generic failure.
 */
function throttledOr(error: unknown): FieldError[] | null {
  return error instanceof RestError && error.status === 429 ? [{ field: null, message: error.message }] : null;
}

function uniqueErrors(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.field}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { loaders }) => loaders.auth.me.load('all'),
  },
  Mutation: {
    signIn: async (_parent, { input }, { rest, session, loaders }) => {
      try {
        const answer = await rest.send(
          'POST',
          'auth/token/',
          { email: input.email, password: input.password },
          signInAnswer,
        );
        rest.token = answer.token;
        session.start(answer.token);
        loaders.auth.me.clear('all').prime('all', answer.user);
        return { user: answer.user, userErrors: [] };
      } catch (error) {
        const throttled = throttledOr(error);
        if (throttled) return { user: null, userErrors: throttled };
        // Wrong credentials come as `non_field_errors`; the spec shows its own sentence for them.
        const errors = userErrorsOr(error).map((item) =>
          item.field === null ? { field: null, message: LOGIN_FAILED } : item,
        );
        return { user: null, userErrors: uniqueErrors(errors) };
      }
    },
    signOut: async (_parent, _args, { rest, session, loaders, pubsub }) => {
      if (rest.token) {
        // The cookie goes even when the api cannot be told: the browser must not stay signed in.
        await rest.raw('POST', 'auth/logout/').catch(() => undefined);
        // Its live subscriptions end at once, on every bff instance (not at their next push or the session watch).
        publishSignedOut(pubsub, rest.token);
      }
      rest.token = null;
      session.end();
      loaders.auth.me.clear('all').prime('all', null);
      return { success: true };
    },
    requestPasswordReset: async (_parent, { input }, { rest }) => {
      try {
        await rest.send('POST', 'auth/request-reset-password/', { email: input.email.trim() }, detailAnswer);
        return { success: true, userErrors: [] };
      } catch (error) {
        return { success: false, userErrors: throttledOr(error) ?? userErrorsOr(error) };
      }
    },
    resetPassword: async (_parent, { input }, { rest }) => {
      if (input.password === '')
        return { success: false, userErrors: [{ field: 'password', message: EMPTY_PASSWORD }] };
      if (!/^\d+$/.test(input.person)) return { success: false, userErrors: [{ field: 'token', message: DEAD_LINK }] };
      try {
        const body = { person: Number(input.person), token: input.token, password: input.password };
        await rest.send('POST', 'auth/reset-password/', body, detailAnswer);
        return { success: true, userErrors: [] };
      } catch (error) {
        // A link for a person that no longer exists is as dead as an expired one.
        if (error instanceof RestError && error.status === 404) {
          return { success: false, userErrors: [{ field: 'token', message: DEAD_LINK }] };
        }
        return { success: false, userErrors: throttledOr(error) ?? userErrorsOr(error) };
      }
    },
    saveTableColumnPrefs: async (_parent, { input }, context) => {
      const user = await requireUser(context);
      try {
        const body = { table_column_prefs: { [input.tableType]: input.columns } };
        const saved = await context.rest.send('PATCH', `people/${user.id}/`, body, currentUserAnswer);
        context.loaders.auth.me.clear('all').prime('all', saved);
        return { user: saved, userErrors: [] };
      } catch (error) {
        return { user: null, userErrors: userErrorsOr(error) };
      }
    },
  },
  // The other fields are the checked REST answer's own (default resolvers).
  CurrentUser: {
    email: (user) => user.emails[0]?.email ?? null,
    isAdmin: (user) => user.profileType === ProfileType.ADMIN,
    hasFullAccess: (user) => isStaffProfile(user.profileType),
  },
};
