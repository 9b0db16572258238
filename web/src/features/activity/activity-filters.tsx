import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  activeFilterCount,
  NO_FILTERS,
  NOT_SPECIFIED,
  todayText,
  withDateRules,
  type ActivityFilters,
} from './activity-filters-model';
import { UserPicker, type PickedUser } from './user-picker';

type ActivityType = { id: string; name: string };

type ActivityFiltersPanelProps = {
  filters: ActivityFilters;
  /** The lookup list `activityTypes`; 'Not Specified' is added before them. */
  types: readonly ActivityType[];
  /** The user filter's person, with the name the picker shows. */
  user: PickedUser | null;
  onChange: (filters: ActivityFilters, user: PickedUser | null) => void;
};

/**
 * The Filter Activity panel (spec part 2 "Contact Activity at /activity"): types (several, 'Not Specified' is -1),
 * user, dateFrom and dateTo. The 'to' date has the 'from' date as its minimum; both have today as their maximum.
 */
export function ActivityFiltersPanel({ filters, types, user, onChange }: ActivityFiltersPanelProps) {
  const today = todayText();
  const options: ActivityType[] = [NOT_SPECIFIED, ...types];
  const chosen = filters.types.map((id) => options.find((type) => type.id === id) ?? { id, name: id });
  const change = (next: Partial<ActivityFilters>, nextUser = user) =>
    onChange(withDateRules({ ...filters, ...next }, today), nextUser);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="filter-activity-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id="filter-activity-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          Filter Activity
        </Typography>
        <Button
          size="small"
          sx={{ ml: 'auto' }}
          disabled={activeFilterCount(filters) === 0}
          onClick={() => onChange(NO_FILTERS, null)}
        >
          Clear filters
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Autocomplete
          multiple
          size="small"
          disableCloseOnSelect
          options={options}
          value={chosen}
          isOptionEqualToValue={(option, picked) => option.id === picked.id}
          getOptionLabel={(option) => option.name}
          getOptionKey={(option) => option.id}
          renderOption={(props, option, { selected }) => (
            <li {...props} key={option.id}>
              <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0 }} />
              {option.name}
            </li>
          )}
          onChange={(_event, picked) => change({ types: picked.map((type) => type.id) })}
          renderInput={(params) => <TextField {...params} label="Types" />}
          sx={{ flex: 2, minWidth: 240 }}
        />
        <Stack sx={{ flex: 1.5, minWidth: 220 }}>
          <UserPicker value={user} onChange={(picked) => change({ user: picked?.id ?? null }, picked)} />
        </Stack>
        <TextField
          type="date"
          size="small"
          label="From"
          value={filters.dateFrom ?? ''}
          onChange={(event) => change({ dateFrom: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={filters.dateTo ?? ''}
          onChange={(event) => change({ dateTo: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.dateFrom ?? undefined, max: today } }}
        />
      </Stack>
    </Paper>
  );
}
