-- Email drafts and templates (spec part 2 sections 3 and 7, Emails): each belongs to the account that made it.
-- Recipients are contacts (a merge moves them to the survivor); sending comes with the mail provider.
CREATE TABLE email_template (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  is_company boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN email_template.owner_id IS 'stays on merge: the template belongs to the account that made it';
CREATE INDEX email_template_owner ON email_template (owner_id, name, id);

CREATE TABLE email_draft (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  is_company boolean NOT NULL DEFAULT false,
  project_id integer REFERENCES project (id) ON DELETE SET NULL,
  is_sent boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN email_draft.owner_id IS 'stays on merge: the draft belongs to the account that wrote it';
CREATE INDEX email_draft_owner ON email_draft (owner_id, is_sent, updated_at DESC);

CREATE TABLE email_draft_recipient (
  draft_id integer NOT NULL REFERENCES email_draft (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('to', 'cc', 'bcc')),
  person_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (draft_id, kind, person_id)
);
CREATE INDEX email_draft_recipient_person ON email_draft_recipient (person_id);
