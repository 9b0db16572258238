import { defineDomain } from '../../domain.js';
import { createCommentLoaders } from './loaders.js';
import { commentResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    comment: ReturnType<typeof createCommentLoaders>;
  }
}

/** Comments on tasks: REST `tasks/comments/`, GraphQL `Task.comments`, `addComment`, `updateComment`, `deleteComment`. */
export const comment = defineDomain({
  name: 'comment',
  resolvers: [commentResolvers],
  loaders: (rest) => createCommentLoaders(rest),
});
