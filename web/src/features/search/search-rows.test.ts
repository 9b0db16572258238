import { parseSearchQuery, serializeSearchQuery } from '@ft8/contract/search-grammar';
import { describe, expect, it } from 'vitest';
import {
  allRowsComplete,
  openSavedRows,
  toSavedRows,
  emptyRow,
  removeRow,
  removeSubRow,
  rowsShape,
  rowsToTree,
  treeToRows,
  withAddedCapitalProviderRow,
  withField,
  withRowType,
  withSubRows,
  withValues,
  type QueryRow,
  type SearchLookupFacts,
} from './search-rows';

// Client is profile type 3; categories 10 (Lender, a capital-provider category, subcategories 101 and 102) and 20
// (Agent, subcategory 201); category 30 has no subcategories.
const facts: SearchLookupFacts = {
  clientProfileId: '3',
  subcategoryCategory: new Map([
    ['101', '10'],
    ['102', '10'],
    ['201', '20'],
  ]),
  cpCategoryIds: new Set(['10']),
};

const row = (field: string, values: string[], condition?: string): QueryRow => {
  let built = withField('people', withRowType(emptyRow(), field === 'max_ltv' ? 'Capital Provider' : 'Contact'), field);
  if (condition) built = { ...built, condition };
  return withSubRows(withValues(built, values), facts);
};

const roundTrip = (rows: QueryRow[]) => {
  const query = serializeSearchQuery(rowsToTree('people', rows));
  const parsed = parseSearchQuery('people', query);
  if (!parsed.ok) throw new Error(parsed.error);
  return { query, rows: treeToRows(parsed.tree, facts) };
};

describe('sub-row rules (spec part 2 "Search rows")', () => {
  it('user type Client adds a client class sub-row that cannot be deleted', () => {
    const client = row('profile_type', ['3']);
    expect(client.subRows).toHaveLength(1);
    expect(client.subRows[0]).toMatchObject({ field: 'client_class', subRowKind: 'clientClass' });
    expect(removeSubRow(client, client.subRows[0]!.key)).toBe(client);
    // Another user type drops it.
    expect(withSubRows(withValues(client, ['1']), facts).subRows).toEqual([]);
  });

  it('contact categories add a subcategory sub-row per category with subcategories, and a capital-provider sub-row', () => {
    const categories = row('categories', ['10', '20', '30']);
    expect(categories.subRows.map((sub) => [sub.subRowKind, sub.category])).toEqual([
      ['subcategory', '10'],
      ['subcategory', '20'],
      ['capitalProvider', undefined],
    ]);
    const noCp = withSubRows(withValues(categories, ['20']), facts);
    expect(noCp.subRows.map((sub) => sub.category)).toEqual(['20']);
    // The sub-row kept for a category still chosen is the same one (its choices stay).
    expect(noCp.subRows[0]).toBe(categories.subRows[1]);
  });

  it('deleting the last sub-row of its kind leaves one empty sub-row; others go', () => {
    let categories = row('categories', ['10']);
    categories = withAddedCapitalProviderRow(categories);
    expect(categories.subRows.filter((sub) => sub.subRowKind === 'capitalProvider')).toHaveLength(2);
    categories = removeSubRow(categories, categories.subRows[2]!.key);
    const cp = categories.subRows.filter((sub) => sub.subRowKind === 'capitalProvider');
    expect(cp).toHaveLength(1);
    const filled = { ...cp[0]!, field: 'max_ltv', condition: 'gt', values: ['60'] };
    categories = { ...categories, subRows: [categories.subRows[0]!, filled] };
    const after = removeSubRow(categories, filled.key);
    expect(after.subRows).toHaveLength(2);
    expect(after.subRows[1]).toMatchObject({ subRowKind: 'capitalProvider', field: '', values: [] });
  });

  it('deleting the last row leaves one empty row', () => {
    const only = row('title', ['1']);
    const rows = removeRow([only], only.key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: '', field: '', condition: '', values: [] });
    const two = [only, row('legal_status', ['2'])];
    expect(removeRow(two, only.key)).toEqual([two[1]]);
  });
});

describe('save only when complete', () => {
  it('needs every part of every row and sub-row', () => {
    expect(allRowsComplete('people', [emptyRow()])).toBe(false);
    expect(allRowsComplete('people', [row('title', [])])).toBe(false);
    expect(allRowsComplete('people', [row('title', ['1'])])).toBe(true);
    const client = row('profile_type', ['3']);
    expect(allRowsComplete('people', [client])).toBe(false);
    const filled = { ...client, subRows: [{ ...client.subRows[0]!, values: ['5'] }] };
    expect(allRowsComplete('people', [filled])).toBe(true);
    expect(allRowsComplete('people', [filled, emptyRow()])).toBe(false);
  });

  it('a text value of blanks is not a value', () => {
    const name = withValues(withField('projects', withRowType(emptyRow(), 'Project'), 'name'), ['  ']);
    expect(allRowsComplete('projects', [name])).toBe(false);
  });
});

describe('rows <-> tree', () => {
  it('writes each complete row then its sub-rows, leaving incomplete ones out', () => {
    const categories = row('categories', ['10', '20'], '~orfkey');
    categories.subRows = [
      { ...categories.subRows[0]!, condition: 'NOTAND', values: ['101', '102'] },
      categories.subRows[1]!, // no subcategory chosen: left out
      { ...categories.subRows[2]!, field: 'max_ltv', condition: 'gt', values: ['60'] },
    ];
    const tree = rowsToTree('people', [categories, emptyRow()]);
    expect(serializeSearchQuery(tree)).toBe('~categories__orfkey=10,20&subcategories__NOTAND=101,102&max_ltv__gt=60');
  });

  it('a saved search opens as it was built', () => {
    const client = row('profile_type', ['3']);
    client.subRows = [{ ...client.subRows[0]!, values: ['5'] }];
    const categories = row('categories', ['10', '20']);
    categories.subRows = [
      { ...categories.subRows[0]!, condition: 'AND', values: ['101'] },
      { ...categories.subRows[1]!, condition: 'NOTOR', values: ['201'] },
      { ...categories.subRows[2]!, field: 'is_debt', condition: 'exact', values: ['true'] },
      { ...categories.subRows[2]!, key: 'x', field: 'min_size', condition: '~lt', values: ['1000000.5'] },
    ];
    const ltv = row('max_ltv', ['70'], 'lt');
    const built = [client, ltv, categories];
    const { query, rows } = roundTrip(built);
    expect(query).toBe(
      'profile_type=3&client_class=5&max_ltv__lt=70&categories__orfkey=10,20&subcategories__AND=101' +
        '&subcategories__NOTOR=201&is_debt=true&~min_size__lt=1000000.5',
    );
    expect(rowsShape(rows)).toEqual(rowsShape(built));
  });

  it('a row the query alone cannot place opens from the saved rows, when they give the saved query', () => {
    // A criteria row of its own right after the categories' criteria sub-rows reads back as one more sub-row ...
    const categories = row('categories', ['30', '10']);
    categories.subRows = [{ ...categories.subRows[0]!, field: 'is_land', condition: 'exact', values: ['false'] }];
    const built = [categories, row('max_ltv', ['70'], 'lt')];
    const { query, rows } = roundTrip(built);
    expect(rows).toHaveLength(1);
    // ... so the saved rows are kept, since they give that same query.
    const tree = rowsToTree('people', built);
    const saved = JSON.parse(JSON.stringify(toSavedRows(built))) as unknown;
    expect(rowsShape(openSavedRows(saved, tree, facts))).toEqual(rowsShape(built));
    // Rows that do not match the query (edited elsewhere) give way to the query.
    const other = parseSearchQuery('people', `${query}&title=1`);
    if (!other.ok) throw new Error(other.error);
    expect(openSavedRows(saved, other.tree, facts)).toHaveLength(2);
    expect(openSavedRows([{ type: 'Nope' }], tree, facts)).toHaveLength(1);
  });

  it('keeps the empty sub-rows a reopened row calls for', () => {
    const { rows } = roundTrip([row('categories', ['10'])]);
    expect(rows[0]!.subRows.map((sub) => [sub.subRowKind, sub.values])).toEqual([
      ['subcategory', []],
      ['capitalProvider', []],
    ]);
  });

  it('nodes that follow nothing calling for them are rows of their own', () => {
    const parsed = parseSearchQuery('people', 'client_class=2&subcategories__OR=201&max_ltv__gt=1');
    if (!parsed.ok) throw new Error(parsed.error);
    const rows = treeToRows(parsed.tree, facts);
    expect(rows.map((built) => [built.type, built.field, built.subRows.length])).toEqual([
      ['Contact', 'client_class', 0],
      ['Contact', 'subcategories', 0],
      ['Capital Provider', 'max_ltv', 0],
    ]);
    expect(serializeSearchQuery(rowsToTree('people', rows))).toBe('client_class=2&subcategories__OR=201&max_ltv__gt=1');
  });

  it('round-trips project and task rows, text with any characters', () => {
    const parsed = parseSearchQuery(
      'tasks',
      `title__icontains=${encodeURIComponent('a&b, c=d')}&~assignees__andfkey=4,5`,
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const rows = treeToRows(parsed.tree, facts);
    expect(rows[0]).toMatchObject({ type: 'Task', field: 'title', condition: 'icontains', values: ['a&b, c=d'] });
    expect(rows[1]).toMatchObject({ field: 'assignees', condition: '~andfkey', values: ['4', '5'] });
    expect(rowsToTree('tasks', rows)).toEqual(parsed.tree);
  });

  it('an empty query is one empty row', () => {
    expect(treeToRows({ type: 'projects', nodes: [] }, facts)).toHaveLength(1);
  });
});
