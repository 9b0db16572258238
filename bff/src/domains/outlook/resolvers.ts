import type { Resolvers } from '../../generated/resolvers.js';
import { OutlookState } from '../../generated/resolvers.js';
import { currentAndChanges } from '../../pubsub/current-and-changes.js';
import { requireUser } from '../../security/access.js';
import { fetchOutlookStatus } from './loaders.js';
import type { OutlookStatusModel } from './models.js';
import { publishOutlookStatus } from './publish.js';
import { outlookStatusEvent } from './answers.js';

/** Spec 2: Not Connected without credentials; Connected when credentials and subscription exist and are active. */
export function outlookState(status: OutlookStatusModel): OutlookState {
  if (!status.hasOutlookCredentials) return OutlookState.NotConnected;
  const connected = status.hasOutlookSubscription && status.credentialsAreActive && status.subscriptionsAreActive;
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
        return currentAndChanges({
          pubsub: context.pubsub,
          events: context.pubsub.subscribe('outlookStatus', user.id),
          current: async () => ({ outlookStatusChanged: await fetchOutlookStatus(context.rest, user.id) }),
          check: (payload) => ({ outlookStatusChanged: outlookStatusEvent(payload) }),
          onClose: context.services.outlook.watch(user.id, token),
        });
      },
    },
  },
  // The other fields are the checked REST answer's own (default resolvers).
  OutlookStatus: {
    state: (status) => outlookState(status),
  },
};
