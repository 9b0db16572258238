import Type from 'typebox';
import { JsonObject, Nullable } from './common.js';
import { maxSearchQueryLength } from './search-fields.js';

/**
 * The advanced search and its saved searches (spec part 2: "Advanced search", "Saved search history item", "Query
 * row", "Search fields", section 5 "Search", section 7 "Search and saved searches"). The field catalog is in
 * search-fields.ts, the query grammar (parse, check, serialize) in search-grammar.ts; both are pure TypeScript, for
 * the api and the browser alike.
 */
export * from './search-fields.js';
export * from './search-grammar.js';

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** `searchTypes` (search-fields.ts) as a schema. */
const searchType = Type.Union([Type.Literal('people'), Type.Literal('projects'), Type.Literal('tasks')], {
  description: 'people, projects or tasks',
});

/**
 * `search/{type}/{query}` and `search/{type}/export/{query}`: the query is the rest of the path (`*`, a wildcard: a
 * path parameter would be cut at 100 characters); `search/{type}/` is the search of no condition (every row).
 */
export const SearchQueryParams = Type.Object({
  '*': Type.String({
    maxLength: maxSearchQueryLength * 3,
    description:
      'The filter query, e.g. `profile_type=3&~categories__orfkey=1,2&max_ltv__gt=60&subcategories__OR=4`: ' +
      '`&`-joined terms `[~]field[__op]=v1,v2` (`~` negates; ops exact (none), iexact, icontains, gt, lt, ' +
      'contained_by, overlaps, andfkey, orfkey; values percent-encoded), and `subcategories__AND|OR|NOTAND|NOTOR=ids` ' +
      '(people). The whole query is percent-encoded once more as one path segment (`searchQuerySegment`)',
  }),
});

/** `GET search/{type}/{query}`: DRF paging and `ordering` as the type's own list (`GET people/`, `projects/`, `tasks/`). */
export const SearchListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Page size: default 200, at most 10000' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  ordering: Type.Optional(
    Type.String({ maxLength: 200, description: "e.g. `-created_at,id`: the orderings of the type's own list" }),
  ),
});

/** `POST search/{type}/export/{query}`: the selected ids; empty (or absent) exports every result. */
export const SearchExportBody = Type.Object({
  selected: Type.Optional(
    Type.Array(id, { maxItems: 100000, description: 'The selected ids among the results; empty: all of them' }),
  ),
});

/** One of the query builder's rows (spec "Query row"): kept as the web app sends it. */
export const QueryRow = Type.Object(
  {
    type: Type.Optional(Type.Unknown()),
    field: Type.Optional(Type.Unknown()),
    condition: Type.Optional(Type.Unknown()),
    value: Type.Optional(Type.Unknown()),
    subRows: Type.Optional(Type.Array(JsonObject)),
  },
  { additionalProperties: true, description: 'type, field, condition, value, subRows' },
);

export const SearchOwner = Type.Object({ id: Type.Integer(), full_name: Type.String() });

/** A saved search (spec "Saved search history item"). */
export const SearchHistoryItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  person: Nullable(Type.Integer({ description: 'The owner: the person who saved it' })),
  columns: Type.Array(Type.Unknown(), { description: "The results table's columns, as the web app keeps them" }),
  rows: Type.Array(QueryRow, { description: "The query builder's rows" }),
  type: searchType,
  query: Type.String({ description: 'The query string (see `search/{type}/{query}`)' }),
  owners: Type.Array(SearchOwner, { description: 'The owner and the people it is shared with' }),
  created_at: Type.String({ format: 'date-time' }),
});

export const SearchHistoryPage = Type.Object({
  count: Type.Integer(),
  next: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  results: Type.Array(SearchHistoryItem),
});

/** `GET search_history/`: mine and those shared with me, newest first; `search` on the title. */
export const SearchHistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Page size: default 200, at most 1000' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'A fragment of the title' })),
  type: Type.Optional(searchType),
});

/** `POST search_history/`: the query is checked by the grammar; `person` is the caller whatever is sent. */
export const SearchHistoryCreate = Type.Object({
  title: Type.String({ maxLength: 200, description: 'Required; a blank title is refused' }),
  person: Type.Optional(Nullable(Type.Integer())),
  columns: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 200 })),
  rows: Type.Array(QueryRow, { maxItems: 100 }),
  type: searchType,
  query: Type.String({ maxLength: maxSearchQueryLength }),
});

/** `POST search_history/{id}/share/`: the people to share with (staff only), added to the owners. */
export const SearchShareBody = Type.Object({
  people: Type.Array(id, { minItems: 1, maxItems: 200, description: 'Staff people to share the search with' }),
});
