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
import { LenderMatchEmail_StartOutreachDocument, LenderMatchEmail_TemplatesDocument } from '../../generated/graphql';
import { openMailWindow } from '../../components/email/email-channel';
import type { LenderMatchRow } from './lender-match-words';

const OUTREACH_FAILED = "Couldn't update Capital Providers";
/** The template menu's choice for no template: a blank company email. */
const BLANK = '';

type OutreachDialogProps = {
  projectId: string;
  rows: readonly LenderMatchRow[];
  onClose: () => void;
  onDone: () => void;
};

/**
 * "Add as providers and email": in one step (`startLenderOutreach`, one transaction: all or nothing), adds the selected
 * providers that are not on the project yet (in the state Contacted) and creates a draft to all of them from the
 * template picked (or a blank company email), about this project, so that `{{project_name}}` and
 * `{{capital_required}}` are filled in; then opens the composer on it.
 */
export function OutreachDialog({ projectId, rows, onClose, onDone }: OutreachDialogProps) {
  const notify = useNotify();
  const [template, setTemplate] = useState(BLANK);
  const [busy, setBusy] = useState(false);
  const templates = useQuery(LenderMatchEmail_TemplatesDocument).data?.templates.nodes ?? [];
  const [startOutreach] = useMutation(LenderMatchEmail_StartOutreachDocument, {
    // The project's providers changed: the project page's card reads them afresh.
    update: (cache) => {
      const project = cache.identify({ __typename: 'Project', id: projectId });
      cache.evict({ id: project, fieldName: 'providers' });
      cache.evict({ id: project, fieldName: 'cpSummary' });
      cache.gc();
    },
  });
  const adding = rows.filter((row) => !row.relationState).map((row) => row.person.id);
  const to = rows.map((row) => row.person.id);
  // Company templates first: a company email fills the company variables.
  const ordered = [...templates].sort((a, b) => Number(b.isCompany) - Number(a.isCompany));

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await startOutreach({
        variables: { input: { projectId, personIds: to, templateId: template || null } },
      });
      const payload = data?.startLenderOutreach;
      if (payload?.draftId && payload.userErrors.length === 0) {
        const added = payload.addedProviderIds.length;
        if (added) notify(`Added ${added} capital providers as Contacted`, 'success');
        openMailWindow(`/email/drafts/${payload.draftId}`, `compose-${payload.draftId}`);
        onDone();
      } else notify(payload?.userErrors[0]?.message ?? OUTREACH_FAILED, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, OUTREACH_FAILED);
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
