import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { MRT_RowSelectionState } from 'material-react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import type { RowOpenEvent } from '../../components/data-table/data-table-types';
import { useTableSorting } from '../../components/data-table/use-table-sorting';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { EmailManagement_DeleteTemplatesDocument } from '../../generated/graphql';
import { usePageSearch } from '../../lib/page-search';
import { DeleteSelectedButton } from './selection-action';
import {
  rowsByGroup,
  TEMPLATE_COLUMNS,
  TEMPLATE_SORTING,
  TEMPLATES_TABLE_TYPE,
  type TemplateRow,
} from './template-columns';
import { useTemplateGroupCounts } from './use-template-group-counts';
import { useTemplates } from './use-templates';

/** Spec part 2: 'No templates', and what to say under it. */
function TemplatesEmptyState({ searching }: { searching: boolean }) {
  return (
    <Stack sx={{ py: 6, alignItems: 'center' }} spacing={0.5}>
      <Typography variant="h6" component="p">
        No templates
      </Typography>
      <Typography color="text.secondary">
        {searching ? 'No templates found.' : 'You don’t have any templates yet.'}
      </Typography>
    </Stack>
  );
}

/** The Templates tab: the user's templates (sortable, 200 at a time, Page Search), Delete, Create New Template. */
export function TemplatesTab() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const notify = useNotify();
  const { search, setLoading } = usePageSearch();
  const [sorting, setSorting] = useTableSorting(TEMPLATE_SORTING);
  const templates = useTemplates(search, sorting);
  const [groupedBy, setGroupedBy] = useState<string | null>(null);
  const groupCounts = useTemplateGroupCounts(groupedBy, search);
  const rows = useMemo(() => rowsByGroup(templates.rows, groupedBy), [templates.rows, groupedBy]);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [confirming, setConfirming] = useState(false);
  const [deleteTemplates, { loading: deleting }] = useMutation(EmailManagement_DeleteTemplatesDocument);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  useEffect(() => {
    setLoading(templates.loading);
  }, [templates.loading, setLoading]);
  useEffect(() => () => setLoading(false), [setLoading]);

  const handleRowOpen = (row: TemplateRow, event: RowOpenEvent) => {
    const path = `/email-management/templates/${row.id}`;
    if (event.ctrlKey || event.metaKey) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };

  const handleDelete = async () => {
    try {
      await deleteTemplates({ variables: { ids: selectedIds } });
      setSelection({});
      // The group counts too: the deleted templates leave their groups.
      await Promise.all([
        templates.refetch(),
        client.refetchQueries({ include: ['EmailManagement_TemplateGroupCounts'] }),
      ]);
    } catch (error) {
      notifyGraphQLError(notify, error, 'Failed');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/email-management/templates/new" variant="contained" startIcon={<AddIcon />}>
          Create New Template
        </Button>
      </Stack>
      <DataTable
        columns={TEMPLATE_COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        // Every groupable column is one the server counts: until it answers, a group shows no count.
        groupCounts={groupCounts ?? 'pending'}
        onGroupingChange={setGroupedBy}
        totalCount={templates.totalCount}
        label="templates"
        search={search}
        emptyContent={<TemplatesEmptyState searching={Boolean(search)} />}
        loading={templates.loading}
        fetchingMore={templates.fetchingMore}
        hasNextPage={templates.hasNextPage}
        onLoadMore={templates.loadMore}
        sorting={sorting}
        onSortingChange={(next) => setSorting(next.slice(0, 1))}
        tableType={TEMPLATES_TABLE_TYPE}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        onRowClick={handleRowOpen}
        actions={<DeleteSelectedButton selectedCount={selectedIds.length} onClick={() => setConfirming(true)} />}
      />
      <ConfirmDialog
        open={confirming}
        title="Confirm Delete"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      >
        {selectedIds.length > 1
          ? 'Are you sure you want to delete these templates?'
          : 'Are you sure you want to delete this template?'}
      </ConfirmDialog>
    </Stack>
  );
}
