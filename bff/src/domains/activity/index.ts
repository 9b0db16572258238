import { defineDomain } from '../../domain.js';
import { registerActivityExport } from './export-routes.js';
import { activityResolvers } from './resolvers.js';

/** Contact Activity (spec part 2): REST `activity/`, GraphQL `activities`, and the CSV export route. Admins only. */
export const activity = defineDomain({
  name: 'activity',
  resolvers: [activityResolvers],
  http: registerActivityExport,
});
