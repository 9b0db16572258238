import type { PersonModel, PersonRefModel } from './models.js';

/** A missing user displays as 'User No Longer Exists' (spec part 1 section 8, part 2 section 8). */
export const MISSING_USER = 'User No Longer Exists';

/**
 * The name a record shows for a person it names (a task's creator or assignee, an author, an uploader): theirs, or
 * 'User No Longer Exists' once they were deleted. The REST answers keep the id and the name, flagged `is_deleted`.
 */
export const shownName = (person: { fullName: string; isDeleted?: boolean }) =>
  person.isDeleted ? MISSING_USER : person.fullName;

/**
 * A person a record names by id, read through the people loader (batched): null when no one is named; one the list
 * does not answer (deleted, or merged away) keeps their id and reads 'User No Longer Exists'.
 */
export async function personRef(
  id: number | null,
  load: (id: number) => Promise<PersonModel | null>,
): Promise<PersonRefModel | null> {
  if (id === null) return null;
  return (await load(id)) ?? { id, fullName: MISSING_USER };
}
