import type { FeatureRoute } from '../../lib/route-facts';

const legal = (path: string, title: string): FeatureRoute => ({
  path,
  handle: { access: 'public', title },
  lazy: async () => {
    const { LegalPage } = await import('./legal-page');
    return { element: <LegalPage title={title} /> };
  },
});

export const routes: FeatureRoute[] = [
  legal('privacy-policy', 'Privacy Policy'),
  legal('cookie-policy', 'Cookie Policy'),
  legal('terms-and-conditions', 'Terms & Conditions'),
];
