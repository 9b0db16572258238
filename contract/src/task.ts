import Type from 'typebox';
import { Nullable, Page, PersonRef } from './common.js';
import { maxNoteLength } from './rules.js';

// Tasks on a project's board and their comments (spec part 2 sections 3 to 7). `position` (the order of a task
// within its column, from 0) is an extension of the spec's contract: the board's order is kept on the server.

/** Task states (spec part 2 section 4). */
export const taskStates = { toDo: 1, submitted: 2, approved: 3 } as const;

const datetime = Type.String({ format: 'date-time' });
/** A due-date bound: a date-time, or a day as 'YYYY-MM-DD' (spec part 2: the API's dates), which counts whole. */
const dueBound = Type.Union([Type.String({ format: 'date' }), datetime]);
const ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 });

export const Task = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  project: Type.Integer(),
  project_details: Type.Object({ id: Type.Integer(), name: Type.String() }),
  column: Type.Integer(),
  position: Type.Integer({ description: 'Extension: the order within its column, from 0' }),
  state: Type.Integer({ description: 'To Do=1, Submitted=2, Approved=3' }),
  due_date: Nullable(datetime),
  assignees: Type.Array(Type.Integer()),
  assignees_details: Type.Array(PersonRef),
  created_by: Nullable(Type.Integer()),
  created_by_details: Nullable(PersonRef),
  created_at: datetime,
  updated_at: datetime,
});
export const TaskPage = Page(Task);

/**
 * `GET tasks/`: `project` or `projects` (comma-separated), `due_date__gte`/`__lte` (a date-time, or a day 'YYYY-MM-DD':
 * from its start, to its end), `search` (title), `assignees`
 * (comma-separated: tasks assigned to any of them), `column__name`, `state`, `ordering` (due_date, title, state,
 * created_at, position; `-` descending; default the board's order: column, position). Limit up to 10000.
 */
export const TaskListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  project: Type.Optional(Type.Integer({ minimum: 1 })),
  projects: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8})*$' })),
  assignees: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8})*$' })),
  due_date__gte: Type.Optional(dueBound),
  due_date__lte: Type.Optional(dueBound),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  column__name: Type.Optional(Type.String({ maxLength: 200 })),
  state: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  ordering: Type.Optional(Type.String({ maxLength: 200 })),
});

/** `POST tasks/`: title, project and column are required; the creator is the caller. */
export const TaskCreate = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 500 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
    project: Type.Optional(Type.Integer({ minimum: 1 })),
    column: Type.Optional(Type.Integer({ minimum: 1 })),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    assignees: Type.Optional(ids),
    due_date: Type.Optional(Nullable(datetime)),
    created_by: Type.Optional(Type.Integer({ description: 'Ignored: the creator is the caller' })),
  },
  { additionalProperties: false },
);

/**
 * `PATCH tasks/{id}/`: the fields sent; `column` and `position` move the task (its column's others make room).
 * `add_assignees` and `remove_assignees` (an extension) change the assignees by difference, applied to the task's
 * assignees as they are when the write runs: two people adding different assignees at once both keep theirs, where
 * two whole `assignees` lists would keep only the last.
 */
export const TaskPatch = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 500 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
    column: Type.Optional(Type.Integer({ minimum: 1 })),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    assignees: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        maxItems: 100,
        description: 'The whole list of assignees (it replaces them); not with add_assignees or remove_assignees',
      }),
    ),
    add_assignees: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        maxItems: 100,
        description:
          'Extension: people to assign, kept with those assigned now (one already assigned stays once); the same ' +
          'rules as assignees (a current contact; outside the firm, one of the project’s team)',
      }),
    ),
    remove_assignees: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        maxItems: 100,
        description: 'Extension: people to unassign (one not assigned is no error); not also in add_assignees',
      }),
    ),
    due_date: Type.Optional(Nullable(datetime)),
  },
  { additionalProperties: false },
);

export const Comment = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  task: Type.Integer(),
  creator: Nullable(Type.Integer()),
  creator_details: Nullable(PersonRef),
  created_at: datetime,
  updated_at: datetime,
});
export const Comments = Type.Object({ results: Type.Array(Comment) });
export const CommentsQuery = Type.Object({ task: Type.Integer({ minimum: 1 }) });
export const CommentCreate = Type.Object(
  {
    text: Type.String({ maxLength: maxNoteLength }),
    task: Type.Integer({ minimum: 1 }),
    creator: Type.Optional(Type.Integer({ description: 'Ignored: the creator is the caller' })),
  },
  { additionalProperties: false },
);
export const CommentPatch = Type.Object(
  { text: Type.String({ maxLength: maxNoteLength }) },
  { additionalProperties: false },
);
