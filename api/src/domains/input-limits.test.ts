import { maxNoteLength } from '@ft8/contract/rules';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCsvRecordChars } from '../lib/csv.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Untrusted text has a ceiling on the server: notes as comments, and a CSV import's lines.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, payload });
const upload = (url: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...admin, 'content-type': 'multipart/form-data; boundary=ft8limits' },
    payload: `--ft8limits\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--ft8limits--\r\n`,
  });

describe('input limits', () => {
  it(`refuses a note of more than ${maxNoteLength} characters, on a contact and on a project`, async () => {
    const person = t.fixture.accounts.client;
    const { deal } = t.fixture.domains.project;
    for (const [url, target] of [
      ['notes/people/', { person }],
      ['notes/projects/', { project: deal }],
    ] as const) {
      expect((await post(url, { ...target, text: 'n'.repeat(maxNoteLength + 1) })).statusCode, url).toBe(400);
      const fits = await post(url, { ...target, text: 'n'.repeat(maxNoteLength) });
      expect(fits.statusCode, url).toBe(201);
    }
  });

  it('refuses an import whose line is longer than a line can be, as not a valid CSV', async () => {
    for (const [url, header] of [
      ['people/importCsv/', 'First Name,Last Name,Company,E-mail Address'],
      ['projects/importCsv/', 'Name,Client,Closing Date,Project Type'],
    ] as const) {
      const response = await upload(url, `${header}\r\n"${'q'.repeat(maxCsvRecordChars + 1)}",b,c,d\r\n`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ file: string[] }>().file[0], url).toMatch(/^The file is not a valid CSV: /);
    }
  });
});

describe('malformed uploads', () => {
  const routes = () => {
    const person = t.fixture.accounts.client;
    const { deal } = t.fixture.domains.project;
    return [`people/${person}/files/`, `projects/${deal}/files/`, 'people/importCsv/', 'projects/importCsv/'];
  };
  const send = (url: string, contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...admin, 'content-type': contentType }, payload });

  it('answers 400 with what is wrong, never a server error or no answer: no boundary, a body cut short; a NUL leaves a name', async () => {
    for (const url of routes()) {
      const noBoundary = await send(url, 'multipart/form-data', 'anything');
      expect(noBoundary.statusCode, `${url} no boundary`).toBe(400);
      expect(noBoundary.json(), url).toEqual({ file: [expect.stringMatching(/^The upload is not a valid form: /)] });

      const cut = await send(
        url,
        'multipart/form-data; boundary=ft8cut',
        `--ft8cut\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nFirst Name,Last Name\r\nAda,Lo`,
      );
      expect(cut.statusCode, `${url} cut short: ${cut.body}`).toBe(400);
      expect(cut.json(), url).toEqual({ file: [expect.stringMatching(/^The upload is not a valid form: /)] });

      const nul = await send(
        url,
        'multipart/form-data; boundary=ft8nul',
        `--ft8nul\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.csv"\r\nContent-Type: text/csv\r\n\r\nFirst Name,Last Name,Company,E-mail Address\r\n--ft8nul--\r\n`,
      );
      // A file keeps its name without the NUL (PostgreSQL text cannot hold one); an import only reads the lines.
      expect(nul.statusCode, `${url} NUL: ${nul.body}`).toBeLessThan(500);
      if (url.endsWith('/files/')) expect(nul.json<{ name: string }[]>().map((file) => file.name)).toEqual(['ab.csv']);
    }
  });
});

it('an import cut short after a batch was written answers the lines written, with a failed line for the rest', async () => {
  const stamp = Date.now().toString(36);
  const lines = Array.from(
    { length: 1_100 },
    (_, index) => `Cut,Line${index},Cut Ltd,cut.${stamp}.${index}@limits.test`,
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/people/importCsv/',
    headers: { ...admin, 'content-type': 'multipart/form-data; boundary=ft8cut' },
    // No closing boundary: the upload ends before the file does. Sent in pieces, as a network brings it, with time
    // between them for the first batch to be written.
    payload: Readable.from(
      (async function* () {
        yield `--ft8cut\r\nContent-Disposition: form-data; name="file"; filename="cut.csv"\r\nContent-Type: text/csv\r\n\r\nFirst Name,Last Name,Company,E-mail Address\r\n`;
        for (let start = 0; start < lines.length; start += 100) {
          yield `${lines.slice(start, start + 100).join('\r\n')}\r\n`;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })(),
    ),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const outcome = answer.json<{ created: unknown[]; failed_lines: { line: number; reason: string }[] }>();
  expect(outcome.created.length).toBeGreaterThanOrEqual(1_000);
  expect(outcome.failed_lines.at(-1)?.reason).toMatch(
    /^The file is not a valid CSV \(the upload is not a valid form: /,
  );
});

describe('contact fields and criteria beyond what they hold', () => {
  const person = () => t.fixture.people.bob;
  const patch = (url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/${url}`, headers: admin, payload });

  it('refuses names and other text over their length, at the worst of 4 bytes a character fits the indexes', async () => {
    const tooLong = await post('people/', {
      first_name: 'a'.repeat(101),
      last_name: 'Long',
      company: 'q'.repeat(201),
      profile_type: 2,
      emails: [{ email: 'too.long@limits.test', label: 'Work' }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      first_name: ['Ensure this field has no more than 100 characters.'],
      company: ['Ensure this field has no more than 200 characters.'],
    });
    // Random 4-byte characters (they do not compress) at every limit: stored, not a server error.
    const wide = (length: number) =>
      Array.from({ length }, () => String.fromCodePoint(0x1f600 + Math.floor(Math.random() * 80))).join('');
    const longest = await post('people/', {
      first_name: wide(100),
      middle_name: wide(100),
      last_name: wide(100),
      company: wide(200),
      job_title: wide(500),
      city: wide(500),
      country: wide(500),
      profile_type: 2,
      emails: [{ email: 'widest@limits.test', label: 'Work' }],
    });
    expect(longest.statusCode, longest.body).toBe(201);
    const id = longest.json<{ id: number }>().id;
    expect((await patch(`people/${id}/`, { job_title: 'j'.repeat(501) })).json()).toEqual({
      job_title: ['Ensure this field has no more than 500 characters.'],
    });
    expect((await patch(`people/update_multiple/?items=${id}`, { city: 'c'.repeat(501) })).statusCode).toBe(400);
  });

  it('refuses criteria beyond their columns, on the criteria and in a bulk edit, instead of a server error', async () => {
    const providerId = t.fixture.capitalProvider;
    expect((await patch(`capital_provider/${providerId}/`, { max_ltv: 100_000 })).json()).toEqual({
      max_ltv: ['Ensure this value is less than or equal to 99999.99.'],
    });
    expect((await patch(`capital_provider/${providerId}/`, { min_term: 3e9 })).statusCode).toBe(400);
    expect((await patch(`capital_provider/${providerId}/`, { max_size: 1e15 })).statusCode).toBe(400);
    const bulk = await patch(`people/update_multiple/?items=${t.fixture.people.ann}`, {
      cp_data: { max_ltv: '100000' },
    });
    expect(bulk.json()).toEqual({ 'cp_data.max_ltv': ['Ensure this value is less than or equal to 99999.99.'] });
    expect((await patch(`capital_provider/${providerId}/`, { max_ltv: 99_999.99 })).statusCode).toBe(200);
  });

  it('refuses a maximum term or size below its minimum, against what is stored, and takes an unset maximum (0)', async () => {
    const providerId = t.fixture.capitalProvider;
    const url = `capital_provider/${providerId}/`;
    expect((await patch(url, { min_term: 2, max_term: 5, min_size: 1_000, max_size: 5_000 })).statusCode).toBe(200);
    expect((await patch(url, { max_term: 1 })).json()).toEqual({
      max_term: ['Ensure this value is greater than or equal to 2.'],
    });
    expect((await patch(url, { min_size: 9_000 })).json()).toEqual({
      max_size: ['Ensure this value is greater than or equal to 9000.'],
    });
    expect((await patch(url, { max_term: 0, min_term: 7 })).statusCode).toBe(200);
    const bulk = await patch(`people/update_multiple/?items=${t.fixture.people.ann}`, {
      cp_data: { min_size: '500', max_size: '100' },
    });
    expect(bulk.json()).toEqual({ 'cp_data.max_size': ['Ensure this value is greater than or equal to 500.'] });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: admin })).json<{
      min_term: number;
      max_term: number;
      min_size: number;
      max_size: number;
    }>();
    expect(stored).toMatchObject({ min_term: 7, max_term: 0, min_size: 1_000, max_size: 5_000 });
    // Criteria stored before the rule, a maximum below the minimum: the rest of them can still be edited.
    await t.database.db.updateTable('capital_provider').set({ max_term: 3 }).where('id', '=', providerId).execute();
    expect((await patch(url, { max_ltv: 70 })).statusCode).toBe(200);
  });

  it('refuses lookup ids that are in no list in a bulk edit, and writes nothing', async () => {
    const answer = await patch(`people/update_multiple/?items=${person()}`, {
      title: 99_999,
      categories: [99_998],
      cp_data: { investment_class_types: [99_997] },
      job_title: 'Not written',
    });
    expect(answer.json()).toEqual({
      title: ['Invalid pk "99999" - object does not exist.'],
      categories: ['Invalid pk "99998" - object does not exist.'],
      'cp_data.investment_class_types': ['Invalid pk "99997" - object does not exist.'],
    });
    const held = await t.app.inject({ method: 'GET', url: `/api/people/${person()}/`, headers: admin });
    expect(held.json<{ job_title: string | null }>().job_title).not.toBe('Not written');
  });

  it('refuses a people search or ordering longer than 200 characters (3,000 words took 6 s; 1,670 keys failed)', async () => {
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/people/?limit=1&${query}`, headers: admin });
    expect((await get(`search=${'a+'.repeat(150)}`)).statusCode).toBe(400);
    expect((await get(`ordering=${Array(1700).fill('company').join(',')}`)).statusCode).toBe(400);
    expect((await get(`search=${'a'.repeat(200)}`)).statusCode).toBe(200);
  });
});

describe('JSON values DRF refuses, which ajv converted', () => {
  const request = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const person = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/people/${id}/`, headers: admin }).then((r) => r.json<Person>());
  type Person = { first_name: string; job_title: string; company: string };

  it('refuses true for a number or a text, null for a field without it, one value for a list and a list for one value; writes nothing', async () => {
    const { ann } = t.fixture.people;
    const before = await person(ann);
    for (const [method, url, payload, field, message] of [
      ['PATCH', `people/${ann}/`, { first_name: true }, 'first_name', 'Not a valid string.'],
      ['PATCH', `people/${ann}/`, { first_name: null }, 'first_name', 'This field may not be null.'],
      // Was "Date has wrong format": ajv had made the null an empty string first.
      [
        'PATCH',
        `projects/${t.fixture.domains.project.deal}/`,
        { closing_date: null },
        'closing_date',
        'This field may not be null.',
      ],
      ['POST', 'notes/people/', { person: true, text: 'by a boolean' }, 'person', 'A valid integer is required.'],
      ['DELETE', 'emails/contexts/delete_multiple/', { ids: [true] }, 'ids', 'A valid integer is required.'],
      ['DELETE', 'emails/contexts/delete_multiple/', { ids: 1 }, 'ids', 'Expected a list of items.'],
      // A one-item list for a value: ajv unwrapped it (a task titled "a", a project named "hi").
      ['PATCH', `people/${ann}/`, { job_title: ['a'] }, 'job_title', 'Not a valid string.'],
      ['PATCH', `projects/${t.fixture.domains.project.deal}/`, { name: ['hi'] }, 'name', 'Not a valid string.'],
      ['POST', 'notes/people/', { person: [ann], text: 'by a list' }, 'person', 'A valid integer is required.'],
    ] as const) {
      const response = await request(method, url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json<Record<string, string[]>>()[field], JSON.stringify(payload)).toEqual([message]);
    }
    expect(await person(ann)).toEqual(before);
    const notes = await t.database.db.selectFrom('note').select('id').where('text', '=', 'by a boolean').execute();
    expect(notes).toEqual([]);
  });

  it('still takes what DRF takes: a number for a text, a numeric string for a number', async () => {
    const { bob } = t.fixture.people;
    const edited = await request('PATCH', `people/${bob}/`, { job_title: 42 });
    expect(edited.statusCode).toBe(200);
    expect((await person(bob)).job_title).toBe('42');
    const note = await request('POST', 'notes/people/', { person: String(bob), text: 'by a numeric string' });
    expect(note.statusCode).toBe(201);
  });
});
