-- Contacts per profile type, category and tag, current and deleted apart, kept by triggers: `GET people/` filtered
-- by one of these (and nothing else) answers its exact count from here instead of counting up to 100,000 rows.
-- Statement-level triggers with transition tables, as in migration 005, so bulk loads update each row once.
CREATE TABLE person_facet_count (
  facet text NOT NULL CHECK (facet IN ('profile_type', 'category', 'tag')),
  value integer NOT NULL,
  is_deleted boolean NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (facet, value, is_deleted)
);

-- Adds `sign` times the facets of the given people (their profile type and their current category and tag links).
CREATE FUNCTION person_facet_apply(ids integer[], profile_types integer[], deleted boolean[], signs integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH people AS (
    SELECT * FROM unnest(ids, profile_types, deleted, signs) AS x (id, profile_type, is_deleted, sign)
  ), deltas AS (
    SELECT 'profile_type' AS facet, profile_type AS value, is_deleted, sign FROM people
    UNION ALL
    SELECT 'category', pl.lookup_id, people.is_deleted, people.sign
    FROM people JOIN person_lookup pl ON pl.person_id = people.id AND pl.kind = 'categories'
    UNION ALL
    SELECT 'tag', pt.tag_id, people.is_deleted, people.sign FROM people JOIN person_tag pt ON pt.person_id = people.id
  )
  INSERT INTO person_facet_count AS c (facet, value, is_deleted, count)
  SELECT facet, value, is_deleted, sum(sign) FROM deltas GROUP BY facet, value, is_deleted HAVING sum(sign) <> 0
  ON CONFLICT (facet, value, is_deleted) DO UPDATE SET count = c.count + excluded.count;
$$;

-- Adds `sign` times the given links of people that exist (a person's cascaded delete has already subtracted them).
CREATE FUNCTION person_facet_links_apply(facet_name text, person_ids integer[], link_values integer[], signs integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO person_facet_count AS c (facet, value, is_deleted, count)
  SELECT facet_name, x.value, p.is_deleted, sum(x.sign)
  FROM unnest(person_ids, link_values, signs) AS x (person_id, value, sign) JOIN person p ON p.id = x.person_id
  GROUP BY x.value, p.is_deleted HAVING sum(x.sign) <> 0
  ON CONFLICT (facet, value, is_deleted) DO UPDATE SET count = c.count + excluded.count;
$$;

INSERT INTO person_facet_count (facet, value, is_deleted, count)
SELECT 'profile_type', profile_type, is_deleted, count(*) FROM person GROUP BY profile_type, is_deleted
UNION ALL
SELECT 'category', pl.lookup_id, p.is_deleted, count(*) FROM person_lookup pl JOIN person p ON p.id = pl.person_id
WHERE pl.kind = 'categories' GROUP BY pl.lookup_id, p.is_deleted
UNION ALL
SELECT 'tag', pt.tag_id, p.is_deleted, count(*) FROM person_tag pt JOIN person p ON p.id = pt.person_id GROUP BY pt.tag_id, p.is_deleted;

CREATE FUNCTION person_facet_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_facet_apply(array_agg(id), array_agg(profile_type::int), array_agg(is_deleted), array_agg(1)) FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION person_facet_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Links do not change within a person update: the same links move from the old flags to the new ones.
  PERFORM person_facet_apply(array_agg(id), array_agg(profile_type), array_agg(is_deleted), array_agg(sign)) FROM (
    SELECT id, profile_type::int, is_deleted, -1 AS sign FROM old_rows
    UNION ALL
    SELECT id, profile_type::int, is_deleted, 1 FROM new_rows
  ) AS changed;
  RETURN NULL;
END $$;

-- Row-level and BEFORE: a delete cascades to the person's links before any AFTER STATEMENT trigger runs.
CREATE FUNCTION person_facet_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_facet_apply(ARRAY[OLD.id], ARRAY[OLD.profile_type::int], ARRAY[OLD.is_deleted], ARRAY[-1]);
  RETURN OLD;
END $$;

CREATE FUNCTION person_facet_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM person_facet_count WHERE TG_TABLE_NAME = 'person'
    OR (TG_TABLE_NAME = 'person_lookup' AND facet = 'category') OR (TG_TABLE_NAME = 'person_tag' AND facet = 'tag');
  RETURN NULL;
END $$;

CREATE TRIGGER person_facet_insert AFTER INSERT ON person
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_facet_after_insert();
CREATE TRIGGER person_facet_update AFTER UPDATE ON person
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_facet_after_update();
CREATE TRIGGER person_facet_delete BEFORE DELETE ON person FOR EACH ROW EXECUTE FUNCTION person_facet_before_delete();
CREATE TRIGGER person_facet_truncate AFTER TRUNCATE ON person FOR EACH STATEMENT EXECUTE FUNCTION person_facet_after_truncate();

CREATE FUNCTION person_lookup_facet_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM person_facet_links_apply('category', array_agg(person_id), array_agg(lookup_id), array_agg(1)) FROM new_links WHERE kind = 'categories';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM person_facet_links_apply('category', array_agg(person_id), array_agg(lookup_id), array_agg(-1)) FROM old_links WHERE kind = 'categories';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER person_lookup_facet_insert AFTER INSERT ON person_lookup
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION person_lookup_facet_change();
CREATE TRIGGER person_lookup_facet_update AFTER UPDATE ON person_lookup
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION person_lookup_facet_change();
CREATE TRIGGER person_lookup_facet_delete AFTER DELETE ON person_lookup
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION person_lookup_facet_change();
CREATE TRIGGER person_lookup_facet_truncate AFTER TRUNCATE ON person_lookup FOR EACH STATEMENT EXECUTE FUNCTION person_facet_after_truncate();

CREATE FUNCTION person_tag_facet_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM person_facet_links_apply('tag', array_agg(person_id), array_agg(tag_id), array_agg(1)) FROM new_links;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM person_facet_links_apply('tag', array_agg(person_id), array_agg(tag_id), array_agg(-1)) FROM old_links;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER person_tag_facet_insert AFTER INSERT ON person_tag
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION person_tag_facet_change();
CREATE TRIGGER person_tag_facet_update AFTER UPDATE ON person_tag
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION person_tag_facet_change();
CREATE TRIGGER person_tag_facet_delete AFTER DELETE ON person_tag
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION person_tag_facet_change();
CREATE TRIGGER person_tag_facet_truncate AFTER TRUNCATE ON person_tag FOR EACH STATEMENT EXECUTE FUNCTION person_facet_after_truncate();
