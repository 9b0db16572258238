import fp from 'fastify-plugin';
import { createSandboxProvider, type MailProvider } from '../domains/email/provider.js';
import type { OutboxMessage } from '../domains/mail/repository.js';
import { createOutlook, type Outlook } from '../domains/outlook/services.js';

export type Mailer = {
  /** True without Microsoft settings: mail goes to the local outbox (`mail_outbox`) instead of being sent. */
  sandbox: boolean;
  /** The product's own mail (password resets, invitations): kept in the outbox. */
  send: (message: OutboxMessage) => Promise<void>;
  /** What users' drafts are sent through: Microsoft Graph when MS_* is set, else the mail sandbox. */
  provider: MailProvider;
  /** Microsoft Graph's sign-in, sync and subscriptions; null in the sandbox. */
  outlook: Outlook | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const mailPlugin = fp(
  async (fastify) => {
    const microsoft = fastify.config.microsoft;
    const outlook = microsoft ? createOutlook(microsoft, fastify.db, fastify.log) : null;
    if (outlook) fastify.addHook('onClose', () => outlook.stop());
    fastify.decorate('mail', {
      sandbox: !outlook,
      provider: outlook?.provider ?? createSandboxProvider(fastify.db),
      outlook,
      async send(message) {
        // The product's own mail would need an application mailbox (Graph app permissions, not the users'
        // delegated ones); until one is configured every such message lands in the outbox, so nothing is lost.
        if (outlook)
          fastify.log.warn(
            { to: message.to },
            'No application mailbox for Microsoft Graph; message kept in the outbox',
          );
        await fastify.repos.mail.add(message);
      },
    } satisfies Mailer);
  },
  { dependencies: ['db'] },
);
