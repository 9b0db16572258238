import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import {
  ContactManagement_DismissExternalContactsDocument,
  ContactManagement_ExternalContactsDocument,
} from '../../generated/graphql';
import { SelectTable, ActionButton, useAction, useSelection } from './select-table';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { formatDate } from '../../lib/format';

export function NewContactsTab() {
  const { data, loading, error, refetch } = useQuery(ContactManagement_ExternalContactsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const { selected, setSelected, confirm, setConfirm, done } = useSelection(refetch);
  const [dismiss, { loading: busy }] = useMutation(ContactManagement_DismissExternalContactsDocument);
  // The spec logs failures of this list to the console only.
  if (error) console.error(error);
  const onDismiss = useAction(
    async () => (await dismiss({ variables: { ids: selected } })).data?.dismissExternalContacts,
    'Success',
    'An error occured while dismissing imported duplicates.',
    done,
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <ActionButton enabled={selected.length > 0} hint="Select a contact first" onClick={() => setConfirm(true)}>
          Dismiss
        </ActionButton>
      </Stack>
      <SelectTable
        label="New contacts"
        rows={data?.externalContacts}
        loading={loading}
        failed={Boolean(error)}
        empty="No new contacts"
        selected={selected}
        onSelect={setSelected}
        columns={[
          { label: 'Email address', value: (row) => row.emailAddress },
          { label: 'First seen', value: (row) => formatDate(row.createdAt) },
          {
            label: '',
            value: (row) => (
              <Button
                size="small"
                component={RouterLink}
                to={`/contacts/new?email=${encodeURIComponent(row.emailAddress)}`}
                onClick={(event) => event.stopPropagation()}
              >
                Add contact
              </Button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onDismiss()}
        confirmLabel="Confirm"
      >
        Are you sure you want to permanently remove this email address?
      </ConfirmDialog>
    </>
  );
}
