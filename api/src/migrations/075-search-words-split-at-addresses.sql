-- The words of migration 069 are split at '@' and '.' too, not only at spaces. An email address was one word of its
-- own: at 100,000 contacts 112,201 of the dictionary's 112,809 words were addresses, each held by one contact, so
-- every imported contact added a word (with its trigrams and its md5 key) and every fragment of a name was part of
-- thousands of words ('ton' of 8,204, so it was counted by rechecking 7,944 trigram matches). Split, the dictionary
-- holds 9,764 words ('ton' is part of 312), and an address's parts are mostly words already there.
-- A term holding a separator ('jones@bank', 'ft8.test') is no longer part of one word: the list reads it through the
-- trigrams of person_search (api/src/domains/contact/filters.ts, `wordSeparators`, which must name the same
-- characters).
CREATE FUNCTION search_words(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(string_to_array(translate($1, '@.', '  '), ' ')) AS w WHERE w <> ''
$$;

CREATE OR REPLACE FUNCTION person_word_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
  SELECT DISTINCT w FROM new_rows n CROSS JOIN search_words(n.search_text) AS w ORDER BY w
  ON CONFLICT (md5(word)) DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM person_word pw USING new_rows n WHERE pw.person_id = n.person_id;
  END IF;
  INSERT INTO person_word (word_id, is_deleted, person_id)
  SELECT DISTINCT sw.id, n.is_deleted, n.person_id
  FROM new_rows n
  CROSS JOIN search_words(n.search_text) AS w
  JOIN search_word sw ON md5(sw.word) = md5(w) AND sw.word = w;
  RETURN NULL;
END $$;

-- The words again, from the contacts as they are.
TRUNCATE person_word, search_word RESTART IDENTITY;
INSERT INTO search_word (word)
SELECT DISTINCT w FROM person_search s CROSS JOIN search_words(s.search_text) AS w ORDER BY w;
INSERT INTO person_word (word_id, is_deleted, person_id)
SELECT DISTINCT sw.id, s.is_deleted, s.person_id
FROM person_search s
CROSS JOIN search_words(s.search_text) AS w
JOIN search_word sw ON md5(sw.word) = md5(w) AND sw.word = w;
ANALYZE search_word;
ANALYZE person_word;
