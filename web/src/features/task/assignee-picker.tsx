import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { TaskPage_PeopleDocument } from '../../generated/graphql';
import type { TaskPerson } from './task-values';

type AssigneePickerProps = {
  value: TaskPerson[];
  onChange: (value: TaskPerson[]) => void;
  error?: string;
};

/** 'Assign To': contacts found by name, without those already assigned (spec part 2 section 5). */
export function AssigneePicker({ value, onChange, error }: AssigneePickerProps) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const { data, loading } = useQuery(TaskPage_PeopleDocument, { variables: { search: search || null } });
  const assigned = new Set(value.map((person) => person.id));
  const options = (data?.people.nodes ?? [])
    .filter((person) => !assigned.has(person.id))
    .map(({ id, fullName }) => ({ id, fullName }));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      loading={loading}
      filterOptions={(items) => items}
      getOptionLabel={(option) => option.fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      inputValue={input}
      // A chosen person clears the search; nothing else does (MUI also resets it when the value changes).
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_event, chosen) => {
        setInput('');
        onChange(chosen);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Assign To"
          placeholder="Search contacts"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
