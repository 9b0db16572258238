import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ActivityPage_UsersDocument } from '../../generated/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Spec section 9: the people search waits 700 ms after typing and offers at most 20 (contacts and search). */
export const USER_SEARCH_DEBOUNCE_MS = 700;
export const USER_OPTIONS = 20;

export type PickedUser = { id: string; fullName: string };

type UserPickerProps = {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
};

/** The panel's user: who made the change, picked by name from the contacts, searched as the user types. */
export function UserPicker({ value, onChange }: UserPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), USER_SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(ActivityPage_UsersDocument, {
    variables: { search: search || undefined, first: USER_OPTIONS },
  });
  const options = (data?.people.nodes ?? []).map((person) => ({
    id: person.id,
    fullName: person.fullName,
    company: person.company,
  }));
  return (
    <Autocomplete<PickedUser & { company?: string | null }>
      size="small"
      value={value}
      options={options}
      loading={loading}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={(option) => option.fullName}
      getOptionKey={(option) => option.id}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.fullName}
          {option.company ? ` (${option.company})` : ''}
        </li>
      )}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        else if (reason === 'clear') setInput('');
      }}
      onChange={(_event, picked) => onChange(picked ? { id: picked.id, fullName: picked.fullName } : null)}
      renderInput={(params) => <TextField {...params} label="User" />}
    />
  );
}
