import type { Resolvers } from '../generated/resolvers.js';
import { OutlookState } from '../generated/resolvers.js';
import { requireUser } from '../auth/require-user.js';
import type { RestOutlookStatus } from '../mappers.js';
import { iterateTopic } from '../pubsub/topic-iterator.js';
import { outlookStatusShape } from '../rest/shapes.js';
import { fetchOutlookStatus } from './loaders.js';
import { outlookTopic } from './outlook-watcher.js';
import { publishOutlookStatus } from './publish-outlook-status.js';

/** Spec 2: Not Connected without credentials; Connected when credentials and subscription exist and are active. */
export function outlookState(status: RestOutlookStatus): OutlookState {
  if (!status.has_outlook_credentials) return OutlookState.NotConnected;
  const connected =
    status.has_outlook_subscription && status.credentials_are_active && status.subscriptions_are_active;
  return connected ? OutlookState.Connected : OutlookState.Expired;
}

export const outlookResolvers: Resolvers = {
  Query: {
    outlookStatus: async (_parent, _args, { loaders }) => {
      const user = await loaders.me.load('all');
      return user ? loaders.outlookStatus.load(user.id) : null;
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
        const stopWatching = context.outlook.watch(user.id, token);
        // Subscribe before the first read, so that a change between the two is not lost.
        const events = await iterateTopic({
          pubsub: context.pubsub,
          topic: outlookTopic(user.id),
          parse: (payload) => ({ outlookStatusChanged: outlookStatusShape(payload) }),
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
  OutlookStatus: {
    state: (status) => outlookState(status),
    hasOutlookCredentials: (status) => status.has_outlook_credentials,
    hasOutlookSubscription: (status) => status.has_outlook_subscription,
    credentialsAreActive: (status) => status.credentials_are_active,
    subscriptionsAreActive: (status) => status.subscriptions_are_active,
  },
};
