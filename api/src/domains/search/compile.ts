import {
  findSearchField,
  type SearchCondition,
  type SearchField,
  type SearchNode,
  type SearchTree,
  type SearchType,
} from '@ft8/contract/search';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../../lib/search.js';

/**
 * The advanced search's tree (contract/src/search-grammar.ts) as a WHERE condition on the type's table: `p` (person),
 * `pj` (project) or `t` (task). Every value is a parameter; column and table names come from the tables below, never
 * from the query. A link (categories, assignees, ...) is an EXISTS on its link table by the row's id (the link's
 * primary key or its owner index); a condition on a column compares the column itself, so its btree serves.
 *
 * Negation is "the condition does not hold": `NOT coalesce(condition, false)`, so a row whose column is empty counts
 * as "is not 3".
 */

type Condition = RawBuilder<SqlBool>;
const never: Condition = sql<SqlBool>`false`;
const always: Condition = sql<SqlBool>`true`;
const and = (parts: Condition[]) => (parts.length === 0 ? always : sql<SqlBool>`(${sql.join(parts, sql` AND `)})`);
const or = (parts: Condition[]) => (parts.length === 0 ? never : sql<SqlBool>`(${sql.join(parts, sql` OR `)})`);
const not = (part: Condition) => sql<SqlBool>`NOT coalesce(${part}, false)`;
const ids = (values: readonly (string | number)[]) => [...new Set(values.map(Number))];
const anyOf = (values: readonly (string | number)[]) => sql`any(${ids(values)}::int[])`;

/** A condition on one value (a column, or an expression of one): `exact`, `iexact`, `icontains`, `gt`, `lt`, `overlaps`. */
function scalar(expr: RawBuilder<unknown>, field: SearchField, node: SearchCondition): Condition {
  const [value = ''] = node.values;
  if (field.kind === 'lookup' || field.kind === 'person') return sql<SqlBool>`${expr} = ${anyOf(node.values)}`;
  if (field.kind === 'text') {
    if (node.op === 'iexact') return sql<SqlBool>`lower(${expr}) = lower(${value})`;
    if (node.op === 'icontains') return sql<SqlBool>`${expr} ILIKE ${likePattern(value)}`;
    return sql<SqlBool>`${expr} = ${value}`;
  }
  const cast = field.kind === 'number' ? sql`${value}::numeric` : field.kind === 'date' ? sql`${value}::date` : null;
  const typed = cast ?? sql`${value}::boolean`;
  if (node.op === 'gt') return sql<SqlBool>`${expr} > ${typed}`;
  if (node.op === 'lt') return sql<SqlBool>`${expr} < ${typed}`;
  return sql<SqlBool>`${expr} = ${typed}`;
}

/**
 * A link table as `FROM ... WHERE <owned by the row>` and the column of its values: `orfkey` has any of the values,
 * `andfkey` all of them (an EXISTS each, on the link's key), `contained_by` none outside them.
 */
type Link = { from: RawBuilder<unknown>; value: RawBuilder<unknown> };

function linked(link: Link, op: string, values: readonly (string | number)[]): Condition {
  const exists = (test: RawBuilder<unknown>) => sql<SqlBool>`EXISTS (SELECT 1 ${link.from} AND ${test})`;
  if (op === 'andfkey') return and(ids(values).map((id) => exists(sql`${link.value} = ${id}::int`)));
  if (op === 'contained_by') return not(exists(sql`${link.value} <> all(${ids(values)}::int[])`));
  return exists(sql`${link.value} = ${anyOf(values)}`);
}

const personLink = (kind: string): Link => ({
  from: sql`FROM person_lookup l WHERE l.person_id = p.id AND l.kind = ${kind}`,
  value: sql.ref('l.lookup_id'),
});
const providerLink = (kind: string): Link => ({
  from: sql`FROM capital_provider cp JOIN capital_provider_lookup l ON l.capital_provider_id = cp.id
    WHERE cp.person_id = p.id AND l.kind = ${kind}`,
  value: sql.ref('l.lookup_id'),
});
const projectLink = (kind: string): Link => ({
  from: sql`FROM project_lookup l WHERE l.project_id = pj.id AND l.kind = ${kind}`,
  value: sql.ref('l.lookup_id'),
});

/** A condition on the contact's capital-provider criteria (none: the condition does not hold). */
const onProvider = (test: Condition) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM capital_provider cp WHERE cp.person_id = p.id AND ${test})`;

/**
 * Capital provider type: Debt=1 and Equity=2 of transaction_types. A provider has Debt when `is_debt`, Equity when
 * `is_equity`; a contact without criteria has neither.
 */
function providerType(op: string, values: readonly string[]): Condition {
  const wanted = new Set(ids(values));
  const flags = [
    { id: 1, column: sql.ref('cp.is_debt') },
    { id: 2, column: sql.ref('cp.is_equity') },
  ];
  if (op === 'andfkey') {
    if ([...wanted].some((id) => id !== 1 && id !== 2)) return never;
    return onProvider(and(flags.filter((flag) => wanted.has(flag.id)).map((flag) => sql<SqlBool>`${flag.column}`)));
  }
  if (op === 'contained_by') {
    const outside = flags.filter((flag) => !wanted.has(flag.id)).map((flag) => sql<SqlBool>`${flag.column}`);
    return not(onProvider(or(outside)));
  }
  return onProvider(or(flags.filter((flag) => wanted.has(flag.id)).map((flag) => sql<SqlBool>`${flag.column}`)));
}

/** Midnight UTC of the day `value` plus `days`, as a timestamptz (due dates are stored in UTC). */
const dayStart = (value: string, days: number) => sql`((${value}::date + ${days}::int)::timestamp AT TIME ZONE 'UTC')`;

function dueDate(node: SearchCondition): Condition {
  const [value = ''] = node.values;
  if (node.op === 'gt') return sql<SqlBool>`t.due_date >= ${dayStart(value, 1)}`;
  if (node.op === 'lt') return sql<SqlBool>`t.due_date < ${dayStart(value, 0)}`;
  return sql<SqlBool>`(t.due_date >= ${dayStart(value, 0)} AND t.due_date < ${dayStart(value, 1)})`;
}

type Compiler = (field: SearchField, node: SearchCondition) => Condition;
const column =
  (name: string): Compiler =>
  (field, node) =>
    scalar(sql.ref(name), field, node);

const peopleColumns = ['profile_type', 'client_class', 'legal_status', 'title'];
const providerColumns = [
  'max_ltv',
  'max_ltgdv',
  'max_ltc',
  'min_irr',
  'min_roe',
  'min_term',
  'max_term',
  'min_size',
  'max_size',
  'is_sharia',
  'is_development',
  'is_land',
  'is_prs',
  'is_debt',
  'is_equity',
];
const peopleLinks: Record<string, Link> = {
  categories: personLink('categories'),
  use_classes: personLink('use_class_types'),
  locations: personLink('location_types'),
  investing_geographies: providerLink('investing_geography_types'),
  investment_classes: providerLink('investment_class_types'),
  cp_subcategory_types: providerLink('cp_subcategories'),
};
const projectColumns = [
  'name',
  'status',
  'fees',
  'capital_required',
  'recent_valuation',
  'term_sheet_fee',
  'closing_date',
];
const projectLinks: Record<string, Link> = {
  project_types: projectLink('project_types'),
  asset_types: projectLink('asset_types'),
  transaction_types: projectLink('transaction_types'),
  transaction_sub_types: projectLink('transaction_sub_types'),
  provider_states: {
    from: sql`FROM provider_relation l WHERE l.project_id = pj.id`,
    value: sql.ref('l.state'),
  },
};

const compilers: Record<SearchType, Record<string, Compiler>> = {
  people: {
    ...Object.fromEntries(peopleColumns.map((name) => [name, column(`p.${name}`)])),
    ...Object.fromEntries(
      providerColumns.map((name) => [name, (field, node) => onProvider(scalar(sql.ref(`cp.${name}`), field, node))]),
    ),
    ...Object.fromEntries(
      Object.entries(peopleLinks).map(([name, link]) => [name, (_field, node) => linked(link, node.op, node.values)]),
    ),
    capital_provider_type: (_field, node) => providerType(node.op, node.values),
  },
  projects: {
    ...Object.fromEntries(projectColumns.map((name) => [name, column(`pj.${name}`)])),
    ...Object.fromEntries(
      Object.entries(projectLinks).map(([name, link]) => [name, (_field, node) => linked(link, node.op, node.values)]),
    ),
  },
  tasks: {
    title: column('t.title'),
    created_by: column('t.created_by'),
    state: column('t.state'),
    due_date: (_field, node) => dueDate(node),
    assignees: (_field, node) =>
      linked(
        { from: sql`FROM task_assignee l WHERE l.task_id = t.id`, value: sql.ref('l.person_id') },
        node.op,
        node.values,
      ),
    column: (field, node) =>
      sql<SqlBool>`EXISTS (SELECT 1 FROM project_column c WHERE c.id = t.column_id AND ${scalar(sql.ref('c.name'), field, node)})`,
    default_column: (_field, node) =>
      sql<SqlBool>`EXISTS (SELECT 1 FROM project_column c JOIN lookup l ON l.kind = 'default_columns' AND l.name = c.name
        WHERE c.id = t.column_id AND l.id = ${anyOf(node.values)})`,
  },
};

const subcategories = personLink('subcategories');

function compileNode(type: SearchType, node: SearchNode): Condition {
  if (node.kind === 'subcategories') {
    const all = node.mode === 'AND' || node.mode === 'NOTAND';
    const condition = linked(subcategories, all ? 'andfkey' : 'orfkey', node.values);
    return node.mode.startsWith('NOT') ? not(condition) : condition;
  }
  const field = findSearchField(type, node.field);
  const compiler = compilers[type][node.field];
  // The parser only lets catalog fields through, and every catalog field has a compiler (search.test.ts checks).
  if (!field || !compiler) throw new Error(`no compiler for ${type}.${node.field}`);
  const condition = compiler(field, node);
  return node.negated ? not(condition) : condition;
}

/** The tree as one condition: every node holds. */
export const compileSearch = (tree: SearchTree): Condition =>
  and(tree.nodes.map((node) => compileNode(tree.type, node)));

/** Whether every catalog field of `type` has a compiler (for the tests). */
export const compiledFields = (type: SearchType) => Object.keys(compilers[type]);
