import type { Resolvers } from '../generated/resolvers.js';
import { pageShape, personShape } from '../rest/shapes.js';
import { pageInfoOf, peopleQuery } from './people-query.js';

export const personResolvers: Resolvers = {
  Query: {
    people: async (_parent, args, { rest, loaders }) => {
      const { query, offset } = peopleQuery(args);
      const page = await rest.get('people/', pageShape(personShape), query);
      // Rows can answer later by-id lookups in the same operation (e.g. createdBy) without another call.
      for (const person of page.results) loaders.people.prime(person.id, person);
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
