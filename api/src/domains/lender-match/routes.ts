import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { LenderMatchPage, LenderMatchQuery, LenderOutreach, LenderOutreachBody } from '@ft8/contract/lender-match';
import { dealNeeds, scoreProvider } from '@ft8/contract/lender-match-score';
import { notFound } from '../../http-error.js';
import { pageLinks, pageWindow } from '../../lib/paging.js';
import { signedInPerson } from '../../plugins/auth.js';
import { createFileStorage } from '../file/storage.js';
import { startOutreach } from './outreach.js';

/**
 * `GET projects/{id}/lender_matches/` (extension, issue 54): the capital providers ranked by fit to the deal. Staff
 * only (the firm's full-access level): clients and guests, even owners of a team, never see matches. The ranking and
 * the page are SQL's (repository.ts); each row's reasons are the scoring function's (lender-match-score.ts).
 */
export const lenderMatchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { lenderMatch, project: projects, email } = fastify.repos;
  const storage = createFileStorage(fastify.config);

  fastify.get(
    '/:id(^\\d+)/lender_matches/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Extension: the capital providers ranked by fit to the deal: fits best first, then near misses, then (include_fails=1) fails, each with its reasons',
        tags: ['projects'],
        params: IdParams,
        querystring: LenderMatchQuery,
        response: { 200: LenderMatchPage, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const project = await projects.get(request.params.id);
      if (!project) throw notFound();
      const { limit, offset } = pageWindow(request.query);
      const includeFails = request.query.include_fails === '1' || request.query.include_fails === 'true';
      const needs = dealNeeds(project);
      const { count, results } = await lenderMatch.ranking(needs, { includeFails, limit, offset });
      const providers = await lenderMatch.providers(
        project.id,
        results.map((row) => row.person_id),
      );
      return {
        count,
        ...pageLinks(request, count, limit, offset),
        results: providers.map((provider) => {
          const { fits, score, met, misses } = scoreProvider(needs, provider);
          return {
            person: { id: provider.person_id, full_name: provider.full_name, company: provider.company },
            score,
            fits,
            met,
            misses,
            relation_state: provider.relation_state,
          };
        }),
      };
    },
  );

  fastify.post(
    '/:id(^\\d+)/lender_outreach/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Extension: in one transaction, adds these capital providers to the project (those not on it yet, as Contacted) and creates your company draft to them about it, from your template when given',
        tags: ['projects'],
        params: IdParams,
        body: LenderOutreachBody,
        response: { 201: LenderOutreach, 400: FieldErrors, 404: Detail },
      },
    },
    async (request, reply) => {
      const project = await projects.get(request.params.id);
      if (!project) throw notFound();
      const owner = signedInPerson(request).id;
      const { draft, added } = await startOutreach(fastify.db, storage, request.log, {
        owner,
        project: { id: project.id, name: project.name },
        people: request.body.people,
        template: request.body.template,
      });
      return reply.code(201).send({ draft: (await email.draft(owner, draft))!, added });
    },
  );
};
