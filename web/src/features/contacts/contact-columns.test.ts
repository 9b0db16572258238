import { describe, expect, it } from 'vitest';
import { CONTACT_COLUMNS, DEFAULT_CONTACT_SORTING, toPersonOrder } from './contact-columns';

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
    expect(toPersonOrder([{ id: 'rating', desc: true }, { id: 'tags', desc: false }])).toEqual([
      { field: 'RATING', direction: 'DESC' },
    ]);
  });

  it('show the spec columns', () => {
    expect(CONTACT_COLUMNS.map((column) => column.label)).toEqual([
      'Name', 'Company', 'Job Title', 'Email', 'Phone', 'City', 'Country', 'Categories', 'Tags', 'Rating',
      'User Type', 'Invite Status', 'Capital Provider', 'Created', 'Updated',
    ]);
  });
});
