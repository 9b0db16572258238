import { setTimeout as sleep } from 'node:timers/promises';
import { request, type Dispatcher } from 'undici';
import type { Msal } from './msal.js';

/** Graph refused a request (after throttling retries and one token refresh). */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Microsoft Graph answered ${status}: ${body.slice(0, 300)}`);
  }
}

/**
 * A link Graph handed back (`@odata.nextLink`, `@odata.deltaLink`) that points off Graph's own origin: the access
 * token goes with every call, so such a link is never followed (nor kept for the next round).
 */
export class ForeignLinkError extends Error {
  constructor(readonly link: string) {
    super(`Refused to follow a Graph link off Graph's own host: ${link.slice(0, 300)}`);
  }
}

/** How often a throttled request (429, 503) is tried again, waiting what Retry-After says. */
const MAX_THROTTLE_RETRIES = 6;
const MAX_WAIT_MS = 120_000;

/** Retry-After is seconds (or an HTTP date); Graph sends seconds. */
export function retryAfterMs(value: string | string[] | undefined, attempt: number): number {
  const text = Array.isArray(value) ? value[0] : value;
  const seconds = Number(text);
  if (text !== undefined && Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0) * 1000, MAX_WAIT_MS);
  const date = text ? Date.parse(text) : NaN;
  if (Number.isFinite(date)) return Math.min(Math.max(date - Date.now(), 0), MAX_WAIT_MS);
  return Math.min(2 ** attempt * 1000, MAX_WAIT_MS);
}

/** Who a Graph call is made as: an account (its delegated token), or the app itself (the application mailbox). */
export type GraphCaller = number | 'app';

/**
 * Graph's REST over undici (ARCHITECTURE.md allows it beside the SDK): every call with the account's access token and
 * immutable ids (a message keeps its id when it moves from Drafts to Sent Items), throttling honoured, and an access
 * token Graph no longer accepts replaced once from the refresh token.
 */
export function createGraph(baseUrl: string, msal: Msal, dispatcher: Dispatcher) {
  const origin = new URL(baseUrl).origin;

  /** A link Graph returned, when it is on Graph's own origin; ForeignLinkError otherwise. */
  function ownLink(link: string): string {
    if (!URL.canParse(link) || new URL(link).origin !== origin) throw new ForeignLinkError(link);
    return link;
  }

  async function call<T>(
    caller: GraphCaller,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    prefer: string[] = [],
  ): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = caller === 'app' ? await msal.appToken(refreshed) : await msal.accessToken(caller, refreshed);
      // A path is Graph's; an absolute URL (a nextLink or deltaLink) only when on Graph's origin.
      const answer = await request(URL.canParse(path) ? ownLink(path) : `${baseUrl}${path}`, {
        method,
        dispatcher,
        headers: {
          authorization: `Bearer ${token}`,
          prefer: ['IdType="ImmutableId"', ...prefer].join(', '),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if ((answer.statusCode === 429 || answer.statusCode === 503) && attempt < MAX_THROTTLE_RETRIES) {
        await answer.body.dump();
        await sleep(retryAfterMs(answer.headers['retry-after'], attempt));
        continue;
      }
      if (answer.statusCode === 401 && !refreshed) {
        await answer.body.dump();
        refreshed = true;
        continue;
      }
      const text = await answer.body.text();
      if (answer.statusCode >= 400) throw new GraphError(answer.statusCode, text);
      return (text ? JSON.parse(text) : undefined) as T;
    }
  }
  /**
   * One chunk of an attachment upload session: its `uploadUrl` is pre-authenticated (no token, as Graph documents);
   * throttling is honoured as for other calls.
   */
  async function uploadChunk(uploadUrl: string, chunk: Buffer, from: number, total: number): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const answer = await request(uploadUrl, {
        method: 'PUT',
        dispatcher,
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(chunk.length),
          'content-range': `bytes ${from}-${from + chunk.length - 1}/${total}`,
        },
        body: chunk,
      });
      if ((answer.statusCode === 429 || answer.statusCode === 503) && attempt < MAX_THROTTLE_RETRIES) {
        await answer.body.dump();
        await sleep(retryAfterMs(answer.headers['retry-after'], attempt));
        continue;
      }
      const text = await answer.body.text();
      if (answer.statusCode >= 400) throw new GraphError(answer.statusCode, text);
      return;
    }
  }

  return { call, uploadChunk, ownLink };
}

export type Graph = ReturnType<typeof createGraph>;

/** The parts of Graph's `message` resource the app reads. */
export type GraphMessage = {
  id: string;
  subject?: string | null;
  body?: { contentType?: string; content?: string } | null;
  from?: { emailAddress?: { address?: string; name?: string } } | null;
  toRecipients?: { emailAddress?: { address?: string } }[];
  ccRecipients?: { emailAddress?: { address?: string } }[];
  bccRecipients?: { emailAddress?: { address?: string } }[];
  receivedDateTime?: string;
  sentDateTime?: string;
  conversationId?: string;
  '@removed'?: unknown;
};

export type DeltaPage = { value: GraphMessage[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };
