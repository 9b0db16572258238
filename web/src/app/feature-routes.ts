import type { PageBehindRoute } from '../lib/page-behind';
import type { Access, FeatureRoute } from '../lib/route-facts';

// Every feature declares its routes in `features/<domain>/routes.tsx`; they are found here, so adding a feature
// edits no shared file. Those modules hold only facts and `lazy` imports: the pages stay in their own chunks.
const perFeature = import.meta.glob<FeatureRoute[]>('../features/*/routes.tsx', { eager: true, import: 'routes' });

export const featureRoutes: FeatureRoute[] = Object.values(perFeature).flat();

export function routesFor(access: Access): FeatureRoute[] {
  return featureRoutes.filter((route) => route.handle.access === access);
}

/** Pages that stay on screen behind a dialog route opened from them (`pagesBehind` beside a feature's routes). */
export const pagesBehind: PageBehindRoute[] = Object.values(
  import.meta.glob<{ pagesBehind?: PageBehindRoute[] }>('../features/*/routes.tsx', { eager: true }),
).flatMap((module) => module.pagesBehind ?? []);
