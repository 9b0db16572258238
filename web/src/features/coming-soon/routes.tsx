import { comingSoonRoute } from '../../components/coming-soon-route';
import type { FeatureRoute } from '../../lib/route-facts';

// Sections of later releases, each an honest 'Coming soon' page so no link in the app is dead. The domain that
// builds a section declares its routes in its own feature and deletes its lines here.
export const routes: FeatureRoute[] = [
  comingSoonRoute('print/:type', 'Print', { access: 'staff', section: 'Print' }),
  comingSoonRoute('activity', 'Contact Activity', {
    access: 'admin',
    section: 'Contact Activity',
    nav: { place: 'menu', label: 'Contact Activity', order: 3 },
  }),
];
