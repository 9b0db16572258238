import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import {
  ContactManagement_DeleteImportedDuplicatesDocument,
  ContactManagement_ImportedDuplicatesDocument,
} from '../../generated/graphql';
import { SelectTable, ActionButton, useAction, notifyOnce, useSelection } from './select-table';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { BASE } from './paths';

export function ImportedDuplicatesTab() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(ContactManagement_ImportedDuplicatesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const { selected, setSelected, confirm, setConfirm, done } = useSelection(refetch);
  const [remove, { loading: busy }] = useMutation(ContactManagement_DeleteImportedDuplicatesDocument);
  if (error) notifyOnce(notify, error, 'An error occured while getting imported duplicates.');
  const onDelete = useAction(
    async () => (await remove({ variables: { ids: selected } })).data?.deleteImportedDuplicates,
    'Duplicates deleted.',
    'An error occured while dismissing imported duplicates.',
    done,
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton
          enabled={selected.length === 1}
          // Exactly one merges (spec part 1 section 5); the spec's popover covers none selected only.
          hint={selected.length > 1 ? 'Select only one duplicate to merge' : 'Select a duplicate first'}
          onClick={() => void navigate(`${BASE}/merge/${selected[0]}`)}
        >
          Merge
        </ActionButton>
        <ActionButton
          enabled={selected.length > 0}
          hint="Select a duplicate first"
          onClick={() => setConfirm(true)}
          color="error"
        >
          Delete
        </ActionButton>
      </Stack>
      <SelectTable
        label="Imported duplicates"
        rows={data?.importedDuplicates}
        loading={loading}
        failed={Boolean(error)}
        empty="No imported duplicates"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Imported name', value: (row) => `${row.firstName} ${row.lastName}` },
          { label: 'Company', value: (row) => row.company },
          { label: 'Email', value: (row) => row.emails[0]?.email ?? '' },
          {
            label: 'Duplicate of',
            value: (row) => (
              <RouterLink to={`/contacts/${row.duplicateOf.id}`} onClick={(event) => event.stopPropagation()}>
                {row.duplicateOf.fullName}
              </RouterLink>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onDelete()}
        confirmLabel="Confirm"
      >
        Are you sure you want to permanently delete this contact?
      </ConfirmDialog>
    </>
  );
}
