-- Tags on a project (spec part 2 section 3), from the one vocabulary contacts' tags use (`tag`, lowercased): a tag
-- typed on a deal is offered on contacts and the other way round (`GET utils/tags/` lists every row of `tag`).
CREATE TABLE project_tag (
  project_id integer NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tag (id) ON DELETE CASCADE,
  PRIMARY KEY (project_id, tag_id)
);
CREATE INDEX project_tag_by_tag ON project_tag (tag_id);
