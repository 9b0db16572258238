import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../notifications/notifications';
import { EmailContacts_CreateDraftDocument } from '../../generated/graphql';
import { listenEmailSent, openMailWindow } from '../email/email-channel';

// Spec part 1 section 8 and part 2 section 8: the messages of emailing contacts, and of a company email.
const MESSAGES = {
  people: { sent: 'Sent emails to contacts', failed: 'Failed to send emails to contacts' },
  company: { sent: 'Sent company emails to contacts', failed: 'Failed to send company emails to contacts' },
};

type EmailContactsDialogProps = { personIds: string[]; isCompany: boolean; onClose: () => void };

/**
 * /contacts/email?to=ids (spec part 1 section 2): a draft to those contacts, written in the composer's window; the
 * dialog tells how the sending went when the composer reports it.
 */
export function EmailContactsDialog({ personIds, isCompany, onClose }: EmailContactsDialogProps) {
  const notify = useNotify();
  const [createDraft] = useMutation(EmailContacts_CreateDraftDocument);
  const [draft, setDraft] = useState<{ id: string; contacts: number; companies: number } | null>(null);
  const started = useRef(false);
  const messages = isCompany ? MESSAGES.company : MESSAGES.people;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createDraft({ variables: { input: { to: personIds, isCompany } } })
      .then(({ data }) => {
        const created = data?.createDraft.draft;
        if (!created) throw new Error(data?.createDraft.userErrors.map((error) => error.message).join(', '));
        setDraft({ id: created.id, contacts: created.to.length, companies: created.toCompanyCount });
      })
      .catch(() => {
        notify(messages.failed, 'error');
        onClose();
      });
  }, [createDraft, isCompany, messages.failed, notify, onClose, personIds]);

  useEffect(() => {
    if (!draft) return undefined;
    return listenEmailSent((message) => {
      if (message.draftId !== draft.id) return;
      if (message.outcome === 'sent') {
        notify(messages.sent, 'success');
        onClose();
      } else notify(messages.failed, 'error');
    });
  }, [draft, messages, notify, onClose]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="email-contacts-title">
      <DialogTitle id="email-contacts-title">{isCompany ? 'Company email' : 'Email contacts'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {draft ? `${draft.contacts} contacts, ${draft.companies} companies being emailed` : 'Preparing the draft...'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!draft}
          onClick={() => draft && openMailWindow(`/email/drafts/${draft.id}`, `compose-${draft.id}`)}
        >
          Compose
        </Button>
      </DialogActions>
    </Dialog>
  );
}
