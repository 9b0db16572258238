-- Files on a project and on a task (spec part 2: `projects/{id}/files/`, `tasks/{id}/files/`), as person_file:
-- the bytes in storage under storage_key, the row holds what the answer shows. Deleting a project or a task
-- deletes these rows; its routes remove the bytes.
CREATE TABLE project_file (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  name text NOT NULL,
  size bigint NOT NULL,
  type text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  user_id integer REFERENCES person (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN project_file.user_id IS 'stays on merge: authorship (who uploaded the file)';
CREATE INDEX project_file_project ON project_file (project_id, created_at DESC, id DESC);

CREATE TABLE task_file (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES task (id) ON DELETE CASCADE,
  name text NOT NULL,
  size bigint NOT NULL,
  type text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  user_id integer REFERENCES person (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN task_file.user_id IS 'stays on merge: authorship (who uploaded the file; only they delete it)';
CREATE INDEX task_file_task ON task_file (task_id, created_at DESC, id DESC);
