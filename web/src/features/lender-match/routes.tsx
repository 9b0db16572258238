import type { FeatureRoute } from '../../lib/route-facts';

// Lender matching (extension, issue 54): a project's capital providers ranked by fit, and its print view. Staff only
// (the api answers no one else).
export const routes: FeatureRoute[] = [
  {
    path: 'projects/:id/lender-matches',
    handle: { access: 'staff', title: 'Match Lenders', section: 'Projects' },
    lazy: async () => ({ Component: (await import('./lender-match-page')).LenderMatchPage }),
  },
  {
    path: 'print/projects/:id/lender-matches',
    handle: { access: 'staff', title: 'Print Lender Matches', section: 'Projects' },
    lazy: async () => ({ Component: (await import('./lender-match-print-page')).LenderMatchPrintPage }),
  },
];
