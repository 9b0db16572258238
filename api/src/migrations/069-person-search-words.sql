-- The words of the contacts' search text, and which contact holds which, kept in step with person_search by
-- triggers. A search term without a space matches a contact exactly when it is part of one of the contact's words
-- (search_text is words joined by single spaces), so the words that hold the term, found in this small dictionary
-- through its trigram index, give the matching contacts through an index-only scan, with nothing to recheck.
-- At 100,000 contacts a common word ('director', 45,000 matches in 2 words of the dictionary) was counted by
-- rechecking its trigram matches in person_search: 24-28 ms; here 8 ms. A term that many words hold ('son': 8,000
-- words) is still counted in person_search, where its trigram matches are fewer: the list asks how many words hold
-- it first (api/src/domains/contact/filters.ts).
-- Words are never removed: a word no contact holds any longer matches no one.
CREATE TABLE search_word (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  word text NOT NULL
);
-- md5: a word may be longer than a btree entry may be (a 1,000-character job title without a space).
CREATE UNIQUE INDEX search_word_word ON search_word (md5(word));
CREATE INDEX search_word_trgm ON search_word USING gin (word gin_trgm_ops);

CREATE TABLE person_word (
  word_id integer NOT NULL REFERENCES search_word (id),
  is_deleted boolean NOT NULL,
  person_id integer NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  PRIMARY KEY (word_id, is_deleted, person_id)
);
CREATE INDEX person_word_person ON person_word (person_id);
COMMENT ON COLUMN person_word.person_id IS 'stays on merge: the words of the contact''s own search text, kept by triggers';

-- Statement-level, as person_search's own (062): a bulk insert or edit is one statement. The words are inserted in
-- order, so that two transactions adding the same new words wait for each other instead of deadlocking.
CREATE FUNCTION person_word_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
  SELECT DISTINCT w FROM new_rows n CROSS JOIN unnest(string_to_array(n.search_text, ' ')) AS w WHERE w <> '' ORDER BY w
  ON CONFLICT (md5(word)) DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM person_word pw USING new_rows n WHERE pw.person_id = n.person_id;
  END IF;
  INSERT INTO person_word (word_id, is_deleted, person_id)
  SELECT DISTINCT sw.id, n.is_deleted, n.person_id
  FROM new_rows n
  CROSS JOIN unnest(string_to_array(n.search_text, ' ')) AS w
  JOIN search_word sw ON md5(sw.word) = md5(w) AND sw.word = w
  WHERE w <> '';
  RETURN NULL;
END $$;

CREATE TRIGGER person_word_insert AFTER INSERT ON person_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_word_refresh();
CREATE TRIGGER person_word_update AFTER UPDATE ON person_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_word_refresh();

-- The contacts already there.
INSERT INTO search_word (word)
SELECT DISTINCT w FROM person_search s CROSS JOIN unnest(string_to_array(s.search_text, ' ')) AS w WHERE w <> '';
INSERT INTO person_word (word_id, is_deleted, person_id)
SELECT DISTINCT sw.id, s.is_deleted, s.person_id
FROM person_search s
CROSS JOIN unnest(string_to_array(s.search_text, ' ')) AS w
JOIN search_word sw ON md5(sw.word) = md5(w) AND sw.word = w
WHERE w <> '';
