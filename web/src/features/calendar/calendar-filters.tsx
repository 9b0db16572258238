import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TASK_FILTER_LABELS, type TaskFilter } from './calendar-model';

type Project = { id: string; name: string };

export type CalendarFiltersProps = {
  projects: readonly Project[];
  /** null: every project. */
  chosen: readonly string[] | null;
  filter: TaskFilter;
  onProjectsChange: (chosen: string[] | null) => void;
  onFilterChange: (filter: TaskFilter) => void;
};

const ALL_PROJECTS = '__all__';

/** The month's filters: a multi-select of projects and 'All Tasks' or 'My Tasks'. */
export function CalendarFilters({ projects, chosen, filter, onProjectsChange, onFilterChange }: CalendarFiltersProps) {
  const selected: string[] = chosen ? [...chosen] : projects.map((project) => project.id);
  const everything = projects.length > 0 && projects.every((project) => selected.includes(project.id));

  const handleProjectsChange = (event: SelectChangeEvent<string[]>) => {
    const value = typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value;
    if (value.includes(ALL_PROJECTS)) {
      onProjectsChange(everything ? [] : null);
      return;
    }
    // Every project chosen one by one is the same as 'every project': the URL stays short.
    onProjectsChange(projects.every((project) => value.includes(project.id)) ? null : value);
  };

  return (
    <>
      <FormControl size="small" sx={{ width: 280 }}>
        {/* Always raised: the field always shows a value ('All Projects', 'No Projects'), which the label overlapped. */}
        <InputLabel id="calendar-projects-label" shrink>
          Projects
        </InputLabel>
        <Select
          labelId="calendar-projects-label"
          multiple
          value={selected}
          onChange={handleProjectsChange}
          input={<OutlinedInput label="Projects" notched />}
          renderValue={(ids) =>
            everything
              ? 'All Projects'
              : ids.length === 0
                ? 'No Projects'
                : projects
                    .filter((project) => ids.includes(project.id))
                    .map((project) => project.name)
                    .join(', ')
          }
          displayEmpty
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
        >
          <MenuItem value={ALL_PROJECTS} dense>
            <Checkbox size="small" checked={everything} indeterminate={!everything && selected.length > 0} />
            <ListItemText primary="All Projects" />
          </MenuItem>
          {projects.map((project) => (
            <MenuItem key={project.id} value={project.id} dense>
              <Checkbox size="small" checked={selected.includes(project.id)} />
              <ListItemText primary={project.name} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_event, value: TaskFilter | null) => value && onFilterChange(value)}
        aria-label="Tasks"
      >
        {(['all', 'mine'] as const).map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none', px: 2 }}>
            {TASK_FILTER_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
