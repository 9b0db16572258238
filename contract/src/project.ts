import Type from 'typebox';
import { Nullable, Page } from './common.js';
import { GroupCount, Note } from './contact.js';
import { maxNoteLength, maxProjectTags, maxTagLength } from './rules.js';

// Projects (spec part 2 sections 3 to 7): `projects/` and `projects/{id}/`, the team through
// `projects/memberships/`. Money is in the project's currency, two decimals; `fees` is the success fee in percent.

const ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 });
/**
 * Money and percent take at most 2 decimals (DRF's DecimalField, decimal_places=2): more is refused, not rounded.
 * Compared through `toFixed`, as `value * 100` is not exact in binary (1.15 * 100 = 114.99999999999999).
 */
export const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;
export const twoDecimalsMessage = 'Ensure that there are no more than 2 decimal places.';
/** The longest project name (the form's and the import's rule). */
export const maxProjectNameLength = 500;
/** The most a money field holds (its column: numeric(16, 2)). */
export const moneyMaximum = 99_999_999_999_999;
const money = Type.Number({ minimum: 0, maximum: moneyMaximum });
const date = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** Team membership states (spec part 2 section 4). */
export const membershipStates = { owner: 1, client: 2, member: 3, guest: 4 } as const;

export const Membership = Type.Object({
  id: Type.Integer(),
  project: Type.Integer(),
  person: Type.Integer(),
  state: Type.Integer({ minimum: 1, maximum: 4, description: 'Owner=1, Client=2, Member=3, Guest=4' }),
  person_details: Type.Object({
    id: Type.Integer(),
    full_name: Type.String(),
    is_universal_owner: Type.Boolean(),
    is_deleted: Type.Optional(
      Type.Boolean({ description: 'Extension (as `PersonRef`): the person was deleted; absent reads as false' }),
    ),
  }),
});

/** A capital provider on a project and where the deal stands with them (spec part 2 section 3). */
export const ProviderRelation = Type.Object({
  id: Type.Integer(),
  project: Type.Integer(),
  person: Type.Integer(),
  person_details: Type.Object({ id: Type.Integer(), full_name: Type.String(), company: Nullable(Type.String()) }),
  company: Nullable(Type.String({ description: "The contact's company (the tracker groups by it)" })),
  state: Type.Integer({
    description: 'provider_relation_types: Contacted=1, Interested=2, Negotiating=3, Terms Agreed=4, Rejected=5',
  }),
  notes: Nullable(Type.String()),
  notes_created_at: Nullable(Type.String({ format: 'date-time' })),
  notes_updated_at: Nullable(Type.String({ format: 'date-time' })),
  last_contacted: Nullable(Type.String({ format: 'date-time' })),
});

/** How many providers of a project are in each state, by the state's name (states with none left out). */
export const CpSummary = Type.Record(Type.String(), Type.Integer());

const ClientDetails = Nullable(
  Type.Object(
    {
      id: Type.Integer(),
      full_name: Type.String(),
      is_deleted: Type.Optional(
        Type.Boolean({ description: 'Extension (as `PersonRef`): the person was deleted; absent reads as false' }),
      ),
    },
    {
      description:
        "Extension (as tasks' `created_by_details`): the client's name, for those who may not read the contact (clients, guests)",
    },
  ),
);

/**
 * Extension (lender matching, `projects/{id}/lender_matches/`): what a deal asks of a capital provider beyond the
 * spec's fields, each optional; null (or absent) is not set, and the criterion it feeds is then not checked.
 */
const dealCriteria = {
  total_cost: Nullable(
    Type.Number({ minimum: 0, maximum: moneyMaximum, description: 'Extension: total cost, against `max_ltc`' }),
  ),
  gdv: Nullable(
    Type.Number({
      minimum: 0,
      maximum: moneyMaximum,
      description: 'Extension: gross development value, against `max_ltgdv`',
    }),
  ),
  term: Nullable(
    Type.Integer({
      minimum: 1,
      maximum: 600,
      description: "Extension: the term in months, against `min_term`/`max_term` (the provider's years x 12)",
    }),
  ),
  is_sharia: Nullable(
    Type.Boolean({ description: 'Extension: true when the deal must be Sharia-compliant (needs `is_sharia`)' }),
  ),
  location: Nullable(
    Type.Integer({
      minimum: 1,
      maximum: 999_999_999,
      description: "Extension: an `investing_geography_types` id, against the provider's `investing_geographies`",
    }),
  ),
};
/** In the answer, each optional too: a server of the spec alone does not send them. */
const dealCriteriaFields = {
  total_cost: Type.Optional(dealCriteria.total_cost),
  gdv: Type.Optional(dealCriteria.gdv),
  term: Type.Optional(dealCriteria.term),
  is_sharia: Type.Optional(dealCriteria.is_sharia),
  location: Type.Optional(dealCriteria.location),
};

export const Project = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  client: Nullable(Type.Integer({ description: 'The client contact (null once deleted for good)' })),
  client_details: ClientDetails,
  status: Type.Integer({ description: 'project_status_types: Analysing=1 ... Closed=6' }),
  project_types: ids,
  transaction_types: ids,
  transaction_sub_types: ids,
  asset_types: ids,
  capital_required: Type.Number(),
  recent_valuation: Type.Number(),
  term_sheet_fee: Type.Number(),
  fees: Type.Number({ description: 'Success fee, percent of the capital required' }),
  success_fee: Type.Number({ description: 'Derived: capital_required x fees / 100, rounded to 0 decimals' }),
  total_fees: Type.Number({ description: 'Derived: success_fee + term_sheet_fee' }),
  closing_date: date,
  currency: Type.String(),
  ...dealCriteriaFields,
  tags: Type.Array(Type.String(), { description: 'Lowercased, each once, alphabetical' }),
  members: Type.Array(Membership),
  provider_relations: Type.Array(ProviderRelation),
  cp_summary: CpSummary,
  notes: Type.Array(Note, { description: 'Newest first' }),
  created_at: Type.String({ format: 'date-time' }),
  created_by: Nullable(Type.Integer()),
  updated_at: Type.String({ format: 'date-time' }),
  updated_by: Nullable(Type.Integer()),
});

export const ProjectPage = Page(Project);

/** `search` and the filters: the same on the list and on its group counts. */
const projectFilterParams = {
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ pattern: '^[1-6](,[1-6])*$', description: 'Statuses, comma-separated' })),
  mine: Type.Optional(
    Type.Boolean({
      description:
        "Only the projects on whose team the caller is (staff's My Projects); clients' and guests' lists are always theirs",
    }),
  ),
  member: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 999_999_999,
      description: "Only the projects this person is on, on the team or as the client (a contact's Projects card)",
    }),
  ),
};

/** `GET projects/`: DRF paging, `ordering` (name, status, closing_date, capital_required, created_at; `-` for descending), `search` (the name), `status=1,2`. */
export const ProjectListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  ordering: Type.Optional(Type.String({ maxLength: 200 })),
  ...projectFilterParams,
  email_to: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 254,
      description:
        'Projects for emailing (staff only): those on whose team the contact with this email address is, by name; ' +
        '400 `{"non_field_errors": ["Please, connect Outlook in order to send emails."]}` when the caller\'s Outlook is not connected',
    }),
  ),
});

/** `GET projects/group_counts/` (extension): the column to group by, and the list's search and filters. */
export const ProjectGroupCountsQuery = Type.Object({
  field: Type.Optional(
    Type.String({
      description:
        'The column to group by: `name`, `client`, `status`, `project_types`, `transaction_types`, `asset_types`',
    }),
  ),
  ...projectFilterParams,
});

/** One group of the projects list; a client's group names the client as the list's rows do. */
export const ProjectGroupCount = Type.Object({
  ...GroupCount.properties,
  client_details: Type.Optional(ClientDetails),
});

export const ProjectGroupCounts = Type.Array(ProjectGroupCount);

const projectFields = {
  name: Type.String({ maxLength: maxProjectNameLength }),
  client: Type.Integer({ minimum: 1 }),
  status: Type.Integer({ minimum: 1, maximum: 6 }),
  project_types: ids,
  transaction_types: ids,
  transaction_sub_types: ids,
  asset_types: ids,
  capital_required: money,
  recent_valuation: money,
  term_sheet_fee: money,
  fees: Type.Number({ minimum: 0, maximum: 100 }),
  closing_date: date,
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  ...dealCriteria,
  tags: Type.Array(Type.String(), {
    description:
      `The whole list (it replaces the project's tags): lowercased and deduplicated by the server, blanks dropped; ` +
      `at most ${maxProjectTags} tags of at most ${maxTagLength} characters, else 400 on \`tags\``,
  }),
};

/**
 * `POST projects/`: name, client, project_types (at least one) and closing_date are required; `members` is the
 * team to start with (the universal owners are added as owners whatever is sent).
 */
export const ProjectCreate = Type.Object(
  {
    ...Type.Partial(Type.Object(projectFields)).properties,
    members: Type.Optional(
      Type.Array(
        Type.Object({ person: Type.Integer({ minimum: 1 }), state: Type.Integer({ minimum: 1, maximum: 4 }) }),
        { maxItems: 500 },
      ),
    ),
  },
  { additionalProperties: false },
);

/** `PATCH projects/{id}/`: the fields sent. */
export const ProjectPatch = Type.Partial(Type.Object(projectFields), { additionalProperties: false });

export const MembershipCreate = Type.Object(
  {
    project: Type.Integer({ minimum: 1 }),
    person: Type.Integer({ minimum: 1 }),
    state: Type.Integer({ minimum: 1, maximum: 4 }),
  },
  { additionalProperties: false },
);
export const MembershipPatch = Type.Object(
  { state: Type.Integer({ minimum: 1, maximum: 4 }) },
  { additionalProperties: false },
);

/** A board column (spec part 2 section 3): its tasks counted, all and approved. */
export const Column = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  project: Type.Integer(),
  position: Type.Integer({ description: 'Order on the board, from the left' }),
  hidden: Type.Boolean(),
  progress: Type.Object({ total: Type.Integer(), approved: Type.Integer() }),
});
export const Columns = Type.Array(Column);
export const ColumnsQuery = Type.Object({ project: Type.Integer({ minimum: 1 }) });
export const ColumnPatch = Type.Object({ name: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
/** `POST projects/columns/change_columns_prefs/`: column id to `{hidden}`, all of one project. */
export const ColumnPrefs = Type.Record(
  Type.String({ pattern: '^[1-9]\\d{0,8}$' }),
  Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false }),
  // Keys that are not column ids are refused, not ignored.
  { maxProperties: 100, additionalProperties: false },
);

export const ProviderCreate = Type.Object(
  {
    project: Type.Integer({ minimum: 1 }),
    person: Type.Integer({ minimum: 1 }),
    state: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  },
  { additionalProperties: false },
);
/** `PATCH projects/providers/{id}/`: the state, or the notes (with their times). */
export const ProviderPatch = Type.Object(
  {
    state: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    notes: Type.Optional(Nullable(Type.String({ maxLength: maxNoteLength }))),
    notes_created_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    notes_updated_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    last_contacted: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  },
  { additionalProperties: false },
);
/** `POST projects/{id}/capital_provider/`: one state for many relations of the project. */
export const ProvidersState = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: 999_999_999 }), { minItems: 1, maxItems: 10_000 }),
    state: Type.Integer({ minimum: 1, maximum: 5 }),
  },
  { additionalProperties: false },
);
export const ProvidersStateAnswer = Type.Object({
  ids: Type.Array(Type.Integer()),
  state: Type.Integer(),
  cp_summary: CpSummary,
});

/** `GET projects/assignable/`: the projects the caller may add people to. */
export const AssignableProjects = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.Integer() }),
);
export const AssignQuery = Type.Object({
  people: Type.String({ pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8})*$', description: 'Contact ids, comma-separated' }),
});
export const IdsParams = Type.Object({
  ids: Type.String({ pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,199}$', description: 'Project ids, comma-separated' }),
});
export const ProjectIdsBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1, maximum: 999_999_999 }), { minItems: 1, maxItems: 10_000 }) },
  { additionalProperties: false },
);
export const Projects = Type.Array(Project);
/** `DELETE projects/multiple/`: the ids deleted. */
export const DeletedProjects = Type.Object({ deleted: Type.Array(Type.Integer()) });

/** `POST projects/importCsv/`: the projects created and each line that failed, with why. */
export const ProjectImportResult = Type.Object({
  created: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  duplicate: Type.Integer({
    description: 'Lines naming a project their client has already (the same name, whatever its case): not created',
  }),
  failed_lines: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
});
