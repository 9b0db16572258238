import { Nullable } from '@ft8/contract/common';
import { Column, Columns, Project, ProjectPage } from '@ft8/contract/project';
import { Comment, Comments, Task, TaskPage } from '@ft8/contract/task';
import Type, { type Static } from 'typebox';
import { restAnswer, restJson } from '../../rest/answer.js';

// The board's project read from the contract, not the project domain's answers: the project domain calls this one
// (it publishes team changes to the board), so imports go one way.
export const projectAnswer = restAnswer(Project);
export const projectPageAnswer = restAnswer(ProjectPage);
export const columnAnswer = restAnswer(Column);
export const columnsAnswer = restAnswer(Columns);
export const taskAnswer = restAnswer(Task);
export const taskPageAnswer = restAnswer(TaskPage);
export const commentAnswer = restAnswer(Comment);
export const commentsAnswer = restAnswer(Comments);
// The api's JSON as it is, to publish to other bff instances (each parses it when it hears it).
export const taskJson = restJson(Task);
export const columnJson = restJson(Column);
export const columnsJson = restJson(Columns);

export const BOARD_EVENT_KINDS = [
  'BOARD',
  'TASK_CREATED',
  'TASK_UPDATED',
  'TASK_MOVED',
  'TASK_STATE_CHANGED',
  'TASK_DELETED',
  'COLUMN_RENAMED',
  'COLUMNS_HIDDEN',
  'TEAM_CHANGED',
] as const;
export type BoardEventKind = (typeof BOARD_EVENT_KINDS)[number];

/**
 * What travels on the `board` topic, as JSON (checked again when it arrives: with Redis it crossed the network). The
 * task and columns are the api's own answers, parsed by each process that hears them. `sequence` is the api's board
 * revision after the write; null when the change did not number the board (a team change): subscribers read it again.
 */
export const BoardEventPayload = Type.Object({
  project_id: Type.Integer(),
  kind: Type.Enum(BOARD_EVENT_KINDS),
  sequence: Nullable(Type.Integer()),
  at: Type.String(),
  actor: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
  task: Type.Optional(Task),
  task_id: Type.Optional(Type.Integer()),
  columns: Type.Optional(Columns),
});
export type BoardEventPayload = Static<typeof BoardEventPayload>;
export const boardEventAnswer = restAnswer(BoardEventPayload);

/** Presence on the `boardPresence` topic: a viewer's heartbeat (`here`) or departure, from any bff instance. */
export const BoardPresencePayload = Type.Object({
  project_id: Type.Integer(),
  viewer: Type.String(),
  person_id: Type.Integer(),
  full_name: Type.String(),
  here: Type.Boolean(),
  /** A newcomer's first heartbeat: everyone else answers with theirs at once, so it sees them without waiting. */
  hello: Type.Boolean(),
});
export type BoardPresencePayload = Static<typeof BoardPresencePayload>;
export const boardPresenceAnswer = restAnswer(BoardPresencePayload);
