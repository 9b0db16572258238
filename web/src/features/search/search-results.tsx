import type { SearchType } from '@ft8/contract/search-fields';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MRT_RowSelectionState } from 'material-react-table';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ContactSelectionActions } from '../../components/contact-actions/contact-selection-actions';
import { DataTable } from '../../components/data-table/data-table';
import { initialSorting } from '../../components/data-table/column-prefs';
import { EmptyState } from '../../components/data-table/empty-state';
import { savedTablePrefs } from '../../components/data-table/use-column-prefs';
import type { ColumnPref, RowOpenEvent, SortKey } from '../../components/data-table/data-table-types';
import { useNotify } from '../../components/notifications/notifications';
import { isAdmin, useCurrentUser } from '../../lib/current-user';
import { exportSearch, EXPORT_FAILED } from './export-search';
import { DEFAULT_SORTING, SEARCH_COLUMNS, searchTableType } from './search-columns';
import { useSearchResults } from './use-search-results';

export const NO_RESULTS = 'No results found';

const RECORD_PATHS: Record<SearchType, (id: string) => string> = {
  people: (id) => `/contacts/${id}`,
  projects: (id) => `/projects/${id}`,
  tasks: (id) => `/task/${id}`,
};

const LABELS: Record<SearchType, string> = { people: 'contacts', projects: 'projects', tasks: 'tasks' };

type SearchResultsTableProps = {
  type: SearchType;
  /** The submitted query string. */
  query: string;
  rowSelection: MRT_RowSelectionState;
  onRowSelectionChange: (selection: MRT_RowSelectionState) => void;
  /** A reopened saved search's columns; absent, the user's own for the type. */
  columnPrefs?: ColumnPref[];
  onColumnPrefsChange?: (prefs: ColumnPref[]) => void;
};

/** The results of a search in the app's data table: sort, columns, totals, 200 a page, selection and actions. */
export function SearchResultsTable(props: SearchResultsTableProps) {
  const { type, query, rowSelection, onRowSelectionChange } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const { user } = useCurrentUser();
  // The user's saved sort of the type's results, else the type's list default.
  const [sorting, setSorting] = useState<SortKey[]>(() =>
    initialSorting(
      savedTablePrefs(user?.tableColumnPrefs, searchTableType(type)),
      SEARCH_COLUMNS[type],
      DEFAULT_SORTING[type],
    ),
  );
  const results = useSearchResults(type, query, sorting);
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);

  const handleOpen = (id: string, event: RowOpenEvent) => {
    const path = RECORD_PATHS[type](id);
    if (event.ctrlKey || event.metaKey) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };

  const handleExport = async () => {
    try {
      await exportSearch(type, query, selectedIds);
    } catch (error) {
      notify(EXPORT_FAILED, 'error', (error as { status?: number }).status);
    }
  };

  const contactRows = results.type === 'people' ? results.rows : [];
  const selectedContacts = contactRows
    .filter((row) => rowSelection[row.id])
    .map((row) => ({ id: row.id, profileType: row.profileType, inviteStatus: row.inviteStatus }));
  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {type === 'people' && (
        <ContactSelectionActions
          selected={selectedContacts}
          basePath="/search/contacts"
          editMultiplePath={(ids) => {
            const next = new URLSearchParams(location.search);
            next.set('items', ids.join(','));
            return `/search/contacts/editMultiple?${next}`;
          }}
        />
      )}
      {/* Spec part 2 section 6: only admins export search CSVs. */}
      {isAdmin(user) && (
        <Button size="small" variant="outlined" onClick={() => void handleExport()}>
          {selectedIds.length ? 'Export selected' : 'Export all'}
        </Button>
      )}
    </Stack>
  );
  const common = {
    totalCount: results.totalCount,
    label: LABELS[type],
    emptyContent: <EmptyState label={LABELS[type]} emptyMessage={NO_RESULTS} />,
    loading: results.loading,
    fetchingMore: results.fetchingMore,
    hasNextPage: results.hasNextPage,
    onLoadMore: results.loadMore,
    sorting,
    onSortingChange: setSorting,
    // The query makes the table's view key: a new search starts with no selection, at the top.
    search: query,
    tableType: searchTableType(type),
    columnPrefs: props.columnPrefs,
    onColumnPrefsChange: props.onColumnPrefsChange,
    rowSelection,
    onRowSelectionChange,
    actions,
    maxHeight: '70vh',
  };
  if (results.type === 'people')
    return (
      <DataTable
        {...common}
        columns={SEARCH_COLUMNS.people}
        rows={results.rows}
        getRowId={(row) => row.id}
        onRowClick={(row, event) => handleOpen(row.id, event)}
      />
    );
  if (results.type === 'projects')
    return (
      <DataTable
        {...common}
        columns={SEARCH_COLUMNS.projects}
        rows={results.rows}
        getRowId={(row) => row.id}
        onRowClick={(row, event) => handleOpen(row.id, event)}
      />
    );
  return (
    <DataTable
      {...common}
      columns={SEARCH_COLUMNS.tasks}
      rows={results.rows}
      getRowId={(row) => row.id}
      onRowClick={(row, event) => handleOpen(row.id, event)}
    />
  );
}
