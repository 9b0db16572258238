import type { GraphQLResolveInfo } from 'graphql';
import { decodeCursor, pageInfoOf } from '../../base/connection.js';
import { selectsAnyField } from '../../base/selection.js';
import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { badUserInput } from '../../rest/errors.js';
import { peopleFoundAnswer, projectsFoundAnswer, savedSearchPageAnswer, tasksFoundAnswer } from './answers.js';
import { graphqlType, peopleSearch, projectsSearch, restType, tasksSearch } from './search-query.js';

// REST `GET search/{type}/{query}` and `GET search_history/` (spec part 2 section 7). Staff only: the api refuses
// the others (403, a FORBIDDEN error). A query that does not parse is the api's 400 `{"query": ["\"term\": why"]}`,
// a BAD_USER_INPUT error with that message (rest/errors.ts).

/** Person fields whose names come from `utils/types/` (as on `people`). */
const PERSON_LOOKUP_FIELDS = new Set([
  'title',
  'categories',
  'subcategories',
  'useClasses',
  'locations',
  'clientClass',
  'legalStatus',
]);

/** The lookup names, asked for alongside the rows when a selected field needs them; a failure shows on those fields. */
function lookupsAlongside({ loaders }: Context, info: GraphQLResolveInfo): Promise<unknown> | undefined {
  if (!selectsAnyField(info, PERSON_LOOKUP_FIELDS)) return undefined;
  return Promise.resolve(loaders.lookup.withTypes(() => undefined)).catch(() => undefined);
}

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** `search_history/`'s page sizes: default 200, at most 1000. */
const MAX_SAVED_PAGE = 1000;

export const searchQueryResolvers: Resolvers = {
  Query: {
    searchPeople: async (_parent, args, context, info) => {
      const request = peopleSearch(args);
      const [page] = await Promise.all([
        context.rest.get(request.path, peopleFoundAnswer, request.query),
        lookupsAlongside(context, info),
      ]);
      // Whole rows: later by-id reads of these people in the same operation need no other call.
      context.loaders.contact.remember(page.results);
      return { totalCount: page.count, nodes: page.results, offset: request.offset };
    },
    searchProjects: async (_parent, args, { rest }) => {
      const request = projectsSearch(args);
      const page = await rest.get(request.path, projectsFoundAnswer, request.query);
      return { totalCount: page.count, nodes: page.results, offset: request.offset };
    },
    searchTasks: async (_parent, args, { rest }) => {
      const request = tasksSearch(args);
      const page = await rest.get(request.path, tasksFoundAnswer, request.query);
      return { totalCount: page.count, nodes: page.results, offset: request.offset };
    },
    savedSearches: async (_parent, args, { rest }) => {
      const limit = args.first ?? 200;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SAVED_PAGE)
        throw badUserInput(`first must be from 1 to ${MAX_SAVED_PAGE}.`, 'first');
      const offset = args.after ? decodeCursor(args.after) + 1 : 0;
      const page = await rest.get('search_history/', savedSearchPageAnswer, {
        limit,
        offset,
        search: args.search?.trim() || undefined,
        type: args.type ? restType[args.type] : undefined,
      });
      return { totalCount: page.count, nodes: page.results, offset };
    },
    savedSearch: (_parent, { id }, { loaders }) => (isId(id) ? loaders.search.savedById.load(Number(id)) : null),
  },
  SavedSearch: {
    type: (saved) => graphqlType[saved.type],
    owner: (saved) => saved.owners.find((owner) => owner.id === saved.person) ?? null,
  },
  SavedSearchConnection: {
    pageInfo: (page) => pageInfoOf(page),
  },
};
