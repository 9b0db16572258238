import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, get, signIn } from './client.js';
import { CapitalProvider } from '@ft8/contract/capital-provider';
import { LookupLists, Tags } from '@ft8/contract/lookup';
import { expectAnswer, messages } from './answers.js';
import { createCapitalProvider, createPerson, unique } from './records.js';

let staff: string;
beforeAll(async () => {
  staff = (await signIn('admin')).token;
});

describe('GET utils/types/', () => {
  it('answers every lookup list in its shape', async () => {
    const response = await get('utils/types/', (await signIn('guest')).token);
    expect(response.status).toBe(200);
    const types = response.body as Record<string, { id: number; name: string; is_cp?: boolean }[]>;
    const plain = [
      'title',
      'legal_status',
      'client_classes',
      'use_class_types',
      'location_types',
      'investment_class_types',
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
    ];
    expect(Object.keys(types).sort()).toEqual([...plain, 'categories', 'subcategories', 'cp_subcategories'].sort());
    expectAnswer(LookupLists, types, 'lookup lists');
    expect(types.profile_types).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'User' },
      { id: 3, name: 'Client' },
      { id: 4, name: 'Guest' },
    ]);
    expect(types.transaction_types).toEqual([
      { id: 1, name: 'Debt' },
      { id: 2, name: 'Equity' },
    ]);
    expect(types.categories!.some((category) => category.is_cp)).toBe(true);
  });
});

describe('GET utils/tags/', () => {
  it('answers {id, name} items, lowercased', async () => {
    const tag = `Contract Tag ${unique()}`;
    await createPerson(staff, { tags: [tag] });
    const response = await get<{ id: number; name: string }[]>('utils/tags/', staff);
    expect(response.status).toBe(200);
    expectAnswer(Tags, response.body, 'tags');
    expect(
      response.body.filter((item) => item.name.toLowerCase() === tag.toLowerCase()).map((item) => item.name),
    ).toEqual([tag.toLowerCase()]);
    for (const item of response.body) expect(item.name).toBe(item.name.toLowerCase());
  });
});

describe('GET capital_provider/{id}/', () => {
  it("answers a capital provider's criteria, and 404 for an unknown id", async () => {
    const provider = await createCapitalProvider(staff);
    const response = await get<{ id: number; person: number; is_debt: boolean; is_equity: boolean }>(
      `capital_provider/${provider.capitalProvider}/`,
      staff,
    );
    expect(response.status).toBe(200);
    expectAnswer(CapitalProvider, response.body, 'capital provider');
    expect(response.body).toMatchObject({ id: provider.capitalProvider, person: provider.person.id });
    expect(response.body.is_debt || response.body.is_equity).toBe(true);
    const missing = await get('capital_provider/2147483000/', staff);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(messages.notFound);
  });
});

describe('reference data caching', () => {
  const fetchWith = async (path: string, headers: Record<string, string>) => {
    const response = await request(`${apiUrl}/${path}`, { headers });
    return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
  };

  // The lookup lists change only with a migration, so their ETag holds between two reads here. Tags and company names
  // change whenever another file adds one: they get the headers checked here, and the 304 round trip in the api's
  // own tests (reference-cache.test.ts), on a database of their own.
  it('utils/types/ sends a strong ETag and answers If-None-Match with 304', async () => {
    const auth = { authorization: `Token ${staff}` };
    const first = await fetchWith('utils/types/', auth);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await fetchWith('utils/types/', { ...auth, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await fetchWith('utils/types/', { ...auth, 'if-none-match': '"not-the-etag"' })).status).toBe(200);
    const anonymous = await fetchWith('utils/types/', { 'if-none-match': etag });
    expect(anonymous.status).toBe(401);
  });

  it.each(['utils/tags/', 'people/organisations/'])('%s sends a strong ETag and Cache-Control', async (path) => {
    const first = await fetchWith(path, { authorization: `Token ${staff}` });
    expect(first.status).toBe(200);
    expect(String(first.headers.etag)).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});
