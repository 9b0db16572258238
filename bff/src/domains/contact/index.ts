import { numericEnums } from './enums.js';
import { defineDomain } from '../../domain.js';
import { registerContactCsv } from './csv-routes.js';
import { contactEditResolvers } from './edit-resolvers.js';
import { personGroupCountResolvers } from './group-counts.js';
import { listActionMutations } from './list-actions.js';
import { createContactLoaders } from './loaders.js';
import { personTypeResolvers } from './person-resolvers.js';
import { contactQueryResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    contact: ReturnType<typeof createContactLoaders>;
  }
}

/** Contacts: REST `people/`, GraphQL `Person` (`ctx.loaders.contact.byId`). */
export const contact = defineDomain({
  name: 'contact',
  resolvers: [
    numericEnums,
    contactQueryResolvers,
    personTypeResolvers,
    personGroupCountResolvers,
    contactEditResolvers,
    listActionMutations,
  ],
  loaders: createContactLoaders,
  http: registerContactCsv,
});
