import {
  findSearchField,
  hasSubcategoryGroups,
  maxSearchQueryLength,
  maxSearchTerms,
  maxSearchTextLength,
  maxSearchValues,
  searchOps,
  singleValueOps,
  subcategoryField,
  subcategoryModes,
  type SearchField,
  type SearchOp,
  type SearchType,
  type SubcategoryMode,
} from './search-fields.js';

/**
 * The advanced search's query grammar (spec part 2, section 5 "Search"), DRF-like:
 *
 *   query     = "" | term *( "&" term )              every term must hold (AND)
 *   term      = [ "~" ] field [ "__" op ] "=" values  "~" negates; no op means `exact`
 *             | "subcategories__" mode "=" ids        mode: AND | OR | NOTAND | NOTOR
 *   values    = value *( "," value )                 each value percent-encoded (encodeURIComponent)
 *
 * e.g. `profile_type=3&~categories__orfkey=1,2&max_ltv__gt=60&subcategories__OR=4,5`. The query travels as ONE path
 * segment (`search/people/{query}`), so it is percent-encoded once more as a whole: `searchQuerySegment(tree)`.
 * `parseSearchQuery` checks every field, op and value against the field catalog (search-fields.ts);
 * `serializeSearchQuery` writes a tree back, and parsing that gives the same tree.
 */

export interface SearchCondition {
  kind: 'condition';
  field: string;
  op: SearchOp;
  negated: boolean;
  values: string[];
}

/** Subcategories: AND has all of them, OR any of them, NOTAND not all of them, NOTOR none of them. */
export interface SubcategoryGroup {
  kind: 'subcategories';
  mode: SubcategoryMode;
  values: number[];
}

export type SearchNode = SearchCondition | SubcategoryGroup;

/** A search: every node must hold. */
export interface SearchTree {
  type: SearchType;
  nodes: SearchNode[];
}

export type SearchParse = { ok: true; tree: SearchTree } | { ok: false; error: string };

const idPattern = /^[1-9]\d{0,8}$/;
const numberPattern = /^-?\d{1,14}(\.\d{1,4})?$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const isDay = (value: string) => {
  if (!datePattern.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Why `value` is not a value of `field`, or null when it is. */
export const searchValueError = (field: SearchField, value: string): string | null => {
  switch (field.kind) {
    case 'lookup':
    case 'person':
      return idPattern.test(value) ? null : `"${value}" is not an id`;
    case 'number':
      return numberPattern.test(value) ? null : `"${value}" is not a number`;
    case 'date':
      return isDay(value) ? null : `"${value}" is not a date (YYYY-MM-DD)`;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : `"${value}" is not true or false`;
    case 'text':
      if (value.trim() === '') return 'the text is empty';
      return value.length <= maxSearchTextLength ? null : `the text is over ${maxSearchTextLength} characters`;
  }
};

const shown = (term: string) => (term.length > 80 ? `${term.slice(0, 80)}…` : term);
const fail = (term: string, reason: string): SearchParse => ({ ok: false, error: `"${shown(term)}": ${reason}` });

const decodeValues = (raw: string): string[] | null => {
  try {
    return raw.split(',').map((value) => decodeURIComponent(value));
  } catch {
    return null;
  }
};

const parseTerm = (type: SearchType, term: string): { node: SearchNode } | { error: string } => {
  const equals = term.indexOf('=');
  if (equals < 0) return { error: 'a term is `field=value`' };
  let key = term.slice(0, equals);
  const negated = key.startsWith('~');
  if (negated) key = key.slice(1);
  const split = key.indexOf('__');
  const name = split < 0 ? key : key.slice(0, split);
  const suffix = split < 0 ? 'exact' : key.slice(split + 2);
  const values = decodeValues(term.slice(equals + 1));
  if (!values) return { error: 'a value is not properly percent-encoded' };
  if (values.some((value) => value === '')) return { error: 'a value is empty' };
  if (values.length > maxSearchValues) return { error: `at most ${maxSearchValues} values` };

  if (name === subcategoryField && hasSubcategoryGroups(type)) {
    if (negated) return { error: 'a subcategory group is negated with NOTAND or NOTOR, not "~"' };
    const mode = subcategoryModes.find((candidate) => candidate === suffix);
    if (!mode) return { error: `subcategories take AND, OR, NOTAND or NOTOR, not "${suffix}"` };
    const bad = values.find((value) => !idPattern.test(value));
    if (bad !== undefined) return { error: `"${bad}" is not an id` };
    return { node: { kind: 'subcategories', mode, values: values.map(Number) } };
  }
  const field = findSearchField(type, name);
  if (!field) return { error: `unknown field "${name}" for ${type}` };
  const op = searchOps.find((candidate) => candidate === suffix);
  if (!op) return { error: `unknown condition "${suffix}"` };
  if (!field.ops.includes(op)) return { error: `"${name}" does not take the condition "${op}"` };
  if (singleValueOps.includes(op) && values.length !== 1) return { error: `"${op}" takes one value` };
  for (const value of values) {
    const error = searchValueError(field, value);
    if (error) return { error };
  }
  return { node: { kind: 'condition', field: name, op, negated, values } };
};

/** Parses and checks a query string (already decoded from its path segment). */
export const parseSearchQuery = (type: SearchType, query: string): SearchParse => {
  if (query.length > maxSearchQueryLength)
    return { ok: false, error: `the query is over ${maxSearchQueryLength} characters` };
  if (query === '') return { ok: true, tree: { type, nodes: [] } };
  const terms = query.split('&');
  if (terms.length > maxSearchTerms) return { ok: false, error: `at most ${maxSearchTerms} terms` };
  const nodes: SearchNode[] = [];
  for (const term of terms) {
    if (term === '') return { ok: false, error: 'an empty term (two "&" in a row, or one at an end)' };
    const parsed = parseTerm(type, term);
    if ('error' in parsed) return fail(term, parsed.error);
    nodes.push(parsed.node);
  }
  return { ok: true, tree: { type, nodes } };
};

const serializeNode = (node: SearchNode): string => {
  if (node.kind === 'subcategories') return `${subcategoryField}__${node.mode}=${node.values.join(',')}`;
  const suffix = node.op === 'exact' ? '' : `__${node.op}`;
  return `${node.negated ? '~' : ''}${node.field}${suffix}=${node.values.map(encodeURIComponent).join(',')}`;
};

/** The query string of a tree; `parseSearchQuery(tree.type, serializeSearchQuery(tree))` gives the tree back. */
export const serializeSearchQuery = (tree: SearchTree): string => tree.nodes.map(serializeNode).join('&');

/** The `{query}` path segment of `search/{type}/{query}`: the query string percent-encoded as a whole. */
export const searchQuerySegment = (tree: SearchTree): string => encodeURIComponent(serializeSearchQuery(tree));
