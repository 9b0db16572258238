import type { Resolvers } from '../generated/resolvers.js';
import { DateScalar, DateTimeScalar, JsonScalar } from './scalars.js';

export const baseResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  JSON: JsonScalar,
  Query: {
    health: () => true,
  },
  Mutation: {
    noop: () => true,
  },
  Subscription: {
    ping: {
      subscribe: async function* () {
        yield { ping: new Date().toISOString() };
      },
    },
  },
};
