import type { FastifyRequest } from 'fastify';
import { membershipStates } from '@ft8/contract/project';
import type { AuthenticatedPerson } from '../auth/repository.js';
import { isStaff, type AccessRule } from '../../plugins/auth.js';

const projectOf = (request: FastifyRequest) => Number((request.params as { id?: string }).id);

/** Spec part 2 section 6: the full-access level on a project is staff (admin and user) or an owner of its team. */
export async function hasFullAccess(request: FastifyRequest, person: AuthenticatedPerson, project: number) {
  return isStaff(person) || (await request.server.repos.project.stateOn(project, person.id)) === membershipStates.owner;
}

/** Staff, or anyone on the team of the project in the path (clients and guests follow their own deals). */
export const staffOrMember: AccessRule = async (person, request) =>
  isStaff(person) || (await request.server.repos.project.stateOn(projectOf(request), person.id)) !== undefined;

/** Staff, or an owner of the project in the path. */
export const fullAccess: AccessRule = (person, request) => hasFullAccess(request, person, projectOf(request));
