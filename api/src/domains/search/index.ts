import { defineDomain } from '../define-domain.js';
import { searchHistoryRoutes } from './history-routes.js';
import { createSearchRepository } from './repository.js';
import { searchRoutes } from './routes.js';

/** The advanced search (`search/{type}/{query}`, its exports) and the saved searches (`search_history/`). */
export const searchDomain = defineDomain({
  mounts: [
    { prefix: '/search', routes: searchRoutes },
    { prefix: '/search_history', routes: searchHistoryRoutes },
  ],
  repository: createSearchRepository,
});
