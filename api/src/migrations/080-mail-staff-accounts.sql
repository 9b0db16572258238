-- Who reads a message (api/src/domains/email/messages.ts, readableBy): every query reads the ids of the staff
-- accounts (Admin or User who can sign in), a few rows among all contacts, to tell a contact from a colleague.
CREATE INDEX person_staff_account ON person (id) WHERE profile_type <= 2 AND password_hash IS NOT NULL;
