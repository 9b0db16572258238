import { useMutation } from '@apollo/client/react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { Compose_SendDraftDocument, Compose_UpdateDraftDocument, type UpdateDraftInput } from '../../generated/graphql';

/** Spec part 2 section 8. */
const SEND_FAILED = 'An error occured while sending an email';
const SAVE_FAILED = 'An error occured while saving the draft';

/**
 * Saving a draft's changes, and sending it after saving (the composer and the inline forward): each shows why it did
 * not work (the server's messages, or the spec's) and tells the caller how it ended.
 */
export function useSaveAndSend() {
  const notify = useNotify();
  const [update] = useMutation(Compose_UpdateDraftDocument);
  const [send, { loading: sending }] = useMutation(Compose_SendDraftDocument);

  /** Saves the fields given; false when it could not. */
  const save = async (input: UpdateDraftInput) => {
    try {
      const errors = (await update({ variables: { input } })).data?.updateDraft.userErrors ?? [];
      if (errors.length) notify(errors.map((entry) => entry.message).join(', '), 'error');
      return errors.length === 0;
    } catch (error) {
      notifyGraphQLError(notify, error, SAVE_FAILED);
      return false;
    }
  };

  /** Saves, then sends: 'sent' when every recipient got it, 'unsaved' when the save failed, else 'failed'. */
  const saveAndSend = async (input: UpdateDraftInput): Promise<'sent' | 'unsaved' | 'failed'> => {
    if (!(await save(input))) return 'unsaved';
    try {
      const answer = (await send({ variables: { id: input.id } })).data?.sendDraft;
      if (answer?.userErrors.length) {
        notify(answer.userErrors.map((entry) => entry.message).join(', '), 'error');
        return 'failed';
      }
      if (!answer?.isSent || answer.results.some((result) => result.status === 'FAILED')) {
        notify(SEND_FAILED, 'error');
        return 'failed';
      }
      return 'sent';
    } catch (error) {
      notifyGraphQLError(notify, error, SEND_FAILED);
      return 'failed';
    }
  };

  return { save, saveAndSend, sending };
}
