import {
  findSearchField,
  subcategoryField,
  type SearchCondition,
  type SearchField,
  type SearchNode,
  type SearchTree,
  type SearchType,
} from '@ft8/contract/search';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/search.js';

/**
 * The advanced search's tree (contract/src/search-grammar.ts) as a WHERE condition on the type's table: `p` (person),
 * `pj` (project) or `t` (task). Every value is a parameter; column and table names come from the tables below, never
 * from the query. A link (categories, assignees, ...) is an EXISTS on its link table by the row's id (the link's
 * primary key or its owner index); a condition on a column compares the column itself, so its btree serves.
 *
 * Negation is "the condition does not hold": `NOT coalesce(condition, false)`, so a row whose column is empty counts
 * as "is not 3"; an EXISTS is never empty, and is negated as a plain `NOT EXISTS` (an anti-join to the planner).
 *
 * The contacts list (`GET people/`) compiles its filters here too, as nodes of the same tree (contact/filters.ts),
 * with the list's plan (`CompileOptions.plan`) and constants looked up first (`resolveSearch`).
 */

type Condition = RawBuilder<SqlBool>;
/** Conditions that are never NULL (EXISTS, and AND/OR/NOT of such): negated without `coalesce`. */
const notNull = new WeakSet<Condition>();
const known = (condition: Condition) => (notNull.add(condition), condition);
const never: Condition = known(sql<SqlBool>`false`);
const always: Condition = known(sql<SqlBool>`true`);
const of = (parts: Condition[], join: Condition) => {
  const joined = sql<SqlBool>`(${sql.join(parts, join)})`;
  return parts.every((part) => notNull.has(part)) ? known(joined) : joined;
};
const and = (parts: Condition[]) => (parts.length === 0 ? always : of(parts, sql` AND `));
const or = (parts: Condition[]) => (parts.length === 0 ? never : of(parts, sql` OR `));
const not = (part: Condition) =>
  notNull.has(part) ? known(sql<SqlBool>`NOT ${part}`) : sql<SqlBool>`NOT coalesce(${part}, false)`;
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
 * How a search reads a link it needs (`CompileOptions.plan`, the contacts list's choice, contact/filters.ts):
 * - `walked` (the default): an EXISTS probe per row, for a walk of a sort index;
 * - `first`: the ids the link holds, collected first (`p.id = any(array(...))`), for the few rows they are.
 */
export type SearchPlan = 'first' | 'walked';

/**
 * What the compiler reads besides the tree: the plan of the links a row must have, and the constants `resolveSearch`
 * looked up (with constants in the query, the planner knows from the statistics how many rows a filter keeps).
 */
export type CompileOptions = { plan?: SearchPlan; constants?: SearchConstants };
/** The tag ids of each tags condition (`tagKey`). */
export type SearchConstants = { tagIds: ReadonlyMap<string, readonly number[]> };

/**
 * A link table: `FROM <from> WHERE <owner> = <row> AND <where>` are the row's links, `value` the column of their
 * values: `orfkey` has any of the values, `andfkey` all of them (an EXISTS each, on the link's key), `contained_by`
 * none outside them.
 */
type Link = {
  from: RawBuilder<unknown>;
  owner: RawBuilder<unknown>;
  row: RawBuilder<unknown>;
  where: Condition;
  value: RawBuilder<unknown>;
};

const exists = (link: Link, test: RawBuilder<unknown>) =>
  known(sql<SqlBool>`EXISTS (SELECT 1 FROM ${link.from} WHERE ${link.owner} = ${link.row} AND ${link.where}
    AND ${test})`);
/** The row is among those the links matching `test` belong to (read first, then the rows by id). */
const among = (link: Link, test: RawBuilder<unknown>) =>
  known(sql<SqlBool>`${link.row} = any(array(SELECT ${link.owner} FROM ${link.from} WHERE ${link.where}
    AND ${test}))`);

/** Has one of the values; `plan: 'first'` reads the links first. */
const hasAny = (link: Link, test: RawBuilder<unknown>, plan: SearchPlan | undefined) =>
  plan === 'first' ? among(link, test) : exists(link, test);

function linked(link: Link, node: SearchCondition, plan: SearchPlan | undefined): Condition {
  const { op, values } = node;
  if (op === 'andfkey') return and(ids(values).map((id) => exists(link, sql`${link.value} = ${id}::int`)));
  if (op === 'contained_by') return not(exists(link, sql`${link.value} <> all(${ids(values)}::int[])`));
  // A negated node is a probe: the rows without the link are most of them.
  return hasAny(link, sql`${link.value} = ${anyOf(values)}`, node.negated ? undefined : plan);
}

const linkOf = (from: RawBuilder<unknown>, owner: string, row: string, value: string, where: Condition = always) => ({
  from,
  owner: sql.ref(owner),
  row: sql.ref(row),
  where,
  value: sql.ref(value),
});
const personLink = (kind: string): Link =>
  linkOf(sql`person_lookup l`, 'l.person_id', 'p.id', 'l.lookup_id', sql<SqlBool>`l.kind = ${kind}`);
const providerLink = (kind: string): Link =>
  linkOf(
    sql`capital_provider cp JOIN capital_provider_lookup l ON l.capital_provider_id = cp.id`,
    'cp.person_id',
    'p.id',
    'l.lookup_id',
    sql<SqlBool>`l.kind = ${kind}`,
  );
const projectLink = (kind: string): Link =>
  linkOf(sql`project_lookup l`, 'l.project_id', 'pj.id', 'l.lookup_id', sql<SqlBool>`l.kind = ${kind}`);

/**
 * Tags: a condition on the names of the contact's tags ("has a tag that ..."). With the tag ids looked up first
 * (`resolveSearch`), a test of `person_tag.tag_id` against constants; otherwise a join to the names.
 */
const personTags = linkOf(sql`person_tag l`, 'l.person_id', 'p.id', 'l.tag_id');
export const tagKey = (node: SearchCondition) => `${node.op}:${node.values.join(',')}`;
const tagName = (field: SearchField, node: SearchCondition) => scalar(sql.ref('tg.name'), field, node);

function tags(field: SearchField, node: SearchCondition, options: CompileOptions): Condition {
  const resolved = options.constants?.tagIds.get(tagKey(node));
  const plan = node.negated ? undefined : options.plan;
  if (resolved) return hasAny(personTags, sql`l.tag_id = ${anyOf(resolved)}`, plan);
  return hasAny(
    personTags,
    sql`EXISTS (SELECT 1 FROM tag tg WHERE tg.id = l.tag_id AND ${tagName(field, node)})`,
    plan,
  );
}

/** The constants of a tree (the ids of the tags its tags conditions name), looked up before it is compiled. */
export async function resolveSearch(db: Kysely<Database>, tree: SearchTree): Promise<SearchConstants> {
  const tagIds = new Map<string, number[]>();
  if (tree.type !== 'people') return { tagIds };
  const field = findSearchField('people', 'tags');
  for (const node of tree.nodes) {
    if (!field || node.kind !== 'condition' || node.field !== 'tags' || tagIds.has(tagKey(node))) continue;
    const { rows } = await sql<{ id: number }>`SELECT tg.id FROM tag tg WHERE ${tagName(field, node)}`.execute(db);
    tagIds.set(
      tagKey(node),
      rows.map((row) => row.id),
    );
  }
  return { tagIds };
}

/** A condition on the contact's capital-provider criteria (none: the condition does not hold). */
const onProvider = (test: Condition) =>
  known(sql<SqlBool>`EXISTS (SELECT 1 FROM capital_provider cp WHERE cp.person_id = p.id AND ${test})`);

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

type Compiler = (field: SearchField, node: SearchCondition, options: CompileOptions) => Condition;
const column =
  (name: string): Compiler =>
  (field, node) =>
    scalar(sql.ref(name), field, node);

const peopleColumns = ['profile_type', 'client_class', 'legal_status', 'title', 'is_universal_owner'];
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
  provider_states: linkOf(sql`provider_relation l`, 'l.project_id', 'pj.id', 'l.state'),
};
const linkCompiler =
  (link: Link): Compiler =>
  (_field, node, options) =>
    linked(link, node, options.plan);

const compilers: Record<SearchType, Record<string, Compiler>> = {
  people: {
    ...Object.fromEntries(peopleColumns.map((name) => [name, column(`p.${name}`)])),
    ...Object.fromEntries(
      providerColumns.map((name) => [name, (field, node) => onProvider(scalar(sql.ref(`cp.${name}`), field, node))]),
    ),
    ...Object.fromEntries(Object.entries(peopleLinks).map(([name, link]) => [name, linkCompiler(link)])),
    capital_provider_type: (_field, node) => providerType(node.op, node.values),
    tags: (field, node, options) => tags(field, node, options),
  },
  projects: {
    ...Object.fromEntries(projectColumns.map((name) => [name, column(`pj.${name}`)])),
    ...Object.fromEntries(Object.entries(projectLinks).map(([name, link]) => [name, linkCompiler(link)])),
  },
  tasks: {
    title: column('t.title'),
    created_by: column('t.created_by'),
    state: column('t.state'),
    due_date: (_field, node) => dueDate(node),
    assignees: linkCompiler(linkOf(sql`task_assignee l`, 'l.task_id', 't.id', 'l.person_id')),
    column: (field, node) =>
      sql<SqlBool>`EXISTS (SELECT 1 FROM project_column c WHERE c.id = t.column_id AND ${scalar(sql.ref('c.name'), field, node)})`,
    default_column: (_field, node) =>
      sql<SqlBool>`EXISTS (SELECT 1 FROM project_column c JOIN lookup l ON l.kind = 'default_columns' AND l.name = c.name
        WHERE c.id = t.column_id AND l.id = ${anyOf(node.values)})`,
  },
};

const subcategories = personLink('subcategories');

function compileNode(type: SearchType, node: SearchNode, options: CompileOptions): Condition {
  if (node.kind === 'subcategories') {
    const all = node.mode === 'AND' || node.mode === 'NOTAND';
    const negated = node.mode.startsWith('NOT');
    const values = node.values.map(String);
    const as: SearchCondition = {
      kind: 'condition',
      field: subcategoryField,
      op: all ? 'andfkey' : 'orfkey',
      negated,
      values,
    };
    const condition = linked(subcategories, as, options.plan);
    return negated ? not(condition) : condition;
  }
  const field = findSearchField(type, node.field);
  const compiler = compilers[type][node.field];
  // The parser only lets catalog fields through, and every catalog field has a compiler (search.test.ts checks).
  if (!field || !compiler) throw new Error(`no compiler for ${type}.${node.field}`);
  const condition = compiler(field, node, options);
  return node.negated ? not(condition) : condition;
}

/** The tree as one condition: every node holds. */
export const compileSearch = (tree: SearchTree, options: CompileOptions = {}): Condition =>
  and(tree.nodes.map((node) => compileNode(tree.type, node, options)));

/** Whether every catalog field of `type` has a compiler (for the tests). */
export const compiledFields = (type: SearchType) => Object.keys(compilers[type]);
