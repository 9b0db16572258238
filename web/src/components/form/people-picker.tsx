import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { PersonPicker_PeopleDocument } from '../../generated/graphql';
import type { PickedPerson } from './person-picker';

/** Spec part 2 (Compose): the recipient pickers wait 700 ms after typing; at most 20 options. */
const DEBOUNCE_MS = 700;
const OPTIONS = 20;
/** Recipients shown while the field is not focused. */
const LIMIT_TAGS = 12;

type PeoplePickerProps = {
  label: string;
  value: readonly PickedPerson[];
  onChange: (people: PickedPerson[]) => void;
  disabled?: boolean;
};

/** Several contacts picked by name (the composer's To, Cc and Bcc), searched as the user types. */
export function PeoplePicker({ label, value, onChange, disabled }: PeoplePickerProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, loading } = useQuery(PersonPicker_PeopleDocument, {
    variables: { search: search || undefined, first: OPTIONS },
    skip: disabled || search === '',
  });
  // The same array while the picked people stay the same: a new one on every render (each keystroke) would make the
  // Autocomplete take it for a change of value and clear what is being typed.
  const picked = useMemo(() => [...value], [value]);
  const options = (data?.people.nodes ?? []).map((person) => ({
    id: person.id,
    fullName: person.fullName,
    company: person.company,
  }));
  return (
    <Autocomplete
      multiple
      size="small"
      value={picked}
      options={options}
      loading={loading}
      disabled={disabled}
      filterSelectedOptions
      // A company email to 200 contacts: the first few, then '+N more', until the field is focused (then all).
      limitTags={LIMIT_TAGS}
      getLimitTagsText={(more) => `+${more} more`}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={(option) => option.fullName}
      getOptionKey={(option) => option.id}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.fullName}
          {'company' in option && typeof option.company === 'string' && option.company ? ` (${option.company})` : ''}
        </li>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((person, index) => (
          <Chip {...getItemProps({ index })} key={person.id} size="small" label={person.fullName} />
        ))
      }
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, picked) => onChange(picked.map((person) => ({ id: person.id, fullName: person.fullName })))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
