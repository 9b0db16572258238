import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  LenderMatchEmail_CreateDraftDocument,
  LenderMatchEmail_FromTemplateDocument,
  LenderMatchEmail_SetProjectDocument,
  LenderMatchEmail_TemplatesDocument,
  LenderMatchPage_AddProvidersDocument,
} from '../../generated/graphql';
import { openMailWindow } from '../../lib/email-channel';
import type { LenderMatchRow } from './lender-match-words';

const ADD_FAILED = "Couldn't update Capital Providers";
const EMAIL_FAILED = 'Failed to send company emails to contacts';
/** The template menu's choice for no template: a blank company email. */
const BLANK = '';

type OutreachDialogProps = {
  projectId: string;
  rows: readonly LenderMatchRow[];
  onClose: () => void;
  onDone: () => void;
};

/**
 * "Add as providers and email": adds the selected providers that are not on the project yet (in the state Contacted),
 * then opens the composer on a draft to all of them from the template picked (or a blank company email), about this
 * project, so that `{{project_name}}` and `{{capital_required}}` are filled in.
 */
export function OutreachDialog({ projectId, rows, onClose, onDone }: OutreachDialogProps) {
  const notify = useNotify();
  const [template, setTemplate] = useState(BLANK);
  const [busy, setBusy] = useState(false);
  const templates = useQuery(LenderMatchEmail_TemplatesDocument).data?.templates.nodes ?? [];
  const [addProviders] = useMutation(LenderMatchPage_AddProvidersDocument);
  const [fromTemplate] = useMutation(LenderMatchEmail_FromTemplateDocument);
  const [createDraft] = useMutation(LenderMatchEmail_CreateDraftDocument);
  const [setProject] = useMutation(LenderMatchEmail_SetProjectDocument);
  const adding = rows.filter((row) => !row.relationState).map((row) => row.person.id);
  const to = rows.map((row) => row.person.id);
  // Company templates first: a company email fills the company variables.
  const ordered = [...templates].sort((a, b) => Number(b.isCompany) - Number(a.isCompany));

  const add = async () => {
    if (adding.length === 0) return true;
    try {
      const { data } = await addProviders({ variables: { input: { projectId, personIds: adding } } });
      if (data?.addProjectProviders.project && data.addProjectProviders.userErrors.length === 0) return true;
      notify(data?.addProjectProviders.userErrors[0]?.message ?? ADD_FAILED, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, ADD_FAILED);
    }
    return false;
  };

  const draft = async () => {
    try {
      const made = template
        ? (await fromTemplate({ variables: { template, to } })).data?.saveTemplateAsDraft.draft
        : (await createDraft({ variables: { input: { to, isCompany: true } } })).data?.createDraft.draft;
      if (!made) return notify(EMAIL_FAILED, 'error');
      const linked = (await setProject({ variables: { id: made.id, projectId } })).data?.updateDraft.draft;
      if (!linked) return notify(EMAIL_FAILED, 'error');
      openMailWindow(`/email/drafts/${made.id}`, `compose-${made.id}`);
    } catch (error) {
      notifyGraphQLError(notify, error, EMAIL_FAILED);
    }
  };

  const run = async () => {
    setBusy(true);
    const added = await add();
    if (added) {
      if (adding.length) notify(`Added ${adding.length} capital providers as Contacted`, 'success');
      await draft();
      onDone();
    }
    setBusy(false);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="outreach-title" maxWidth="sm" fullWidth>
      <DialogTitle id="outreach-title">Add as providers and email</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {adding.length} of {rows.length} selected providers will be added to the project as Contacted
          {adding.length < rows.length ? ' (the others are on it already)' : ''}; then the composer opens with an email
          to all {rows.length}, about this project.
        </DialogContentText>
        <TextField
          select
          fullWidth
          size="small"
          label="Template"
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
        >
          <MenuItem value={BLANK}>No template (a blank company email)</MenuItem>
          {ordered.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name || '(no name)'}
              {item.isCompany ? ' · Company email' : ''}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy || rows.length === 0} onClick={() => void run()}>
          Add and email
        </Button>
      </DialogActions>
    </Dialog>
  );
}
