import type { Resolvers } from '../../generated/resolvers.js';

// Fields not listed here are the checked REST answer's own (default resolvers).
export const lookupResolvers: Resolvers = {
  Query: {
    lookups: (_parent, _args, { loaders }) => loaders.lookup.types.load('all'),
    tags: (_parent, _args, { loaders }) => loaders.lookup.tags.load('all'),
  },
  Lookups: {
    titles: (lookups) => lookups.title,
    legalStatuses: (lookups) => lookups.legalStatus,
  },
  Subcategory: {
    categoryId: (subcategory) => String(subcategory.category),
  },
};
