-- A merge of an imported duplicate into its contact (`merge_to_person`) is recorded as a merge too, so that it can
-- be undone in the same way for 30 days: imported_duplicate holds the line's row as the merge removed it, and the
-- undo puts it back in the list. Such a merge has no merged contacts (merged_ids is empty).
ALTER TABLE person_merge ADD COLUMN imported_duplicate jsonb;
