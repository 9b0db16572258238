import type { LookupKind } from './lookup.js';

/**
 * The field catalog of the advanced search (spec part 2, section 3 "Search fields"): what each search type may
 * filter on, under which query name, with which conditions. Pure TypeScript: the api checks queries with it, the
 * web app builds its query rows from it.
 */

export const searchTypes = ['people', 'projects', 'tasks'] as const;
export type SearchType = (typeof searchTypes)[number];

/** The screens' words for the types (`/search/contacts`, ...), and the type each one searches. */
export const searchTypeOfRoute = { contacts: 'people', projects: 'projects', tasks: 'tasks' } as const;

/** The conditions: the suffix after `__` in the query (`exact` has none). */
export const searchOps = [
  'exact',
  'iexact',
  'icontains',
  'gt',
  'lt',
  'contained_by',
  'overlaps',
  'andfkey',
  'orfkey',
] as const;
export type SearchOp = (typeof searchOps)[number];

/** Conditions that take one value; the others take a list of 1 to `maxSearchValues` values. */
export const singleValueOps: readonly SearchOp[] = ['exact', 'iexact', 'icontains', 'gt', 'lt'];
export const maxSearchValues = 100;
export const maxSearchTerms = 40;
export const maxSearchQueryLength = 8000;
export const maxSearchTextLength = 200;

/**
 * What a field's values are:
 * - `lookup`: ids of the lookup list `lookup` (`GET utils/types/`);
 * - `person`: contact ids;
 * - `number`: a decimal (`12`, `-3.5`);
 * - `date`: a day, `YYYY-MM-DD`;
 * - `boolean`: `true` or `false`;
 * - `text`: any text (at most `maxSearchTextLength` characters).
 */
export type SearchValueKind = 'lookup' | 'person' | 'number' | 'date' | 'boolean' | 'text';

/** The row types of the query builder. */
export type SearchRowType = 'Contact' | 'Capital Provider' | 'Project' | 'Task';

export interface SearchField {
  /** The name in the query string. */
  name: string;
  /** The spec's label, shown in the field picker. */
  label: string;
  rowType: SearchRowType;
  kind: SearchValueKind;
  /** The lookup list of the values, for `kind: 'lookup'`. */
  lookup?: LookupKind;
  /** True when a record has several values (a link table): the `*fkey` and `contained_by` conditions apply. */
  many: boolean;
  ops: readonly SearchOp[];
}

const textOps: readonly SearchOp[] = ['icontains', 'iexact', 'exact'];
const rangeOps: readonly SearchOp[] = ['exact', 'gt', 'lt'];
const oneOps: readonly SearchOp[] = ['exact', 'overlaps'];
const manyOps: readonly SearchOp[] = ['orfkey', 'andfkey', 'contained_by'];

const lookupOne = (name: string, label: string, rowType: SearchRowType, lookup: LookupKind): SearchField => ({
  name,
  label,
  rowType,
  kind: 'lookup',
  lookup,
  many: false,
  ops: oneOps,
});
const lookupMany = (name: string, label: string, rowType: SearchRowType, lookup: LookupKind): SearchField => ({
  name,
  label,
  rowType,
  kind: 'lookup',
  lookup,
  many: true,
  ops: manyOps,
});
const numberField = (name: string, label: string, rowType: SearchRowType): SearchField => ({
  name,
  label,
  rowType,
  kind: 'number',
  many: false,
  ops: rangeOps,
});
const booleanField = (name: string, label: string): SearchField => ({
  name,
  label,
  rowType: 'Capital Provider',
  kind: 'boolean',
  many: false,
  ops: ['exact'],
});

/** The capital-provider criteria (a contact's `capital_provider` record), searched as part of people. */
const capitalProviderFields: SearchField[] = [
  numberField('max_ltv', 'Max LTV', 'Capital Provider'),
  numberField('max_ltgdv', 'Max LTGDV', 'Capital Provider'),
  numberField('max_ltc', 'Max LTC', 'Capital Provider'),
  numberField('min_irr', 'Min IRR', 'Capital Provider'),
  numberField('min_roe', 'Min ROE', 'Capital Provider'),
  numberField('min_term', 'Min Term', 'Capital Provider'),
  numberField('max_term', 'Max Term', 'Capital Provider'),
  numberField('min_size', 'Min Size', 'Capital Provider'),
  numberField('max_size', 'Max Size', 'Capital Provider'),
  lookupMany('investing_geographies', 'Investing In', 'Capital Provider', 'investing_geography_types'),
  booleanField('is_sharia', 'Sharia'),
  booleanField('is_development', 'Development'),
  booleanField('is_land', 'Land'),
  booleanField('is_prs', 'PRS'),
  booleanField('is_debt', 'Debt'),
  booleanField('is_equity', 'Equity'),
  lookupMany('investment_classes', 'Investment Classes', 'Capital Provider', 'investment_class_types'),
  lookupMany('cp_subcategory_types', 'CP Subcategory Types', 'Capital Provider', 'cp_subcategories'),
  // Debt=1, Equity=2 (transaction_types): a provider "has" Debt when is_debt, Equity when is_equity.
  lookupMany('capital_provider_type', 'Capital Provider Type', 'Capital Provider', 'transaction_types'),
];

/**
 * The name of the subcategory groups (`subcategories__AND=3,4`, ...): a node of its own, not a condition (see
 * search-grammar.ts).
 */
export const subcategoryField = 'subcategories';
export const subcategoryModes = ['AND', 'OR', 'NOTAND', 'NOTOR'] as const;
export type SubcategoryMode = (typeof subcategoryModes)[number];
export const subcategoryModeLabels: Record<SubcategoryMode, string> = {
  AND: 'has all of',
  OR: 'is any of',
  NOTAND: 'does not have all of',
  NOTOR: 'has none of',
};

export const searchFields: Record<SearchType, readonly SearchField[]> = {
  people: [
    lookupOne('profile_type', 'User Type', 'Contact', 'profile_types'),
    lookupOne('client_class', 'Client Class', 'Contact', 'client_classes'),
    lookupMany('categories', 'Contact Type', 'Contact', 'categories'),
    lookupOne('legal_status', 'Legal Status', 'Contact', 'legal_status'),
    lookupOne('title', 'Title', 'Contact', 'title'),
    lookupMany('use_classes', 'Use Class', 'Contact', 'use_class_types'),
    lookupMany('locations', 'Locations', 'Contact', 'location_types'),
    // The contacts list's own filters (`GET people/?tags=...&is_universal_owner=...`), which compile as nodes of
    // this same tree (api/src/domains/contact/filters.ts). Tags: a contact with a tag that ...
    { name: 'tags', label: 'Tags', rowType: 'Contact', kind: 'text', many: false, ops: textOps },
    {
      name: 'is_universal_owner',
      label: 'Universal Owner',
      rowType: 'Contact',
      kind: 'boolean',
      many: false,
      ops: ['exact'],
    },
    ...capitalProviderFields,
  ],
  projects: [
    { name: 'name', label: 'Project Name', rowType: 'Project', kind: 'text', many: false, ops: textOps },
    lookupMany('project_types', 'Project Type', 'Project', 'project_types'),
    lookupOne('status', 'Project Status', 'Project', 'project_status_types'),
    lookupMany('asset_types', 'Asset Type', 'Project', 'asset_types'),
    lookupMany('transaction_types', 'Capital Details Type', 'Project', 'transaction_types'),
    lookupMany('transaction_sub_types', 'Capital Details Sub-Type', 'Project', 'transaction_sub_types'),
    lookupMany('provider_states', 'Capital Provider Status', 'Project', 'provider_relation_types'),
    numberField('fees', 'Fees', 'Project'),
    numberField('capital_required', 'Capital Required', 'Project'),
    numberField('recent_valuation', 'Recent Valuation', 'Project'),
    numberField('term_sheet_fee', 'Term Sheet Fee', 'Project'),
    { name: 'closing_date', label: 'Closing Date', rowType: 'Project', kind: 'date', many: false, ops: rangeOps },
  ],
  tasks: [
    { name: 'title', label: 'Title', rowType: 'Task', kind: 'text', many: false, ops: textOps },
    { name: 'created_by', label: 'Created By', rowType: 'Task', kind: 'person', many: false, ops: oneOps },
    { name: 'assignees', label: 'Assignees', rowType: 'Task', kind: 'person', many: true, ops: manyOps },
    { name: 'due_date', label: 'Due Date', rowType: 'Task', kind: 'date', many: false, ops: rangeOps },
    lookupOne('state', 'State', 'Task', 'task_states'),
    { name: 'column', label: 'Column Name', rowType: 'Task', kind: 'text', many: false, ops: textOps },
    lookupOne('default_column', 'Default Columns', 'Task', 'default_columns'),
  ],
};

/** The subcategory groups apply to people only. */
export const hasSubcategoryGroups = (type: SearchType) => type === 'people';

export const findSearchField = (type: SearchType, name: string): SearchField | undefined =>
  searchFields[type].find((field) => field.name === name);

/** The condition picker's labels: `[plain, negated]` per op; dates read "after"/"before". */
export const searchOpLabels: Record<SearchOp, readonly [string, string]> = {
  exact: ['is', 'is not'],
  iexact: ['is (any case)', 'is not (any case)'],
  icontains: ['contains', 'does not contain'],
  gt: ['greater than', 'not greater than'],
  lt: ['less than', 'not less than'],
  overlaps: ['is any of', 'is none of'],
  orfkey: ['has any of', 'has none of'],
  andfkey: ['has all of', 'does not have all of'],
  contained_by: ['has only values among', 'has a value outside'],
};

export const searchOpLabel = (field: SearchField, op: SearchOp, negated: boolean): string => {
  if (field.kind === 'date' && (op === 'gt' || op === 'lt')) {
    const word = op === 'gt' ? 'after' : 'before';
    return negated ? `not ${word}` : word;
  }
  return searchOpLabels[op][negated ? 1 : 0];
};
