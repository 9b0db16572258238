import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

// Contact Management (spec part 1 section 2): admins only, others are sent home by the guard.
const facts: RouteFacts = { access: 'admin', title: 'Contact Management', section: 'Contact Management' };
const page = async () => ({ Component: (await import('./contact-management-page')).ContactManagementPage });
const merge = async () => ({ Component: (await import('./merge-page')).MergePage });

export const routes: FeatureRoute[] = [
  {
    path: 'contact-management',
    handle: { ...facts, nav: { place: 'menu', label: 'Contact Management', order: 1, to: '/contact-management' } },
    lazy: page,
  },
  { path: 'contact-management/possible-duplicates', handle: facts, lazy: page },
  { path: 'contact-management/new-contacts', handle: facts, lazy: page },
  { path: 'contact-management/deleted-contacts', handle: facts, lazy: page },
  { path: 'contact-management/merge/:id', handle: facts, lazy: merge },
  { path: 'contact-management/possible-duplicates/merge', handle: facts, lazy: merge },
];
