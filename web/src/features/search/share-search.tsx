import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { ShareSearch_PeopleDocument, ShareSearch_ShareDocument } from '../../generated/graphql';
import { useCurrentUser } from '../../lib/current-user';
import {
  isExistingOwner,
  SHARE_DEBOUNCE_MS,
  SHARE_FAILED,
  SHARE_OPTIONS,
  shareButtonLabel,
  shareOptions,
  SHARED,
  type SharePerson,
} from './share-rules';

type ShareSearchProps = {
  searchId: string;
  title: string;
  owners: readonly SharePerson[];
  onClose: () => void;
};

/** Share Search, in the expanded row of the Archived Searches panel: staff people to share the saved search with. */
export function ShareSearch({ searchId, title, owners, onClose }: ShareSearchProps) {
  const notify = useNotify();
  const { user } = useCurrentUser();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<SharePerson[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SHARE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, loading } = useQuery(ShareSearch_PeopleDocument, {
    variables: { search, first: SHARE_OPTIONS + 1 + chosen.length },
    skip: search === '',
  });
  const [share, { loading: sharing }] = useMutation(ShareSearch_ShareDocument);
  const options = shareOptions(data?.people.nodes ?? [], { userId: user?.id, chosen });

  const handleShare = async () => {
    try {
      const { data: result } = await share({
        variables: { input: { id: searchId, people: chosen.map((person) => person.id) } },
      });
      if (!result?.shareSavedSearch.savedSearch) {
        notify(SHARE_FAILED, 'error', 400);
        return;
      }
      notify(SHARED, 'success');
      onClose();
    } catch (error) {
      notifyGraphQLError(notify, error, SHARE_FAILED);
    }
  };

  return (
    <Stack spacing={1} sx={{ pt: 1 }} role="group" aria-label={`Share ${title}`}>
      <Autocomplete
        multiple
        size="small"
        options={options}
        value={chosen}
        loading={loading}
        filterOptions={(items) => items}
        getOptionLabel={(option) => option.fullName}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionDisabled={(option) => isExistingOwner(option, owners)}
        noOptionsText={search ? 'No people found' : 'Type a name'}
        onInputChange={(_event, text, reason) => {
          if (reason !== 'reset') setInput(text);
        }}
        onChange={(_event, people) => setChosen(people.map(({ id, fullName }) => ({ id, fullName })))}
        renderValue={(people, getItemProps) =>
          people.map((person, index) => (
            <Chip {...getItemProps({ index })} key={person.id} size="small" label={person.fullName} />
          ))
        }
        renderInput={(params) => <TextField {...params} label="Share with" />}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={chosen.length === 0 || sharing}
          onClick={() => void handleShare()}
        >
          {shareButtonLabel(chosen.length)}
        </Button>
      </Stack>
    </Stack>
  );
}
