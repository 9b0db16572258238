-- Outlook sign-ins under way: one row per auth/login_with_ms, consumed (once) by Microsoft's return to
-- outlook/callback/. The state Microsoft carries is a random key of which only the sha256 is kept; the return must
-- come with the session token that started it (its sha256 kept too), within the row's life. The PKCE code verifier
-- stays here, never in a URL.
CREATE TABLE outlook_sign_in (
  state_hash text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  session_hash text NOT NULL,
  code_verifier text NOT NULL,
  return_to text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX outlook_sign_in_expires ON outlook_sign_in (expires_at);
COMMENT ON COLUMN outlook_sign_in.person_id IS 'stays on merge: a sign-in under way of that account';
