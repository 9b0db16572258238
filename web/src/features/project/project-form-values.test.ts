import { describe, expect, it } from 'vitest';
import { formValuesOf, projectInputOf, type ProjectFormValues } from './project-form-values';

const values: ProjectFormValues = {
  ...formValuesOf(null),
  name: ' Sterling Yard ',
  client: { id: '4', fullName: 'Ann Smith' },
  projectTypeIds: ['1'],
  capitalRequired: '5000000',
  fees: '2',
  closingDate: '2027-01-31',
  tags: ['riverside', 'phase 2'],
};

describe('project form values', () => {
  it('sends every field of a new project', () => {
    expect(projectInputOf(values)).toEqual({
      name: 'Sterling Yard',
      clientId: '4',
      statusId: '1',
      projectTypeIds: ['1'],
      transactionTypeIds: [],
      transactionSubTypeIds: [],
      assetTypeIds: [],
      capitalRequired: 5_000_000,
      recentValuation: 0,
      termSheetFee: 0,
      fees: 2,
      closingDate: '2027-01-31',
      tags: ['riverside', 'phase 2'],
    });
  });

  it('sends only the fields changed on a saved project, so that another person’s change to another field stays', () => {
    expect(projectInputOf(values, { closingDate: true })).toEqual({ closingDate: '2027-01-31' });
    // A list is one field: one tag changed sends the whole list of tags, and nothing else.
    expect(projectInputOf(values, { tags: [false, true], name: false })).toEqual({ tags: ['riverside', 'phase 2'] });
    expect(projectInputOf(values, { client: { id: true, fullName: true }, fees: true })).toEqual({
      clientId: '4',
      fees: 2,
    });
    expect(projectInputOf(values, {})).toEqual({});
  });

  it('sends the lender-matching extensions as numbers, a yes/no and an id; empty clears them on a saved project', () => {
    const deal = {
      ...values,
      totalCost: '8000000',
      gdv: '12500000',
      term: '18',
      isSharia: 'yes' as const,
      locationId: '3',
    };
    expect(projectInputOf(deal)).toMatchObject({
      totalCost: 8_000_000,
      gdv: 12_500_000,
      term: 18,
      isSharia: true,
      locationId: '3',
    });
    expect(projectInputOf(values)).not.toHaveProperty('totalCost');
    const dirty = { totalCost: true, gdv: true, term: true, isSharia: true, locationId: true };
    expect(projectInputOf(values, dirty)).toEqual({
      totalCost: null,
      gdv: null,
      term: null,
      isSharia: null,
      locationId: null,
    });
    expect(projectInputOf({ ...values, isSharia: 'no' }, { isSharia: true })).toEqual({ isSharia: false });
  });
});
