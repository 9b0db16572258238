import { defineDomain } from '../../domain.js';
import { draftResolvers, templateResolvers } from './resolvers.js';

/** Email Management (spec part 2): the signed-in user's drafts and templates, REST `emails/contexts/`, `emails/templates/`. */
export const email = defineDomain({
  name: 'email',
  resolvers: [draftResolvers, templateResolvers],
});
