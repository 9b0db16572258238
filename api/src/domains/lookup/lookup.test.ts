import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let guest: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  guest = await t.signIn('guest@ft8.test');
});
afterAll(() => t.close());

describe('GET utils/types/', () => {
  it('answers every lookup list, with the spec fixed numbers', async () => {
    const response = await t.app.inject({ url: '/api/utils/types/', headers: guest });
    expect(response.statusCode).toBe(200);
    const types = response.json();
    expect(Object.keys(types)).toEqual([
      'title',
      'legal_status',
      'client_classes',
      'categories',
      'subcategories',
      'use_class_types',
      'location_types',
      'investment_class_types',
      'cp_subcategories',
      'investing_geography_types',
      'profile_types',
      'provider_relation_types',
      'project_types',
      'project_status_types',
      'asset_types',
      'transaction_types',
      'transaction_sub_types',
      'task_states',
      'default_columns',
      'activity_types',
    ]);
    expect(types.profile_types).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'User' },
      { id: 3, name: 'Client' },
      { id: 4, name: 'Guest' },
    ]);
    // In the spec's order; how far a deal got with a provider in each: Rejected lowest.
    expect(types.provider_relation_types).toEqual([
      { id: 1, name: 'Contacted', sorting_priority: 1 },
      { id: 2, name: 'Interested', sorting_priority: 2 },
      { id: 3, name: 'Negotiating', sorting_priority: 3 },
      { id: 4, name: 'Terms Agreed', sorting_priority: 4 },
      { id: 5, name: 'Rejected', sorting_priority: 0 },
    ]);
    expect(types.project_status_types.map((item: { name: string }) => item.name)).toEqual([
      'Analysing',
      'Mandated',
      'Capital Provider Outreach',
      'Closing Process',
      'Awaiting Payment',
      'Closed',
    ]);
    expect(types.transaction_types).toEqual([
      { id: 1, name: 'Debt' },
      { id: 2, name: 'Equity' },
    ]);
    expect(types.task_states).toEqual([
      { id: 1, name: 'To Do' },
      { id: 2, name: 'Submitted' },
      { id: 3, name: 'Approved' },
    ]);
    expect(types.categories).toContainEqual({ id: 1, name: 'Lender', is_cp: true });
    expect(types.categories).toContainEqual({ id: 4, name: 'Developer', is_cp: false });
    expect(types.subcategories).toContainEqual({ id: 3, name: 'Debt Fund', category: 1 });
    expect(types.cp_subcategories).toContainEqual({ id: 3, name: 'Mezzanine', is_debt: true, is_equity: false });
    expect(types.cp_subcategories).toContainEqual({ id: 7, name: 'JV Equity', is_debt: false, is_equity: true });
  });
});

describe('GET utils/tags/', () => {
  it('answers every tag alphabetically as {id, name}', async () => {
    const response = await t.app.inject({ url: '/api/utils/tags/', headers: guest });
    expect(response.json().map((tag: { name: string }) => tag.name)).toEqual(['bridging', 'london']);
    expect(response.json()[0]).toEqual({ id: expect.any(Number), name: 'bridging' });
  });
});
