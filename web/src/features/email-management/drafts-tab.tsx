import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { EmailManagement_DeleteDraftsDocument, EmailManagement_DraftsDocument } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { DeleteSelectedButton } from './selection-action';

/** Spec part 2: a draft opens in the composer, in a new window of 900x720. */
export function openDraft(id: string) {
  window.open(`/email/drafts/${id}`, '_blank', 'width=900,height=720');
}

/** The Email Drafts tab: the user's drafts, newest first; select and delete; a click opens the composer window. */
export function DraftsTab() {
  const notify = useNotify();
  const { data, loading } = useQuery(EmailManagement_DraftsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteDrafts, { loading: deleting }] = useMutation(EmailManagement_DeleteDraftsDocument);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const drafts = data?.drafts ?? [];
  const selectedIds = drafts.filter((draft) => selected.has(draft.id)).map((draft) => draft.id);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = drafts.length > 0 && selectedIds.length === drafts.length;

  const handleDelete = async () => {
    try {
      await deleteDrafts({
        variables: { ids: selectedIds },
        update: (cache, { data: answer }) => {
          for (const id of answer?.deleteDrafts.deletedIds ?? [])
            cache.evict({ id: cache.identify({ __typename: 'Draft', id }) });
          cache.gc();
        },
      });
      setSelected(new Set());
    } catch (error) {
      notifyGraphQLError(notify, error, 'Failed');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {selectedIds.length > 0 ? `${selectedIds.length} selected` : `${drafts.length} drafts`}
        </Typography>
        <DeleteSelectedButton selectedCount={selectedIds.length} onClick={() => setConfirming(true)} />
      </Stack>
      <Paper variant="outlined">
        <Table size="small" aria-label="Email drafts">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={selectedIds.length > 0 && !allSelected}
                  disabled={drafts.length === 0}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(drafts.map((draft) => draft.id)))}
                  slotProps={{ input: { 'aria-label': 'Select all drafts' } }}
                />
              </TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Last Changed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && drafts.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Skeleton />
                  <Skeleton />
                </TableCell>
              </TableRow>
            )}
            {!loading && drafts.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                    No email drafts
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {drafts.map((draft) => (
              <TableRow
                key={draft.id}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                onClick={() => openDraft(draft.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') openDraft(draft.id);
                }}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    size="small"
                    checked={selected.has(draft.id)}
                    onChange={() => toggle(draft.id)}
                    slotProps={{ input: { 'aria-label': `Select draft ${draft.subject || draft.id}` } }}
                  />
                </TableCell>
                <TableCell>{draft.subject || '(no subject)'}</TableCell>
                <TableCell>{draft.to.map((person) => person.fullName).join(', ')}</TableCell>
                <TableCell>{formatDateTime(draft.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title="Confirm Delete"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      >
        Are you sure you want to delete these drafts?
      </ConfirmDialog>
    </Stack>
  );
}
