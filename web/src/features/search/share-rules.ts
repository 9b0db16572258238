export type SharePerson = { id: string; fullName: string };

/** Spec part 2 sections 6 and 9: the share picker waits 700 ms after typing and offers at most 20 people. */
export const SHARE_DEBOUNCE_MS = 700;
export const SHARE_OPTIONS = 20;
export const SHARED = 'Your search has been successfully shared';
export const SHARE_FAILED = 'An error occured while sharing the search';

/**
 * The people the share picker offers (spec part 2 section 6): staff people as the server found them, without the
 * user and those already chosen; at most 20.
 */
export function shareOptions(
  found: readonly SharePerson[],
  { userId, chosen }: { userId: string | undefined; chosen: readonly SharePerson[] },
): SharePerson[] {
  const taken = new Set(chosen.map((person) => person.id));
  return found.filter((person) => person.id !== userId && !taken.has(person.id)).slice(0, SHARE_OPTIONS);
}

/** Existing owners are offered but disabled. */
export const isExistingOwner = (person: SharePerson, owners: readonly { id: string }[]) =>
  owners.some((owner) => owner.id === person.id);

/** The share button's label: the count with singular or plural contact(s). */
export const shareButtonLabel = (count: number) => `Share with ${count} ${count === 1 ? 'contact' : 'contacts'}`;
