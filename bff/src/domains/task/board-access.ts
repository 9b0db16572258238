import { GraphQLError } from 'graphql';
import type { Context } from '../../context.js';
import { RestError, unauthenticated } from '../../rest/errors.js';
import { isStaffProfile } from '../../security/access.js';
import { stillSignedIn } from '../../security/session-check.js';
import { fetchMe } from '../auth/loaders.js';
import type { CurrentUserModel } from '../auth/models.js';
import { projectAnswer } from './answers.js';
import { readColumns } from './loaders.js';
import { createSharedReads } from './board-shared-reads.js';
import type { BoardModel } from './models.js';

// Who a token signs in as, asked once for all of its subscriptions that start together (every tab of a browser
// reconnecting after a deploy), started after they asked: never an answer older than the subscription.
const signedInReads = createSharedReads<CurrentUserModel | null>();

/** The subscriber as the api has them now; UNAUTHENTICATED without a token the api accepts. */
export async function signedInSubscriber(context: Context): Promise<CurrentUserModel> {
  const token = context.rest.token;
  const me = token ? await signedInReads(token, () => fetchMe(context.rest)) : null;
  if (!me) throw unauthenticated();
  context.loaders.auth.me.prime('all', me);
  return me;
}

/**
 * Whose reads of a board the api answers identically, the key of the reads they share (board-shared-reads.ts): all staff
 * alike (the api's project, column and task routes filter nothing for them: every task, the project whole); anyone
 * else by person (a guest's columns and tasks are only those assigned to them, members and clients read the project
 * without its providers).
 */
export const rightsKey = (projectId: number, user: CurrentUserModel) =>
  isStaffProfile(user.profileType) ? `${projectId} staff` : `${projectId} person ${user.id}`;

// The project as the api has it now, for its team: every subscriber who may read it reads the same members.
const teamReads = createSharedReads<BoardModel['project']>();

/**
 * The person's state on the project's team as the api holds it now (undefined: not on it), for a push to someone
 * outside the firm, whose access is their place on it. One read of the project for all of the board's subscribers who
 * ask meanwhile, started after they asked: a push never goes out on an answer older than its event.
 */
export async function stateOnTeam(context: Context, projectId: number, personId: number): Promise<number | undefined> {
  const project = await teamReads(String(projectId), () => context.rest.get(`projects/${projectId}/`, projectAnswer));
  return project.members.find((member) => member.person === personId)?.state;
}

/** The subscriber may no longer see the board: signed out, refused, or the board gone. */
export function lostAccess(error: unknown): boolean {
  if (error instanceof RestError) return error.status === 401 || error.status === 403 || error.status === 404;
  return error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';
}

/**
 * Checked before a push: throws UNAUTHENTICATED once the token no longer signs in (security/session-check.ts), and the
 * api's own refusal once someone outside the firm is no longer on the team (their token's read of the columns, made
 * only then). Answers the person as the api has them now (their profile type may have changed).
 */
export async function stillMaySee(context: Context, projectId: number, user: CurrentUserModel) {
  const signedIn = await stillSignedIn(context);
  const now =
    signedIn && signedIn.profileType !== user.profileType ? { ...user, profileType: signedIn.profileType } : user;
  if (!isStaffProfile(now.profileType) && (await stateOnTeam(context, projectId, now.id)) === undefined)
    await readColumns(context.rest, projectId);
  return now;
}
