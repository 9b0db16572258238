import type { FastifyInstance } from 'fastify';

/** Creates a 7-day invite link to the invite screen and mails it (to the outbox in the sandbox); the link is also logged in the sandbox. */
export async function sendInviteLink(
  fastify: FastifyInstance,
  person: { id: number; first_name: string },
  email: string,
) {
  const token = await fastify.repos.auth.createPasswordToken(person.id, 'invite');
  const link = `${fastify.config.webUrl}/invite/${person.id}/${token}`;
  // The link itself is logged only in the mail sandbox, where no mail leaves and the log is how a developer follows
  // it; with real mail it is a password's equal and stays out of logs.
  fastify.log.info({ personId: person.id, ...(fastify.mail.sandbox && { link }) }, 'invite link');
  await fastify.mail.send({
    to: email,
    subject: 'You are invited',
    body: [
      `<p>Hello ${escapeHtml(person.first_name)},</p>`,
      '<p>You have been invited to the product. Use the link below within 7 days to create your password:</p>',
      `<p><a href="${link}">${link}</a></p>`,
    ].join('\n'),
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
