import { useMutation, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from '../notifications/notifications';
import { notifyGraphQLError } from '../notifications/notify-error';
import {
  AssignToProjectDialog_AssignDocument,
  AssignToProjectDialog_ProjectsDocument,
  type AssignToProjectDialog_ProjectsQuery,
} from '../../generated/graphql';
import { useInviteCheck } from './invite-check';
import { WithPopover } from './with-popover';

// Spec part 1 section 8.
export const ASSIGNED = 'Assigned contacts';
export const ASSIGN_FAILED = 'Failed to assign contacts';
/** Spec part 1 section 6: only contacts with Accepted invites may join a project. */
export const NOT_INVITED = 'Current selection includes contacts who are not invited members of the product';

type ProjectOption = AssignToProjectDialog_ProjectsQuery['assignableProjects'][number];

type AssignToProjectDialogProps = {
  personIds: readonly string[];
  onClose: () => void;
  onAssigned: () => void;
};

/**
 * /contacts/assignToProject?items=ids: the 'Select a Project' dialog (spec part 1 section 2, part 2 section 5). A
 * project and people must be chosen; Assign waits while anything loads, the people's invite status included, and
 * stays disabled with the popover when one of them has not accepted the invite; the dialog closes only on success.
 * The projects come whole (staff's every project, others' own), so the picker filters them as typed.
 */
export function AssignToProjectDialog({ personIds, onClose, onAssigned }: AssignToProjectDialogProps) {
  const notify = useNotify();
  const [project, setProject] = useState<ProjectOption | null>(null);
  const projects = useQuery(AssignToProjectDialog_ProjectsDocument, { fetchPolicy: 'cache-and-network' });
  const [assign, { loading: assigning }] = useMutation(AssignToProjectDialog_AssignDocument);
  const invites = useInviteCheck(personIds);
  const notInvited = invites === 'notInvited';
  const loading = projects.loading || assigning || invites === 'unknown';
  const count = personIds.length;

  const handleAssign = async () => {
    if (!project) return;
    try {
      const { data } = await assign({ variables: { input: { projectId: project.id, personIds: [...personIds] } } });
      if (!data?.assignToProject.project) {
        notify(ASSIGN_FAILED, 'error', 400);
        return;
      }
      notify(ASSIGNED, 'success');
      onAssigned();
    } catch (error) {
      notifyGraphQLError(notify, error, ASSIGN_FAILED);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-to-project-title">
      <DialogTitle id="assign-to-project-title">Select a Project</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {count === 1 ? '1 contact' : `${count} contacts`} to add to the project's team.
        </DialogContentText>
        <Autocomplete
          options={projects.data?.assignableProjects ?? []}
          value={project}
          onChange={(_event, value) => setProject(value)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={projects.loading}
          noOptionsText="No projects found"
          renderInput={(params) => <TextField {...params} label="Project" autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <WithPopover title={notInvited ? NOT_INVITED : null}>
          <Button
            variant="contained"
            disabled={loading || !project || count === 0 || notInvited}
            onClick={() => void handleAssign()}
          >
            Assign
          </Button>
        </WithPopover>
      </DialogActions>
    </Dialog>
  );
}
