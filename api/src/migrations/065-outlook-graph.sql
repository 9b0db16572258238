-- Microsoft Graph (ARCHITECTURE.md, Mail): an account's MSAL token cache (its refresh token) sealed with
-- MS_TOKEN_KEY (AES-256-GCM), the mail subscription Graph notifies, and where each folder's delta sync stopped.
ALTER TABLE outlook_credential
  ADD COLUMN token_cache text,
  ADD COLUMN account_id text,
  ADD COLUMN subscription_id text,
  ADD COLUMN subscription_expires_at timestamptz,
  ADD COLUMN client_state text,
  ADD COLUMN delta_links jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN synced_at timestamptz;
CREATE UNIQUE INDEX outlook_credential_subscription ON outlook_credential (subscription_id);

-- A message's Graph id (immutable ids): a sync that meets it again, or meets a message this app sent, adds nothing.
ALTER TABLE email_message ADD COLUMN provider_id text;
CREATE UNIQUE INDEX email_message_provider_id ON email_message (provider_id);

-- A draft's unit is claimed (message_id null) before it goes to the provider, outside any transaction (Graph is a
-- network call): a concurrent or repeated send meets the claim and sends nothing; a failed delivery drops it.
ALTER TABLE email_draft_delivery ALTER COLUMN message_id DROP NOT NULL;
