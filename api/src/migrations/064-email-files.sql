-- Attachments of drafts and templates (spec part 2 section 7: `emails/contexts/{id}/add_files/`,
-- `emails/contexts/files/{id}/`, the templates' likewise), as task_file: the bytes in storage under storage_key.
-- A sent message keeps what it carried (name, size, type) in email_message_file.
CREATE TABLE email_draft_file (
  id serial PRIMARY KEY,
  email_draft_id integer NOT NULL REFERENCES email_draft (id) ON DELETE CASCADE,
  name text NOT NULL,
  size bigint NOT NULL,
  type text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  user_id integer REFERENCES person (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN email_draft_file.user_id IS 'stays on merge: authorship (who attached the file)';
CREATE INDEX email_draft_file_draft ON email_draft_file (email_draft_id, created_at DESC, id DESC);

CREATE TABLE email_template_file (
  id serial PRIMARY KEY,
  email_template_id integer NOT NULL REFERENCES email_template (id) ON DELETE CASCADE,
  name text NOT NULL,
  size bigint NOT NULL,
  type text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  user_id integer REFERENCES person (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN email_template_file.user_id IS 'stays on merge: authorship (who attached the file)';
CREATE INDEX email_template_file_template ON email_template_file (email_template_id, created_at DESC, id DESC);

CREATE TABLE email_message_file (
  id serial PRIMARY KEY,
  message_id integer NOT NULL REFERENCES email_message (id) ON DELETE CASCADE,
  name text NOT NULL,
  size bigint NOT NULL,
  type text NOT NULL
);
CREATE INDEX email_message_file_message ON email_message_file (message_id);
