import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import { RestShapeError, type Check } from './answer.js';
import { RestError, upstreamError } from './errors.js';

export type RestCall = { method: string; path: string };
export type Query = Record<string, string | number | boolean | null | undefined>;
export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RawAnswer = { status: number; headers: Dispatcher.ResponseData['headers']; text: string };

/** How the operation's REST calls ended: the whole HTTP answer is a 502 or 504 when none got through. */
export type RestOutcomes = { answered: number; timedOut: number; failed: number };

export type RestClient = {
  /** The REST token requests carry; sign-in and sign-out change it for the rest of the operation. */
  token: string | null;
  readonly outcomes: RestOutcomes;
  get<T>(path: string, check: Check<T>, query?: Query): Promise<T>;
  send<T>(method: RestMethod, path: string, body: unknown, check: Check<T>): Promise<T>;
  /** `get` or `send` with the answer's headers too (the api's `board-revision`); a body may be absent (204). */
  withHeaders<T>(
    method: RestMethod,
    path: string,
    check: Check<T>,
    options?: { query?: Query; body?: unknown },
  ): Promise<{ value: T; headers: RawAnswer['headers'] }>;
  /** For answers without a useful body (204) or outside JSON (redirects); never throws on a status. */
  raw(method: RestMethod, path: string, query?: Query, body?: unknown): Promise<RawAnswer>;
};

export type RestClientOptions = {
  /** The process's dispatcher to the api (connection pool + HTTP cache, `rest/dispatcher.ts`). */
  api: Dispatcher;
  /** The path of the REST base on the pool's origin, ending with `/` (e.g. `/api/`). */
  basePath: string;
  token: string | null;
  /**
   * The browser's address, sent as `X-Forwarded-For`: the api throttles sign-ins per client address, and without it
   * every user would share the bff's (the api trusts it with `TRUST_PROXY`).
   */
  clientAddress?: string;
  /** Aborted when the client goes away: pending REST calls stop with it. */
  signal: AbortSignal;
  /** Every call that reaches the api is recorded here (`extensions.restCalls`); cache hits are not. */
  calls: RestCall[];
  log: FastifyBaseLogger;
  /** The upper bound of one call (`REST_DEADLINE_MS`). */
  deadlineMs: number;
  /** When the whole operation must have its answers (epoch ms): HTTP requests; not long-lived subscriptions. */
  deadlineAt?: number;
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

const TOO_LONG = 'The server took too long to answer.';

function isUndiciTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout/i.test(`${error.name} ${error.message}`);
}

export function createRestClient(options: RestClientOptions): RestClient {
  const { api, basePath, signal, calls, log, deadlineMs, deadlineAt } = options;
  const outcomes: RestOutcomes = { answered: 0, timedOut: 0, failed: 0 };
  let cancelLogged = false;

  /** One HTTP exchange within the deadline; throws 502/504-style GraphQL errors when no answer came. */
  async function exchange(method: RestMethod, relative: string, body: unknown): Promise<RawAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (client.token) headers.authorization = `Token ${client.token}`;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const left = deadlineAt === undefined ? deadlineMs : Math.min(deadlineMs, deadlineAt - Date.now());
    if (left <= 0) {
      outcomes.timedOut++;
      log.warn({ method, path: relative, deadlineMs }, 'REST call not made: the operation is past its deadline');
      throw upstreamError(504, TOO_LONG);
    }
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        abort.abort();
      },
      Math.max(left, 0),
    );
    const onClientGone = () => abort.abort();
    signal.addEventListener('abort', onClientGone);
    try {
      if (signal.aborted) abort.abort();
      const response = await api.request({
        path: `${basePath}${relative}`,
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
        opaque: { onNetwork: () => calls.push({ method, path: relative }) },
      });
      return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
    } catch (error) {
      if (signal.aborted) {
        if (!cancelLogged) log.info({ method, path: relative }, 'request cancelled by the client');
        cancelLogged = true;
        throw upstreamError(502, 'The request was cancelled.');
      }
      if (timedOut || isUndiciTimeout(error)) {
        outcomes.timedOut++;
        log.warn({ method, path: relative, deadlineMs }, 'REST call hit the deadline');
        throw upstreamError(504, TOO_LONG);
      }
      outcomes.failed++;
      log.warn({ err: error, method, path: relative }, 'REST call failed');
      throw upstreamError(502, 'The server could not be reached.');
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onClientGone);
    }
  }

  const client: RestClient = {
    token: options.token,
    outcomes,

    async raw(method, path, query, body) {
      const answer = await exchange(method, `${path}${searchOf(query)}`, body);
      outcomes.answered++;
      return answer;
    },

    async get(path, check, query) {
      return parse(await exchange('GET', `${path}${searchOf(query)}`, undefined), check, path);
    },

    async send(method, path, body, check) {
      return parse(await exchange(method, path, body), check, path);
    },

    async withHeaders(method, path, check, options = {}) {
      const answer = await exchange(method, `${path}${searchOf(options.query)}`, options.body);
      return { value: parse(answer, check, path), headers: answer.headers };
    },
  };

  function parse<T>(answer: RawAnswer, check: Check<T>, path: string): T {
    const body = parseJson(answer.text);
    if (answer.status < 200 || answer.status >= 300) {
      outcomes.answered++;
      throw new RestError(answer.status, body);
    }
    try {
      const value = check(body);
      outcomes.answered++;
      return value;
    } catch (error) {
      if (!(error instanceof RestShapeError)) throw error;
      outcomes.failed++;
      log.error({ path, problem: error.message }, 'REST answer in an unexpected shape');
      throw upstreamError(502, 'The server answered in an unexpected shape.');
    }
  }

  return client;
}
