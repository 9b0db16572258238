import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PersonPicker_PeopleDocument, type PersonFilter } from '../../generated/graphql';

export type PickedPerson = { id: string; fullName: string };

/** Spec part 2 section 9: the project and contact pickers wait 400 ms after typing; at most 20 options. */
const DEBOUNCE_MS = 400;
const OPTIONS = 20;

type PersonPickerProps = {
  label: string;
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
  /** People not to offer (already on the team, already assigned). */
  exclude?: readonly string[];
  /** Only the contacts the list's filter keeps (e.g. capital providers only). */
  filter?: PersonFilter;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/** A contact picked by name from the contacts list (staff), searched as the user types. */
export function PersonPicker({
  label,
  value,
  onChange,
  exclude = [],
  filter,
  required,
  error,
  disabled,
  size = 'small',
}: PersonPickerProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, loading } = useQuery(PersonPicker_PeopleDocument, {
    variables: { search: search || undefined, first: OPTIONS + exclude.length, filter },
    skip: disabled,
  });
  const options = (data?.people.nodes ?? [])
    .filter((person) => !exclude.includes(person.id))
    .slice(0, OPTIONS)
    .map((person) => ({ id: person.id, fullName: person.fullName, company: person.company }));
  return (
    <Autocomplete
      size={size}
      value={value}
      options={options}
      loading={loading}
      disabled={disabled}
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
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, picked) => onChange(picked ? { id: picked.id, fullName: picked.fullName } : null)}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
