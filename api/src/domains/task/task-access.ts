import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import { boardAccess } from '../project/access.js';

/**
 * The task `id` and what the caller may do with it; 404 when it is gone, 403 when they may not see it. A creator or
 * an assignee outside the firm sees the task while on the project's team: one removed from it kept reading, editing,
 * moving and submitting a task on a board they could no longer open.
 */
export async function taskFor(request: FastifyRequest, id: number) {
  const tasks = request.server.repos.task;
  const task = await tasks.facts(id);
  if (!task) throw notFound();
  const me = signedInPerson(request);
  const access = await boardAccess(request, me, task.project_id);
  const own = task.created_by === me.id;
  if (!access.view && !(access.onTeam && (own || (await tasks.isAssigned(id, me.id))))) throw forbidden();
  return { task, access, own, me };
}
