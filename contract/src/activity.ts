import Type, { type Static } from 'typebox';
import { Nullable, Page, PersonRef } from './common.js';

// Contact Activity (spec part 1 "Contact Activity", part 2 "Contact Activity at /activity", "Activity entry" and
// section 7: `GET activity/`, `POST activity/exportAll/`). Admins only.

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The spec's `args` of an entry: what the change touched. Keys a change has nothing for are absent. */
export const ActivityArgs = Type.Object(
  {
    person: Type.Optional(Type.Integer({ description: 'The contact the change is about' })),
    people: Type.Optional(
      Type.Array(Type.Integer(), {
        description: 'The contacts it is about: deleted, edited in bulk, merged (the survivor first)',
      }),
    ),
    fields: Type.Optional(Type.Array(Type.String(), { description: 'The fields the change set' })),
    file: Type.Optional(
      Type.Object(
        { id: Type.Optional(Type.Integer()), name: Type.String() },
        { description: 'The file added, removed or imported' },
      ),
    ),
    created: Type.Optional(Type.Array(Type.Integer(), { description: 'An import: the ids of the records created' })),
    failed_lines: Type.Optional(
      Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() }), {
        description: 'An import: the lines not imported, and why',
      }),
    ),
    duplicate: Type.Optional(
      Type.Integer({ description: 'An import: the lines kept as imported duplicates of existing contacts' }),
    ),
    project: Type.Optional(Type.Integer({ description: 'Extension: the project the change is about' })),
    task: Type.Optional(Type.Integer({ description: 'Extension: the task the change is about' })),
    email: Type.Optional(Type.Integer({ description: 'Extension: the draft that was sent' })),
    state: Type.Optional(
      Type.Integer({ description: "Extension: the new state (a task's, a provider relation's, a team member's)" }),
    ),
    column: Type.Optional(Type.Integer({ description: 'Extension: the column a task moved to' })),
  },
  { additionalProperties: false },
);
export type ActivityArgs = Static<typeof ActivityArgs>;

/** One entry of Contact Activity (spec part 2 "Activity entry"). */
export const Activity = Type.Object({
  id: Type.Integer(),
  type: Nullable(Type.Integer({ description: "An id of the `activity_types` lookup list; null: 'Not Specified'" })),
  date: Type.String({ format: 'date-time', description: 'When the change was made' }),
  person: Nullable(Type.Integer({ description: 'Who made the change; null when that contact was deleted for good' })),
  person_details: Nullable(PersonRef),
  args: ActivityArgs,
  document: Nullable(Type.String({ description: 'The name of the record the change is about, as it was then' })),
});

export const ActivityPage = Page(Activity);

const date = Type.String({ format: 'date', description: 'YYYY-MM-DD, at most today' });

/** The Filter Activity panel (spec: types, user, dateFrom, dateTo), as both routes take it. */
export const ActivityFilters = Type.Object({
  types: Type.Optional(
    Type.String({
      pattern: '^\\s*((-1|0*\\d{1,9})(\\s*,\\s*(-1|0*\\d{1,9}))*)?\\s*$',
      description:
        "Comma-separated `activity_types` ids; -1 is 'Not Specified' (an entry with no type); empty: every type",
    }),
  ),
  person: Type.Optional(id),
  date_from: Type.Optional(date),
  date_to: Type.Optional(
    Type.String({ format: 'date', description: 'YYYY-MM-DD, not before date_from, at most today' }),
  ),
});

/** `GET activity/`: the filters, newest first, paged by the `next` link (which carries a `cursor`). */
export const ActivityListQuery = Type.Object({
  ...ActivityFilters.properties,
  limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Page size: default 200, at most 10000' })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  cursor: Type.Optional(
    Type.String({ maxLength: 500, description: 'From a `next` or `previous` link: where the page starts' }),
  ),
});

/** `POST activity/exportAll/`: the selected entries (the spec's `actions`), or none for every entry the filters keep. */
export const ActivityExportBody = Type.Object({
  actions: Type.Optional(
    Type.Union([Type.Array(id, { maxItems: 100000 }), Type.Literal('all')], {
      description: 'The selected entry ids; empty, absent or "all": every entry the query string\'s filters keep',
    }),
  ),
});
