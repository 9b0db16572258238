-- A contact deleted for good stays in the mail it was in, by its address: the recipient rows of email_message went
-- with the contact (ON DELETE CASCADE), so a message to several contacts lost a recipient in the other contacts'
-- activity, and a message whose sender was the contact lost its sender (sender_id was set to NULL with no address).
-- Before the contact's row goes (its emails are still there), each such row takes the contact's first address. A
-- recipient row of a contact with no address at all still goes with it: nothing would name that recipient.
CREATE FUNCTION email_keeps_deleted_contact() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_address text := (SELECT e.email::text FROM person_email e WHERE e.person_id = OLD.id ORDER BY e.position LIMIT 1);
BEGIN
  UPDATE email_message_recipient SET address = coalesce(address, first_address), person_id = NULL
    WHERE person_id = OLD.id AND coalesce(address, first_address) IS NOT NULL;
  UPDATE email_message SET sender_address = coalesce(sender_address, first_address)
    WHERE sender_id = OLD.id AND sender_address IS NULL;
  RETURN OLD;
END $$;
CREATE TRIGGER person_deleted_keeps_mail BEFORE DELETE ON person
  FOR EACH ROW EXECUTE FUNCTION email_keeps_deleted_contact();
