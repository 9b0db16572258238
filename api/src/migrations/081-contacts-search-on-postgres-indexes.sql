-- The contacts' search runs on PostgreSQL's own indexes again (docs/decisions/012, superseded): the trigram GIN
-- indexes of person and person_search (migrations 002, 062) and the btree sort indexes. The index of our own goes:
-- the pieces and their pending rows (076-078), the registered terms (077) and the word dictionary (069, 075), with
-- the triggers that kept them.
DROP TRIGGER search_pending_category_insert ON person_lookup;
DROP TRIGGER search_pending_category_update ON person_lookup;
DROP TRIGGER search_pending_category_delete ON person_lookup;
DROP TRIGGER search_pending_category_truncate ON person_lookup;
DROP FUNCTION search_pending_mark_categories();
DROP FUNCTION search_pending_mark_all();

DROP TRIGGER search_pending_insert ON person_search;
DROP TRIGGER search_pending_update ON person_search;
DROP TRIGGER search_pending_delete ON person_search;
DROP FUNCTION search_pending_mark();
DROP TABLE search_substring;
DROP TABLE search_piece;
DROP TABLE search_pending;

DROP TRIGGER person_word_insert ON person_search;
DROP TRIGGER person_word_update ON person_search;
DROP FUNCTION person_word_refresh();
DROP FUNCTION search_words(text);
DROP TABLE person_word;
DROP TABLE search_word;
