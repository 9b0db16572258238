import { cacheStores, interceptors, Pool, type Dispatcher } from 'undici';

/** What a REST call hands the dispatcher (as undici's `opaque`) to hear that it goes out on the network. */
export type NetworkTap = { onNetwork(): void };

function isNetworkTap(value: unknown): value is NetworkTap {
  return typeof value === 'object' && value !== null && typeof (value as NetworkTap).onNetwork === 'function';
}

/**
 * Sits under the HTTP cache, so it sees only what reaches the api (misses and revalidations, not fresh hits):
 * `extensions.restCalls` counts real calls.
 */
const networkTap: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  const opaque: unknown = (options as { opaque?: unknown }).opaque;
  if (isNetworkTap(opaque)) opaque.onNetwork();
  return dispatch(options, handler);
};

/** undici's cache keys entries by origin and skips requests without one; a Pool's callers do not give it. */
function withOrigin(origin: string): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => dispatch(options.origin ? options : { ...options, origin }, handler);
}

export type ApiDispatcher = { dispatcher: Dispatcher; close(): Promise<void> };

/**
 * The process's one way to the api: keep-alive connections, and an HTTP cache shared by every request, so that
 * reference data (lookups, tags, company names: ETag + `Cache-Control: max-age=60, must-revalidate` from the api)
 * is read once a minute and then revalidated with a 304. undici keeps an answer to a request with `Authorization`
 * only when the api marks it `public`, `s-maxage` or `must-revalidate` (RFC 9111 section 3.5), so per-user answers
 * are never shared; the cache key does not include the token, which is why the bff checks the caller itself
 * before it serves reference data.
 */
export function createApiDispatcher(origin: string, options: { deadlineMs: number }): ApiDispatcher {
  const pool = new Pool(origin, {
    connections: 128,
    keepAliveTimeout: 30_000,
    connect: { timeout: 10_000 },
    // A backstop only: each call's own deadline fires first and says why.
    headersTimeout: options.deadlineMs + 1000,
    bodyTimeout: options.deadlineMs + 1000,
  });
  const store = new cacheStores.MemoryCacheStore({
    maxCount: 1000,
    maxSize: 32 * 1024 * 1024,
    maxEntrySize: 4 * 1024 * 1024,
  });
  // The last interceptor is the outermost: origin first, then the cache, then what reaches the network.
  const dispatcher = pool.compose(
    networkTap,
    interceptors.cache({ store, methods: ['GET'], type: 'shared' }),
    withOrigin(origin),
  );
  return { dispatcher, close: () => pool.close() };
}
