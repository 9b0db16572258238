import { useApolloClient, useMutation } from '@apollo/client/react';
import { FileList } from '../../../components/attachments/file-list';
import {
  FilesCard_DeleteFileDocument,
  FilesCard_FilesDocument,
  type FilesCard_FileFragment,
} from '../../../generated/graphql';

type FilesCardProps = { personId: string; files: readonly FilesCard_FileFragment[] };

/** A contact's files, newest first: upload with progress, download, delete (spec part 1 sections 2, 5, 8, 9). */
export function FilesCard({ personId, files }: FilesCardProps) {
  const client = useApolloClient();
  const [deleteFile] = useMutation(FilesCard_DeleteFileDocument, {
    update(cache, { data }) {
      const id = data?.deleteFile.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'PersonFile', id }) });
      cache.gc();
    },
  });
  return (
    <FileList
      owner="people"
      ownerId={personId}
      files={files}
      onUploaded={() =>
        client.query({ query: FilesCard_FilesDocument, variables: { id: personId }, fetchPolicy: 'network-only' })
      }
      remove={async (id) => Boolean((await deleteFile({ variables: { input: { id } } })).data?.deleteFile.deletedId)}
      emptyText="No files."
      label="Files"
    />
  );
}
