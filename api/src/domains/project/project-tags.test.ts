import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Spec part 2 section 3 (Project: transaction_sub_types, tags) and section 5 (tags deduplicated case-insensitively
// and lowercased); part 1 section 3 (tags are a lowercased list, offered by `utils/tags/`).

let t: TestApp;
let admin: { authorization: string };
let client: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  client = await t.signIn('client@ft8.test');
});
afterAll(() => t.close());

type Project = { id: number; transaction_sub_types: number[]; tags: string[]; updated_at: string; name: string };
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, headers = admin) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
  return { status: response.statusCode, body: response.json<unknown>() };
};
const required = () => ({ client: t.fixture.people.ann, project_types: [1], closing_date: '2027-09-30' });
const create = async (fields: object) => {
  const created = await call('POST', '/projects/', { ...required(), ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Project;
};
const tagNames = async () => ((await call('GET', '/utils/tags/')).body as { name: string }[]).map((tag) => tag.name);

describe('transaction sub types and tags on a project', () => {
  it('saves them on create, tags lowercased, each once, blanks dropped, alphabetical; GET answers the same', async () => {
    const project = await create({
      name: 'Tagged Quay',
      transaction_sub_types: [3, 1],
      tags: ['Riverside', ' riverside ', 'BRIDGING', '', 'Phase 2'],
    });
    expect(project).toMatchObject({ transaction_sub_types: [1, 3], tags: ['bridging', 'phase 2', 'riverside'] });
    expect((await call('GET', `/projects/${project.id}/`)).body).toEqual(project);
    const listed = (await call('GET', '/projects/?search=Tagged%20Quay')).body as { results: Project[] };
    expect(listed.results).toEqual([project]);
    // The team's client reads them too (the fixture's deal).
    const { deal } = t.fixture.domains.project;
    expect((await call('PATCH', `/projects/${deal}/`, { tags: ['Client Visible'] })).status).toBe(200);
    expect((await call('GET', `/projects/${deal}/`, undefined, client)).body).toMatchObject({
      tags: ['client visible'],
    });
  });

  it('PATCH replaces the lists it is sent and keeps the others; PUT takes them beside the required fields', async () => {
    const project = await create({ name: 'Patch Wharf', transaction_sub_types: [2], tags: ['alpha', 'beta'] });
    const renamed = await call('PATCH', `/projects/${project.id}/`, { name: 'Patch Wharf II' });
    expect(renamed.body).toMatchObject({ transaction_sub_types: [2], tags: ['alpha', 'beta'] });
    const retagged = await call('PATCH', `/projects/${project.id}/`, { tags: ['Gamma', 'alpha'] });
    expect(retagged.body).toMatchObject({ transaction_sub_types: [2], tags: ['alpha', 'gamma'] });
    expect((retagged.body as Project).updated_at > project.updated_at).toBe(true);
    const cleared = await call('PATCH', `/projects/${project.id}/`, { tags: [], transaction_sub_types: [] });
    expect(cleared.body).toMatchObject({ transaction_sub_types: [], tags: [] });
    const put = await call('PUT', `/projects/${project.id}/`, {
      name: 'Patch Wharf',
      ...required(),
      transaction_sub_types: [4, 5],
      tags: ['Delta'],
    });
    expect(put).toMatchObject({ status: 200, body: { transaction_sub_types: [4, 5], tags: ['delta'] } });
    expect((await call('GET', `/projects/${project.id}/`)).body).toEqual(put.body);
  });

  it('refuses bad values with DRF messages per field, and saves nothing', async () => {
    const project = await create({ name: 'Refusal Row', tags: ['kept'] });
    const patch = (fields: object) => call('PATCH', `/projects/${project.id}/`, fields);
    expect(await patch({ tags: { kept: true } })).toEqual({
      status: 400,
      body: { tags: ['Expected a list of items.'] },
    });
    expect(await patch({ tags: ['ok', { name: 'x' }] })).toEqual({
      status: 400,
      body: { tags: ['Not a valid string.'] },
    });
    expect(await patch({ tags: ['x'.repeat(101)] })).toEqual({
      status: 400,
      body: { tags: ['Ensure each tag has no more than 100 characters.'] },
    });
    const many = Array.from({ length: 51 }, (_, index) => `tag ${index}`);
    expect(await patch({ tags: many })).toEqual({
      status: 400,
      body: { tags: ['Ensure this field has no more than 50 elements.'] },
    });
    expect(await patch({ transaction_sub_types: [1, 999] })).toEqual({
      status: 400,
      body: { transaction_sub_types: ['Invalid pk "999" - object does not exist.'] },
    });
    expect((await call('GET', `/projects/${project.id}/`)).body).toMatchObject({ tags: ['kept'] });
    // Counted as saved (lowercased, each once, trimmed): 51 distinct are refused, 51 that are 50 distinct taken.
    const fifty = await patch({ tags: [...many.slice(0, 50), 'TAG 0', ` ${'y'.repeat(100)} `] });
    expect(fifty.status, JSON.stringify(fifty.body)).toBe(400);
    const taken = await patch({ tags: [...many.slice(0, 49), 'TAG 0', ` ${'y'.repeat(100)} `] });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((taken.body as Project).tags).toHaveLength(50);
  });

  it('shares one tag vocabulary with contacts: utils/tags/ offers a project tag, and a contact tag is the same tag', async () => {
    expect(await tagNames()).not.toContain('canal frontage');
    const project = await create({ name: 'Vocabulary Basin', tags: ['Canal Frontage', 'London'] });
    const names = await tagNames();
    expect(names).toContain('canal frontage');
    // 'london' is the fixture contacts' tag: the project uses that tag, not a second one of the same name.
    expect(names.filter((name) => name === 'london')).toHaveLength(1);
    expect(names).toEqual([...names].sort());
    const tagged = (await call('GET', '/people/?tags=canal%20frontage')).body as { count: number };
    expect(tagged.count).toBe(0);
    expect(project.tags).toEqual(['canal frontage', 'london']);
  });
});

describe('POST projects/importCsv/ with sub types and tags', () => {
  it('reads a Transaction Sub Type column by name and a Tags column split on ; or ,', async () => {
    const boundary = '----ft8tags';
    const csv = [
      'Project Name,Client Email,Project Type,Closing Date,Transaction Sub Type,Tags',
      'Import Mews,ann@acme.test,Development,2027-04-30,Mezzanine; Bridging,"Riverside, PHASE 2;riverside"',
      `Import Long,ann@acme.test,Development,2027-04-30,,${'z'.repeat(101)}`,
      'Import Bad,ann@acme.test,Development,2027-04-30,Castle,',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects/importCsv/',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ created: { id: number }[]; failed_lines: unknown[] }>();
    expect(result.failed_lines).toEqual([
      { line: 3, reason: 'tags: Ensure each tag has no more than 100 characters.' },
      { line: 4, reason: 'transaction_sub_types: "Castle" is not a valid choice.' },
    ]);
    expect((await call('GET', `/projects/${result.created[0]!.id}/`)).body).toMatchObject({
      name: 'Import Mews',
      transaction_sub_types: [3, 4],
      tags: ['phase 2', 'riverside'],
    });
  });
});
