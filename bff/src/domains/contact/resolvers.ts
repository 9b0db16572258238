import { fieldNamesUnder, selectsAnyField } from '../../base/selection.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { pageInfoOf } from '../../base/connection.js';
import { peopleQuery } from './people-query.js';
import type { PersonModel } from './models.js';
import { personFieldsPageAnswer, personPageAnswer } from './answers.js';
import { restFieldsFor } from './person-fields.js';

/** Person fields whose names come from `utils/types/`. */
const LOOKUP_FIELDS = new Set([
  'title',
  'categories',
  'subcategories',
  'useClasses',
  'locations',
  'clientClass',
  'legalStatus',
]);

export const contactQueryResolvers: Resolvers = {
  Query: {
    people: async (_parent, args, { rest, loaders }, info) => {
      const { query, offset } = peopleQuery(args);
      // The lookup names are needed as soon as the rows arrive: ask for them alongside the rows, not after.
      // A failure to get them shows on the lookup fields, not on the whole list.
      const lookupsArrived = selectsAnyField(info, LOOKUP_FIELDS)
        ? Promise.resolve(loaders.lookup.withTypes(() => undefined)).catch(() => undefined)
        : undefined;
      // Only the keys the selected fields need: a list screen's rows are a third of a whole contact's size.
      const fields = restFieldsFor(fieldNamesUnder(info, 'nodes'));
      if (fields) {
        const [page] = await Promise.all([
          rest.get('people/', personFieldsPageAnswer, { ...query, fields }),
          lookupsArrived,
        ]);
        // Rows of some keys: each selected field's resolver reads only those keys (restFieldsFor's rule).
        return { totalCount: page.count, nodes: page.results as PersonModel[], offset };
      }
      const [page] = await Promise.all([rest.get('people/', personPageAnswer, query), lookupsArrived]);
      // Whole rows can answer later by-id lookups in the same operation (e.g. createdBy) without another call.
      loaders.contact.remember(page.results);
      return { totalCount: page.count, nodes: page.results, offset };
    },
    person: (_parent, { id }, { loaders }) => (/^\d+$/.test(id) ? loaders.contact.detail.load(Number(id)) : null),
    organisations: (_parent, _args, { loaders }) => loaders.contact.organisations.load('all'),
  },
  PersonConnection: {
    pageInfo: (page) => pageInfoOf(page),
  },
};
