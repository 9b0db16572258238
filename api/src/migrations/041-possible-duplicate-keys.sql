-- The possible-duplicates scan (contact-management/duplicates.ts) on match keys the database keeps, instead of
-- lowercasing, hashing and sorting every contact on every scan.
--
-- Each key is a 64-bit hash of lowercased text, so equal keys stand for equal texts: the chance that any two of a
-- million different texts share a key is about one in 40 million, and such a pair would only be shown to an admin
-- as a possible duplicate.
ALTER TABLE person
  -- First name and company equal: the last names are compared.
  ADD COLUMN dup_first_company bigint GENERATED ALWAYS AS (hashtextextended(lower(first_name) || '|' || lower(company), 0)) STORED,
  -- Last name and company equal: the first names are compared.
  ADD COLUMN dup_last_company bigint GENERATED ALWAYS AS (hashtextextended(lower(last_name) || '|' || lower(company), 0)) STORED,
  -- Both names and the company's first four letters equal: the companies are compared.
  ADD COLUMN dup_names bigint GENERATED ALWAYS AS (hashtextextended(lower(first_name) || '|' || lower(last_name) || '|' || left(lower(company), 4), 0)) STORED;
ALTER TABLE person_email ADD COLUMN dup_email bigint GENERATED ALWAYS AS (hashtextextended(lower(email::text), 0)) STORED;
-- A phone's digits, when there are at least seven of them.
ALTER TABLE person_phone ADD COLUMN dup_digits bigint GENERATED ALWAYS AS (
  CASE WHEN length(regexp_replace(number, '\D', '', 'g')) >= 7 THEN hashtextextended(regexp_replace(number, '\D', '', 'g'), 0) END
) STORED;

-- Migration 040's indexes for the scan this replaces (no other query uses them).
DROP INDEX person_dup_first_last, person_dup_first_company, person_dup_last_company, person_phone_digits;

-- Covering indexes of the contacts the scan compares, each carrying the one field compared: the scan merges each
-- index with itself and never reads the table.
CREATE INDEX person_dup_first_company ON person (dup_first_company, id) INCLUDE (last_name)
  WHERE NOT is_deleted AND NOT ignored_as_duplicate;
CREATE INDEX person_dup_last_company ON person (dup_last_company, id) INCLUDE (first_name)
  WHERE NOT is_deleted AND NOT ignored_as_duplicate;
CREATE INDEX person_dup_names ON person (dup_names, id) INCLUDE (company)
  WHERE NOT is_deleted AND NOT ignored_as_duplicate;
CREATE INDEX person_email_dup_email ON person_email (dup_email, person_id);
CREATE INDEX person_phone_dup_digits ON person_phone (dup_digits, person_id) WHERE dup_digits IS NOT NULL;
-- Contacts left out of the scan (deleted or ignored): the emails and phones they hold are counted again without them.
CREATE INDEX person_dup_left_out ON person (id) WHERE is_deleted OR ignored_as_duplicate;
