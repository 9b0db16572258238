import { numericEnums } from './enums.js';
import { defineDomain } from '../../domain.js';
import type { BoardEventPayload, BoardPresencePayload } from './answers.js';
import { createBoardLoaders } from './loaders.js';
import { boardResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    board: ReturnType<typeof createBoardLoaders>;
  }
}

declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** Something happened on a project's board (a task, a column, its team): `board-events.ts`. */
    board: [projectId: number, event: BoardEventPayload];
    /** Someone is looking at a project's board, or left it: `board-presence.ts`. */
    boardPresence: [projectId: number, presence: BoardPresencePayload];
  }
}

/** A project's task board (spec part 2): the board, its tasks and columns, their mutations and live events. */
export const board = defineDomain({
  name: 'board',
  resolvers: [numericEnums, boardResolvers],
  loaders: (rest) => createBoardLoaders(rest),
});
