import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import {
  Compose_SendDraftDocument,
  Compose_SendProgressDocument,
  Compose_UpdateDraftDocument,
  type UpdateDraftInput,
} from '../../generated/graphql';

/** How often the composer reads how far a send has got. */
const PROGRESS_EVERY_MS = 400;

/** A recipient the last send did not reach, and why. */
export type SendFailure = { recipient: string; names: string; error: string };

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
  const client = useApolloClient();
  const [progress, setProgress] = useState<{ total: number; sent: number } | null>(null);
  const [failures, setFailures] = useState<SendFailure[]>([]);

  /** Reads the draft's send progress until stopped (a send to 200 takes seconds: the composer shows how far). */
  const followProgress = (id: string) => {
    let stopped = false;
    const read = async () => {
      while (!stopped) {
        try {
          const answer = await client.query({
            query: Compose_SendProgressDocument,
            variables: { id },
            fetchPolicy: 'network-only',
          });
          if (!stopped && answer.data?.draft) setProgress(answer.data.draft.sendProgress);
        } catch {
          // The send's own answer says what happened; progress is only a hint.
        }
        await new Promise((resolve) => setTimeout(resolve, PROGRESS_EVERY_MS));
      }
    };
    void read();
    return () => {
      stopped = true;
      setProgress(null);
    };
  };

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
    setFailures([]);
    const stop = followProgress(String(input.id));
    try {
      const answer = (await send({ variables: { id: input.id } })).data?.sendDraft;
      const failed = (answer?.results ?? []).filter((result) => result.status === 'FAILED');
      setFailures(
        failed.map((result) => ({
          recipient: result.recipient,
          names: result.company ?? result.to.map((person) => person.fullName).join(', '),
          error: result.error ?? SEND_FAILED,
        })),
      );
      if (answer?.userErrors.length) {
        notify(answer.userErrors.map((entry) => entry.message).join(', '), 'error');
        return 'failed';
      }
      if (!answer?.isSent || failed.length > 0) {
        notify(SEND_FAILED, 'error');
        return 'failed';
      }
      return 'sent';
    } catch (error) {
      notifyGraphQLError(notify, error, SEND_FAILED);
      return 'failed';
    } finally {
      stop();
    }
  };

  return { save, saveAndSend, sending, progress, failures };
}
