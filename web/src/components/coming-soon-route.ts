import { createElement } from 'react';
import type { FeatureRoute, RouteFacts } from '../lib/route-facts';

/** A route that shows the 'Coming soon' page titled `title`, until a later release builds the section. */
export function comingSoonRoute(path: string, title: string, facts: Omit<RouteFacts, 'title'>): FeatureRoute {
  return {
    path,
    handle: { title, ...facts },
    lazy: async () => {
      const { ComingSoonPage } = await import('./coming-soon-page');
      return { element: createElement(ComingSoonPage, { title }) };
    },
  };
}
