import { useQuery } from '@apollo/client/react';
import { AssignToProjectDialog_PeopleDocument, type InviteStatus } from '../../generated/graphql';

/** Whether the chosen contacts may join a project: `unknown` until their invite status has come. */
export type InviteCheck = 'unknown' | 'notInvited' | 'invited';

/**
 * Spec part 1 section 2: only contacts who accepted their invite may join. A contact the api does not return
 * (deleted since) is not an invited member either.
 */
export function inviteCheckOf(
  personIds: readonly string[],
  people: readonly { id: string; inviteStatus: InviteStatus }[] | undefined,
): InviteCheck {
  if (!people) return 'unknown';
  const accepted = new Set(people.filter((person) => person.inviteStatus === 'ACCEPTED').map((person) => person.id));
  return personIds.every((id) => accepted.has(id)) ? 'invited' : 'notInvited';
}

/** The contacts' own invite status by id, not the rows the list happens to have loaded (the dialog has an address). */
export function useInviteCheck(personIds: readonly string[]): InviteCheck {
  const { data } = useQuery(AssignToProjectDialog_PeopleDocument, {
    variables: { ids: [...personIds], first: personIds.length },
    skip: personIds.length === 0,
    fetchPolicy: 'network-only',
  });
  return inviteCheckOf(personIds, data?.people.nodes);
}
