import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router';
import { Viewer_EmailDocument, Viewer_ThreadDocument } from '../../generated/graphql';

/** /email/{id}?thread&person: the chosen message and its thread (thread = its conversation id, person = the contact). */
export function useThread() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const valid = /^\d+$/.test(id);
  const person = params.get('person');
  const email = useQuery(Viewer_EmailDocument, { variables: { id }, skip: !valid });
  const conversationId = params.get('thread') || email.data?.email?.conversationId;
  const thread = useQuery(Viewer_ThreadDocument, {
    variables: { conversationId: conversationId ?? '', personId: person && /^\d+$/.test(person) ? person : null },
    skip: !conversationId,
  });
  const messages = thread.data?.emailThread.length
    ? thread.data.emailThread
    : email.data?.email
      ? [email.data.email]
      : [];
  return {
    id,
    valid,
    search: params.toString(),
    loading: email.loading || thread.loading,
    missing: valid && !email.loading && !email.error && !email.data?.email,
    error: email.error ?? thread.error,
    messages,
  };
}
