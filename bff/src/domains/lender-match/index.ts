import { defineDomain } from '../../domain.js';
import { lenderOutreachResolvers } from './outreach.js';
import { projectDealResolvers } from './project-fields.js';
import { lenderMatchResolvers } from './resolvers.js';

/** Lender matching (extension): a project's capital providers ranked by fit, with reasons. */
export const lenderMatch = defineDomain({
  name: 'lender-match',
  resolvers: [lenderMatchResolvers, projectDealResolvers, lenderOutreachResolvers],
});
