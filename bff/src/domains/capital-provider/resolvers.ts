import type { Resolvers } from '../../generated/resolvers.js';
import { pickItems } from '../lookup/pick.js';

// Fields not listed here are the checked REST answer's own (default resolvers).
export const capitalProviderResolvers: Resolvers = {
  CapitalProvider: {
    cpSubcategoryTypes: (criteria, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.cpSubcategories, criteria.cpSubcategoryTypes)),
    investmentClasses: (criteria, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.investmentClassTypes, criteria.investmentClasses)),
    investingGeographies: (criteria, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.investingGeographyTypes, criteria.investingGeographies)),
  },
};
