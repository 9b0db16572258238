-- A board's revision: every write to a project's tasks or columns adds one, in its transaction and under the board's
-- lock (the project row), and answers it in the `Board-Revision` header. The bff numbers its live board events with
-- it, so every subscriber, on any bff process, applies them in the order the database made them and sees a gap.
ALTER TABLE project ADD COLUMN board_revision integer NOT NULL DEFAULT 0;
