import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  LoginWithMsQuery,
  ResetPasswordBody,
  ResetRequestBody,
  SessionsAnswer,
  SessionsBody,
  SignInAnswer,
  SignInBody,
} from '@ft8/contract/auth';
import { Detail, FieldErrors } from '@ft8/contract/common';
import { CurrentUser } from '@ft8/contract/contact';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { fieldErrors, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import { sendResetLink } from './reset-mail.js';

const signInFailed = { non_field_errors: ['Unable to log in with provided credentials.'] };

// Throttle keys: the email as the sign-in matches it, or the person a reset link is for.
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email.trim().toLowerCase();
const personOf = (request: FastifyRequest) => String((request.body as { person: number }).person);

export const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { repos } = fastify;

  const currentUser = async (id: number) => {
    const user = await repos.contact.findCurrentUser(id);
    if (!user) throw notFound();
    return user;
  };

  fastify.post(
    '/token/',
    {
      config: { access: 'anyone', throttle: { name: 'sign-in', account: emailOf, counts: 'failures' } },
      schema: {
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: SignInBody,
        response: { 200: SignInAnswer, 400: FieldErrors },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const candidates = await repos.auth.findSignInCandidates(email);
      let personId: number | undefined;
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.password_hash, request.body.password)) {
          personId = candidate.id;
          break;
        }
      }
      // An unknown email costs the same time as a wrong password.
      if (candidates.length === 0) await verifyPassword(await decoyPasswordHash(), request.body.password);
      if (personId === undefined) throw fieldErrors(signInFailed);
      return { token: await repos.auth.createToken(personId), user: await currentUser(personId) };
    },
  );

  fastify.post(
    '/logout/',
    {
      config: { access: 'signedIn' },
      schema: { summary: 'Sign out: the token stops working', tags: ['auth'], response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      if (request.tokenKey) await repos.auth.revokeToken(request.tokenKey);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/me/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'The signed-in person (extension: the bff learns whose token a cookie holds)',
        tags: ['auth'],
        response: { 200: CurrentUser },
      },
    },
    async (request) => currentUser(signedInPerson(request).id),
  );

  fastify.post(
    '/sessions/',
    {
      // Open to anyone: each answer is less than its token's holder reads from `auth/me/`, and a key is 160 random bits.
      config: { access: 'anyone' },
      schema: {
        summary:
          'Whom each token signs in as now, in order: {id, profile_type} or null (extension: the bff checks the sessions of its live subscriptions, in one call)',
        tags: ['auth'],
        body: SessionsBody,
        response: { 200: SessionsAnswer, 400: FieldErrors },
      },
    },
    async (request) =>
      (await repos.auth.findPeopleByTokens(request.body.tokens)).map((person) =>
        person ? { id: person.id, profile_type: person.profileType } : null,
      ),
  );

  fastify.post(
    '/request-reset-password/',
    {
      config: { access: 'anyone', throttle: { name: 'reset-request', account: emailOf, counts: 'every' } },
      schema: {
        summary: 'Email a reset link (always 200: the answer never reveals whether an account exists)',
        tags: ['auth'],
        body: ResetRequestBody,
        response: { 200: Detail, 400: FieldErrors },
      },
    },
    async (request) => {
      const person = await repos.auth.findResettablePerson(request.body.email.trim().toLowerCase());
      if (person) await sendResetLink(fastify, person, request.body.email.trim().toLowerCase());
      return { detail: 'If the email belongs to an account, a reset link has been sent.' };
    },
  );

  fastify.post(
    '/reset-password/',
    {
      config: { access: 'anyone', throttle: { name: 'reset', account: personOf, counts: 'failures' } },
      schema: {
        summary: 'Set a password with a reset or invite link (an invite also accepts the invitation)',
        tags: ['auth'],
        body: ResetPasswordBody,
        response: { 200: Detail, 400: FieldErrors },
      },
    },
    async (request) => {
      const { person, token, password } = request.body;
      if (password.trim() === '') throw fieldErrors({ password: ["Password can't be empty"] });
      const kind = await repos.auth.setPasswordWithToken(person, token, await hashPassword(password));
      if (!kind) throw fieldErrors({ token: ['The link might be dead or inactive.'] });
      return { detail: 'Password set.' };
    },
  );

  fastify.get(
    '/login_with_ms/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary:
          "Connect Outlook: Microsoft's sign-in (MS_* set), or the mail sandbox marks it connected and redirects to /outlook-connect",
        tags: ['auth'],
        querystring: LoginWithMsQuery,
        response: {
          302: Type.Null({ description: "To Microsoft's sign-in, or (sandbox) to /outlook-connect?state=<state>" }),
        },
      },
    },
    async (request, reply) => {
      // Only a local path: an absolute or protocol-relative state would make this an open redirect.
      const state =
        request.query.state?.startsWith('/') && !request.query.state.startsWith('//') ? request.query.state : '/';
      const { outlook } = fastify.mail;
      // Microsoft's sign-in; it returns to outlook/callback/, which finishes it only in this session.
      if (outlook) {
        const signIn = { person: signedInPerson(request).id, sessionKey: request.tokenKey!, returnTo: state };
        return reply.redirect(await outlook.msal.authUrl(signIn), 302);
      }
      await repos.contact.connectSandboxOutlook(signedInPerson(request).id);
      return reply.redirect(`/outlook-connect?state=${encodeURIComponent(state).replace(/%2F/g, '/')}`, 302);
    },
  );
};
