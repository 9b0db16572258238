import { membershipStates } from '@ft8/contract/project';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockCurrentPeople } from '../../lib/people.js';
import { writeUnderBoardLock } from './board-revision.js';
import { recordActivity } from '../activity/record.js';
import { projectsByIds } from './project-reads.js';

/**
 * A project's team (spec part 2 sections 6 and 7, Members): who is on it in which state, and the writes that change
 * it, each under the board's lock (its subscribers read the team whole). Part of `fastify.repos.project`.
 */
export function createTeamRepository(db: Kysely<Database>) {
  const byIds = (ids: number[]) => projectsByIds(db, ids);

  return {
    /** Those of `people` on the project's team. */
    async teamAmong(project: number, people: number[]) {
      const rows = await db
        .selectFrom('project_membership')
        .select('person_id')
        .where('project_id', '=', project)
        .where('person_id', '=', sql<number>`any(${people}::int[])`)
        .execute();
      return new Set(rows.map((row) => row.person_id));
    },

    /** The person's membership state on the project, or undefined. */
    async stateOn(project: number, person: number) {
      const row = await db
        .selectFrom('project_membership')
        .select('state')
        .where('project_id', '=', project)
        .where('person_id', '=', person)
        .executeTakeFirst();
      return row?.state;
    },

    /** A membership as the project answers it. */
    async membership(id: number) {
      const row = await db
        .selectFrom('project_membership')
        .select('project_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row && (await byIds([row.project_id]))[0]!.members.find((member) => member.id === id);
    },

    /** Adds a current contact to the team: the membership, `gone` when the contact is not current, undefined when on it. */
    async addMember(project: number, person: number, state: number, by: number) {
      const row = await writeUnderBoardLock<{ id: number } | 'gone' | undefined>(db, project, async (trx) => {
        if ((await lockCurrentPeople(trx, [person])).length) return { changed: false, value: 'gone' as const };
        const added = await trx
          .insertInto('project_membership')
          .values({ project_id: project, person_id: person, state })
          .onConflict((conflict) => conflict.columns(['project_id', 'person_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (added) await recordActivity(trx, { type: 'projectTeamChanged', by, args: { project, person, state } });
        return { changed: added !== undefined, value: added };
      });
      if (row === 'gone') return row;
      return row && (await byIds([project]))[0]!.members.find((member) => member.id === row.id);
    },

    /** A team member's new state (Make Owner, Make Member); the board's owners change with it. */
    async setMemberState(project: number, id: number, state: number, by: number) {
      await writeUnderBoardLock(db, project, async (trx) => {
        const updated = await trx
          .updateTable('project_membership')
          .set({ state })
          .where('id', '=', id)
          .where('state', '<>', state)
          .returning('person_id')
          .executeTakeFirst();
        if (updated)
          await recordActivity(trx, {
            type: 'projectTeamChanged',
            by,
            args: { project, person: updated.person_id, state },
          });
        return { changed: updated !== undefined, value: undefined };
      });
    },

    /** The projects this person may add people to: every project for staff, the ones they own otherwise. */
    async assignable(person: number | 'all') {
      let query = db
        .selectFrom('project as p')
        .select(['p.id', 'p.name', 'p.status'])
        .orderBy('p.name')
        .orderBy('p.id');
      if (person !== 'all') {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('project_membership as m')
              .select('m.id')
              .whereRef('m.project_id', '=', 'p.id')
              .where('m.person_id', '=', person)
              .where('m.state', '=', membershipStates.owner),
          ),
        );
      }
      return query.execute();
    },

    /** Which of these contacts have not accepted their invite (spec: Accepted is required for assignment). */
    async notAccepted(people: number[]) {
      const rows = await db
        .selectFrom('person')
        .select(['id', 'full_name'])
        .where('id', '=', sql<number>`any(${people}::int[])`)
        .where((eb) => eb.or([eb('invite_status', '<>', 2), eb('is_deleted', '=', true)]))
        .orderBy('id')
        .execute();
      return rows;
    },

    /**
     * Puts contacts on a project's team (one statement): clients as Client, guests as Guest, staff as Member; ones
     * already on it keep their state. Answers the team.
     */
    async assign(project: number, people: number[], by: number) {
      // The contacts locked, and only current ones put on: a contact merged away meanwhile is refused (its survivor
      // is not on the team), instead of joining as a contact nothing shows.
      const gone = await writeUnderBoardLock(db, project, async (trx) => {
        const gone = await lockCurrentPeople(trx, people);
        if (gone.length) return { changed: false, value: gone };
        const added = await sql`INSERT INTO project_membership (project_id, person_id, state)
          SELECT ${project}, p.id, CASE p.profile_type WHEN 3 THEN 2 WHEN 4 THEN 4 ELSE 3 END
          FROM person p WHERE p.id = any(${people}::int[]) AND NOT p.is_deleted
          ON CONFLICT (project_id, person_id) DO NOTHING`.execute(trx);
        if (Number(added.numAffectedRows ?? 0n) > 0)
          await recordActivity(trx, { type: 'projectTeamChanged', by, args: { project, people } });
        return { changed: Number(added.numAffectedRows ?? 0n) > 0, value: gone };
      });
      if (gone.length) return { gone, members: undefined };
      return { gone: undefined, members: (await byIds([project]))[0]!.members };
    },

    async removeMember(project: number, id: number, by: number) {
      await writeUnderBoardLock(db, project, async (trx) => {
        const removed = await trx
          .deleteFrom('project_membership')
          .where('id', '=', id)
          .returning('person_id')
          .executeTakeFirst();
        if (removed)
          await recordActivity(trx, { type: 'projectTeamChanged', by, args: { project, person: removed.person_id } });
        return { changed: removed !== undefined, value: undefined };
      });
    },
  };
}
