import { defineDomain } from '../../domain.js';
import { createCapitalProviderLoaders } from './loaders.js';
import { capitalProviderResolvers } from './resolvers.js';
import { capitalProviderSaveResolvers } from './save-resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    capitalProvider: ReturnType<typeof createCapitalProviderLoaders>;
  }
}

/** A contact's lending criteria: REST `capital_provider/`, GraphQL `CapitalProvider`. */
export const capitalProvider = defineDomain({
  name: 'capital-provider',
  resolvers: [capitalProviderResolvers, capitalProviderSaveResolvers],
  loaders: (rest) => createCapitalProviderLoaders(rest),
});
