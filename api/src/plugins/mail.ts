import fp from 'fastify-plugin';
import type { OutboxMessage } from '../domains/mail/repository.js';

export type Mailer = {
  /** True without Microsoft settings: mail goes to the local outbox (`mail_outbox`) instead of being sent. */
  sandbox: boolean;
  send: (message: OutboxMessage) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const mailPlugin = fp<{ sandbox: boolean }>(
  async (fastify, options) => {
    fastify.decorate('mail', {
      sandbox: options.sandbox,
      async send(message) {
        // Sending through Microsoft Graph comes with the email issue; until then every message lands in the
        // outbox, so nothing is lost either way.
        if (!options.sandbox)
          fastify.log.warn({ to: message.to }, 'Microsoft Graph sending is not built yet; message kept in the outbox');
        await fastify.repos.mail.add(message);
      },
    });
  },
  { dependencies: ['db'] },
);
