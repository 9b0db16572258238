import type { Access, LazyPage, NavEntry } from '../lib/route-facts';
import { featureRoutes } from './feature-routes';

export type NavLink = NavEntry & { to: string; access: Access; section?: string; preload?: LazyPage };

/** The top bar's links (`place`: tabs or management menu) that the features declare on their routes, in order. */
export function navLinks(place: NavEntry['place']): NavLink[] {
  return featureRoutes
    .flatMap(({ path, handle, lazy }) =>
      handle.nav?.place === place
        ? [{ ...handle.nav, to: handle.nav.to ?? `/${path ?? ''}`, access: handle.access, section: handle.section, preload: lazy }]
        : [],
    )
    .sort((a, b) => a.order - b.order);
}
