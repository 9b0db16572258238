import type { Access, LazyPage, NavEntry } from '../lib/route-facts';
import { featureRoutes } from './feature-routes';

export type NavLink = NavEntry & { to: string; access: Access; section?: string; preload?: LazyPage };

/** The top bar's links (`place`: tabs or management menu) that the features declare on their routes, in order. */
export function navLinks(place: NavEntry['place']): NavLink[] {
  const links: NavLink[] = [];
  for (const { path, handle, lazy } of featureRoutes) {
    if (handle.nav?.place !== place) continue;
    const to = handle.nav.to ?? `/${path ?? ''}`;
    links.push({ ...handle.nav, to, access: handle.access, section: handle.section, preload: lazy });
  }
  return links.sort((a, b) => a.order - b.order);
}
