import { describe, expect, it } from 'vitest';
import {
  columnVisibility,
  dataColumnOrder,
  defaultColumnPrefs,
  groupByColumn,
  groupedColumns,
  mergeColumnPrefs,
  moveColumn,
  sortingFromPrefs,
  toggleColumnActive,
  withSorting,
} from './column-prefs';
import { savedTablePrefs, tablePrefsInput } from './use-column-prefs';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'company', label: 'Company' },
  { id: 'city', label: 'City', defaultActive: false },
];

describe('column preferences', () => {
  it('start from the columns, in the spec shape', () => {
    expect(defaultColumnPrefs(columns)[2]).toEqual({
      type: 'city',
      label: 'City',
      active: false,
      order: 2,
      sortOrder: null,
      sortDirection: null,
      group: false,
      hidden: false,
      search: null,
    });
  });

  it('the last active column cannot be switched off', () => {
    const onlyName = toggleColumnActive(defaultColumnPrefs(columns), 'company');
    expect(columnVisibility(onlyName)).toEqual({ name: true, company: false, city: false });
    expect(columnVisibility(toggleColumnActive(onlyName, 'name'))).toEqual({ name: true, company: false, city: false });
  });

  it('keep saved choices, drop unknown columns and add new ones at the end', () => {
    const saved = [
      { type: 'company', label: 'Company', active: true, order: 0 },
      { type: 'gone', label: 'Gone', active: true, order: 1 },
      { type: 'name', label: 'Name', active: false, order: 2 },
    ];
    const prefs = mergeColumnPrefs(saved, columns);
    expect(dataColumnOrder(prefs)).toEqual(['company', 'name', 'city']);
    expect(columnVisibility(prefs)).toEqual({ company: true, name: false, city: false });
  });

  it('never restore a table with no active column', () => {
    const saved = columns.map((column, order) => ({ type: column.id, label: column.label, active: false, order }));
    expect(columnVisibility(mergeColumnPrefs(saved, columns)).name).toBe(true);
  });

  it('ignore saved JSON that is not a list', () => {
    expect(mergeColumnPrefs({ not: 'a list' }, columns)).toEqual(defaultColumnPrefs(columns));
  });

  it('move a column up or down', () => {
    const prefs = moveColumn(defaultColumnPrefs(columns), 'city', -1);
    expect(dataColumnOrder(prefs)).toEqual(['name', 'city', 'company']);
    expect(dataColumnOrder(moveColumn(prefs, 'name', -1))).toEqual(['name', 'city', 'company']);
  });

  it('group by one column at a time', () => {
    const prefs = groupByColumn(groupByColumn(defaultColumnPrefs(columns), 'name'), 'company');
    expect(groupedColumns(prefs)).toEqual(['company']);
    expect(groupedColumns(groupByColumn(prefs, null))).toEqual([]);
  });

  it('carry the sort keys as sortOrder and sortDirection', () => {
    const sorting = [
      { id: 'company', desc: true },
      { id: 'name', desc: false },
    ];
    const prefs = withSorting(defaultColumnPrefs(columns), sorting);
    expect(prefs[1]).toMatchObject({ sortOrder: 0, sortDirection: 'desc' });
    expect(sortingFromPrefs(prefs)).toEqual(sorting);
    expect(sortingFromPrefs(defaultColumnPrefs(columns))).toBeNull();
  });

  it('of the search results sit under the one archived-search key, a part per type', () => {
    const people = defaultColumnPrefs(columns);
    const all = { people: [{ type: 'name' }], 'archived-search': { projects: [{ type: 'status' }] } };
    expect(savedTablePrefs(all, 'people')).toEqual([{ type: 'name' }]);
    expect(savedTablePrefs(all, 'archived-search/projects')).toEqual([{ type: 'status' }]);
    expect(savedTablePrefs(all, 'archived-search/tasks')).toBeUndefined();
    // Saving one type keeps the others' parts; a table of its own key is saved as it is.
    expect(tablePrefsInput(all, 'archived-search/people', people)).toEqual({
      tableType: 'archived-search',
      columns: { projects: [{ type: 'status' }], people },
    });
    expect(tablePrefsInput(all, 'people', people)).toEqual({ tableType: 'people', columns: people });
    // A key that held something else starts again.
    expect(tablePrefsInput({ 'archived-search': [1] }, 'archived-search/tasks', people).columns).toEqual({
      tasks: people,
    });
  });
});
