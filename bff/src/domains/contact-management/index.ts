import { defineDomain } from '../../domain.js';
import { contactManagementResolvers } from './resolvers.js';

/** Contact Management (admins only): imported and possible duplicates, merges and their undo, new and deleted contacts. */
export const contactManagement = defineDomain({
  name: 'contact-management',
  resolvers: [contactManagementResolvers],
});
