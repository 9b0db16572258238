-- Projects (spec part 2 section 3): the deal a team works on, its lookups and its team. The task board, provider
-- relations, notes and files of a project come with their own migrations.
CREATE TABLE project (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- The client contact. A contact deleted for good leaves the project without one (the project is the firm's).
  client_id integer REFERENCES person (id) ON DELETE SET NULL,
  status integer NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 6),
  capital_required numeric(16, 2) NOT NULL DEFAULT 0 CHECK (capital_required >= 0),
  recent_valuation numeric(16, 2) NOT NULL DEFAULT 0 CHECK (recent_valuation >= 0),
  term_sheet_fee numeric(16, 2) NOT NULL DEFAULT 0 CHECK (term_sheet_fee >= 0),
  -- The success fee in percent of the capital raised.
  fees numeric(6, 2) NOT NULL DEFAULT 0 CHECK (fees >= 0),
  closing_date date NOT NULL,
  currency text NOT NULL DEFAULT 'GBP',
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES person (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES person (id) ON DELETE SET NULL
);
COMMENT ON COLUMN project.created_by IS 'stays on merge: authorship (the account that created the project)';
COMMENT ON COLUMN project.updated_by IS 'stays on merge: authorship (the account that last changed the project)';
CREATE INDEX project_status_name ON project (status, name, id);
CREATE INDEX project_client ON project (client_id);

-- Project types, transaction types and sub-types, asset types: ids of the lookup lists of the same kind.
CREATE TABLE project_lookup (
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('project_types', 'transaction_types', 'transaction_sub_types', 'asset_types')),
  lookup_id integer NOT NULL,
  PRIMARY KEY (project_id, kind, lookup_id),
  FOREIGN KEY (kind, lookup_id) REFERENCES lookup (kind, id)
);

-- The team (spec part 2 section 4: Owner=1, Client=2, Member=3, Guest=4). A person is on a team once.
CREATE TABLE project_membership (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  state smallint NOT NULL CHECK (state BETWEEN 1 AND 4),
  UNIQUE (project_id, person_id)
);
CREATE INDEX project_membership_person ON project_membership (person_id, project_id);
