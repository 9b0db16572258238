import { useMutation, useQuery } from '@apollo/client/react';
import type { SearchType } from '@ft8/contract/search-fields';
import { parseSearchQuery, serializeSearchQuery, type SearchTree } from '@ft8/contract/search-grammar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_RowSelectionState } from 'material-react-table';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ContactActionDialogs } from '../../components/contact-actions/contact-action-dialogs';
import { EditMultipleDialog } from '../../components/contact-actions/edit-multiple-page';
import { mergeColumnPrefs } from '../../components/data-table/column-prefs';
import type { ColumnPref } from '../../components/data-table/data-table-types';
import { savedTablePrefs } from '../../components/data-table/use-column-prefs';
import { useNotify } from '../../components/notifications/notifications';
import { errorStatus, isCancelled, notifyGraphQLError } from '../../components/notifications/notify-error';
import { SaveSearchForm_SaveDocument, SearchPage_SavedSearchDocument } from '../../generated/graphql';
import { useCurrentUser, type CurrentUser } from '../../lib/current-user';
import { ArchivedSearchesPanel } from './archived-searches-panel';
import { QueryBuilder } from './query-builder';
import { SaveSearchDialog } from './save-search-dialog';
import { SEARCH_COLUMNS, searchTableType } from './search-columns';
import { useSearchLookups } from './search-lookups';
import {
  graphQLSearchType,
  parseSearchPath,
  SEARCH_TYPE_LABELS,
  searchRouteTypes,
  searchTypeOf,
  searchTypeOfGraphQL,
  routeTypeOf,
  type SearchPath,
} from './search-path';
import { SearchResultsTable } from './search-results';
import {
  allRowsComplete,
  emptyRow,
  openSavedRows,
  rowTypesOf,
  rowsToTree,
  toSavedRows,
  type QueryRow,
} from './search-rows';
import { searchSummary } from './search-summary';
import { SEARCH_FAILED, SEARCH_NOT_FOUND } from './use-search-results';

const SAVE_FAILED = 'An error occured while saving the search';

/** /search/{type}, /search/{type}/saved/{id} and the contact actions over it; any other path goes to contacts. */
export function SearchPage() {
  const path = parseSearchPath(useParams()['*'] ?? '');
  if (!path) return <Navigate to="/search/contacts" replace />;
  return <SearchScreen path={path} />;
}

const firstRows = (type: SearchType): QueryRow[] => [emptyRow(rowTypesOf(type)[0] ?? '')];

const startingPrefs = (user: CurrentUser | null, type: SearchType, saved?: unknown): ColumnPref[] =>
  mergeColumnPrefs(saved ?? savedTablePrefs(user?.tableColumnPrefs, searchTableType(type)), SEARCH_COLUMNS[type]);

function SearchScreen({ path }: { path: SearchPath }) {
  const { routeType, savedId, action } = path;
  const type = searchTypeOf(routeType);
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const lookups = useSearchLookups();
  const [rows, setRows] = useState<QueryRow[]>(() => firstRows(type));
  const [submitted, setSubmitted] = useState<SearchTree | null>(null);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [columnPrefs, setColumnPrefs] = useState<ColumnPref[]>(() => startingPrefs(user, type));
  const [panelOpen, setPanelOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [shownType, setShownType] = useState(type);
  /** The saved search whose rows are shown (so that it is applied once). */
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(SaveSearchForm_SaveDocument);

  // Another type starts a new search.
  if (shownType !== type) {
    setShownType(type);
    setRows(firstRows(type));
    setSubmitted(null);
    setSelection({});
    setColumnPrefs(startingPrefs(user, type));
    setAppliedId(null);
  }

  const saved = useQuery(SearchPage_SavedSearchDocument, {
    variables: { id: savedId ?? '' },
    skip: !savedId || savedId === appliedId,
  });
  const savedSearch = saved.data?.savedSearch;
  const savedType = savedSearch ? searchTypeOfGraphQL(savedSearch.type) : null;
  const pending = Boolean(savedId && savedId !== appliedId);

  // A saved search opens as it was built: its rows (or those its query reads as), its results and its columns.
  if (pending && lookups.loaded && savedSearch?.id === savedId && savedType === type) {
    const parsed = parseSearchQuery(type, savedSearch.query);
    const tree = parsed.ok ? parsed.tree : { type, nodes: [] };
    setRows(openSavedRows(savedSearch.rows, tree, lookups.facts));
    setSubmitted(tree);
    setSelection({});
    setColumnPrefs(startingPrefs(user, type, savedSearch.columns.length ? savedSearch.columns : undefined));
    setAppliedId(savedId);
  }

  useEffect(() => {
    if (!pending || saved.loading) return;
    // A search saved for another type opens under its own type's path.
    if (savedSearch && savedType && savedType !== type) {
      void navigate(`/search/${routeTypeOf(savedType)}/saved/${savedSearch.id}`, { replace: true });
      return;
    }
    if (!saved.error && savedSearch !== null) return;
    // Spec part 2 section 8: a saved search that is not there (or not the user's) is 'No search results'.
    if (saved.error && isCancelled(saved.error)) return;
    const status = saved.error ? errorStatus(saved.error) : 404;
    notify(status === 404 ? SEARCH_NOT_FOUND : SEARCH_FAILED, 'error', status);
    void navigate(`/search/${routeType}`, { replace: true });
  }, [navigate, notify, pending, routeType, saved.error, saved.loading, savedSearch, savedType, type]);

  const complete = allRowsComplete(type, rows);
  const handleSearch = () => {
    setSubmitted(rowsToTree(type, rows));
    setSelection({});
  };

  const handleSave = async (title: string) => {
    const tree = rowsToTree(type, rows);
    try {
      const { data } = await save({
        variables: {
          input: {
            title,
            type: graphQLSearchType(type),
            query: serializeSearchQuery(tree),
            rows: toSavedRows(rows),
            columns: columnPrefs,
          },
        },
      });
      const created = data?.saveSearch.savedSearch;
      if (!created) {
        notify(data?.saveSearch.userErrors.map((error) => error.message).join(', ') || SAVE_FAILED, 'error', 400);
        return;
      }
      setSaveOpen(false);
      notify('Success', 'success');
      setSubmitted(tree);
      setAppliedId(created.id);
      void navigate(`/search/${routeType}/saved/${created.id}`);
    } catch (error) {
      notifyGraphQLError(notify, error, SAVE_FAILED);
    }
  };

  // /search/contacts/editMultiple?items=ids: the contacts list's bulk edit, over the results.
  const query = new URLSearchParams(location.search);
  const editIds =
    action === 'editMultiple' ? (query.get('items') ?? '').split(',').filter((id) => /^\d+$/.test(id)) : [];
  const closeEditMultiple = () => {
    query.delete('items');
    void navigate({ pathname: '/search/contacts', search: query.toString() ? `?${query}` : '' });
  };

  return (
    <Stack sx={{ p: 3 }} spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Search
        </Typography>
        <Button variant="outlined" onClick={() => setPanelOpen(true)}>
          Archived Searches
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="search-type-label">What are you searching for?</Typography>
            <ButtonGroup aria-labelledby="search-type-label">
              {searchRouteTypes.map((candidate) => (
                <Button
                  key={candidate}
                  variant={candidate === routeType ? 'contained' : 'outlined'}
                  aria-pressed={candidate === routeType}
                  onClick={() => candidate !== routeType && void navigate(`/search/${candidate}`)}
                >
                  {SEARCH_TYPE_LABELS[candidate]}
                </Button>
              ))}
            </ButtonGroup>
          </Stack>
          <Box component="section" aria-labelledby="search-rows-label">
            <Typography id="search-rows-label" sx={{ mb: 1.5 }}>
              Narrow your search results:
            </Typography>
            <QueryBuilder searchType={type} rows={rows} onChange={setRows} lookups={lookups} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" disabled={!complete} onClick={() => setSaveOpen(true)}>
              Save this search
            </Button>
            <Button variant="contained" onClick={handleSearch}>
              Search
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {submitted && (
        <>
          <Typography role="status">{searchSummary(SEARCH_TYPE_LABELS[routeType], submitted, lookups)}</Typography>
          <SearchResultsTable
            key={type}
            type={type}
            query={serializeSearchQuery(submitted)}
            rowSelection={selection}
            onRowSelectionChange={setSelection}
            columnPrefs={columnPrefs}
            onColumnPrefsChange={setColumnPrefs}
          />
        </>
      )}
      <ArchivedSearchesPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        onOpenSearch={(to) => {
          setPanelOpen(false);
          setAppliedId(null);
          void navigate(to);
        }}
      />
      {saveOpen && (
        <SaveSearchDialog
          saving={saving}
          onSave={(title) => void handleSave(title)}
          onClose={() => setSaveOpen(false)}
        />
      )}
      {routeType === 'contacts' && (
        <ContactActionDialogs basePath="/search/contacts" onAssigned={() => setSelection({})} />
      )}
      {editIds.length > 0 && <EditMultipleDialog ids={editIds} onClose={closeEditMultiple} />}
    </Stack>
  );
}
