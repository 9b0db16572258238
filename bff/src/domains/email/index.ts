import { defineDomain } from '../../domain.js';
import { templateGroupCountResolvers } from './group-counts.js';
import { draftResolvers, templateResolvers } from './resolvers.js';
import { sendResolvers } from './send-resolvers.js';

/**
 * Email (spec part 2): the signed-in user's drafts and templates, REST `emails/contexts/`, `emails/templates/`; sending
 * and reading mail, `emails/` (send-resolvers.ts).
 */
export const email = defineDomain({
  name: 'email',
  resolvers: [draftResolvers, templateResolvers, templateGroupCountResolvers, sendResolvers],
});
