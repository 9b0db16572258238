-- The sort indexes of migrations 002 and 006 hold current contacts only; without this, listing the few deleted ones
-- (`is_deleted=true`) read all 100,000 rows to find them.
CREATE INDEX person_deleted ON person (id) WHERE is_deleted;
