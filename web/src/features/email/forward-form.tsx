import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { PeoplePicker } from '../../components/form/people-picker';
import type { PickedPerson } from '../../components/form/person-picker';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { OutlookNeeded } from '../../components/email/outlook-needed';
import { useSaveAndSend } from './use-save-and-send';
import {
  Compose_DiscardDraftDocument,
  Forward_CreateDocument,
  type Compose_DraftFieldsFragment,
} from '../../generated/graphql';

/**
 * The inline forward under a message (spec part 2, Email drafts): a forward draft is made when it opens; Send forwards
 * it to the contacts in To and closes; Cancel discards the draft and closes.
 */
export function ForwardForm({ messageId, onClose }: { messageId: string; onClose: (sent: boolean) => void }) {
  const notify = useNotify();
  const [create] = useMutation(Forward_CreateDocument);
  const [discard] = useMutation(Compose_DiscardDraftDocument);
  const { saveAndSend, sending } = useSaveAndSend();
  const [draft, setDraft] = useState<Compose_DraftFieldsFragment | null>(null);
  const [to, setTo] = useState<PickedPerson[]>([]);
  const [body, setBody] = useState('');
  const started = useRef(false);

  useEffect(() => {
    // Once per opening (React's development double effects would make two drafts).
    if (started.current) return;
    started.current = true;
    create({ variables: { messageId } })
      .then(({ data }) => {
        const made = data?.forwardEmail.draft;
        if (!made) throw new Error(data?.forwardEmail.userErrors[0]?.message ?? 'Failed');
        setDraft(made);
        setBody(made.body);
      })
      .catch((error: unknown) => {
        notifyGraphQLError(notify, error, 'Failed');
        onClose(false);
      });
  }, [create, messageId, notify, onClose]);

  const handleSend = async () => {
    if (!draft) return;
    if ((await saveAndSend({ id: draft.id, to: to.map((person) => person.id), body })) !== 'sent') return;
    notify('An email forwarded successfully', 'success');
    onClose(true);
  };

  const handleCancel = () => {
    if (draft) void discard({ variables: { id: draft.id } }).catch(() => undefined);
    onClose(false);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1 }} component="section" aria-label="Forward">
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Forward{draft ? `: ${draft.subject}` : ''}
        </Typography>
        <OutlookNeeded />
        {draft ? (
          <>
            <PeoplePicker label="To" value={to} onChange={setTo} />
            <RichTextEditor label="Forward body" initialHtml={draft.body} onChange={setBody} />
          </>
        ) : (
          <LinearProgress aria-label="Preparing the forward" />
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!draft || to.length === 0 || sending} onClick={() => void handleSend()}>
            Send
          </Button>
          <Button onClick={handleCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
