import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { MRT_RowSelectionState } from 'material-react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CsvImportButton } from '../../components/csv-import/csv-import-button';
import { DataTable } from '../../components/data-table/data-table';
import type { RowOpenEvent } from '../../components/data-table/data-table-types';
import { recallSelection } from '../../components/data-table/table-memory';
import { useTableSorting } from '../../components/data-table/use-table-sorting';
import { ProjectsListPage_StatusesDocument } from '../../generated/graphql';
import { isStaff, useCurrentUser } from '../../lib/current-user';
import { usePageSearch } from '../../lib/page-search';
import {
  PROJECT_COLUMNS,
  PROJECT_SORTING,
  PROJECTS_TABLE_TYPE,
  projectRowId,
  rowsByGroup,
  type ProjectRow,
} from '../../components/lists/project-columns';
import { projectsPrintPath } from './print/print-query';
import { ProjectsListActions } from './projects-list-actions';
import { useProjectGroupCounts } from './use-project-group-counts';
import { useProjects } from './use-projects';

/** Spec part 2: the status filter starts on Analysing (status 1). */
const DEFAULT_STATUSES = ['1'];
const STATUS_FILTER_KEY = 'projects-status-filter';

function initialStatuses(): string[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STATUS_FILTER_KEY) ?? 'null') as unknown;
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : DEFAULT_STATUSES;
  } catch {
    return DEFAULT_STATUSES;
  }
}

/** /projects: the projects, 200 at a time, filtered by status and searched from the top bar's Page Search box. */
export function ProjectsListPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { user } = useCurrentUser();
  const { search, setLoading } = usePageSearch();
  const [sorting, setSorting] = useTableSorting(PROJECT_SORTING);
  const [statusIds, setStatusIds] = useState<string[]>(initialStatuses);
  const statuses = useQuery(ProjectsListPage_StatusesDocument).data?.lookups.projectStatusTypes ?? [];
  const projects = useProjects(search, statusIds, sorting);
  const [groupedBy, setGroupedBy] = useState<string | null>(null);
  const groupCounts = useProjectGroupCounts(groupedBy, search, statusIds);
  const rows = useMemo(() => rowsByGroup(projects.rows, groupedBy), [projects.rows, groupedBy]);
  const [selection, setSelection] = useState<MRT_RowSelectionState>(() => recallSelection(PROJECTS_TABLE_TYPE));
  // Projects, not rows: grouped by a multi-valued column a project shows in each of its groups.
  const selected = useMemo(
    () => [...new Set(projects.rows.filter((row) => selection[projectRowId(row, groupedBy)]).map((row) => row.id))],
    [projects.rows, selection, groupedBy],
  );

  useEffect(() => {
    setLoading(projects.loading);
  }, [projects.loading, setLoading]);
  useEffect(() => () => setLoading(false), [setLoading]);

  const changeStatuses = (ids: string[]) => {
    setStatusIds(ids);
    sessionStorage.setItem(STATUS_FILTER_KEY, JSON.stringify(ids));
  };

  const handleRowOpen = (row: ProjectRow, event: RowOpenEvent) => {
    const path = `/projects/${row.id}`;
    if (event.ctrlKey || event.metaKey) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };

  const statusLabel = (ids: readonly string[]) =>
    ids.length === 0
      ? 'All'
      : statuses
          .filter((status) => ids.includes(status.id))
          .map((status) => status.name)
          .join(', ');

  return (
    <Stack sx={{ p: 3 }} spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Projects
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControl size="small" sx={{ minWidth: 240 }}>
            <InputLabel id="project-status-filter" shrink>
              Status
            </InputLabel>
            <Select
              labelId="project-status-filter"
              multiple
              displayEmpty
              value={statusIds}
              onChange={(event) => changeStatuses(typeof event.target.value === 'string' ? [] : event.target.value)}
              input={<OutlinedInput label="Status" notched />}
              renderValue={statusLabel}
              MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
            >
              {statuses.map((status) => (
                <MenuItem key={status.id} value={status.id}>
                  <Checkbox size="small" checked={statusIds.includes(status.id)} />
                  <ListItemText primary={status.name} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {isStaff(user) && (
            <CsvImportButton
              list="projects"
              failedLinesFile="ft8-projects-failed-lines.csv"
              onImported={async () => {
                await client.refetchQueries({ include: 'active' });
              }}
            />
          )}
          {isStaff(user) && (
            <Button component={RouterLink} to="/projects/new" variant="contained" startIcon={<AddIcon />}>
              Add Project
            </Button>
          )}
        </Stack>
      </Stack>
      <DataTable
        columns={PROJECT_COLUMNS}
        rows={rows}
        getRowId={(row) => projectRowId(row, groupedBy)}
        // Every groupable column is one the server counts: until it answers, a group shows no count.
        groupCounts={groupCounts ?? 'pending'}
        onGroupingChange={setGroupedBy}
        totalCount={projects.totalCount}
        label="projects"
        // Spec part 2 section 8 (Project list empty).
        emptyMessage="No projects found"
        search={search}
        loading={projects.loading}
        fetchingMore={projects.fetchingMore}
        hasNextPage={projects.hasNextPage}
        onLoadMore={projects.loadMore}
        sorting={sorting}
        onSortingChange={setSorting}
        tableType={PROJECTS_TABLE_TYPE}
        onRowClick={handleRowOpen}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        selectedCount={selected.length}
        actions={
          <ProjectsListActions
            selected={selected}
            search={search}
            statusIds={statusIds}
            printPath={projectsPrintPath(search, statusIds, sorting)}
            onDeleted={() => setSelection({})}
          />
        }
      />
    </Stack>
  );
}
