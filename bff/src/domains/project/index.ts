import { numericEnums } from './enums.js';
import { defineDomain } from '../../domain.js';
import { registerProjectCsv } from './csv-routes.js';
import { createProjectLoaders } from './loaders.js';
import { providerResolvers } from './provider-resolvers.js';
import { projectGroupCountResolvers } from './group-counts.js';
import { projectResolvers } from './resolvers.js';
import { projectPersonResolvers } from './person-resolvers.js';
import { projectListActionResolvers, registerProjectExport } from './list-actions.js';

declare module '../../context.js' {
  interface Loaders {
    project: ReturnType<typeof createProjectLoaders>;
  }
}

/** Projects (spec part 2): the list, a project with its team, providers and notes, and their mutations. */
export const project = defineDomain({
  name: 'project',
  resolvers: [
    numericEnums,
    projectResolvers,
    projectPersonResolvers,
    providerResolvers,
    projectGroupCountResolvers,
    projectListActionResolvers,
  ],
  loaders: (rest) => createProjectLoaders(rest),
  http: (scope, deps) => {
    registerProjectCsv(scope, deps);
    registerProjectExport(scope, deps);
  },
});
