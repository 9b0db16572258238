import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm/confirm-dialog';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  ProjectPage_CreateDocument,
  ProjectPage_DeleteDocument,
  ProjectPage_LookupsDocument,
  ProjectPage_ProjectDocument,
  ProjectPage_UniversalOwnersDocument,
  ProjectPage_UpdateDocument,
} from '../../generated/graphql';
import { applyUserErrors } from '../../lib/apply-user-errors';
import { isAdmin, isStaff, useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNotFound } from '../../lib/use-not-found';
import { ProjectBoardCard } from './project-board-card';
import { ProjectFilesCard } from './project-files-card';
import {
  formField,
  formValuesOf,
  hasFullAccessOn,
  seesFilesOf,
  PROJECT_FORM_FIELDS,
  projectInputOf,
  type ProjectDetail,
  type ProjectFormValues,
} from './project-form-values';
import { ProjectInfoCard } from './project-info-card';
import { ProjectNotesCard } from './project-notes-card';
import { ProvidersCard } from './providers-card';
import { TeamCard, type TeamMember } from './team-card';

/** Spec part 2 section 8's message for a project that does not load. */
const PROJECT_NOT_FOUND = 'Project not found';

/** /projects/:id (numeric only): readonly until Edit; Save returns to readonly, Cancel discards. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const numeric = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(ProjectPage_ProjectDocument, {
    variables: { id },
    skip: !numeric,
    fetchPolicy: 'cache-and-network',
    // Each change (a save, then a note) reads the project again. Deduplicated, a read asked for while an earlier
    // one is on its way joins it and shows the project as it was before the change: a note added just after a
    // save did not show (an e2e test saw an empty list under load).
    context: { queryDeduplication: false },
  });
  const project = data?.project ?? null;
  useDocumentTitle(project?.name);

  // Spec part 2 section 8: a project that does not load says 'Project not found' and goes to not-found.
  const missing = !numeric || (!loading && !error && data !== undefined && project === null);
  useNotFound(missing, PROJECT_NOT_FOUND);
  useEffect(() => {
    if (error) notifyGraphQLError(notify, error, PROJECT_NOT_FOUND);
  }, [error, notify]);

  if (!project) return <ProjectSkeleton />;
  return <ProjectView key={project.id} project={project} onChanged={() => void refetch()} />;
}

/** /projects/new: starts in edit mode, the team prefilled with the universal owners. */
export function NewProjectPage() {
  const owners = useQuery(ProjectPage_UniversalOwnersDocument).data?.universalOwners;
  if (!owners) return <ProjectSkeleton />;
  return (
    <ProjectView
      project={null}
      initialTeam={owners.map((owner) => ({
        id: `owner-${owner.id}`,
        personId: owner.id,
        fullName: owner.fullName,
        state: 'OWNER',
        isUniversalOwner: true,
      }))}
    />
  );
}

function ProjectSkeleton() {
  return (
    <Stack spacing={3} sx={{ p: 3 }} role="status" aria-busy="true" aria-label="Loading project">
      <Skeleton variant="text" width={320} height={48} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      </Grid>
    </Stack>
  );
}

type ProjectViewProps = {
  project: ProjectDetail | null;
  initialTeam?: TeamMember[];
  onChanged?: () => void;
};

function ProjectView({ project, initialTeam = [], onChanged = () => undefined }: ProjectViewProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const creating = project === null;
  const [editing, setEditing] = useState(creating);
  const [draftTeam, setDraftTeam] = useState<TeamMember[]>(initialTeam);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const options = useQuery(ProjectPage_LookupsDocument).data;
  const form = useForm<ProjectFormValues>({ defaultValues: formValuesOf(project), mode: 'onSubmit' });
  // Read while drawing: react-hook-form keeps up to date only the parts of its state a render reads (read in the
  // save alone, a capital provider's edited criteria were found unchanged and not sent).
  const { dirtyFields } = form.formState;
  const [create] = useMutation(ProjectPage_CreateDocument);
  const [update] = useMutation(ProjectPage_UpdateDocument);
  const [remove, removing] = useMutation(ProjectPage_DeleteDocument);

  const owner = project?.members.some((member) => member.personId === user?.id && member.state === 'OWNER');
  const fullAccess = hasFullAccessOn(project, user);
  const seesFiles = seesFilesOf(project, user);
  const canManageTeam = isAdmin(user) || Boolean(owner) || (creating && isStaff(user));

  const save = form.handleSubmit(async (values) => {
    // An update sends only what the user changed (the others stay as the server holds them); a new project all.
    const input = projectInputOf(values, creating ? undefined : dirtyFields);
    const failure = creating ? "Couldn't create a project" : "Couldn't update this project";
    try {
      if (creating) {
        const members = draftTeam
          .filter((member) => !member.isUniversalOwner)
          .map((member) => ({ personId: member.personId, state: member.state }));
        const { data } = await create({ variables: { input: { ...input, members } } });
        const payload = data?.createProject;
        if (payload?.project) {
          notify('Success', 'success');
          void navigate(`/projects/${payload.project.id}`, { replace: true });
          return;
        }
        applyErrors(payload?.userErrors);
      } else {
        if (Object.keys(input).length === 0) return setEditing(false);
        const { data } = await update({ variables: { input: { id: project.id, fields: input } } });
        const payload = data?.updateProject;
        if (payload?.project) {
          form.reset(formValuesOf(payload.project));
          setEditing(false);
          onChanged();
          return;
        }
        applyErrors(payload?.userErrors);
      }
      notify(failure, 'error', 400);
    } catch (error) {
      notifyGraphQLError(notify, error, failure);
    }
  });

  const applyErrors = (errors: readonly { field?: string | null; message: string }[] | undefined) =>
    applyUserErrors(
      errors?.map((error) => ({ ...error, field: formField(error.field) })),
      form.setError,
      PROJECT_FORM_FIELDS,
    );

  const cancel = () => {
    if (creating) return void navigate('/projects');
    form.reset(formValuesOf(project));
    setEditing(false);
  };

  const deleteProject = async () => {
    if (!project) return;
    try {
      const { data } = await remove({ variables: { input: { id: project.id } } });
      if (!data?.deleteProject.deletedId) return notify("Couldn't delete this project", 'error');
      setConfirmDelete(false);
      void navigate('/projects');
    } catch (error) {
      notifyGraphQLError(notify, error, "Couldn't delete this project");
    }
  };

  const serverError = form.formState.errors.root?.serverError?.message;
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} sx={{ p: 3 }} onSubmit={(event) => void save(event)}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {/* Clients and guests work from their dashboard (the list, on Analysing, may hold none of theirs). */}
          <Button
            component={RouterLink}
            to={isStaff(user) ? '/projects' : '/'}
            startIcon={<ArrowBackIcon />}
            size="small"
          >
            {isStaff(user) ? 'Projects' : 'My Dashboard'}
          </Button>
          <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
            {creating ? 'New Project' : project.name}
          </Typography>
          {editing ? (
            <>
              {/* Keys: the Edit button's element must not become this submit button during its own click. */}
              <Button key="cancel" onClick={cancel}>
                Cancel
              </Button>
              <Button key="save" type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {creating ? 'Create Project' : 'Save'}
              </Button>
            </>
          ) : (
            fullAccess && (
              <>
                {/* Extension (lender matching): staff only, as the api allows. */}
                {isStaff(user) && project && (
                  <Button key="match" component={RouterLink} to={`/projects/${project.id}/lender-matches`}>
                    Match Lenders
                  </Button>
                )}
                <Button key="delete" color="error" onClick={() => setConfirmDelete(true)}>
                  Delete
                </Button>
                <Button key="edit" variant="contained" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              </>
            )
          )}
        </Stack>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <ProjectInfoCard
                project={project}
                editing={editing}
                lookups={options?.lookups}
                knownTags={options?.tags ?? []}
              />
              {project && <ProjectNotesCard project={project} onChanged={onChanged} />}
              {project && seesFiles && (
                <ProjectFilesCard projectId={project.id} fullAccess={fullAccess} currentUserId={user?.id ?? null} />
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              {project && <ProjectBoardCard project={project} />}
              <TeamCard
                projectId={project?.id ?? null}
                members={project?.members ?? draftTeam}
                canManage={canManageTeam}
                onDraftChange={setDraftTeam}
                onChanged={onChanged}
              />
              {/* The providers (and their tracker) are staff's and the owners': the api sends them no one else. */}
              {project && fullAccess && <ProvidersCard project={project} />}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title="Confirm Delete"
        confirmLabel="YES"
        busy={removing.loading}
        onConfirm={() => void deleteProject()}
        onCancel={() => setConfirmDelete(false)}
      >
        Are you sure you want to delete this project?
      </ConfirmDialog>
    </FormProvider>
  );
}
