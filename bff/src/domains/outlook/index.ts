import { defineDomain } from '../../domain.js';
import { createOutlookLoaders, fetchOutlookStatus } from './loaders.js';
import type { OutlookStatusModel } from './models.js';
import { registerMsLoginRoutes } from './ms-login-routes.js';
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
  // Microsoft's login and change notifications, relayed to the api with the session's token.
  http: registerMsLoginRoutes,
  background: ({ config, pubsub, log, restClient }) => {
    const watcher = createOutlookWatcher({
      pubsub,
      pollMs: config.outlookPollMs,
      // Held reads stay well under the REST deadline (a read past it would be cut off as a 504).
      waitSeconds: Math.max(1, Math.min(20, Math.floor(config.restDeadlineMs / 1000) - 5)),
      log,
      fetchStatus: (personId, token, request) =>
        fetchOutlookStatus(
          restClient(token),
          personId,
          request && { known: request.known, wait: String(request.waitSeconds) },
        ),
    });
    return { service: watcher, stop: () => watcher.stop() };
  },
});
