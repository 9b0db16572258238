import type { Resolvers } from '../../generated/resolvers.js';
import { pickItem } from '../lookup/pick.js';

// Lender matching (extension): the deal's optional criteria on `Project` and `ProjectInput` (REST `total_cost`,
// `gdv`, `term`, `is_sharia`, `location`), read here; the project domain writes them (`project/deal-criteria.ts`).

export const projectDealResolvers: Resolvers = {
  Project: {
    totalCost: (project) => project.totalCost ?? null,
    gdv: (project) => project.gdv ?? null,
    term: (project) => project.term ?? null,
    isSharia: (project) => project.isSharia ?? null,
    location: (project, _args, { loaders }) => {
      const id = project.location ?? null;
      if (id === null) return null;
      return loaders.lookup.withTypes((lookups) => pickItem(lookups.investingGeographyTypes, id));
    },
  },
};
