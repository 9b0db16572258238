import Type from 'typebox';
import { Nullable } from './common.js';
import { CurrentUser } from './contact.js';

export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
});

export const SignInAnswer = Type.Object({ token: Type.String(), user: CurrentUser });

export const ResetRequestBody = Type.Object({ email: Type.String({ minLength: 1, format: 'email' }) });

export const ResetPasswordBody = Type.Object({ person: Type.Integer(), token: Type.String(), password: Type.String() });

export const LoginWithMsQuery = Type.Object({ state: Type.Optional(Type.String()) });

/** The most tokens one `POST auth/sessions/` asks about: a bff's live sessions, one call per event or second. */
export const maxSessionTokens = 5_000;

/** `POST auth/sessions/` (extension): the tokens whose sessions to look up (an API token key is 40 characters). */
export const SessionsBody = Type.Object({
  tokens: Type.Array(Type.String({ maxLength: 128 }), { maxItems: maxSessionTokens }),
});

/** Whom a token signs in as now: no more than its holder reads from `auth/me/`. */
export const SessionPerson = Type.Object({
  id: Type.Integer(),
  profile_type: Type.Integer({ description: 'Admin=1, User=2, Client=3, Guest=4' }),
});

/** For each token asked, in the same order: the person it signs in as now, or null (signed out, expired, unknown). */
export const SessionsAnswer = Type.Array(Nullable(SessionPerson));
