import { selectsAnyField } from '../base/selection.js';
import type { Resolvers } from '../generated/resolvers.js';
import { pageShape, personShape } from '../rest/shapes.js';
import { pageInfoOf, peopleQuery } from './people-query.js';

/** Person fields whose names come from `utils/types/`. */
const LOOKUP_FIELDS = new Set(['title', 'categories', 'subcategories', 'useClasses', 'locations', 'clientClass', 'legalStatus']);

export const personResolvers: Resolvers = {
  Query: {
    people: async (_parent, args, { rest, loaders }, info) => {
      const { query, offset } = peopleQuery(args);
      // The lookup names are needed as soon as the rows arrive: ask for them alongside the rows, not after.
      // A failure to get them shows on the lookup fields, not on the whole list.
      const lookupsArrived = selectsAnyField(info, LOOKUP_FIELDS)
        ? Promise.resolve(loaders.withLookups(() => undefined)).catch(() => undefined)
        : undefined;
      const [page] = await Promise.all([rest.get('people/', pageShape(personShape), query), lookupsArrived]);
      // Rows can answer later by-id lookups in the same operation (e.g. createdBy) without another call.
      loaders.rememberPeople(page.results);
      return { count: page.count, results: page.results, offset };
    },
    person: (_parent, { id }, { loaders }) => (/^\d+$/.test(id) ? loaders.personDetail.load(Number(id)) : null),
    organisations: (_parent, _args, { loaders }) => loaders.organisations.load('all'),
  },
  PersonConnection: {
    totalCount: (page) => page.count,
    nodes: (page) => page.results,
    pageInfo: (page) => pageInfoOf(page),
  },
};
