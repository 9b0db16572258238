import {
  findSearchField,
  searchFields,
  subcategoryField,
  subcategoryModes,
  type SearchField,
  type SearchOp,
  type SearchRowType,
  type SearchType,
  type SubcategoryMode,
} from '@ft8/contract/search-fields';
import type { SearchNode, SearchTree } from '@ft8/contract/search-grammar';

/**
 * The query builder's rows (spec part 2 "Query row": type, field, condition, value, subRows) and their mapping to and
 * from the contract's typed search tree, so that a saved search opens as it was built.
 *
 * A row's `condition` is an op (`orfkey`), negated with `~` (`~orfkey`); a subcategory sub-row's is its group mode
 * (`AND`, `OR`, `NOTAND`, `NOTOR`). `values` are the query's values: ids, or one number, date, boolean or text.
 */

/** What made a sub-row (spec "Search rows"): the client class of a Client, a category's subcategories, its criteria. */
export type SubRowKind = 'clientClass' | 'subcategory' | 'capitalProvider';

export interface QueryRow {
  key: string;
  type: SearchRowType | '';
  field: string;
  condition: string;
  values: string[];
  subRows: QueryRow[];
  /** Set on sub-rows only. */
  subRowKind?: SubRowKind;
  /** A subcategory sub-row: the category whose subcategories it offers. */
  category?: string;
}

/** What the sub-row rules need of the lookup lists. */
export interface SearchLookupFacts {
  /** The id of the Client profile type (`profile_types`). */
  clientProfileId: string | null;
  /** Subcategory id -> its category id. */
  subcategoryCategory: ReadonlyMap<string, string>;
  /** Categories that are capital-provider categories. */
  cpCategoryIds: ReadonlySet<string>;
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

export const emptyRow = (type: SearchRowType | '' = ''): QueryRow => ({
  key: newKey(),
  type,
  field: '',
  condition: '',
  values: [],
  subRows: [],
});

/** The row types a search type offers (the type picker). */
export function rowTypesOf(searchType: SearchType): SearchRowType[] {
  return [...new Set(searchFields[searchType].map((field) => field.rowType))];
}

/** The fields a row of `rowType` offers (the field picker); a sub-row's own kind fixes its fields. */
export function fieldsOf(searchType: SearchType, rowType: SearchRowType | ''): readonly SearchField[] {
  return searchFields[searchType].filter((field) => field.rowType === rowType);
}

export const conditionOf = (op: SearchOp, negated: boolean) => `${negated ? '~' : ''}${op}`;

export function parseCondition(condition: string): { op: SearchOp; negated: boolean } | null {
  const negated = condition.startsWith('~');
  const op = (negated ? condition.slice(1) : condition) as SearchOp;
  return op ? { op, negated } : null;
}

const isSubcategoryMode = (value: string): value is SubcategoryMode =>
  (subcategoryModes as readonly string[]).includes(value);

/** Whether every part of the row, and of each of its sub-rows, is filled (spec section 5: 'Save this search'). */
export function isRowComplete(searchType: SearchType, row: QueryRow): boolean {
  return ownPartsFilled(searchType, row) && row.subRows.every((sub) => isRowComplete(searchType, sub));
}

function ownPartsFilled(searchType: SearchType, row: QueryRow): boolean {
  if (!row.type || !row.field || !row.condition || row.values.length === 0) return false;
  if (row.values.some((value) => value.trim() === '')) return false;
  if (row.field === subcategoryField) return isSubcategoryMode(row.condition);
  const field = findSearchField(searchType, row.field);
  const parsed = parseCondition(row.condition);
  return Boolean(field && parsed && field.ops.includes(parsed.op));
}

export const allRowsComplete = (searchType: SearchType, rows: readonly QueryRow[]) =>
  rows.length > 0 && rows.every((row) => isRowComplete(searchType, row));

// --- Editing ------------------------------------------------------------------------------------------------------

/** A new row type clears the rest of the row. */
export const withRowType = (row: QueryRow, type: SearchRowType | ''): QueryRow => ({
  ...row,
  type,
  field: '',
  condition: '',
  values: [],
  subRows: [],
});

/** A new field takes its first condition and clears the value. */
export function withField(searchType: SearchType, row: QueryRow, fieldName: string): QueryRow {
  const field = findSearchField(searchType, fieldName);
  return {
    ...row,
    field: fieldName,
    condition: field?.ops[0] ? conditionOf(field.ops[0], false) : '',
    values: [],
    subRows: [],
  };
}

/** The values a row keeps when its condition changes: one value when the condition takes only one. */
export function withCondition(row: QueryRow, condition: string, singleValue: boolean): QueryRow {
  return { ...row, condition, values: singleValue ? row.values.slice(0, 1) : row.values };
}

export const withValues = (row: QueryRow, values: string[]): QueryRow => ({ ...row, values });

/**
 * The sub-rows a row calls for (spec part 2 "Search rows"), keeping those already there:
 * - user type Client: one client class sub-row, which cannot be deleted;
 * - contact categories: one subcategory sub-row per chosen category that has subcategories, and the capital-provider
 *   sub-rows when a chosen category is a capital-provider category.
 */
export function withSubRows(row: QueryRow, facts: SearchLookupFacts): QueryRow {
  if (row.field === 'profile_type') {
    const isClient =
      facts.clientProfileId !== null && row.values.includes(facts.clientProfileId) && !row.condition.startsWith('~');
    if (!isClient) return row.subRows.length ? { ...row, subRows: [] } : row;
    const existing = row.subRows.find((sub) => sub.subRowKind === 'clientClass');
    return {
      ...row,
      subRows: [
        existing ?? { ...emptyRow('Contact'), field: 'client_class', condition: 'exact', subRowKind: 'clientClass' },
      ],
    };
  }
  if (row.field === 'categories') {
    const withSubcategories = new Set(facts.subcategoryCategory.values());
    const subcategoryRows = row.values
      .filter((category) => withSubcategories.has(category))
      .map(
        (category) =>
          row.subRows.find((sub) => sub.subRowKind === 'subcategory' && sub.category === category) ??
          subcategoryRow(category),
      );
    const anyCp = row.values.some((category) => facts.cpCategoryIds.has(category));
    const cpRows = row.subRows.filter((sub) => sub.subRowKind === 'capitalProvider');
    const capitalProviderRows = anyCp ? (cpRows.length ? cpRows : [capitalProviderRow()]) : [];
    const subRows = [...subcategoryRows, ...capitalProviderRows];
    const same = subRows.length === row.subRows.length && subRows.every((sub, index) => sub === row.subRows[index]);
    return same ? row : { ...row, subRows };
  }
  return row;
}

const subcategoryRow = (category: string): QueryRow => ({
  ...emptyRow('Contact'),
  field: subcategoryField,
  condition: 'OR',
  subRowKind: 'subcategory',
  category,
});

const capitalProviderRow = (): QueryRow => ({ ...emptyRow('Capital Provider'), subRowKind: 'capitalProvider' });

/** Whether the sub-row may be deleted: the client class of a Client may not. */
export const canDeleteSubRow = (sub: QueryRow) => sub.subRowKind !== 'clientClass';

/** Adds a capital-provider sub-row under a row that has them. */
export const withAddedCapitalProviderRow = (row: QueryRow): QueryRow => ({
  ...row,
  subRows: [...row.subRows, capitalProviderRow()],
});

/** Deleting the last row leaves one empty row (spec "Search rows"). */
export function removeRow(rows: readonly QueryRow[], key: string): QueryRow[] {
  const left = rows.filter((row) => row.key !== key);
  return left.length ? left : [emptyRow()];
}

/**
 * Deleting a sub-row; the client class sub-row stays. Deleting the last sub-row of its kind leaves one empty sub-row
 * of that kind (spec "Search rows"), while the choice that called for it stays.
 */
export function removeSubRow(row: QueryRow, key: string): QueryRow {
  const target = row.subRows.find((sub) => sub.key === key);
  if (!target || !canDeleteSubRow(target)) return row;
  const sameKind = row.subRows.filter((sub) => sub.subRowKind === target.subRowKind);
  if (target.subRowKind === 'subcategory' || sameKind.length === 1) {
    const fresh = target.subRowKind === 'subcategory' ? subcategoryRow(target.category ?? '') : capitalProviderRow();
    return { ...row, subRows: row.subRows.map((sub) => (sub.key === key ? fresh : sub)) };
  }
  return { ...row, subRows: row.subRows.filter((sub) => sub.key !== key) };
}

// --- Rows <-> tree ------------------------------------------------------------------------------------------------

function nodeOf(row: QueryRow): SearchNode {
  if (row.field === subcategoryField) {
    return { kind: 'subcategories', mode: row.condition as SubcategoryMode, values: row.values.map(Number) };
  }
  const { op, negated } = parseCondition(row.condition)!;
  return { kind: 'condition', field: row.field, op, negated, values: [...row.values] };
}

/** The search tree of the complete rows, each row followed by its sub-rows; incomplete rows are left out. */
export function rowsToTree(searchType: SearchType, rows: readonly QueryRow[]): SearchTree {
  const nodes: SearchNode[] = [];
  const visit = (row: QueryRow) => {
    if (ownPartsFilled(searchType, row)) nodes.push(nodeOf(row));
    row.subRows.forEach(visit);
  };
  rows.forEach(visit);
  return { type: searchType, nodes };
}

function rowOf(searchType: SearchType, node: SearchNode, subRowKind?: SubRowKind): QueryRow {
  if (node.kind === 'subcategories') {
    return {
      ...emptyRow('Contact'),
      field: subcategoryField,
      condition: node.mode,
      values: node.values.map(String),
      subRowKind,
    };
  }
  const field = findSearchField(searchType, node.field);
  return {
    ...emptyRow(field?.rowType ?? ''),
    field: node.field,
    condition: conditionOf(node.op, node.negated),
    values: [...node.values],
    subRowKind,
  };
}

const isCpField = (searchType: SearchType, name: string) =>
  findSearchField(searchType, name)?.rowType === 'Capital Provider';

/**
 * The rows of a tree: the nodes right after a row that calls for sub-rows become its sub-rows (a client class after
 * a Client user type, subcategory groups and capital-provider criteria after contact categories), as the builder
 * writes them; any other node is a row of its own.
 */
export function treeToRows(tree: SearchTree, facts: SearchLookupFacts): QueryRow[] {
  const rows: QueryRow[] = [];
  const { nodes } = tree;
  let index = 0;
  while (index < nodes.length) {
    const node = nodes[index]!;
    index += 1;
    const row = rowOf(tree.type, node);
    rows.push(row);
    if (node.kind !== 'condition') continue;
    const called = withSubRows(row, facts);
    if (called.subRows.length === 0) continue;
    const subRows: QueryRow[] = [];
    const wanted = called.subRows;
    const subcategoryOf = (next: SearchNode) => {
      if (next.kind !== 'subcategories' || next.values.length === 0) return undefined;
      return facts.subcategoryCategory.get(String(next.values[0]));
    };
    // Contiguous nodes that fill the sub-rows called for.
    for (; index < nodes.length; index += 1) {
      const next = nodes[index]!;
      if (node.field === 'profile_type') {
        if (next.kind === 'condition' && next.field === 'client_class' && !subRows.length)
          subRows.push(rowOf(tree.type, next, 'clientClass'));
        else break;
      } else if (next.kind === 'subcategories') {
        const category = subcategoryOf(next);
        const slot = wanted.find((sub) => sub.subRowKind === 'subcategory' && sub.category === category);
        if (!slot || subRows.some((sub) => sub.category === category)) break;
        subRows.push({ ...rowOf(tree.type, next, 'subcategory'), category });
      } else if (next.kind === 'condition' && isCpField(tree.type, next.field)) {
        if (!wanted.some((sub) => sub.subRowKind === 'capitalProvider')) break;
        subRows.push(rowOf(tree.type, next, 'capitalProvider'));
      } else break;
    }
    // The sub-rows called for that the tree did not fill stay empty, in the builder's order.
    const ordered = wanted.map((slot) => {
      if (slot.subRowKind === 'subcategory') return subRows.find((sub) => sub.category === slot.category) ?? slot;
      if (slot.subRowKind === 'clientClass') return subRows[0] ?? slot;
      return null;
    });
    const cpRows = subRows.filter((sub) => sub.subRowKind === 'capitalProvider');
    row.subRows = ordered.flatMap((sub) => (sub ? [sub] : cpRows.length ? cpRows : [capitalProviderRow()]));
  }
  return rows.length ? rows : [emptyRow()];
}

/** Rows compared without their keys (tests, and checking saved rows against the saved query). */
export function rowsShape(rows: readonly QueryRow[]): unknown {
  return rows.map(({ type, field, condition, values, subRows, subRowKind, category }) => ({
    type,
    field,
    condition,
    values,
    subRowKind,
    category,
    subRows: rowsShape(subRows),
  }));
}

// --- Saved rows ---------------------------------------------------------------------------------------------------

/** The rows as a saved search keeps them (spec "Query row": type, field, condition, value, subRows). */
export interface SavedQueryRow {
  type: string;
  field: string;
  condition: string;
  value: string[];
  subRows: SavedQueryRow[];
  subRowKind?: SubRowKind;
  category?: string;
}

export const toSavedRows = (rows: readonly QueryRow[]): SavedQueryRow[] =>
  rows.map(({ type, field, condition, values, subRows, subRowKind, category }) => ({
    type,
    field,
    condition,
    value: values,
    subRows: toSavedRows(subRows),
    ...(subRowKind ? { subRowKind } : {}),
    ...(category ? { category } : {}),
  }));

const rowTypes: readonly string[] = ['Contact', 'Capital Provider', 'Project', 'Task', ''];
const subRowKinds: readonly string[] = ['clientClass', 'subcategory', 'capitalProvider'];

/** Saved rows read back, or null when they are not rows this builder wrote. */
export function fromSavedRows(saved: unknown): QueryRow[] | null {
  if (!Array.isArray(saved)) return null;
  const rows: QueryRow[] = [];
  for (const item of saved as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { type, field, condition, value, subRows, subRowKind, category } = item as Record<string, unknown>;
    if (typeof type !== 'string' || !rowTypes.includes(type)) return null;
    if (typeof field !== 'string' || typeof condition !== 'string') return null;
    if (!Array.isArray(value) || !value.every((one) => typeof one === 'string')) return null;
    if (subRowKind !== undefined && (typeof subRowKind !== 'string' || !subRowKinds.includes(subRowKind))) return null;
    if (category !== undefined && typeof category !== 'string') return null;
    const subs = subRows === undefined ? [] : fromSavedRows(subRows);
    if (!subs) return null;
    rows.push({
      ...emptyRow(type as SearchRowType | ''),
      field,
      condition,
      values: value,
      subRows: subs,
      ...(subRowKind ? { subRowKind: subRowKind as SubRowKind } : {}),
      ...(category ? { category } : {}),
    });
  }
  return rows;
}

const sameNodes = (a: SearchTree, b: SearchTree) => JSON.stringify(a.nodes) === JSON.stringify(b.nodes);

/**
 * The rows a saved search opens with: its saved rows when they give exactly its saved query (the rows as built),
 * otherwise the rows read from the query itself.
 */
export function openSavedRows(savedRows: unknown, tree: SearchTree, facts: SearchLookupFacts): QueryRow[] {
  const saved = fromSavedRows(savedRows);
  if (saved && saved.length && sameNodes(rowsToTree(tree.type, saved), tree)) return saved;
  return treeToRows(tree, facts);
}
