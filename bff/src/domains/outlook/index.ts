import { defineDomain } from '../../domain.js';
import { createOutlookLoaders, fetchOutlookStatus } from './loaders.js';
import type { OutlookStatusModel } from './models.js';
import { outlookResolvers } from './resolvers.js';
import { createOutlookWatcher, type OutlookWatcher } from './watcher.js';

declare module '../../context.js' {
  interface Loaders {
    outlook: ReturnType<typeof createOutlookLoaders>;
  }
  interface Services {
    outlook: OutlookWatcher;
  }
}

declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A person's status, each time a poller or a refresh reads one. */
    outlookStatus: [personId: number, status: OutlookStatusModel];
  }
}

/** The signed-in user's Outlook status, and its watcher that polls it for subscribers (`ctx.services.outlook`). */
export const outlook = defineDomain({
  name: 'outlook',
  resolvers: [outlookResolvers],
  loaders: (rest) => createOutlookLoaders(rest),
  background: ({ config, pubsub, log, restClient }) => {
    const watcher = createOutlookWatcher({
      pubsub,
      pollMs: config.outlookPollMs,
      log,
      fetchStatus: (personId, token) => fetchOutlookStatus(restClient(token), personId),
    });
    return { service: watcher, stop: () => watcher.stop() };
  },
});
