import { describe, expect, it } from 'vitest';
import {
  CONTACT_COLUMNS,
  contactRowId,
  DEFAULT_CONTACT_SORTING,
  rowsByGroup,
  rowsPerGroupValue,
  toPersonOrder,
  type ContactRow,
} from './contact-columns';

describe('contact columns', () => {
  it('sort by company descending then name by default', () => {
    expect(toPersonOrder(DEFAULT_CONTACT_SORTING)).toEqual([
      { field: 'COMPANY', direction: 'DESC' },
      { field: 'NAME', direction: 'ASC' },
    ]);
  });

  it('only offer sorting on columns the server can sort', () => {
    const sortable = CONTACT_COLUMNS.filter((column) => column.sortable).map((column) => column.id);
    expect(sortable).not.toContain('email');
    expect(
      toPersonOrder([
        { id: 'rating', desc: true },
        { id: 'tags', desc: false },
      ]),
    ).toEqual([{ field: 'RATING', direction: 'DESC' }]);
  });

  it('show the spec columns', () => {
    expect(CONTACT_COLUMNS.map((column) => column.label)).toEqual([
      'Name',
      'Company',
      'Job Title',
      'Email',
      'Phone',
      'City',
      'Country',
      'Categories',
      'Tags',
      'Rating',
      'User Type',
      'Invite Status',
      'Capital Provider',
      'Created',
      'Updated',
    ]);
  });
});

const category = (id: string, name: string) => ({ __typename: 'Category' as const, id, name });
const row = (id: string, company: string, categories: ReturnType<typeof category>[]) =>
  ({ id, company, categories, tags: [] }) as unknown as ContactRow;

describe('grouped contacts', () => {
  const rows = [
    row('1', 'Zeta Bank', [category('1', 'Lender'), category('2', 'Developer')]),
    row('2', '', [category('2', 'Developer')]),
    row('3', 'Alpha Capital', []),
  ];

  it('puts a contact in the group of each of its categories, with a row id per group', () => {
    const perValue = rowsPerGroupValue(rows, 'categories');
    expect(perValue.map((item) => contactRowId(item, 'categories'))).toEqual(['1:1', '1:2', '2:2', '3']);
    expect(rowsPerGroupValue(rows, 'company')).toBe(rows);
  });

  it('orders the groups by value, blanks last, keeping the list order inside a group', () => {
    expect(rowsByGroup(rows, 'company').map((item) => item.id)).toEqual(['3', '1', '2']);
    const byCategory = rowsByGroup(rowsPerGroupValue(rows, 'categories'), 'categories');
    expect(byCategory.map((item) => contactRowId(item, 'categories'))).toEqual(['1:2', '2:2', '1:1', '3']);
  });
});
