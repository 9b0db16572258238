import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { PersonPicker, type PickedPerson } from '../../components/form/person-picker';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { ProvidersCard_AddDocument } from '../../generated/graphql';

type AddProvidersProps = {
  projectId: string;
  /** The contacts on the project as providers already: not offered again. */
  providerPersonIds: readonly string[];
};

/** The picker's contacts: capital providers only (the api refuses to add anyone else). */
const CAPITAL_PROVIDERS = { isCapitalProvider: true } as const;

/** Capital providers picked one by one, then added together (in the Contacted state). */
export function AddProviders({ projectId, providerPersonIds }: AddProvidersProps) {
  const notify = useNotify();
  const [picked, setPicked] = useState<PickedPerson[]>([]);
  const [add, adding] = useMutation(ProvidersCard_AddDocument);
  const failure = picked.length > 1 ? "Couldn't update Capital Providers" : "Couldn't update Capital Provider";

  const submit = async () => {
    try {
      const { data } = await add({
        variables: { input: { projectId, personIds: picked.map((person) => person.id) } },
      });
      const payload = data?.addProjectProviders;
      if (!payload?.project || payload.userErrors.length) return notify(failure, 'error', 400);
      setPicked([]);
    } catch (error) {
      notifyGraphQLError(notify, error, failure);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {picked.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Contacts to add">
          {picked.map((person) => (
            <Chip
              key={person.id}
              size="small"
              label={person.fullName}
              onDelete={() => setPicked(picked.filter((row) => row.id !== person.id))}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        <div style={{ flex: 1 }}>
          <PersonPicker
            label="Add capital provider"
            value={null}
            onChange={(person) => person && setPicked([...picked, person])}
            exclude={[...providerPersonIds, ...picked.map((person) => person.id)]}
            filter={CAPITAL_PROVIDERS}
          />
        </div>
        <Button variant="outlined" disabled={picked.length === 0 || adding.loading} onClick={() => void submit()}>
          Add
        </Button>
      </Stack>
    </Stack>
  );
}
