import type { Resolvers } from '../../generated/resolvers.js';
import { OutlookState } from '../../generated/resolvers.js';
import { iterateTopic } from '../../pubsub/topic-iterator.js';
import { requireUser } from '../auth/require-user.js';
import { fetchOutlookStatus } from './loaders.js';
import type { OutlookStatusModel } from './models.js';
import { publishOutlookStatus } from './publish.js';
import { outlookStatusEventShape } from './shapes.js';
import { outlookTopic } from './watcher.js';

/** Spec 2: Not Connected without credentials; Connected when credentials and subscription exist and are active. */
export function outlookState(status: OutlookStatusModel): OutlookState {
  if (!status.hasOutlookCredentials) return OutlookState.NotConnected;
  const connected =
    status.hasOutlookSubscription && status.credentialsAreActive && status.subscriptionsAreActive;
  return connected ? OutlookState.Connected : OutlookState.Expired;
}

export const outlookResolvers: Resolvers = {
  Query: {
    outlookStatus: async (_parent, _args, { loaders }) => {
      const user = await loaders.auth.me.load('all');
      return user ? loaders.outlook.status.load(user.id) : null;
    },
  },
  Mutation: {
    refreshOutlookStatus: (_parent, _args, context) => publishOutlookStatus(context),
  },
  Subscription: {
    outlookStatusChanged: {
      // Authorization happens here, before any event flows: anonymous subscribers get an error.
      subscribe: async (_parent, _args, context) => {
        const user = await requireUser(context);
        const token = context.rest.token ?? '';
        const stopWatching = context.services.outlook.watch(user.id, token);
        // Subscribe before the first read, so that a change between the two is not lost.
        const events = await iterateTopic({
          pubsub: context.pubsub,
          topic: outlookTopic(user.id),
          parse: (payload) => ({ outlookStatusChanged: outlookStatusEventShape(payload) }),
          onClose: stopWatching,
          distinct: true,
        });
        try {
          events.push({ outlookStatusChanged: await fetchOutlookStatus(context.rest, user.id) });
        } catch (error) {
          await events.return?.();
          throw error;
        }
        return events;
      },
    },
  },
  // The other fields are the checked REST answer's own (default resolvers).
  OutlookStatus: {
    state: (status) => outlookState(status),
  },
};
