import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PeoplePicker } from '../../components/form/people-picker';
import type { PickedPerson } from '../../components/form/person-picker';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import {
  Compose_DeleteDraftFileDocument,
  Compose_DraftDocument,
  Compose_UpdateDraftDocument,
  type Compose_DraftFieldsFragment,
} from '../../generated/graphql';
import { announceEmailSent } from '../../components/email/email-channel';
import { ComposeActions } from './compose-actions';
import { OutlookNeeded } from '../../components/email/outlook-needed';
import { useSaveAndSend } from './use-save-and-send';
import { ComposePreview } from './compose-preview';
import { ComposeProjectPicker, type EmailProject } from './compose-project-picker';
import { EmailBody } from './email-body';
import { useCurrentUser } from '../../lib/current-user';
import { Attachments } from '../../components/attachments/attachments';

type Kind = 'to' | 'cc' | 'bcc';

/** /email/drafts/{id}: the composer (spec part 2, Compose screen), in a 900x720 window. A non-numeric id is not found. */
export function ComposePage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <Navigate to="/not-found" replace />;
  return <Composer id={id} />;
}

function Composer({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(Compose_DraftDocument, { variables: { id } });
  if (loading && !data) return null;
  if (error) return <Alert severity="error">The draft could not be loaded.</Alert>;
  if (!data?.draft) return <Navigate to="/not-found" replace />;
  // Keyed by the draft: Load Template opens another draft in the same page.
  return <ComposeForm key={data.draft.id} draft={data.draft} onFilesChanged={() => refetch()} />;
}

type Draft = Compose_DraftFieldsFragment;

function ComposeForm({ draft, onFilesChanged }: { draft: Draft; onFilesChanged: () => Promise<unknown> }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [recipients, setRecipients] = useState<Record<Kind, PickedPerson[]>>({
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
  });
  // Cc and Bcc appear on demand and are shown when the draft has some.
  const [shown, setShown] = useState({ cc: draft.cc.length > 0, bcc: draft.bcc.length > 0 });
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [project, setProject] = useState<EmailProject | null>(draft.project ?? null);
  const [update] = useMutation(Compose_UpdateDraftDocument);
  const { save, saveAndSend, sending, progress, failures } = useSaveAndSend();
  const { user } = useCurrentUser();
  const [previewing, setPreviewing] = useState(false);
  const [removeFile] = useMutation(Compose_DeleteDraftFileDocument);

  useEffect(() => {
    document.title = draft.subject || 'New email';
  }, [draft.subject]);

  const handleRecipients = (kind: Kind) => (people: PickedPerson[]) => {
    setRecipients((current) => ({ ...current, [kind]: people }));
    // Saved at once, so that the summary line counts the companies of the new To.
    void update({ variables: { input: { id: draft.id, [kind]: people.map((person) => person.id) } } }).catch(
      (saveError: unknown) => notifyGraphQLError(notify, saveError, 'An error occured while saving the draft'),
    );
  };

  const handleProject = (chosen: EmailProject | null) => {
    setProject(chosen);
    // Saved at once, as the recipients are: the preview and a reload show the choice.
    void save({ id: draft.id, projectId: chosen?.id ?? null });
  };

  /** What is on screen, as the draft's fields. */
  const onScreen = () => ({
    id: draft.id,
    to: recipients.to.map((person) => person.id),
    cc: recipients.cc.map((person) => person.id),
    bcc: recipients.bcc.map((person) => person.id),
    subject,
    body,
    projectId: project?.id ?? null,
  });
  const persist = () => save(onScreen());

  const togglePreview = async () => {
    // The preview is the api's filling of the saved draft: what is on screen is saved first.
    if (!previewing && !(await persist())) return;
    setPreviewing(!previewing);
  };
  const names = new Map(recipients.to.map((person) => [person.id, person.fullName]));
  // Shown from the first moment of a send: the count the screen knows, until the api's progress says.
  const sendingTotal = progress?.total ?? (draft.isCompany ? draft.toCompanyCount : recipients.to.length);

  const handleSend = async () => {
    const outcome = await saveAndSend(onScreen());
    if (outcome === 'unsaved') return;
    announceEmailSent({ draftId: draft.id, outcome });
    if (outcome === 'sent') void navigate('/email/success');
  };

  const handleCancel = () => {
    if (window.opener) window.close();
    else void navigate(-1);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <OutlookNeeded />
      <Paper sx={{ position: 'sticky', top: 0, zIndex: 1, p: 1 }} elevation={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={recipients.to.length === 0 || sending}
            onClick={() => void handleSend()}
          >
            Send
          </Button>
          <ComposeActions
            draftId={draft.id}
            recipients={{
              to: recipients.to.map((person) => person.id),
              cc: recipients.cc.map((person) => person.id),
              bcc: recipients.bcc.map((person) => person.id),
            }}
            persist={persist}
          />
          <Button onClick={() => void togglePreview()} aria-pressed={previewing}>
            {previewing ? 'Edit' : 'Preview'}
          </Button>
          <Button onClick={handleCancel}>Cancel</Button>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {recipients.to.length} contacts, {draft.toCompanyCount} companies being emailed
          </Typography>
        </Stack>
        {sending && sendingTotal > 1 && (
          <Box sx={{ pt: 1 }} role="status">
            <LinearProgress variant="determinate" value={(100 * (progress?.sent ?? 0)) / sendingTotal} />
            <Typography variant="caption" color="text.secondary">
              Sending {progress?.sent ?? 0} of {sendingTotal}…
            </Typography>
          </Box>
        )}
      </Paper>
      {failures.length > 0 && (
        <Alert severity="error" role="alert">
          Not sent to {failures.length === 1 ? '1 recipient' : `${failures.length} recipients`} (Send again tries them
          only):
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {failures.map((failure) => (
              <li key={failure.recipient}>
                {failure.names}: {failure.error}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {previewing && <ComposePreview draftId={draft.id} names={names} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', display: previewing ? 'none' : 'flex' }}>
        <Stack spacing={2} sx={{ flex: 1 }}>
          <PeoplePicker label="To" value={recipients.to} onChange={handleRecipients('to')} />
          {shown.cc && <PeoplePicker label="Cc" value={recipients.cc} onChange={handleRecipients('cc')} />}
          {shown.bcc && <PeoplePicker label="Bcc" value={recipients.bcc} onChange={handleRecipients('bcc')} />}
        </Stack>
        {!shown.cc && <Button onClick={() => setShown((current) => ({ ...current, cc: true }))}>Cc</Button>}
        {!shown.bcc && <Button onClick={() => setShown((current) => ({ ...current, bcc: true }))}>Bcc</Button>}
      </Stack>
      <Stack spacing={2} sx={{ display: previewing ? 'none' : 'flex' }}>
        <ComposeProjectPicker value={project} onChange={handleProject} />
        <TextField label="Subject" size="small" value={subject} onChange={(event) => setSubject(event.target.value)} />
        <RichTextEditor label="Email body" initialHtml={draft.body} onChange={setBody} />
        <Box aria-label="Signature">
          <Typography variant="caption" color="text.secondary">
            {user?.signature?.trim()
              ? 'Your signature, added below the message when it is sent (change it in Preferences):'
              : 'No signature: add one in Preferences to have it below your emails.'}
          </Typography>
          {user?.signature?.trim() && <EmailBody html={user.signature} collapsible={false} />}
        </Box>
      </Stack>
      <Attachments
        owner="drafts"
        ownerId={draft.id}
        files={draft.files}
        onChanged={onFilesChanged}
        remove={async (id) => Boolean((await removeFile({ variables: { id } })).data?.deleteDraftFile.deletedId)}
      />
    </Stack>
  );
}
