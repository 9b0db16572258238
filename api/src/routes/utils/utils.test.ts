import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
      'title', 'legal_status', 'client_classes', 'categories', 'subcategories', 'use_class_types', 'location_types',
      'investment_class_types', 'cp_subcategories', 'investing_geography_types', 'profile_types', 'provider_relation_types',
      'project_types', 'project_status_types', 'asset_types', 'transaction_types', 'transaction_sub_types', 'task_states',
      'default_columns',
    ]);
    expect(types.profile_types).toEqual([{ id: 1, name: 'Admin' }, { id: 2, name: 'User' }, { id: 3, name: 'Client' }, { id: 4, name: 'Guest' }]);
    expect(types.provider_relation_types.map((item: { name: string }) => item.name)).toEqual(['Contacted', 'Interested', 'Negotiating', 'Terms Agreed', 'Rejected']);
    expect(types.project_status_types.map((item: { name: string }) => item.name)).toEqual(['Analysing', 'Mandated', 'Capital Provider Outreach', 'Closing Process', 'Awaiting Payment', 'Closed']);
    expect(types.transaction_types).toEqual([{ id: 1, name: 'Debt' }, { id: 2, name: 'Equity' }]);
    expect(types.task_states).toEqual([{ id: 1, name: 'To Do' }, { id: 2, name: 'Submitted' }, { id: 3, name: 'Approved' }]);
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

describe('GET capital_provider/{id}/', () => {
  it('answers the criteria with numbers and lookup ids', async () => {
    const staff = await t.signIn('admin@ft8.test');
    const response = await t.app.inject({ url: `/api/capital_provider/${t.fixture.capitalProvider}/`, headers: staff });
    expect(response.json()).toEqual({
      id: t.fixture.capitalProvider, person: t.fixture.people.ann, cp_subcategory_types: [1], investment_classes: [2], investing_geographies: [1],
      currency: 'GBP', max_ltv: 65, max_ltgdv: 0, max_ltc: 0, min_irr: 0, min_roe: 0, min_term: 1, max_term: 5, min_size: 500000,
      max_size: 10000000, is_sharia: false, is_development: true, is_land: false, is_prs: false, is_debt: true, is_equity: false,
      description: 'Senior and stretch senior.',
    });
    expect((await t.app.inject({ url: '/api/capital_provider/999999/', headers: staff })).json()).toEqual({ detail: 'Not found.' });
  });
});

describe('GET docs/json', () => {
  it('serves the OpenAPI document with every route and its responses', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/people/'].get.responses).toHaveProperty('200');
    expect(doc.paths['/api/people/'].get.responses).toHaveProperty('403');
    expect(doc.paths['/api/auth/token/'].post.requestBody).toBeDefined();
  });
});

describe('errors', () => {
  it('never leaks internals on a 5xx', async () => {
    const staff = await t.signIn('admin@ft8.test');
    vi.spyOn(t.app.repos.capitalProviders, 'findById').mockRejectedValueOnce(new Error('connect ECONNREFUSED postgres://secret@db'));
    const response = await t.app.inject({ url: `/api/capital_provider/${t.fixture.capitalProvider}/`, headers: staff });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"detail":"Internal server error."}');
  });

  it('answers malformed JSON with a 400 in the field-errors shape, and unknown paths with 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/token/', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
    expect((await t.app.inject({ url: '/api/nothing/' })).json()).toEqual({ detail: 'Not found.' });
  });
});
