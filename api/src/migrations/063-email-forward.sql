-- A forward draft (`emails/forward_chain/`, spec part 2 section 3): the message it forwards. Sent, it goes out as one
-- message to every contact in To, in the forwarded message's conversation, marked is_forwarded.
ALTER TABLE email_draft ADD COLUMN forward_of integer REFERENCES email_message (id) ON DELETE SET NULL;
