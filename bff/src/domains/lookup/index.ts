import { defineDomain } from '../../domain.js';
import { createLookupLoaders } from './loaders.js';
import { lookupResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    lookup: ReturnType<typeof createLookupLoaders>;
  }
}

/** The lookup lists of `utils/types/` and the tags (`ctx.loaders.lookup.withTypes`). */
export const lookup = defineDomain({
  name: 'lookup',
  resolvers: [lookupResolvers],
  loaders: createLookupLoaders,
});
