import type { ProjectGroupCountsQuery } from '@ft8/contract/project';
import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { searchPatterns } from '../../lib/search.js';
import { isStaff } from '../../plugins/auth.js';
import type { AuthenticatedPerson } from '../auth/repository.js';

/** The projects list's search and filters, on the list and on its group counts. */
export type ProjectFilters = {
  search?: string;
  statuses?: number[];
  /** Only the projects this person is on the team of (clients and guests see only theirs). */
  memberOf?: number;
  /** Only the projects this person is on, on the team or as the client (a contact's Projects card). */
  personOn?: number;
  /** Only the projects on whose team a contact with this email address is (the composer's projects for emailing). */
  emailTo?: string;
};

/**
 * The query's search and filters as `me` may use them: staff see every project (`mine`: theirs), clients and guests
 * only the projects whose team they are on, whatever they ask.
 */
export function toProjectFilters(
  me: AuthenticatedPerson,
  query: Omit<Static<typeof ProjectGroupCountsQuery>, 'field'>,
): ProjectFilters {
  return {
    search: query.search?.trim() || undefined,
    statuses: query.status?.split(',').map(Number),
    memberOf: isStaff(me) && !query.mine ? undefined : me.id,
    personOn: query.member,
  };
}

/** The projects that match the list's search and filters (`p`). */
export function filteredProjects(from: Kysely<Database>, query: ProjectFilters) {
  let filtered = from.selectFrom('project as p');
  for (const pattern of searchPatterns(query.search)) filtered = filtered.where('p.name', 'ilike', pattern);
  if (query.statuses?.length) filtered = filtered.where('p.status', '=', sql<number>`any(${query.statuses}::int[])`);
  if (query.memberOf !== undefined) {
    const person = query.memberOf;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_membership as m')
          .select('m.id')
          .whereRef('m.project_id', '=', 'p.id')
          .where('m.person_id', '=', person),
      ),
    );
  }
  if (query.personOn !== undefined) {
    const person = query.personOn;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('p.client_id', '=', person),
        eb.exists(
          eb
            .selectFrom('project_membership as m')
            .select('m.id')
            .whereRef('m.project_id', '=', 'p.id')
            .where('m.person_id', '=', person),
        ),
      ]),
    );
  }
  if (query.emailTo !== undefined) {
    // Emails are citext: any of the contact's addresses matches, in any case. A deleted contact is emailed no more.
    const email = query.emailTo;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_membership as m')
          .innerJoin('person_email as e', 'e.person_id', 'm.person_id')
          .innerJoin('person as person', 'person.id', 'm.person_id')
          .select('m.id')
          .whereRef('m.project_id', '=', 'p.id')
          .where('e.email', '=', email)
          .where('person.is_deleted', '=', false),
      ),
    );
  }
  return filtered;
}
