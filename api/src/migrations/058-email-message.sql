-- Email messages (spec part 2 section 3, Email message; section 7, Emails): what was sent through the mail provider
-- (the sandbox keeps it here; Microsoft Graph sync would store its messages here too), with its recipients as
-- contacts or plain addresses. The body is stored as given: it is untrusted and sanitized on display.
CREATE TABLE email_message (
  id serial PRIMARY KEY,
  subject text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  date timestamptz NOT NULL DEFAULT now(),
  sender_id integer REFERENCES person (id) ON DELETE SET NULL,
  sender_address text,
  conversation_id text NOT NULL,
  is_forwarded boolean NOT NULL DEFAULT false
);
CREATE INDEX email_message_sender ON email_message (sender_id, date DESC);
CREATE INDEX email_message_conversation ON email_message (conversation_id, date);
CREATE INDEX email_message_date ON email_message (date DESC, id DESC);

-- A recipient is a contact (person_id) or an address seen in mail with no contact (address).
CREATE TABLE email_message_recipient (
  id serial PRIMARY KEY,
  message_id integer NOT NULL REFERENCES email_message (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('to', 'cc', 'bcc')),
  person_id integer REFERENCES person (id) ON DELETE CASCADE,
  address text,
  position integer NOT NULL DEFAULT 0,
  CHECK (person_id IS NOT NULL OR address IS NOT NULL)
);
CREATE INDEX email_message_recipient_message ON email_message_recipient (message_id);
CREATE INDEX email_message_recipient_person ON email_message_recipient (person_id, message_id);

-- What a draft's sending delivered, per recipient (a contact `person:<id>` or a company `company:<name>`): a retry
-- sends only to the recipients missing here, so nobody gets the same draft twice.
CREATE TABLE email_draft_delivery (
  draft_id integer NOT NULL REFERENCES email_draft (id) ON DELETE CASCADE,
  recipient_key text NOT NULL,
  message_id integer NOT NULL REFERENCES email_message (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (draft_id, recipient_key)
);
