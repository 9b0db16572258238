import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNotify } from '../../components/notifications/notifications';
import {
  ContactManagement_DeletedPeopleDocument,
  ContactManagement_DeletePeoplePermanentlyDocument,
  ContactManagement_ReactivatePeopleDocument,
} from '../../generated/graphql';
import { SelectTable, ActionButton, useAction, notifyOnce, useSelection } from './select-table';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';

export function DeletedContactsTab() {
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(ContactManagement_DeletedPeopleDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const { selected, setSelected, confirm, setConfirm, done } = useSelection<'reactivate' | 'delete'>(refetch);
  const [reactivate, { loading: reactivating }] = useMutation(ContactManagement_ReactivatePeopleDocument);
  const [remove, { loading: removing }] = useMutation(ContactManagement_DeletePeoplePermanentlyDocument);
  if (error) notifyOnce(notify, error, 'An error occured while getting deleted contacts.');
  const failure = 'An error occured while reactivating deleted contacts.';
  const onReactivate = useAction(
    async () => (await reactivate({ variables: { ids: selected } })).data?.reactivatePeople,
    'Success',
    failure,
    done,
  );
  const onDelete = useAction(
    async () => (await remove({ variables: { ids: selected } })).data?.deletePeoplePermanently,
    'Success',
    failure,
    done,
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton
          enabled={selected.length > 0}
          hint="Select a contact first"
          onClick={() => setConfirm('reactivate')}
        >
          Reactivate
        </ActionButton>
        <ActionButton
          enabled={selected.length > 0}
          hint="Select a contact first"
          onClick={() => setConfirm('delete')}
          color="error"
        >
          Delete Permanently
        </ActionButton>
      </Stack>
      <SelectTable
        label="Deleted contacts"
        rows={data?.deletedPeople}
        loading={loading}
        failed={Boolean(error)}
        empty="No deleted contacts"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Name', value: (row) => row.fullName },
          { label: 'Company', value: (row) => row.company },
          { label: 'Job title', value: (row) => row.jobTitle ?? '' },
          { label: 'Email', value: (row) => row.primaryEmail ?? '' },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        busy={reactivating || removing}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void (confirm === 'delete' ? onDelete() : onReactivate())}
        confirmLabel="Confirm"
      >
        {confirm === 'delete'
          ? 'Are you sure you want to permanently delete these contacts?'
          : 'Are you sure you want to reactivate these contacts?'}
      </ConfirmDialog>
    </>
  );
}
