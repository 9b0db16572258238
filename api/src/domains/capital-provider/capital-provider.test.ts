import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET capital_provider/{id}/', () => {
  it('answers the criteria with numbers and lookup ids', async () => {
    const staff = await t.signIn('admin@ft8.test');
    const response = await t.app.inject({ url: `/api/capital_provider/${t.fixture.capitalProvider}/`, headers: staff });
    expect(response.json()).toEqual({
      id: t.fixture.capitalProvider,
      person: t.fixture.people.ann,
      cp_subcategory_types: [1],
      investment_classes: [2],
      investing_geographies: [1],
      currency: 'GBP',
      max_ltv: 65,
      max_ltgdv: 0,
      max_ltc: 0,
      min_irr: 0,
      min_roe: 0,
      min_term: 1,
      max_term: 5,
      min_size: 500000,
      max_size: 10000000,
      is_sharia: false,
      is_development: true,
      is_land: false,
      is_prs: false,
      is_debt: true,
      is_equity: false,
      description: 'Senior and stretch senior.',
    });
    expect((await t.app.inject({ url: '/api/capital_provider/999999/', headers: staff })).json()).toEqual({
      detail: 'Not found.',
    });
  });
});

describe('errors', () => {
  it('never leaks internals on a 5xx', async () => {
    const staff = await t.signIn('admin@ft8.test');
    vi.spyOn(t.app.repos.capitalProvider, 'findById').mockRejectedValueOnce(
      new Error('connect ECONNREFUSED postgres://secret@db'),
    );
    const response = await t.app.inject({ url: `/api/capital_provider/${t.fixture.capitalProvider}/`, headers: staff });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"detail":"Internal server error."}');
  });
});
