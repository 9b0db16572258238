-- No parallel workers for scans of person. The list's pages are short walks of a sort index (LIMIT 200): planned in
-- parallel, PostgreSQL started two workers to walk 10,000 index rows for categories 1 and 9 and waited 15-45 ms for
-- them on a busy 2-core machine, where one process walks them in about 8 ms (at 100,000 contacts, EXPLAIN ANALYZE).
-- Counts gained nothing measurable from the workers either. The embedded database has no parallel workers anyway.
ALTER TABLE person SET (parallel_workers = 0);
