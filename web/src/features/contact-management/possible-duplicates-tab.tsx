import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import {
  ContactManagement_IgnorePossibleDuplicatesDocument,
  ContactManagement_PossibleDuplicatesDocument,
} from '../../generated/graphql';
import { SelectTable, ActionButton, useAction, notifyOnce, useSelection } from './select-table';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { BASE } from './paths';

export function PossibleDuplicatesTab() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(ContactManagement_PossibleDuplicatesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const { selected, setSelected, confirm, setConfirm, done } = useSelection(refetch);
  const [ignore, { loading: busy }] = useMutation(ContactManagement_IgnorePossibleDuplicatesDocument);
  if (error) notifyOnce(notify, error, 'An error occured while getting possible duplicates.');
  // One row per contact, each group's contacts together; a row's id is the contact's. The spec gives a group no
  // field of its own to show: it is numbered 1, 2, 3... in the list's order, not by its first contact's id.
  const rows = data?.possibleDuplicates.flatMap((group, index) =>
    group.people.map((person) => ({ ...person, group: index + 1, reasons: group.reasons })),
  );
  const onIgnore = useAction(
    async () => (await ignore({ variables: { ids: selected } })).data?.ignorePossibleDuplicates,
    'Duplicates ignored.',
    'An error occured while getting possible duplicates.',
    done,
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton
          enabled={selected.length >= 2}
          hint="Select a duplicate first"
          onClick={() => void navigate(`${BASE}/possible-duplicates/merge?items=${selected.join(',')}`)}
        >
          Merge
        </ActionButton>
        <ActionButton enabled={selected.length > 0} hint="Select a duplicate first" onClick={() => setConfirm(true)}>
          Ignore
        </ActionButton>
      </Stack>
      <SelectTable
        label="Possible duplicates"
        rows={rows}
        loading={loading}
        failed={Boolean(error)}
        empty="No possible duplicates"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Group', value: (row) => row.group },
          { label: 'Name', value: (row) => row.fullName },
          { label: 'Company', value: (row) => row.company },
          { label: 'Email', value: (row) => row.primaryEmail ?? '' },
          { label: 'Phone', value: (row) => row.primaryPhone ?? '' },
          { label: 'Alike by', value: (row) => row.reasons.join(', ') },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onIgnore()}
        confirmLabel="Confirm"
      >
        Are you sure you want to ignore these possible duplicates?
      </ConfirmDialog>
    </>
  );
}
