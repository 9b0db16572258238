-- Lender outreach (issue 54, `POST projects/{id}/lender_outreach/`): the draft it creates is an entry of Contact
-- Activity of its own. The id is that of `activityTypes.lenderOutreach` in api/src/domains/activity/types.ts.
INSERT INTO lookup (kind, id, name, position) VALUES ('activity_types', 27, 'Lender Outreach', 27);
