-- The contacts' search text in a narrow table of its own, kept in step with person by triggers: a search must count
-- its matches exactly, and at 100,000 contacts a common word ('director', 45,000 matches) rechecked its trigram
-- matches on person's wide rows (4,600 pages, 30 ms of a 38 ms count), and a one- or two-letter search, which no
-- trigram serves, read all 36 MB of them (35 ms). Here the same rows take 13 MB: 20 and 14.5 ms (EXPLAIN ANALYZE).
-- The list's pages still walk person's own indexes; the count, and a search's collection of its matches, read here.
CREATE TABLE person_search (
  person_id integer PRIMARY KEY REFERENCES person (id) ON DELETE CASCADE,
  search_text text NOT NULL,
  is_deleted boolean NOT NULL
);
COMMENT ON COLUMN person_search.person_id IS 'stays on merge: the contact''s own search text, kept by triggers';
INSERT INTO person_search (person_id, search_text, is_deleted) SELECT id, search_text, is_deleted FROM person;
CREATE INDEX person_search_trgm_text ON person_search USING gin (search_text gin_trgm_ops);
ALTER TABLE person_search SET (parallel_workers = 0);

-- Statement-level triggers with transition tables, as person_count's (005): a bulk insert or edit is one statement.
CREATE FUNCTION person_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_search (person_id, search_text, is_deleted) SELECT id, search_text, is_deleted FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION person_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_search s SET search_text = n.search_text, is_deleted = n.is_deleted
  FROM new_rows n
  WHERE s.person_id = n.id AND (s.search_text, s.is_deleted) IS DISTINCT FROM (n.search_text, n.is_deleted);
  RETURN NULL;
END $$;

CREATE TRIGGER person_search_insert AFTER INSERT ON person
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_search_after_insert();
CREATE TRIGGER person_search_update AFTER UPDATE ON person
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_search_after_update();
