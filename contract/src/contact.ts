import Type from 'typebox';
import { JsonObject, Nullable, Page, PersonRef } from './common.js';

const text = Nullable(Type.String());
const ids = Type.Array(Type.Integer());

const personFields = {
  id: Type.Integer(),
  first_name: Type.String(),
  middle_name: text,
  last_name: Type.String(),
  full_name: Type.String(),
  title: Nullable(Type.Integer()),
  suffix: text,
  profile_type: Type.Integer({ description: 'Admin=1, User=2, Client=3, Guest=4' }),
  categories: ids,
  subcategories: ids,
  use_classes: ids,
  locations: ids,
  client_class: Nullable(Type.Integer()),
  job_title: text,
  company: Type.String(),
  department: text,
  website: text,
  previous_company: text,
  rating: Nullable(Type.Integer({ minimum: 0, maximum: 3 })),
  legal_status: Nullable(Type.Integer()),
  bio: text,
  spouse: text,
  birthday: Nullable(Type.String({ format: 'date' })),
  nickname: text,
  tags: Type.Array(Type.String()),
  emails: Type.Array(Type.Object({ email: Type.String(), label: Type.String() })),
  phones: Type.Array(Type.Object({ number: Type.String(), label: Type.String() })),
  street: text,
  city: text,
  postcode: text,
  country: text,
  home_street: text,
  home_city: text,
  home_postcode: text,
  home_country: text,
  invite_status: Type.Integer({ description: 'NotSent=0, Pending=1, Accepted=2' }),
  capital_provider: Nullable(Type.Integer({ description: 'The capital provider criteria id' })),
  is_capital_provider: Type.Boolean(),
  is_ms_authorized: Type.Boolean(),
  is_universal_owner: Type.Boolean(),
  is_deleted: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  created_by: Nullable(Type.Integer()),
  updated_at: Type.String({ format: 'date-time' }),
  updated_by: Nullable(Type.Integer()),
};

export const Person = Type.Object(personFields, { description: 'A contact' });

/** `GET people/`. */
export const PersonPage = Page(Person);

/** A row's keys: what `GET people/?fields=` may name. */
export type PersonField = keyof typeof personFields;
export const personFieldNames = Object.keys(personFields) as PersonField[];

/**
 * `GET people/?fields=...`: each row holds only the keys named, and `id` (an extension of the spec's contract, in
 * the manner of drf-flex-fields; the bff asks for the fields a GraphQL operation selects).
 */
export const PersonFieldsPage = Page(Type.Partial(Person, { description: 'A contact: the keys asked for, and id' }));

export const Note = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  creator: Nullable(PersonRef),
});

export const PersonDetail = Type.Object(
  { ...personFields, notes: Type.Array(Note, { description: 'Newest first' }) },
  { description: 'A contact with its notes' },
);

export const CurrentUser = Type.Object(
  { ...personFields, signature: text, table_column_prefs: JsonObject, sorting_prefs: JsonObject },
  { description: 'The signed-in person with their preferences' },
);

export const OutlookStatus = Type.Object({
  has_outlook_credentials: Type.Boolean(),
  has_outlook_subscription: Type.Boolean(),
  credentials_are_active: Type.Boolean(),
  subscriptions_are_active: Type.Boolean(),
});

/**
 * `people/{id}/outlook_status/` (extension): with `known` (the status the caller holds, four bits in the order of
 * OutlookStatus's fields) and `wait` (seconds), the answer waits until the status differs from `known` or the time
 * is up, so that a watcher hears a change at once instead of at its next poll.
 */
export const OutlookStatusQuery = Type.Object({
  known: Type.Optional(Type.String({ pattern: '^[01]{4}$' })),
  wait: Type.Optional(Type.Integer({ minimum: 1, maximum: 25 })),
});

/** `PATCH people/{id}/`: other fields are accepted here only to be refused one by one with a field error. */
export const PreferencesPatch = Type.Object(
  {
    table_column_prefs: Type.Optional(JsonObject),
    sorting_prefs: Type.Optional(JsonObject),
    signature: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: true },
);

export const Organisations = Type.Array(Type.String());

export const GroupCount = Type.Object({
  value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], {
    description: 'The group: a column value, a lookup id or tag name, or null for none',
  }),
  count: Type.Integer(),
});

export const GroupCounts = Type.Array(GroupCount);

// At most 9 digits an id: a larger number is beyond PostgreSQL's integer and must be a 400, not a 500.
const idList = (description: string) =>
  Type.String({ pattern: '^\\s*0*\\d{1,9}(\\s*,\\s*0*\\d{1,9})*\\s*$', description });

/** `search` and the filters: the same on the list and on its group counts. */
const peopleFilterParams = {
  // At most 200 characters, as the projects' and tasks' searches: 3,000 words took the list 6 s.
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Fragment of a name, company, job title or email' }),
  ),
  id: Type.Optional(idList('Several people by id: `1,2,3`')),
  // profile_type is a smallint column: at most 4 digits, so a larger number is a 400, not a 500.
  profile_type: Type.Optional(
    Type.String({ pattern: '^\\s*0*\\d{1,4}(\\s*,\\s*0*\\d{1,4})*\\s*$', description: 'Any of these profile types' }),
  ),
  category: Type.Optional(idList('Any of these categories')),
  is_capital_provider: Type.Optional(Type.Boolean()),
  is_universal_owner: Type.Optional(
    Type.Boolean({ description: "The firm's universal owners (a new project's team starts with them as owners)" }),
  ),
  tags: Type.Optional(Type.String({ description: 'A tag name' })),
  is_deleted: Type.Optional(Type.Boolean({ description: 'Deleted contacts instead of current ones (default false)' })),
};

export const PeopleListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Page size: default 200, at most 10000' })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  // At most 200 characters: PostgreSQL refuses a query of over 1,664 sort keys (a server error before).
  ordering: Type.Optional(
    Type.String({ maxLength: 200, description: 'e.g. `-company,full_name`; `id` always breaks ties' }),
  ),
  cursor: Type.Optional(
    Type.String({ description: 'Opaque position from a `next`/`previous` link (made for the same ordering)' }),
  ),
  fields: Type.Optional(
    Type.String({
      description:
        'Comma-separated row keys, e.g. `full_name,emails`: each row holds only those and `id` (an extension of the spec)',
    }),
  ),
  ...peopleFilterParams,
});

export const PeopleGroupCountsQuery = Type.Object({
  field: Type.Optional(Type.String({ description: 'The column to group by, e.g. `company`, `categories`, `rating`' })),
  ...peopleFilterParams,
});
