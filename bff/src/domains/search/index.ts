import { defineDomain } from '../../domain.js';
import { registerSearchExport } from './export-routes.js';
import { createSearchLoaders } from './loaders.js';
import { savedSearchMutations } from './mutations.js';
import { searchQueryResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    search: ReturnType<typeof createSearchLoaders>;
  }
}

/**
 * The advanced search: REST `search/{type}/{query}` as `searchPeople`, `searchProjects`, `searchTasks` (the lists'
 * own connections), the saved searches (`search_history/`, GraphQL `SavedSearch`), and the CSV export route.
 */
export const search = defineDomain({
  name: 'search',
  resolvers: [searchQueryResolvers, savedSearchMutations],
  loaders: createSearchLoaders,
  http: registerSearchExport,
});
