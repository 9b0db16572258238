import type { FastifyInstance } from 'fastify';
import { request } from 'undici';

/** How long /readyz waits for the api before calling it unavailable. */
export const READY_TIMEOUT_MS = 2000;

/** An answer below 500 from `url` within the deadline; null when the server gave none (refused, timed out). */
async function statusOf(url: URL, signal: AbortSignal): Promise<number | null> {
  try {
    const answer = await request(url, { method: 'GET', signal });
    await answer.body.dump();
    return answer.statusCode;
  } catch {
    return null;
  }
}

/**
 * Whether the api answers: its own `/readyz` (at the server root: it checks the database), or for an api without
 * one (404) any non-5xx answer of `utils/types/` (401 without a token is fine: the routes are up).
 */
export async function apiIsReady(apiUrl: URL, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  const signal = AbortSignal.timeout(timeoutMs);
  const ready = await statusOf(new URL('/readyz', apiUrl), signal);
  if (ready === null) return false;
  if (ready !== 404) return ready < 300;
  const types = await statusOf(new URL('utils/types/', apiUrl), signal);
  return types !== null && types < 500;
}

/**
 * Probes for load balancers and orchestrators, outside /graphql and open to anyone: `/healthz` says the process
 * answers, `/readyz` that the api behind it does too (503 otherwise).
 */
export function registerHealth(app: FastifyInstance, apiUrl: URL): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await apiIsReady(apiUrl)) return reply.send({ status: 'ok' });
    request.log.warn({ api: apiUrl.origin }, 'readiness check: the api does not answer');
    return reply.code(503).send({ status: 'unavailable' });
  });
}
