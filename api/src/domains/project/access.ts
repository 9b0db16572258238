import type { FastifyRequest } from 'fastify';
import { membershipStates } from '@ft8/contract/project';
import type { AuthenticatedPerson } from '../auth/repository.js';
import type { ProjectDto } from './project-reads.js';
import { isAdmin, isStaff, type AccessRule } from '../../plugins/auth.js';

const projectOf = (request: FastifyRequest) => Number((request.params as { id?: string }).id);

/** Spec part 2 section 6: the full-access level on a project is staff (admin and user) or an owner of its team. */
export async function hasFullAccess(request: FastifyRequest, person: AuthenticatedPerson, project: number) {
  return isStaff(person) || (await request.server.repos.project.stateOn(project, person.id)) === membershipStates.owner;
}

/**
 * Spec part 2 sections 2 and 6: only team owners or admins see owner options (Make Owner, Make Member, Remove, a
 * member added): the team is managed by an admin or an owner of the project, not by every staff member (a user who
 * is only a member of the team could otherwise make themselves its owner).
 */
export async function managesTeam(request: FastifyRequest, person: AuthenticatedPerson, project: number) {
  return isAdmin(person) || (await request.server.repos.project.stateOn(project, person.id)) === membershipStates.owner;
}

/**
 * Those of `people` the caller may not name on a project's records (its team, its providers, a task's assignees):
 * none for staff; for anyone else (an owner, or a task's creator on their own deal) those off the project's team. The
 * firm's contact directory is staff's, and the screens offer the rest only the team: any other id answered that
 * contact's name (or whether they accepted their invite, or are a capital provider). Refuse them as ids that name
 * nothing (`doesNotExist`).
 */
export async function outsideReach(
  request: FastifyRequest,
  person: AuthenticatedPerson,
  project: number,
  people: readonly number[],
): Promise<number[]> {
  if (isStaff(person) || people.length === 0) return [];
  const team = await request.server.repos.project.teamAmong(project, [...people]);
  return people.filter((id) => !team.has(id));
}

/** Staff, or anyone on the team of the project in the path (clients and guests follow their own deals). */
export const staffOrMember: AccessRule = async (person, request) =>
  isStaff(person) || (await request.server.repos.project.stateOn(projectOf(request), person.id)) !== undefined;

/** Staff, or an owner of the project in the path. */
export const fullAccess: AccessRule = (person, request) => hasFullAccess(request, person, projectOf(request));

/**
 * What a person may do on a project's board (spec part 2 section 6):
 * - full: staff or an owner (edit the board and columns, approve and reject, delete tasks, manage the team);
 * - board: full, or a member (add tasks and notes, move tasks, open the board);
 * - view: board, or a client on the team (follows the deal); a guest sees only the tasks assigned to them.
 */
export async function boardAccess(request: FastifyRequest, person: AuthenticatedPerson, project: number) {
  if (isStaff(person)) return { full: true, board: true, view: true, onTeam: true, guest: false };
  const state = await request.server.repos.project.stateOn(project, person.id);
  const full = state === membershipStates.owner;
  const board = full || state === membershipStates.member;
  return {
    full,
    board,
    view: board || state === membershipStates.client,
    /** On the team in any state (a guest too): what a task's creator or assignee outside the firm also needs. */
    onTeam: state !== undefined,
    guest: state === membershipStates.guest,
  };
}

/**
 * A project as the caller may read it. Its capital providers (the lenders and investors approached, their states and
 * notes) and their summary are the firm's: staff and the team's owners (who manage them) read them; a lender invited
 * onto a deal's team read its competitors before. A guest on the team (spec: a task-only view) does not read the
 * project's notes either; a client reads them, and may not write them.
 */
export function projectFor(person: AuthenticatedPerson, project: ProjectDto): ProjectDto {
  if (isStaff(person)) return project;
  const state = project.members.find((member) => member.person === person.id)?.state;
  if (state === membershipStates.owner) return project;
  const withoutProviders = { ...project, provider_relations: [], cp_summary: {} };
  return state === membershipStates.guest ? { ...withoutProviders, notes: [] } : withoutProviders;
}
