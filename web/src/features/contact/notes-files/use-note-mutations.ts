import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useNotify } from '../../../components/notifications/notifications';
import { notifyGraphQLError } from '../../../components/notifications/notify-error';
import {
  NotesCard_CreateNoteDocument,
  NotesCard_DeleteNoteDocument,
  NotesCard_NoteFragmentDoc,
  NotesCard_UpdateNoteDocument,
} from '../../../generated/graphql';
import type { UserError } from '../../../lib/apply-user-errors';

// Spec part 1 section 8.
export const CREATE_FAILED = "Couldn't create note";
export const UPDATE_FAILED = "Couldn't update note";
export const DELETE_FAILED = "Couldn't delete note";

/**
 * Creating, changing and deleting a contact's notes. The cache is updated in place (the new note first on the
 * person, a deleted one evicted), so the page makes no second request. Each returns the userErrors (empty when
 * done), or null after a failure that was notified.
 */
export function useNoteMutations(personId: string) {
  const notify = useNotify();
  const [createNote] = useMutation(NotesCard_CreateNoteDocument, {
    update(cache, { data }) {
      const note = data?.createNote.note;
      if (!note) return;
      const ref = cache.writeFragment({ fragment: NotesCard_NoteFragmentDoc, data: note });
      cache.modify({
        id: cache.identify({ __typename: 'Person', id: personId }),
        fields: { notes: (existing: readonly Reference[] = []) => (ref ? [ref, ...existing] : existing) },
      });
    },
  });
  const [updateNote] = useMutation(NotesCard_UpdateNoteDocument);
  const [deleteNote] = useMutation(NotesCard_DeleteNoteDocument, {
    update(cache, { data }) {
      const id = data?.deleteNote.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'Note', id }) });
      cache.gc();
    },
  });

  async function run(
    action: () => Promise<readonly UserError[] | undefined>,
    failed: string,
  ): Promise<readonly UserError[] | null> {
    try {
      const userErrors = (await action()) ?? [];
      if (userErrors.length > 0) notify(failed, 'error', 400);
      return userErrors;
    } catch (error) {
      notifyGraphQLError(notify, error, failed);
      return null;
    }
  }

  return {
    create: (text: string) =>
      run(
        async () => (await createNote({ variables: { input: { personId, text } } })).data?.createNote.userErrors,
        CREATE_FAILED,
      ),
    update: (id: string, text: string) =>
      run(
        async () => (await updateNote({ variables: { input: { id, text } } })).data?.updateNote.userErrors,
        UPDATE_FAILED,
      ),
    remove: (id: string) =>
      run(async () => (await deleteNote({ variables: { input: { id } } })).data?.deleteNote.userErrors, DELETE_FAILED),
  };
}
