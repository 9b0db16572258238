import { matchesSearch, searchTerms } from '@ft8/contract/rules';
import type { TaskPerson } from './task-values';

/** Spec part 2 section 9: contact autocompletes show at most 20 items. */
export const ASSIGNEE_OPTIONS = 20;

/**
 * The picker's options: the project's team members that match first (by name, or because the search found them),
 * alphabetically, then the search's other matches in its own order; never someone already assigned, at most 20.
 * `team` is null while the project's team is unknown: the search's order alone.
 */
export function rankAssignees(
  search: string,
  found: readonly TaskPerson[],
  team: readonly TaskPerson[] | null,
  assigned: readonly TaskPerson[],
): TaskPerson[] {
  const terms = searchTerms(search);
  const foundIds = new Set(found.map((person) => person.id));
  const teamIds = new Set(team?.map((member) => member.id));
  const members = [...new Map((team ?? []).map((member) => [member.id, member])).values()]
    .filter((member) => foundIds.has(member.id) || matchesSearch(member.fullName, terms))
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id));
  const others = found.filter((person) => !teamIds.has(person.id));
  const taken = new Set(assigned.map((person) => person.id));
  return [...members, ...others]
    .filter((person) => !taken.has(person.id))
    .slice(0, ASSIGNEE_OPTIONS)
    .map(({ id, fullName }) => ({ id, fullName }));
}
