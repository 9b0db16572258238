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

/**
 * `POST sandbox/inbound/` (the sandbox only, with MAIL_SANDBOX_API=1): delivers a message from any address to a
 * user's mailbox, as if it had arrived; an address that belongs to no contact appears in New Contacts.
 */
export const SandboxInbound = Type.Object(
  {
    to: Type.Integer({ minimum: 1, description: "The mailbox's owner: a user's person id" }),
    from: Type.String({ format: 'email', maxLength: 254 }),
    subject: Type.String({ maxLength: 998, default: '' }),
    content: Type.String({ maxLength: 1_000_000, default: '', description: 'HTML, stored as given (untrusted)' }),
    cc: Type.Optional(Type.Array(Type.String({ format: 'email', maxLength: 254 }), { maxItems: 100 })),
    conversation_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'The thread it continues' }),
    ),
  },
  { additionalProperties: false },
);
