-- Search terms of four or more characters without a separator that more dictionary words hold than a search reads
-- the pieces of (search-pieces.ts, `mostWords`), each then a piece of its own: search_piece's rows of the piece
-- ' ' || term (a space, which no word holds, keeps them apart from the words' own pieces) hold the contacts whose
-- text holds the term. At 100,000 contacts 'finance' is part of 221 words, whose 5,369 rows a search read (with
-- 'director', 1.6x the default first page through the trigrams); as its own piece, 25 rows. A term is registered
-- by the first search that needs it, its rows are then built in every chunk in the background (`ready` once all
-- are), and every later build of a chunk keeps them, so that its searches read them whatever was written since.
-- Registered terms are never removed: the dictionary only grows, so they stay part of as many words or more.
CREATE TABLE search_substring (
  piece text PRIMARY KEY CHECK (length(piece) BETWEEN 4 AND 64),
  ready boolean NOT NULL DEFAULT false
);
