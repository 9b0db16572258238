import type { FastifyRequest } from 'fastify';
import { membershipStates } from '@ft8/contract/project';
import type { AuthenticatedPerson } from '../auth/repository.js';
import { isStaff } from '../../plugins/auth.js';

/**
 * What a person may do on a project's board (spec part 2 section 6):
 * - full: staff or an owner (edit the board and columns, approve and reject, delete tasks, manage the team);
 * - board: full, or a member (add tasks, move them, open the board);
 * - view: board, or a client on the team (follows the deal); a guest sees only the tasks assigned to them.
 */
export async function boardAccess(request: FastifyRequest, person: AuthenticatedPerson, project: number) {
  if (isStaff(person)) return { full: true, board: true, view: true };
  const state = await request.server.repos.project.stateOn(project, person.id);
  const full = state === membershipStates.owner;
  const board = full || state === membershipStates.member;
  return { full, board, view: board || state === membershipStates.client };
}
