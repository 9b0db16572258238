import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FileList } from '../../components/attachments/file-list';
import { ProjectFilesCard_DeleteFileDocument, ProjectFilesCard_FilesDocument } from '../../generated/graphql';

type ProjectFilesCardProps = {
  projectId: string;
  /** Staff or an owner of the project: may delete any of its files, not only their own. */
  fullAccess: boolean;
  currentUserId: string | null;
};

/**
 * A project's files, newest first (spec part 2 section 2, 'files'): upload with progress (150 MB a file), download,
 * delete after 'Delete?'. Shown to those who may see them: staff and the team's owners, members and clients.
 */
export function ProjectFilesCard({ projectId, fullAccess, currentUserId }: ProjectFilesCardProps) {
  const { data, loading, error, refetch } = useQuery(ProjectFilesCard_FilesDocument, {
    variables: { id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteFile] = useMutation(ProjectFilesCard_DeleteFileDocument, {
    update(cache, { data: deleted }) {
      const id = deleted?.deleteProjectFile.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'ProjectFile', id }) });
      cache.gc();
    },
  });
  // Spec part 2 section 8: file errors are only logged to the console.
  useEffect(() => {
    if (error) console.error('Project files failed to load', error);
  }, [error]);

  return (
    <FileList
      owner="projects"
      ownerId={projectId}
      files={data?.project?.files ?? null}
      onUploaded={() => refetch()}
      remove={async (id) =>
        Boolean((await deleteFile({ variables: { input: { id } } })).data?.deleteProjectFile.deletedId)
      }
      canDelete={(file) => fullAccess || (currentUserId !== null && file.user?.id === currentUserId)}
      emptyText="No files yet."
      label="Project files"
      status={
        loading ? (
          <FilesSkeleton />
        ) : error ? (
          <Typography variant="body2" color="text.secondary">
            The files could not be loaded.
          </Typography>
        ) : null
      }
    />
  );
}

function FilesSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading files">
      {[0, 1].map((row) => (
        <Stack key={row}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="35%" />
        </Stack>
      ))}
    </Stack>
  );
}
