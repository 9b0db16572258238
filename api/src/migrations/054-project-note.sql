-- Notes on a project (spec part 2: `notes/projects/`), newest first on its page.
CREATE TABLE project_note (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (btrim(text) <> ''),
  creator_id integer REFERENCES person (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN project_note.creator_id IS 'stays on merge: authorship (who wrote the note)';
CREATE INDEX project_note_project ON project_note (project_id, created_at DESC);
