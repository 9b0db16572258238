import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import {
  ProjectsListActions_DeletionSummaryDocument,
  type ProjectsListActions_DeletionSummaryQuery,
} from '../../generated/graphql';

type Summary = ProjectsListActions_DeletionSummaryQuery['projectDeletionSummary'][number];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** 'Canary Wharf has 12 tasks and 3 files; they are deleted with it.' Null for a project with neither. */
export function goesWithIt(summary: Summary): string | null {
  const parts = [
    summary.taskCount > 0 && plural(summary.taskCount, 'task'),
    summary.fileCount > 0 && plural(summary.fileCount, 'file'),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const total = summary.taskCount + summary.fileCount;
  return `${summary.name} has ${parts.join(' and ')}; ${total === 1 ? 'it is' : 'they are'} deleted with it.`;
}

type DeleteProjectsDialogProps = {
  /** The projects to delete; the dialog is open while there are some. */
  ids: readonly string[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The projects list's delete confirmation (spec part 2 section 8: 'Are you sure you want to delete these {type}?',
 * YES / Cancel), saying for each project what goes with it: its tasks and files, read from the api as it opens.
 */
export function DeleteProjectsDialog({ ids, busy, onConfirm, onCancel }: DeleteProjectsDialogProps) {
  const open = ids.length > 0;
  const { data, error } = useQuery(ProjectsListActions_DeletionSummaryDocument, {
    variables: { ids: [...ids] },
    skip: !open,
    // Counts as they are now: a task added since the last look goes with the project too.
    fetchPolicy: 'network-only',
  });
  const lines = (data?.projectDeletionSummary ?? []).map(goesWithIt).filter((line): line is string => line !== null);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-projects-title" maxWidth="sm" fullWidth>
      <DialogTitle id="delete-projects-title">Confirm Delete</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {ids.length === 1
            ? 'Are you sure you want to delete this project?'
            : 'Are you sure you want to delete these projects?'}
        </DialogContentText>
        {!data && !error && <Skeleton role="status" aria-label="Reading what goes with them" height={32} />}
        {error && (
          <DialogContentText color="error">
            {`Couldn't read what goes with ${ids.length === 1 ? 'it' : 'them'}: ${error.message}`}
          </DialogContentText>
        )}
        {lines.length > 0 && (
          <ul aria-label="Deleted with them">
            {lines.map((line) => (
              <li key={line}>
                <DialogContentText component="span">{line}</DialogContentText>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy || !data} onClick={onConfirm}>
          YES
        </Button>
      </DialogActions>
    </Dialog>
  );
}
