import type { FastifyInstance } from 'fastify';

/** Creates a 24-hour reset link and mails it (to the outbox in the sandbox); the link is also logged in the sandbox. */
export async function sendResetLink(
  fastify: FastifyInstance,
  person: { id: number; first_name: string },
  email: string,
) {
  const token = await fastify.repos.auth.createPasswordToken(person.id, 'reset');
  const link = `${fastify.config.webUrl}/reset/${person.id}/${token}`;
  // The link itself is logged only in the mail sandbox, where no mail leaves and the log is how a developer follows
  // it; with real mail it is a password's equal and stays out of logs.
  fastify.log.info({ personId: person.id, ...(fastify.mail.sandbox && { link }) }, 'password reset link');
  await fastify.mail.send({
    to: email,
    subject: 'Reset your Password',
    body: [
      `<p>Hello ${escapeHtml(person.first_name)},</p>`,
      '<p>We received a request to reset your password. Use the link below within 24 hours to choose a new one:</p>',
      `<p><a href="${link}">${link}</a></p>`,
      '<p>If you did not ask for this, you can ignore this email.</p>',
    ].join('\n'),
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
