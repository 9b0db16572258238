import type { ConnectionModel } from '../../base/connection.js';
import type { TaskModel } from '../task/models.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`). Its tasks are the
// task domain's `Task` (schema/task.graphql), served by its resolvers.

/** One page of `GET tasks/`, with where it starts so that cursors can be computed. */
export type TaskConnectionModel = ConnectionModel<TaskModel>;
export type CalendarProjectModel = { id: number; name: string; closingDate: string };
