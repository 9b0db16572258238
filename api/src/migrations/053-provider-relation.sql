-- Capital providers on a project (spec part 2 section 3, Provider relation): a contact's relationship state with
-- the deal (provider_relation_types: Contacted=1 ... Rejected=5), with notes. A contact is on a project once.
CREATE TABLE provider_relation (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  state integer NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 5),
  notes text,
  notes_created_at timestamptz,
  notes_updated_at timestamptz,
  last_contacted timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, person_id)
);
CREATE INDEX provider_relation_person ON provider_relation (person_id);
