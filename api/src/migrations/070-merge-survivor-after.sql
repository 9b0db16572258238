-- The survivor as a merge left it: its undo is refused once the survivor has been changed since (undoing would put
-- back the contact as it was before the merge and lose those changes). Merges recorded before this have none.
ALTER TABLE person_merge ADD COLUMN survivor_after jsonb;
