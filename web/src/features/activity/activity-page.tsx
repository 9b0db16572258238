import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { MRT_RowSelectionState } from 'material-react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { useNotify } from '../../components/notifications/notifications';
import { printPath } from '../../components/print/print-query';
import { useUrlFilters } from '../../lib/use-url-filters';
import { ActivityPage_TypesDocument, ActivityPage_UserDocument } from '../../generated/graphql';
import { ACTIVITY_COLUMNS, ACTIVITY_TABLE_TYPE } from './activity-columns';
import { ActivityFiltersPanel } from './activity-filters';
import { filtersFromParams, filtersToParams, type ActivityFilters } from './activity-filters-model';
import { EXPORT_FAILED, exportActivity } from './export-activity';
import { useActivities } from './use-activities';
import type { PickedUser } from './user-picker';

/** The user filter's person with their name: the one just picked, else read by id (a reload, a shared link). */
export function useFilterUser(id: string | null, picked: PickedUser | null): PickedUser | null {
  const known = picked?.id === id ? picked : null;
  const { data } = useQuery(ActivityPage_UserDocument, { variables: { id: id ?? '' }, skip: !id || Boolean(known) });
  if (!id) return null;
  return known ?? (data?.person ? { id, fullName: data.person.fullName } : { id, fullName: '' });
}

/**
 * Contact Activity at /activity (admins): every audited change newest first, with its count, the column control,
 * selection, export (the selected rows, or all when none is selected), Print, and the Filter Activity panel.
 */
export function ActivityPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [filters, setFilters] = useUrlFilters(filtersFromParams, filtersToParams);
  const query = filtersToParams(filters).toString();
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const user = useFilterUser(filters.user, picked);
  const { data: lookups } = useQuery(ActivityPage_TypesDocument);
  const activities = useActivities(filters);
  // The selection belongs to the rows of one filter: new filters start with none.
  const [selection, setSelection] = useState<{ query: string; rows: MRT_RowSelectionState }>({ query, rows: {} });
  const rowSelection = selection.query === query ? selection.rows : {};
  const selected = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const [exporting, setExporting] = useState(false);

  const handleFilters = (next: ActivityFilters, nextUser: PickedUser | null) => {
    setPicked(nextUser);
    setFilters(next);
  };

  const handleExport = async () => {
    setExporting(true);
    try {
      await exportActivity(selected, filters);
    } catch (error) {
      notify(EXPORT_FAILED, 'error', (error as { status?: number }).status);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        Contact Activity
      </Typography>
      <ActivityFiltersPanel
        filters={filters}
        types={lookups?.lookups.activityTypes ?? []}
        user={user}
        onChange={handleFilters}
      />
      <DataTable
        columns={ACTIVITY_COLUMNS}
        rows={activities.rows}
        getRowId={(row) => row.id}
        totalCount={activities.totalCount}
        label="actions"
        emptyMessage="No activity"
        loading={activities.loading}
        fetchingMore={activities.fetchingMore}
        hasNextPage={activities.hasNextPage}
        onLoadMore={activities.loadMore}
        tableType={ACTIVITY_TABLE_TYPE}
        rowSelection={rowSelection}
        onRowSelectionChange={(rows) => setSelection({ query, rows })}
        actions={
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" disabled={exporting} onClick={() => void handleExport()}>
              {selected.length ? 'Export selected' : 'Export all'}
            </Button>
            <Button
              size="small"
              onClick={() => void navigate(printPath('activity', Object.fromEntries(filtersToParams(filters))))}
            >
              Print
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
