import type { FastifyInstance } from 'fastify';
import { DeletedProjects } from '@ft8/contract/project';
import { ProjectDeletionSummaries } from '@ft8/contract/project-list-actions';
import type { Resolvers } from '../../generated/resolvers.js';
import { proxyToApi, type ProxyDeps } from '../../http/api-proxy.js';
import { restAnswer } from '../../rest/answer.js';
import { badUserInput, userErrorsOr } from '../../rest/errors.js';
import { publishTeamChanged } from '../task/board-events.js';

// The projects list's data-table actions (spec part 2 sections 6, 7, 9): delete several projects, what a delete
// takes with them, and the CSV export. REST decides who may (staff, or an owner of every project): a 403 is a
// FORBIDDEN error, and nothing is deleted.

const deletedAnswer = restAnswer(DeletedProjects);
const summariesAnswer = restAnswer(ProjectDeletionSummaries);

/** The spec's hint on a list action with nothing selected. */
export const SELECT_FIRST = 'Select a project first';
const MAX_IDS = 10_000;

/** The ids as numbers, each once; a `userErrors`-style refusal naming `ids` otherwise. */
function projectIds(ids: readonly string[]): number[] | string {
  if (ids.length === 0) return SELECT_FIRST;
  if (ids.length > MAX_IDS) return `At most ${MAX_IDS} projects at a time.`;
  if (ids.some((id) => !/^[1-9]\d{0,8}$/.test(id))) return 'A valid integer is required.';
  return [...new Set(ids.map(Number))];
}

export const projectListActionResolvers: Resolvers = {
  Query: {
    projectDeletionSummary: async (_parent, args, { rest }) => {
      const ids = projectIds(args.ids);
      if (typeof ids === 'string') throw badUserInput(ids, 'ids');
      const summaries = await rest.get('projects/deletion_summary/', summariesAnswer, { ids: ids.join(',') });
      return summaries.map((summary) => ({
        projectId: String(summary.id),
        name: summary.name,
        taskCount: summary.tasks,
        fileCount: summary.files,
      }));
    },
  },
  Mutation: {
    deleteProjects: async (_parent, { input }, context) => {
      const ids = projectIds(input.ids);
      if (typeof ids === 'string') return { deletedIds: [], userErrors: [{ field: 'ids', message: ids }] };
      try {
        const answer = await context.rest.send('DELETE', 'projects/multiple/', { ids }, deletedAnswer);
        // A board open on one of them hears that its project is gone, as after `deleteProject`.
        for (const id of answer.deleted) void publishTeamChanged(context, id);
        return { deletedIds: answer.deleted.map(String), userErrors: [] };
      } catch (error) {
        return { deletedIds: [], userErrors: userErrorsOr(error) };
      }
    },
  },
};

/**
 * `POST /files/projects/exportAll` (JSON `{projects: ids | "all", search?, status?}`) -> `POST projects/exportAll/`;
 * answers the CSV as it streams (`ft8-projectsYYYYMMDD.csv`). A static route: it wins over the file uploads'
 * `/files/projects/:ownerId` (file domain) whatever the order.
 */
export function registerProjectExport(scope: FastifyInstance, deps: ProxyDeps): void {
  scope.post('/files/projects/exportAll', (request, reply) =>
    proxyToApi(deps, request, reply, { method: 'POST', path: 'projects/exportAll/', json: request.body }),
  );
}
