-- Rows of other records that name a contact: a permanent delete of the contact would take them with it (a team
-- place, a provider relation and its notes, a task's assignee, a draft's recipient) or leave a project without its
-- client. Such a column says so in its comment, `keeps the contact: <what it is>`; the permanent delete reads these
-- from the catalog (contact-management/person-references.ts) and refuses while any row names the contact.
COMMENT ON COLUMN project.client_id IS 'keeps the contact: the client of a project';
COMMENT ON COLUMN project_membership.person_id IS 'keeps the contact: on a project''s team';
COMMENT ON COLUMN provider_relation.person_id IS 'keeps the contact: a capital provider on a project';
COMMENT ON COLUMN task_assignee.person_id IS 'keeps the contact: assigned to a task';
COMMENT ON COLUMN email_draft_recipient.person_id IS 'keeps the contact: a recipient of an email draft';
