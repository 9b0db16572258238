import fp from 'fastify-plugin';
import { sql } from 'kysely';
import Type from 'typebox';

const Status = Type.Object({ status: Type.String() });

/** How long /readyz waits for the database before calling it unavailable. */
const readyTimeoutMs = 2000;

/**
 * Probes for load balancers and orchestrators, at the server root (not under /api) and open to anyone:
 * `/healthz` says the process answers, `/readyz` that it can reach its database.
 */
export const healthPlugin = fp(
  async (fastify) => {
    fastify.get(
      '/healthz',
      {
        config: { access: 'anyone' },
        schema: { summary: 'Alive: the process answers', tags: ['health'], response: { 200: Status } },
      },
      async () => ({ status: 'ok' }),
    );

    fastify.get(
      '/readyz',
      {
        config: { access: 'anyone' },
        schema: {
          summary: 'Ready: the database answers `select 1` (503 otherwise)',
          tags: ['health'],
          response: { 200: Status, 503: Status },
        },
      },
      async (request, reply) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${readyTimeoutMs} ms`)), readyTimeoutMs);
        });
        try {
          await Promise.race([sql`select 1`.execute(fastify.db), timeout]);
          return { status: 'ok' };
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check: database unavailable');
          return reply.code(503).send({ status: 'unavailable' });
        } finally {
          clearTimeout(timer);
        }
      },
    );
  },
  { name: 'health', dependencies: ['db'] },
);
