import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher, Pool } from 'undici';
import { RestShapeError, type Check } from './check.js';
import { RestError, upstreamError } from './errors.js';

/** The spec's request timeout (section 7): the upper bound of any one REST call. */
export const REST_TIMEOUT_MS = 300_000;

export type RestCall = { method: string; path: string };
export type Query = Record<string, string | number | boolean | null | undefined>;
export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RawAnswer = { status: number; headers: Dispatcher.ResponseData['headers']; text: string };

export type RestClient = {
  /** The REST token requests carry; sign-in and sign-out change it for the rest of the operation. */
  token: string | null;
  get<T>(path: string, check: Check<T>, query?: Query): Promise<T>;
  send<T>(method: RestMethod, path: string, body: unknown, check: Check<T>): Promise<T>;
  /** For answers without a useful body (204) or outside JSON (redirects); never throws on a status. */
  raw(method: RestMethod, path: string, query?: Query, body?: unknown): Promise<RawAnswer>;
};

export type RestClientOptions = {
  pool: Pool;
  /** The path of the REST base on the pool's origin, ending with `/` (e.g. `/api/`). */
  basePath: string;
  token: string | null;
  /** Aborted when the client goes away: pending REST calls stop with it. */
  signal: AbortSignal;
  /** Every call is recorded here (`extensions.restCalls`). */
  calls: RestCall[];
  log: FastifyBaseLogger;
  timeoutMs?: number;
};

function searchOf(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString().replaceAll('%2C', ',');
  return search ? `?${search}` : '';
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createRestClient(options: RestClientOptions): RestClient {
  const { pool, basePath, signal, calls, log } = options;
  const timeoutMs = options.timeoutMs ?? REST_TIMEOUT_MS;

  const client: RestClient = {
    token: options.token,

    async raw(method, path, query, body) {
      const relative = `${path}${searchOf(query)}`;
      calls.push({ method, path: relative });
      const headers: Record<string, string> = { accept: 'application/json' };
      if (client.token) headers.authorization = `Token ${client.token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      try {
        const response = await pool.request({
          path: `${basePath}${relative}`,
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        });
        return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
      } catch (error) {
        if (signal.aborted) throw upstreamError(502, 'The request was cancelled.');
        const timedOut = error instanceof Error && /timeout/i.test(`${error.name} ${error.message}`);
        log.warn({ err: error, method, path: relative }, 'REST call failed');
        throw timedOut
          ? upstreamError(504, 'The server took too long to answer.')
          : upstreamError(502, 'The server could not be reached.');
      }
    },

    async get(path, check, query) {
      return parse(await client.raw('GET', path, query), check, path);
    },

    async send(method, path, body, check) {
      return parse(await client.raw(method, path, undefined, body), check, path);
    },
  };

  function parse<T>(answer: RawAnswer, check: Check<T>, path: string): T {
    const body = parseJson(answer.text);
    if (answer.status < 200 || answer.status >= 300) throw new RestError(answer.status, body);
    try {
      return check(body);
    } catch (error) {
      if (!(error instanceof RestShapeError)) throw error;
      log.error({ path, problem: error.message }, 'REST answer in an unexpected shape');
      throw upstreamError(502, 'The server answered in an unexpected shape.');
    }
  }

  return client;
}
