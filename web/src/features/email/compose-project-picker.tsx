import { useQuery } from '@apollo/client/react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorStatus } from '../../components/notifications/notify-error';
import { RetryAlert } from '../../components/retry-alert';
import {
  ComposeProjectPicker_EmailProjectsDocument,
  type ComposeProjectPicker_ProjectFragment,
} from '../../generated/graphql';
import { formatMoney } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type EmailProject = ComposeProjectPicker_ProjectFragment;

/** Spec part 2 section 8: the 400 on loading the projects for emailing is the Outlook prompt. */
export const OUTLOOK_NEEDED = 'Please, connect Outlook in order to send emails.';
const LOAD_FAILED = 'The projects could not be loaded.';
/** Spec part 2 section 8 (Project list empty). */
const NO_PROJECTS = 'No projects found';
/** The options at a time: typing searches the rest on the server (a universal owner is on every team). */
const OPTIONS = 50;
const DEBOUNCE_MS = 300;
/** The server's search matches names by fragment too: the options narrow at once while it answers. */
const filterOptions = createFilterOptions<EmailProject>({ trim: true });

type ComposeProjectPickerProps = {
  value: EmailProject | null;
  onChange: (project: EmailProject | null) => void;
};

/**
 * The composer's Project: one of the user's projects for emailing (REST `projects/?email_to=`), whose name and capital
 * fill `{{project_name}}` and `{{capital_required}}`. Without Outlook, the spec's prompt shows in its place.
 */
export function ComposeProjectPicker({ value, onChange }: ComposeProjectPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(ComposeProjectPicker_EmailProjectsDocument, {
    variables: { search: search || undefined, first: OPTIONS },
  });
  if (error && !data) {
    return (
      <RetryAlert
        message={errorStatus(error) === 400 ? OUTLOOK_NEEDED : LOAD_FAILED}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const found = (data ?? previousData)?.emailProjects.nodes ?? [];
  // The chosen project stays an option while a search shows others (MUI wants the value among the options).
  const options = value && !found.some((project) => project.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      size="small"
      value={value}
      options={options}
      loading={loading}
      filterOptions={filterOptions}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      noOptionsText={NO_PROJECTS}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          <Box component="span" sx={{ flex: 1 }}>
            {option.name}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ml: 2 }}>
            {formatMoney(option.capitalRequired)}
          </Box>
        </li>
      )}
      // Choosing puts the project's name in the input: that is no search, the list opens whole again.
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      onChange={(_event, project) => onChange(project)}
      renderInput={(params) => <TextField {...params} label="Project" />}
    />
  );
}
