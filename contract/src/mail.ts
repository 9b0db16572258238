import Type from 'typebox';

export const SandboxMailQuery = Type.Object({ to: Type.Optional(Type.String()) });

/** `GET sandbox/mail/`: the outbox, newest first. */
export const SandboxMail = Type.Array(
  Type.Object({
    to: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
