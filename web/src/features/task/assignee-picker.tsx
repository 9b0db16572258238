import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { TaskPage_PeopleDocument, TaskPage_TeamDocument } from '../../generated/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { rankAssignees } from './assignee-options';
import type { TaskPerson } from './task-values';

/** Spec part 2 section 9: the contact pickers search 400 ms after the user stops typing. */
const SEARCH_DEBOUNCE_MS = 400;

type AssigneePickerProps = {
  /** The task's project: its team is offered first. */
  projectId: string;
  value: TaskPerson[];
  onChange: (value: TaskPerson[]) => void;
  error?: string;
};

/** 'Assign To': contacts found by name, the project's team first, without those already assigned (spec part 2 section 5). */
export function AssigneePicker({ projectId, value, onChange, error }: AssigneePickerProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(TaskPage_PeopleDocument, { variables: { search: search || null } });
  // The dialog has asked for the team already (access rights): this reads the cache.
  const team = useQuery(TaskPage_TeamDocument, { variables: { projectId } }).data?.board?.project.members;
  const options = useMemo(
    () =>
      rankAssignees(
        search,
        data?.people.nodes ?? [],
        // A deleted person keeps their place on the team, but is assigned to nothing new.
        team
          ?.filter((member) => !member.isDeleted)
          .map((member) => ({ id: member.personId, fullName: member.fullName })) ?? null,
        value,
      ),
    [search, data, team, value],
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      loading={loading || search !== input.trim()}
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
          // Beside chosen people the field is too narrow for it: the label says what the field is.
          placeholder={value.length === 0 ? 'Search contacts' : undefined}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
