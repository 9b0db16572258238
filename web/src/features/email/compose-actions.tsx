import { useMutation, useQuery } from '@apollo/client/react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  Compose_DiscardDraftDocument,
  Compose_LoadTemplateDocument,
  Compose_SaveAsTemplateDocument,
  Compose_TemplatesDocument,
} from '../../generated/graphql';

// Spec part 2, Email drafts (shown 3 seconds) and section 8.
const DRAFT_SAVED = 'Your draft was saved successfully';
const TEMPLATE_SAVED = 'Your template was saved successfully';
const FAILED = 'Failed';
const REQUIRED = 'This field is required.';

type Recipients = { to: string[]; cc: string[]; bcc: string[] };

/**
 * The composer bar's Load Template and Save menu (spec part 2, Compose screen). `persist` saves what is on screen
 * first (false when it could not).
 */
export function ComposeActions({
  draftId,
  recipients,
  persist,
}: {
  draftId: string;
  recipients: Recipients;
  persist: () => Promise<boolean>;
}) {
  const notify = useNotify();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [loading, setLoading] = useState(false);

  const saveDraft = async () => {
    setMenu(null);
    if (await persist()) notify(DRAFT_SAVED, 'success');
  };

  return (
    <>
      <Button onClick={() => setLoading(true)}>Load Template</Button>
      <Button endIcon={<ArrowDropDownIcon />} onClick={(event) => setMenu(event.currentTarget)} aria-haspopup="menu">
        Save
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => void saveDraft()}>Save as draft</MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setNaming(true);
          }}
        >
          Save as template
        </MenuItem>
      </Menu>
      {naming && (
        <SaveAsTemplateDialog
          draftId={draftId}
          persist={persist}
          onClose={(saved) => {
            setNaming(false);
            if (saved) notify(TEMPLATE_SAVED, 'success');
          }}
        />
      )}
      {loading && <LoadTemplateDialog draftId={draftId} recipients={recipients} onClose={() => setLoading(false)} />}
    </>
  );
}

function SaveAsTemplateDialog({
  draftId,
  persist,
  onClose,
}: {
  draftId: string;
  persist: () => Promise<boolean>;
  onClose: (saved: boolean) => void;
}) {
  const notify = useNotify();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(Compose_SaveAsTemplateDocument);
  const submit = async () => {
    if (!name.trim()) return setError(REQUIRED);
    try {
      if (!(await persist())) return;
      const { data } = await save({ variables: { id: draftId, name: name.trim() } });
      const errors = data?.saveDraftAsTemplate.userErrors ?? [];
      if (errors.length) return setError(errors[0]!.message);
      onClose(true);
    } catch (saveError) {
      notifyGraphQLError(notify, saveError, FAILED);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="save-template-title" maxWidth="xs" fullWidth>
      <DialogTitle id="save-template-title">Save as template</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Template Name*"
          value={name}
          error={error !== null}
          helperText={error ?? ' '}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" disabled={loading} onClick={() => void submit()}>
          Save Template
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Load Template: a new draft from the template with these recipients; the old draft is removed; the new one opens. */
function LoadTemplateDialog({
  draftId,
  recipients,
  onClose,
}: {
  draftId: string;
  recipients: Recipients;
  onClose: () => void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const templates = useQuery(Compose_TemplatesDocument, { variables: { search: search.trim() || undefined } });
  const [load, { loading }] = useMutation(Compose_LoadTemplateDocument);
  const [discard] = useMutation(Compose_DiscardDraftDocument);
  const choose = async (template: string) => {
    try {
      const { data } = await load({ variables: { template, ...recipients } });
      const made = data?.saveTemplateAsDraft.draft;
      if (!made) return notify(data?.saveTemplateAsDraft.userErrors[0]?.message ?? FAILED, 'error');
      await discard({ variables: { id: draftId } });
      onClose();
      void navigate(`/email/drafts/${made.id}`, { replace: true });
    } catch (loadError) {
      notifyGraphQLError(notify, loadError, FAILED);
    }
  };
  const nodes = templates.data?.templates.nodes ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="load-template-title" maxWidth="sm" fullWidth>
      <DialogTitle id="load-template-title">Load Template</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          size="small"
          margin="dense"
          label="Search templates"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {!templates.loading && nodes.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {search.trim() ? 'No templates found.' : 'You don’t have any templates yet.'}
          </Typography>
        )}
        <List aria-label="Templates">
          {nodes.map((template) => (
            <ListItemButton key={template.id} disabled={loading} onClick={() => void choose(template.id)}>
              <ListItemText
                primary={template.name || '(no name)'}
                secondary={`${template.subject || '(no subject)'}${template.isCompany ? ' · Company email' : ''}`}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
