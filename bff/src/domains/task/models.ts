import type { Column, Membership, Project } from '@ft8/contract/project';
import type { Comment, Task } from '@ft8/contract/task';
import type { AnswerOf } from '../../rest/answer.js';
import type { BoardEventKind } from './answers.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type TaskModel = AnswerOf<typeof Task>;
/** A task's creator or assignee, a comment's author; `isDeleted`: shown as 'User No Longer Exists'. */
export type TaskPersonModel = { id: number; fullName: string; isDeleted?: boolean };
/** A column, with its tasks when the board was read whole (a renamed column's are read when asked for). */
export type BoardColumnModel = AnswerOf<typeof Column> & { tasks?: TaskModel[] };
export type BoardColumnChangeModel = AnswerOf<typeof Column>;
export type BoardProjectModel = AnswerOf<typeof Project>;
export type ProjectMemberModel = AnswerOf<typeof Membership>;
/** `sequence`: the api's revision of the board that the read shows exactly. */
export type BoardModel = { id: number; sequence: number; project: BoardProjectModel; columns: BoardColumnModel[] };
export type BoardProjectOptionModel = { id: number; name: string };
export type BoardEventModel = {
  kind: BoardEventKind;
  sequence: number;
  at: string;
  actor: TaskPersonModel | null;
  task: TaskModel | null;
  deletedTaskId: number | null;
  columns: BoardColumnChangeModel[] | null;
  board: BoardModel | null;
};
export type BoardViewerModel = { personId: number; fullName: string };
export type CommentModel = AnswerOf<typeof Comment>;
