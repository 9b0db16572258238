-- The people list's link filters (categories, capital providers, a tag) hash the linked contacts' ids once and test
-- each contact of the sort index's walk against it (`hashed` in domains/contact/filters.ts), or collect them first
-- (`first`). With the contact's id in the index, the ids are read from the index alone: at 100,000 contacts, the
-- 12,468 links of categories 3 and 9 in 1.5 ms, against 3.1 ms through the table (a bitmap heap scan), which made
-- probing each walked contact's links the cheaper plan up to then.
CREATE INDEX person_lookup_by_lookup_with_person ON person_lookup (kind, lookup_id, person_id);
DROP INDEX person_lookup_by_lookup;
CREATE INDEX person_tag_by_tag_with_person ON person_tag (tag_id, person_id);
DROP INDEX person_tag_by_tag;
