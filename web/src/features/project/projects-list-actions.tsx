import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WithPopover } from '../../components/contact-actions/with-popover';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { ProjectsListActions_DeleteDocument } from '../../generated/graphql';
import { DeleteProjectsDialog } from './delete-projects-dialog';
import { exportProjects } from './export-projects';

export const SELECT_FIRST = 'Select a project first';
export const EXPORT_FAILED = 'An error occured while exporting projects';
/** Spec part 2 section 8 (Project delete). */
export const DELETE_FAILED = "Couldn't delete this project";

type ProjectsListActionsProps = {
  /** The selected projects' ids. */
  selected: readonly string[];
  /** The list's query, for Export with nothing selected. */
  search: string;
  statusIds: readonly string[];
  /** The print view with the list's current query. */
  printPath: string;
  onDeleted: () => void;
};

/**
 * The projects list's actions beside the count (spec part 2 section 6: data-table actions need full access; the
 * table shows them only then, and the api checks every project): Export (the selected rows, or all as filtered when
 * none is selected), Delete (the selected, after a confirmation saying what goes with them) and Print.
 */
export function ProjectsListActions({ selected, search, statusIds, printPath, onDeleted }: ProjectsListActionsProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [toDelete, setToDelete] = useState<readonly string[]>([]);
  const [deleteProjects, { loading: deleting }] = useMutation(ProjectsListActions_DeleteDocument);

  const handleExport = async () => {
    setExporting(true);
    try {
      await exportProjects(selected.length ? { ids: selected } : { search, statusIds });
    } catch (error) {
      notify(EXPORT_FAILED, 'error', (error as { status?: number }).status);
    } finally {
      setExporting(false);
    }
  };

  const handleDelete = async () => {
    try {
      const { data } = await deleteProjects({ variables: { input: { ids: [...toDelete] } } });
      const errors = data?.deleteProjects.userErrors ?? [];
      if (errors.length || !data) {
        notify(errors.map((error) => error.message).join(', ') || DELETE_FAILED, 'error');
        return;
      }
      for (const id of data.deleteProjects.deletedIds)
        client.cache.evict({ id: client.cache.identify({ __typename: 'Project', id }) });
      client.cache.gc();
      setToDelete([]);
      notify(data.deleteProjects.deletedIds.length === 1 ? 'Project deleted' : 'Projects deleted', 'success');
      onDeleted();
      await client.refetchQueries({ include: 'active' });
    } catch (error) {
      notifyGraphQLError(notify, error, DELETE_FAILED);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" disabled={exporting} onClick={() => void handleExport()}>
        {selected.length ? 'Export selected' : 'Export'}
      </Button>
      <WithPopover title={selected.length === 0 ? SELECT_FIRST : null}>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={selected.length === 0}
          onClick={() => setToDelete(selected)}
        >
          Delete
        </Button>
      </WithPopover>
      <Button size="small" onClick={() => void navigate(printPath)}>
        Print
      </Button>
      <DeleteProjectsDialog
        ids={toDelete}
        busy={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setToDelete([])}
      />
    </Stack>
  );
}
