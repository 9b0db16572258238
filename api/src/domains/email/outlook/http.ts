import type { INetworkModule, NetworkResponse } from '@azure/msal-node';
import { rootCertificates } from 'node:tls';
import { Agent, request, type Dispatcher } from 'undici';

/** One connection pool for Microsoft's hosts (sign-in and Graph). */
export function createMicrosoftAgent(ca?: string): Dispatcher {
  return new Agent({
    connections: 16,
    keepAliveTimeout: 30_000,
    headersTimeout: 30_000,
    bodyTimeout: 120_000,
    ...(ca && { connect: { ca: [...rootCertificates, ca] } }),
  });
}

function headersOf(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw))
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/** MSAL's requests on our pool (its own client speaks https only; the test double is http). */
export function msalNetwork(dispatcher: Dispatcher): INetworkModule {
  async function send<T>(
    method: 'GET' | 'POST',
    url: string,
    options?: { headers?: Record<string, string>; body?: string },
  ) {
    const answer = await request(url, { method, dispatcher, headers: options?.headers, body: options?.body });
    const text = await answer.body.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    return { status: answer.statusCode, headers: headersOf(answer.headers), body } as NetworkResponse<T>;
  }
  return {
    sendGetRequestAsync: (url, options) => send('GET', url, options),
    sendPostRequestAsync: (url, options) => send('POST', url, options),
  };
}
