-- The product's own mail through the application mailbox (MS_APP_MAILBOX): each outbox message is delivered by
-- Graph and marked sent; a refused or failed delivery is tried again later (next_attempt_at, with backoff), and a
-- process that claims a message holds it for a few minutes, so two api processes never send it twice at once.
-- A message with no next_attempt_at is only kept (the sandbox, or Microsoft without an application mailbox).
ALTER TABLE mail_outbox
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error text;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL;
