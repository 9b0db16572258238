import type { Access, FeatureRoute } from '../lib/route-facts';

// Every feature declares its routes in `features/<domain>/routes.tsx`; they are found here, so adding a feature
// edits no shared file. Those modules hold only facts and `lazy` imports: the pages stay in their own chunks.
const perFeature = import.meta.glob<FeatureRoute[]>('../features/*/routes.tsx', { eager: true, import: 'routes' });

export const featureRoutes: FeatureRoute[] = Object.values(perFeature).flat();

export function routesFor(access: Access): FeatureRoute[] {
  return featureRoutes.filter((route) => route.handle.access === access);
}
