import { defineDomain } from '../../domain.js';
import { noteResolvers } from './resolvers.js';

/** Notes on contacts: REST `notes/people/`, GraphQL `createNote`, `updateNote`, `deleteNote` (type `Note` is the contact's). */
export const note = defineDomain({
  name: 'note',
  resolvers: [noteResolvers],
});
