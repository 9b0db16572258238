import { numericEnums } from './enums.js';
import { defineDomain } from '../../domain.js';
import type { BoardEventPayload, BoardPresencePayload } from './answers.js';
import { commentResolvers } from './comment-resolvers.js';
import { createTaskLoaders } from './loaders.js';
import { taskResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    task: ReturnType<typeof createTaskLoaders>;
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

/**
 * Tasks (spec part 2): a project's task board with its columns, a task and its comments (REST `tasks/`,
 * `projects/columns/`, `tasks/comments/`), their mutations, and the board's live events (`board-*.ts`).
 */
export const task = defineDomain({
  name: 'task',
  resolvers: [numericEnums, taskResolvers, commentResolvers],
  loaders: (rest) => createTaskLoaders(rest),
});
