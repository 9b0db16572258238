import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake api answers a path: a status and body, or never (a hung api). */
export type FakeAnswer = { status: number; body: string; type?: string } | 'hang';
export type FakeRoutes = (path: string) => FakeAnswer;

export type FakeApi = {
  /** The REST base, e.g. http://127.0.0.1:41234/api/ */
  url: string;
  routes: FakeRoutes;
  /** Paths of the requests received, in order. */
  received: string[];
  /** Requests the fake holds unanswered that the bff has since given up (closed). */
  abandoned: number;
  stop(): Promise<void>;
  /** Listens again on the same port (an api coming back). */
  start(): Promise<void>;
};

export const json = (status: number, value: unknown): FakeAnswer => ({ status, body: JSON.stringify(value) });

/** A tiny stand-in for the REST api, for faults the real one cannot be made to show on demand. */
export async function startFakeApi(routes: FakeRoutes, port = 0): Promise<FakeApi> {
  let server: Server | null = null;
  const hung = new Set<ServerResponse>();
  const fake: FakeApi = {
    url: '',
    routes,
    received: [],
    abandoned: 0,
    async start() {
      server = createServer((request: IncomingMessage, response: ServerResponse) => {
        const path = (request.url ?? '/').replace(/^\/api\//, '');
        fake.received.push(path);
        const answer = fake.routes(path);
        if (answer === 'hang') {
          hung.add(response);
          response.once('close', () => {
            if (hung.delete(response)) fake.abandoned++;
          });
          return;
        }
        response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
        response.end(answer.body);
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      port = (listening.address() as AddressInfo).port;
      fake.url = `http://127.0.0.1:${port}/api/`;
    },
    async stop() {
      const stopping = server;
      server = null;
      if (!stopping) return;
      for (const response of hung) response.destroy();
      hung.clear();
      stopping.closeAllConnections();
      await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
  await fake.start();
  return fake;
}
