import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import Value from 'typebox/value';
import { tokenOf } from '../../../plugins/auth.js';

const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 2048 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});

const NotificationQuery = Type.Object({ validationToken: Type.Optional(Type.String({ maxLength: 1024 })) });

const Notifications = Type.Object({
  value: Type.Array(
    Type.Object(
      { subscriptionId: Type.String({ maxLength: 200 }), clientState: Type.Optional(Type.String({ maxLength: 200 })) },
      { additionalProperties: true },
    ),
    { maxItems: 1000 },
  ),
});

const connectPage = (returnTo: string, error?: string) =>
  `/outlook-connect?state=${encodeURIComponent(returnTo).replace(/%2F/g, '/')}${error ? `&error=${error}` : ''}`;

/**
 * Microsoft Graph's two calls back into the app (extensions of the contract, served only with MS_* set, relayed by
 * the bff): the sign-in's return and Graph's change notifications.
 */
export const outlookRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const outlook = fastify.mail.outlook!;

  fastify.get(
    '/callback/',
    {
      // The session is checked below: a refused sign-in lands on the page that says why, not on a 401.
      config: { access: 'anyone' },
      schema: {
        summary:
          "Microsoft's return from sign-in: redeems the code (with PKCE) for the person whose session started it; " +
          'the state is good once, within 15 minutes, and only with that session token',
        tags: ['outlook'],
        querystring: CallbackQuery,
        response: { 302: Type.Null({ description: 'To /outlook-connect?state=<path>' }) },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      // The bff relays this with the browser's session token: the sign-in finishes only in the session that started
      // it, for the person signed in there, and once (a URL passed to a colleague connects nobody).
      const sessionKey = tokenOf(request.headers.authorization) ?? null;
      const signIn = state ? await outlook.msal.takeSignIn(state, sessionKey) : null;
      const session = signIn && sessionKey ? await fastify.repos.auth.findPersonByToken(sessionKey) : undefined;
      if (!signIn || session?.id !== signIn.person) {
        request.log.warn('Outlook sign-in refused: unknown, used or expired state, or another session');
        return reply.redirect(connectPage('/', 'state'), 302);
      }
      if (error || !code) return reply.redirect(connectPage(signIn.returnTo, 'denied'), 302);
      try {
        await outlook.connect(signIn.person, code, signIn.codeVerifier);
      } catch (failure) {
        request.log.warn({ err: failure }, 'Outlook sign-in could not be completed');
        return reply.redirect(connectPage(signIn.returnTo, 'failed'), 302);
      }
      return reply.redirect(connectPage(signIn.returnTo), 302);
    },
  );

  fastify.post(
    '/notifications/',
    {
      config: { access: 'anyone' },
      schema: {
        summary: "Graph's change notifications (and its validation handshake): new mail starts that mailbox's sync",
        tags: ['outlook'],
        querystring: NotificationQuery,
        // No body schema: Graph's validation handshake posts an empty text/plain body; notifications are checked below.
        response: { 200: Type.String({ description: 'The validation token, as text/plain' }), 202: Type.Null() },
      },
    },
    async (request, reply) => {
      // Graph checks the address when a subscription is made: the token back, as plain text, within 10 seconds.
      if (request.query.validationToken !== undefined)
        return reply.code(200).type('text/plain').send(request.query.validationToken);
      if (!Value.Check(Notifications, request.body)) return reply.code(202).send(null);
      for (const notification of request.body.value)
        await outlook.notified(notification.subscriptionId, notification.clientState);
      return reply.code(202).send(null);
    },
  );
};
