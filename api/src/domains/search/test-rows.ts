import type { SearchCondition, SearchNode, SearchTree } from '@ft8/contract/search';
import { findSearchField } from '@ft8/contract/search';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A small data set for the search's property test, made with a seeded generator, and the same search as a plain
 * TypeScript filter over it: what the compiled SQL must find among these rows.
 */

type Value = string | number | boolean | null | string[];
/** A row as the plain filter reads it: scalar fields, and link fields as sets of ids. */
export type PlainRow = { id: number; values: Record<string, Value>; links: Record<string, Set<number>> };

function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]) => items.filter(() => next() < 0.4);
  return { next, pick, some };
}

export const lookupIds = async (db: Kysely<Database>, kind: string, count = 4) =>
  (
    await db.selectFrom('lookup').select(['id', 'name']).where('kind', '=', kind).orderBy('id').limit(count).execute()
  ).map((row) => ({ id: row.id, name: row.name }));

export const maxLtvs = ['0', '50', '65.5', '80'];
/** The tags of the test's contacts (names are stored lowercased). */
export const personTags = (stamp: string) => [`${stamp}-red`, `${stamp}-blue`, `${stamp}-dark red`];
export const capitalRequired = ['0', '1000', '2500.5'];
export const closingDates = ['2025-01-01', '2025-06-30', '2026-02-01'];
export const dueTimes = [null, '2025-03-01T23:30:00Z', '2025-03-02T00:00:00Z', '2025-04-10T12:00:00Z'];
export const projectWords = ['Alpha', 'beta', 'Gamma,x', '=50%'];
export const taskTitles = ['Call lender', 'call LENDER', 'Send 50% fee', 'Review, sign'];

export async function createPeople(db: Kysely<Database>, stamp: string, count: number, seed: number) {
  const { next, pick, some } = random(seed);
  const categories = (await lookupIds(db, 'categories')).map((row) => row.id);
  const subcategories = (await lookupIds(db, 'subcategories')).map((row) => row.id);
  const tagNames = personTags(stamp);
  const tags = await db
    .insertInto('tag')
    .values(tagNames.map((name) => ({ name })))
    .returning(['id', 'name'])
    .execute();
  const rows: PlainRow[] = [];
  for (let index = 0; index < count; index++) {
    const profile_type = pick([1, 2, 3, 4]);
    const is_universal_owner = next() < 0.3;
    const { id } = await db
      .insertInto('person')
      .values({ first_name: `P${index}`, last_name: stamp, company: stamp, profile_type, is_universal_owner })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tagged = some(tags);
    if (tagged.length)
      await db
        .insertInto('person_tag')
        .values(tagged.map((tag) => ({ person_id: id, tag_id: tag.id })))
        .execute();
    const links = { categories: some(categories), subcategories: some(subcategories) };
    for (const [kind, ids] of Object.entries(links))
      if (ids.length)
        await db
          .insertInto('person_lookup')
          .values(ids.map((lookup_id) => ({ person_id: id, kind, lookup_id })))
          .execute();
    let provider: { max_ltv: number; is_debt: boolean; is_equity: boolean } | null = null;
    if (next() < 0.6) {
      provider = { max_ltv: Number(pick(maxLtvs)), is_debt: next() < 0.5, is_equity: next() < 0.5 };
      await db
        .insertInto('capital_provider')
        .values({ person_id: id, ...provider })
        .execute();
    }
    const types = new Set<number>();
    if (provider?.is_debt) types.add(1);
    if (provider?.is_equity) types.add(2);
    rows.push({
      id,
      values: {
        profile_type,
        is_universal_owner,
        tags: tagged.map((tag) => tag.name),
        max_ltv: provider?.max_ltv ?? null,
        is_debt: provider ? provider.is_debt : null,
      },
      links: {
        categories: new Set(links.categories),
        subcategories: new Set(links.subcategories),
        capital_provider_type: types,
      },
    });
  }
  return { rows, categories, subcategories };
}

export async function createProjects(db: Kysely<Database>, stamp: string, count: number, seed: number) {
  const { pick, some } = random(seed);
  const projectTypes = (await lookupIds(db, 'project_types')).map((row) => row.id);
  const rows: PlainRow[] = [];
  for (let index = 0; index < count; index++) {
    const values = {
      name: `${pick(projectWords)} ${stamp}`,
      status: pick([1, 2, 3, 4, 5, 6]),
      capital_required: pick(capitalRequired),
      closing_date: pick(closingDates),
    };
    const { id } = await db.insertInto('project').values(values).returning('id').executeTakeFirstOrThrow();
    const types = some(projectTypes);
    if (types.length)
      await db
        .insertInto('project_lookup')
        .values(types.map((lookup_id) => ({ project_id: id, kind: 'project_types', lookup_id })))
        .execute();
    rows.push({
      id,
      values: { ...values, capital_required: Number(values.capital_required) },
      links: { project_types: new Set(types) },
    });
  }
  return { rows, projectTypes };
}

export async function createTasks(
  db: Kysely<Database>,
  project: number,
  people: number[],
  count: number,
  seed: number,
) {
  const { pick, some } = random(seed);
  const defaults = await lookupIds(db, 'default_columns', 2);
  const columnNames = [defaults[0]!.name, 'Custom'];
  const columns: { id: number; name: string }[] = [];
  for (const [position, name] of columnNames.entries())
    columns.push(
      await db
        .insertInto('project_column')
        .values({ project_id: project, name, position })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow(),
    );
  const rows: PlainRow[] = [];
  for (let index = 0; index < count; index++) {
    const column = pick(columns);
    const due = pick(dueTimes);
    const values = { title: pick(taskTitles), state: pick([1, 2, 3]), created_by: pick([null, ...people]) };
    const { id } = await db
      .insertInto('task')
      .values({ ...values, project_id: project, column_id: column.id, due_date: due, position: index })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assignees = some(people);
    if (assignees.length)
      await db
        .insertInto('task_assignee')
        .values(assignees.map((person_id) => ({ task_id: id, person_id })))
        .execute();
    const defaultColumn = defaults.find((row) => row.name === column.name)?.id ?? null;
    rows.push({
      id,
      values: { ...values, due_date: due && due.slice(0, 10), column: column.name, default_column: defaultColumn },
      links: { assignees: new Set(assignees) },
    });
  }
  return { rows, defaults };
}

function holds(tree: SearchTree, row: PlainRow, node: SearchCondition): boolean {
  const field = findSearchField(tree.type, node.field)!;
  if (field.many) {
    const have = row.links[node.field] ?? new Set<number>();
    const wanted = node.values.map(Number);
    if (node.op === 'andfkey') return wanted.every((id) => have.has(id));
    if (node.op === 'contained_by') return [...have].every((id) => wanted.includes(id));
    return wanted.some((id) => have.has(id));
  }
  const value = row.values[node.field];
  const [first = ''] = node.values;
  if (value === null || value === undefined) return false;
  if (field.kind === 'lookup' || field.kind === 'person') return node.values.map(Number).includes(Number(value));
  if (field.kind === 'boolean') return String(value) === first;
  // Several texts (a contact's tags): one of them holds.
  if (Array.isArray(value)) return value.some((text) => holds(tree, { ...row, values: { [node.field]: text } }, node));
  if (field.kind === 'text') {
    const text = String(value);
    if (node.op === 'iexact') return text.toLowerCase() === first.toLowerCase();
    if (node.op === 'icontains') return text.toLowerCase().includes(first.toLowerCase());
    return text === first;
  }
  const [left, right] = field.kind === 'number' ? [Number(value), Number(first)] : [String(value), first];
  return node.op === 'gt' ? left > right : node.op === 'lt' ? left < right : left === right;
}

function nodeHolds(tree: SearchTree, row: PlainRow, node: SearchNode): boolean {
  if (node.kind === 'subcategories') {
    const have = row.links.subcategories ?? new Set<number>();
    const all = node.values.every((id) => have.has(id));
    const any = node.values.some((id) => have.has(id));
    return { AND: all, OR: any, NOTAND: !all, NOTOR: !any }[node.mode];
  }
  const result = holds(tree, row, node);
  return node.negated ? !result : result;
}

/** The ids of the rows the tree finds, by the plain filter. */
export const plainSearch = (tree: SearchTree, rows: PlainRow[]) =>
  rows
    .filter((row) => tree.nodes.every((node) => nodeHolds(tree, row, node)))
    .map((row) => row.id)
    .sort((a, b) => a - b);
