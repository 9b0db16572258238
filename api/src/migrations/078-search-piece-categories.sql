-- The contacts of each category, per chunk, as pieces of their own ('  category <id>' in search_piece: two spaces
-- first, which neither a word nor a registered term begins with): a list filtered by categories alone walks its sort
-- index testing each entry's bit, as a search read from the pieces does, instead of hashing the categories' links
-- (about 15,000 at 100,000 contacts for two categories, 1.5x the default first page). A change of a contact's
-- categories marks it pending, as a change of its search text does (migration 076): the list reads a pending
-- contact's categories from its links, and the next build of its chunk takes them in.
CREATE FUNCTION search_pending_mark_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_pending (person_id) SELECT DISTINCT person_id FROM new_links WHERE kind = 'categories'
    ON CONFLICT (person_id) DO UPDATE SET person_id = excluded.person_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO search_pending (person_id) SELECT DISTINCT person_id FROM old_links WHERE kind = 'categories'
    ON CONFLICT (person_id) DO UPDATE SET person_id = excluded.person_id;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION search_pending_mark_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_pending (person_id) SELECT person_id FROM person_search
  ON CONFLICT (person_id) DO UPDATE SET person_id = excluded.person_id;
  RETURN NULL;
END $$;

CREATE TRIGGER search_pending_category_insert AFTER INSERT ON person_lookup
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION search_pending_mark_categories();
CREATE TRIGGER search_pending_category_update AFTER UPDATE ON person_lookup
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT
  EXECUTE FUNCTION search_pending_mark_categories();
CREATE TRIGGER search_pending_category_delete AFTER DELETE ON person_lookup
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION search_pending_mark_categories();
CREATE TRIGGER search_pending_category_truncate AFTER TRUNCATE ON person_lookup
  FOR EACH STATEMENT EXECUTE FUNCTION search_pending_mark_all();

-- The contacts already in a category: their chunks are built again with their categories.
INSERT INTO search_pending (person_id) SELECT DISTINCT person_id FROM person_lookup WHERE kind = 'categories'
ON CONFLICT (person_id) DO NOTHING;
