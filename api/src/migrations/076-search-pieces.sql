-- The characters, pairs and runs of three characters of each contact's search text, and which contacts hold each: a
-- search whose every term is at most three characters ('an', 'an ar', 'ton') is counted from them. Under 3 characters
-- no trigram serves a term, so its exact count read every contact (at 100,000 contacts 'an', 72,976 matches, took
-- 19-30 ms of CPU, 'an ar' 30-66); 'ton' (7,944) read its 13,477 word uses. A text holds such a term exactly when the
-- term is one of its pieces, so the count is the contacts every term's piece holds
-- (api/src/domains/contact/search-pieces.ts).
-- A GIN index of the same pieces (tried as an earlier 076) made the 50,000-line import 8-10 s slower: here a write
-- only marks its contacts pending, and the pieces are brought up to date after it, in the background. A pending
-- contact's pieces are not trusted: a search reads it from its text, in the same statement as the pieces.
CREATE TABLE search_piece (
  -- person_id >> 12: each row covers 4,096 contacts.
  chunk integer NOT NULL,
  is_deleted boolean NOT NULL,
  -- One, two or three characters, as search_text holds them (lowercased).
  piece text NOT NULL,
  -- The contacts of the chunk whose text holds the piece: a bitmap of 512 bytes, bit (person_id & 4095) least
  -- significant first within each byte, or, when fewer than 256 hold it, their bit numbers as 16-bit little-endian
  -- integers in ascending order (under 512 bytes).
  bits bytea NOT NULL,
  PRIMARY KEY (piece, is_deleted, chunk)
);
CREATE INDEX search_piece_chunk ON search_piece (chunk);

-- Contacts whose search text, deletion or existence changed since their chunk's pieces were built. No foreign key:
-- a contact deleted for good stays pending until it is taken out of its pieces.
CREATE TABLE search_pending (person_id integer PRIMARY KEY);
INSERT INTO search_pending (person_id) SELECT person_id FROM person_search;

-- Every change marks its contacts pending, and changes the pending row if it was already there: the builder, in a
-- REPEATABLE READ transaction, then cannot remove it (a concurrent update, or a row a write holds, which it skips)
-- rather than trusting pieces it built from the text as it was.
CREATE FUNCTION search_pending_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_pending (person_id) SELECT DISTINCT person_id FROM changed_rows
  ON CONFLICT (person_id) DO UPDATE SET person_id = excluded.person_id;
  RETURN NULL;
END $$;

CREATE TRIGGER search_pending_insert AFTER INSERT ON person_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_pending_mark();
CREATE TRIGGER search_pending_update AFTER UPDATE ON person_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_pending_mark();
CREATE TRIGGER search_pending_delete AFTER DELETE ON person_search
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_pending_mark();
