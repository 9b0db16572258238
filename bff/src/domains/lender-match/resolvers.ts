import { missIsNear } from '@ft8/contract/lender-match-score';
import { pageInfoOf, pageWindow } from '../../base/connection.js';
import type { LenderCriterion, Resolvers } from '../../generated/resolvers.js';
import { pickItems } from '../lookup/pick.js';
import type { ProviderRelationStateValue } from '../project/enums.js';
import { lenderMatchPageAnswer } from './answers.js';

// Lender matching (extension): `Project.lenderMatches` pages REST `projects/{id}/lender_matches/`; the reasons keep
// REST's criteria names as the enum's values in capitals.

const criterionOf = (name: string) => name.toUpperCase() as LenderCriterion;

export const lenderMatchResolvers: Resolvers = {
  Project: {
    lenderMatches: async (project, args, { rest }) => {
      const { limit, offset } = pageWindow(args);
      const page = await rest.get(`projects/${project.id}/lender_matches/`, lenderMatchPageAnswer, {
        limit,
        offset,
        include_fails: args.includeFails ? 1 : undefined,
      });
      return { totalCount: page.count, nodes: page.results, offset };
    },
  },
  LenderMatchConnection: {
    pageInfo: (page) => pageInfoOf(page),
  },
  LenderMatch: {
    person: (match) => ({ id: match.person.id, fullName: match.person.fullName }),
    company: (match) => match.person.company,
    nearMiss: (match) => !match.fits && match.misses.filter((miss) => miss.hard).every(missIsNear),
    met: (match) => match.met.map(criterionOf),
    relationState: (match) => match.relationState as ProviderRelationStateValue | null,
  },
  LenderMiss: {
    criterion: (miss) => criterionOf(miss.criterion),
    want: (miss) => ({ criterion: miss.criterion, value: miss.want }),
    have: (miss) => ({ criterion: miss.criterion, value: miss.have }),
  },
  LenderCriterionValue: {
    // Geographies are lookup ids (one, the deal's location, or the provider's list); every other number is a measure.
    amount: ({ criterion, value }) =>
      criterion !== 'investing_geographies' && typeof value === 'number' ? value : null,
    flag: ({ value }) => (typeof value === 'boolean' ? value : null),
    geographies: ({ criterion, value }, _args, { loaders }) => {
      if (criterion !== 'investing_geographies') return null;
      const ids = typeof value === 'number' ? [value] : Array.isArray(value) ? value : [];
      return loaders.lookup.withTypes((lookups) => pickItems(lookups.investingGeographyTypes, ids));
    },
  },
};
