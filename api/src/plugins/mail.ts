import fp from 'fastify-plugin';
import { createOutboxRepository, type OutboxMessage } from '../domains/email/outbox.js';
import { createOutlook, type Outlook } from '../domains/email/outlook/services.js';
import type { MailProvider } from '../domains/email/provider.js';
import { createSandboxProvider } from '../domains/email/sandbox/provider.js';

export type Mailer = {
  /** True without Microsoft settings: mail goes to the local outbox (`mail_outbox`) instead of being sent. */
  sandbox: boolean;
  /** The product's own mail (password resets, invitations): kept in the outbox, and sent through the application
   * mailbox when MS_APP_MAILBOX is set. */
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
    const outbox = createOutboxRepository(fastify.db);
    fastify.decorate('mail', {
      sandbox: !outlook,
      provider: outlook?.provider ?? createSandboxProvider(fastify.db),
      outlook,
      async send(message) {
        // Written to the outbox first (so nothing is lost), then delivered in the background through the
        // application mailbox when there is one; without one, Microsoft's delegated tokens cannot send it.
        const appMail = outlook?.appMail;
        if (outlook && !appMail)
          fastify.log.warn({ to: message.to }, 'No application mailbox (MS_APP_MAILBOX); message kept in the outbox');
        await outbox.add(message, { deliver: Boolean(appMail) });
        void appMail?.drain().catch((error: unknown) => fastify.log.warn({ err: error }, 'app mail round failed'));
      },
    } satisfies Mailer);
  },
  { dependencies: ['db'] },
);
