-- The task board of a project (spec part 2): its columns (from the default_columns list when the project is made),
-- tasks in a column in a kept order, their assignees and comments.
CREATE TABLE project_column (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  position integer NOT NULL,
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX project_column_project ON project_column (project_id, position);

-- Every project made before this migration gets the default columns.
INSERT INTO project_column (project_id, name, position)
SELECT p.id, l.name, l.position FROM project p CROSS JOIN lookup l WHERE l.kind = 'default_columns';

-- Task state (spec part 2 section 4): To Do=1, Submitted=2, Approved=3. `position` orders a column's tasks (an
-- extension of the spec's contract: every member of the board sees the same order).
CREATE TABLE task (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  column_id integer NOT NULL REFERENCES project_column (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  title text NOT NULL CHECK (btrim(title) <> ''),
  description text,
  due_date timestamptz,
  state smallint NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 3),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES person (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN task.created_by IS 'stays on merge: authorship (who added the task; it keeps their edit rights)';
CREATE INDEX task_column ON task (column_id, position, id);
CREATE INDEX task_project_due ON task (project_id, due_date);

CREATE TABLE task_assignee (
  task_id integer NOT NULL REFERENCES task (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  PRIMARY KEY (task_id, person_id)
);
CREATE INDEX task_assignee_person ON task_assignee (person_id);

CREATE TABLE task_comment (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES task (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (btrim(text) <> ''),
  creator_id integer REFERENCES person (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN task_comment.creator_id IS 'stays on merge: authorship (who wrote the comment; only they edit it)';
CREATE INDEX task_comment_task ON task_comment (task_id, created_at);
