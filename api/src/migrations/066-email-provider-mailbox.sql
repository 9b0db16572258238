-- The account whose Outlook mailbox holds a message's Graph id (provider_id): the sender's for a message this app
-- sent, the syncing account's for a synced one. Graph's ids are per mailbox, so only that account can forward the
-- message through Graph's createForward; anyone else's forward is a new message in the same conversation.
ALTER TABLE email_message ADD COLUMN provider_mailbox_id integer REFERENCES person (id) ON DELETE SET NULL;
COMMENT ON COLUMN email_message.provider_mailbox_id IS 'stays on merge: the Outlook mailbox that holds provider_id belongs to that account';
