-- What a merge does with each column that references a contact (contact-management/person-references.ts): rows
-- follow the survivor unless their column says here why they stay. A new table that references `person` moves by
-- default; a column that must stay says so in its own migration, the same way.

-- Who did something stays who did it: authorship and audit columns.
COMMENT ON COLUMN person.created_by IS 'stays on merge: authorship (the account that created the contact)';
COMMENT ON COLUMN person.updated_by IS 'stays on merge: authorship (the account that last changed the contact)';
COMMENT ON COLUMN person.deleted_by IS 'stays on merge: authorship (the account that deleted the contact)';
COMMENT ON COLUMN person.merged_by IS 'stays on merge: authorship (the account that merged the contact)';
COMMENT ON COLUMN person.reactivated_by IS 'stays on merge: authorship (the account that reactivated the contact)';
COMMENT ON COLUMN note.creator_id IS 'stays on merge: authorship (who wrote the note)';
COMMENT ON COLUMN person_file.user_id IS 'stays on merge: authorship (who uploaded the file)';
COMMENT ON COLUMN public_file.user_id IS 'stays on merge: authorship (who uploaded the image)';
COMMENT ON COLUMN imported_duplicate.created_by IS 'stays on merge: authorship (who ran the import)';
COMMENT ON COLUMN person_merge.merged_by IS 'stays on merge: authorship (who merged)';
COMMENT ON COLUMN person_merge.undone_by IS 'stays on merge: authorship (who undid the merge)';

-- The contact's own fields: the merge screen chooses them field by field and writes them onto the survivor
-- (merge.ts applyFields, takeCapitalProvider); the merged contact keeps its own, which an undo needs as they were.
COMMENT ON COLUMN person_email.person_id IS 'stays on merge: a field of the contact, chosen on the merge screen';
COMMENT ON COLUMN person_phone.person_id IS 'stays on merge: a field of the contact, chosen on the merge screen';
COMMENT ON COLUMN person_lookup.person_id IS 'stays on merge: a field of the contact, chosen on the merge screen';
COMMENT ON COLUMN person_tag.person_id IS 'stays on merge: a field of the contact, chosen on the merge screen';
COMMENT ON COLUMN capital_provider.person_id IS 'stays on merge: the criteria, chosen on the merge screen and copied';

-- A person's own sign-in and mailbox: a merge does not hand one person's account to another.
COMMENT ON COLUMN auth_token.person_id IS 'stays on merge: a sign-in of that account';
COMMENT ON COLUMN password_token.person_id IS 'stays on merge: a password link of that account';
COMMENT ON COLUMN outlook_credential.person_id IS 'stays on merge: the Outlook connection of that account';

-- The record of a merge names its survivor.
COMMENT ON COLUMN person_merge.survivor_id IS 'stays on merge: the record of an earlier merge into this contact';
