import { defineDomain } from '../../domain.js';
import { createBoardLoaders } from './loaders.js';
import { boardResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    board: ReturnType<typeof createBoardLoaders>;
  }
}

declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A project's board changed (a task or a column): its subscribers read it again. */
    board: [projectId: number, event: { project_id: number }];
  }
}

/** A project's task board (spec part 2): the board, its tasks and columns, their mutations and `boardChanged`. */
export const board = defineDomain({
  name: 'board',
  resolvers: [boardResolvers],
  loaders: (rest) => createBoardLoaders(rest),
});
