import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  filtersToParams,
  filterVariables,
  NO_FILTERS,
  withDateRules,
} from './activity-filters-model';
import { activityExportBody } from './export-activity';

const TODAY = '2026-03-15';

describe('the Filter Activity date rules', () => {
  it("clears a 'to' date that falls before the 'from' date", () => {
    expect(withDateRules({ ...NO_FILTERS, dateFrom: '2026-03-10', dateTo: '2026-03-09' }, TODAY)).toMatchObject({
      dateFrom: '2026-03-10',
      dateTo: null,
    });
    expect(withDateRules({ ...NO_FILTERS, dateFrom: '2026-03-10', dateTo: '2026-03-10' }, TODAY)).toMatchObject({
      dateTo: '2026-03-10',
    });
  });

  it('keeps both dates at most today', () => {
    expect(withDateRules({ ...NO_FILTERS, dateFrom: '2026-04-01', dateTo: '2027-01-01' }, TODAY)).toMatchObject({
      dateFrom: TODAY,
      dateTo: TODAY,
    });
  });

  it('drops values that are not dates or ids from the query string', () => {
    const filters = filtersFromParams(
      new URLSearchParams('types=3,-1,x,3&user=abc&dateFrom=yesterday&dateTo=2026-03-01'),
      TODAY,
    );
    expect(filters).toEqual({ types: ['3', '-1'], user: null, dateFrom: null, dateTo: '2026-03-01' });
  });

  it("round-trips through the query string, with 'Not Specified' as -1", () => {
    const filters = { types: ['-1', '2'], user: '7', dateFrom: '2026-03-01', dateTo: '2026-03-02' };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('types=-1%2C2&user=7&dateFrom=2026-03-01&dateTo=2026-03-02');
    expect(filtersFromParams(params, TODAY)).toEqual(filters);
    expect(filterVariables(filters)).toEqual({
      types: ['-1', '2'],
      person: '7',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-02',
    });
    expect(filterVariables(NO_FILTERS)).toEqual({
      types: undefined,
      person: undefined,
      dateFrom: undefined,
      dateTo: undefined,
    });
  });
});

describe('the export selection', () => {
  it('exports the selected rows, or all that the filters keep when none is selected', () => {
    const filters = { ...NO_FILTERS, types: ['1'], user: '4' };
    expect(activityExportBody(['12', '9'], filters)).toMatchObject({ actions: [12, 9], types: ['1'], person: '4' });
    expect(activityExportBody([], filters)).toMatchObject({ actions: 'all', types: ['1'], person: '4' });
  });
});
