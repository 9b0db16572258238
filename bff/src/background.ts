import { domainKey, type BackgroundDeps, type Running } from './domain.js';
import { domains } from './domains/index.js';
import type { Services } from './context.js';

export type Background = { services: Services; stop(): Promise<void> };

/** Starts every domain's background work (e.g. the Outlook watcher); `stop` ends it all. */
export function startBackground(deps: BackgroundDeps): Background {
  const services: Record<string, unknown> = {};
  const running: Running<unknown>[] = [];
  for (const domain of domains) {
    if (!domain.background) continue;
    const started = domain.background(deps);
    services[domainKey(domain.name)] = started.service;
    running.push(started);
  }
  return {
    services: services as unknown as Services,
    async stop() {
      await Promise.all(running.map(async (work) => work.stop()));
    },
  };
}
