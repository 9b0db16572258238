import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let client: { authorization: string };
let guest: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  client = await t.signIn('client@ft8.test');
  guest = await t.signIn('guest@ft8.test');
});
afterAll(() => t.close());

type P = {
  id: number;
  first_name: string;
  company: string;
  job_title: string | null;
  city: string | null;
  tags: string[];
  categories: number[];
  emails: { email: string; label: string }[];
  phones: { number: string; label: string }[];
  is_deleted: boolean;
  rating: number | null;
  title: number | null;
};
const get = async (id: number) => (await t.app.inject({ url: `/api/people/${id}/`, headers: admin })).json<P>();

const multipart = (csv: string, name = 'people.csv') => {
  const boundary = '----ft8test';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  };
};
const importAs = (headers: { authorization: string }, csv: string) => {
  const body = multipart(csv);
  return t.app.inject({
    method: 'POST',
    url: '/api/people/importCsv/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('POST people/importCsv/', () => {
  it('maps headers by name, creates good lines, keeps duplicates by email and reports failed lines with their number', async () => {
    const csv = [
      'First Name,Last Name,Company,Email,Mobile,Tags,City',
      'Zoe,Quill,Quill Capital,zoe@quill.test,+44 1,Bridging; LONDON,Leeds',
      'Ann,Again,Acme Capital,ANN@acme.test,,,',
      ',Nofirst,Some Co,nofirst@x.test,,,',
      'Bad,Email,Some Co,not-an-email,,,',
      'Zed,Twice,Quill Capital,zoe@quill.test,,,',
      `Long,Tag,Some Co,long@tag.test,,ok; ${'x'.repeat(101)},`,
      'Bad,Tld,Some Co,bad@example.c,,,',
    ].join('\n');
    const response = await importAs(admin, csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{
      created: { id: number; full_name: string }[];
      duplicate: number;
      failed_lines: { line: number; reason: string }[];
    }>();
    expect(result.created.map((c) => c.full_name)).toEqual(['Zoe Quill']);
    expect(result.duplicate).toBe(2);
    expect(result.failed_lines).toEqual([
      { line: 4, reason: 'first_name: This field is required.' },
      { line: 5, reason: 'emails: Email address is not valid' },
      { line: 7, reason: 'tags: Ensure each tag has no more than 100 characters.' },
      // The same email rule as the contact form's: a top-level domain of letters, at least two.
      { line: 8, reason: 'emails: Email address is not valid' },
    ]);
    const zoe = await get(result.created[0]!.id);
    expect(zoe).toMatchObject({
      first_name: 'Zoe',
      company: 'Quill Capital',
      city: 'Leeds',
      tags: ['bridging', 'london'],
      emails: [{ email: 'zoe@quill.test', label: 'Work' }],
      phones: [{ number: '+44 1', label: 'Mobile' }],
    });
    const { rows } = await t.database.db.executeQuery<{ duplicate_of: number; details: { first_name: string } }>({
      sql: 'SELECT duplicate_of, details FROM imported_duplicate WHERE id <> $1 ORDER BY id',
      parameters: [t.fixture.domains['contact-management'].importedLine],
      query: { kind: 'RawNode', sqlFragments: [], parameters: [] },
    } as never);
    // The lines of this import (not the fixture's own line).
    expect(rows.map((row) => [row.duplicate_of, row.details.first_name])).toEqual([
      [t.fixture.people.ann, 'Ann'],
      [zoe.id, 'Zed'],
    ]);
  });

  it('reports a line with a NUL as failed and imports the others', async () => {
    const stamp = Date.now().toString(36);
    const csv = [
      'First Name,Last Name,Company,Email',
      `Nina,Before${stamp},Nul Co,nina.${stamp}@nul.test`,
      `Nora,Bb\u0000${stamp},Nul Co,nora.${stamp}@nul.test`,
      `Nell,After${stamp},Nul Co,nell.${stamp}@nul.test`,
    ].join('\n');
    const response = await importAs(admin, csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ created: { full_name: string }[]; failed_lines: unknown[] }>();
    expect(result.created.map((c) => c.full_name)).toEqual([`Nina Before${stamp}`, `Nell After${stamp}`]);
    expect(result.failed_lines).toEqual([{ line: 3, reason: 'Null characters are not allowed.' }]);
  });

  it('refuses a file without the required columns, and the Admin type from a non-admin', async () => {
    const missing = await importAs(admin, 'Name,Email\nA,a@b.test\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ file: ['The CSV header must name the columns first_name, last_name, company.'] });
    const typed = await importAs(user, 'first_name,last_name,company,email,user type\nAl,Min,X,al@min.test,Admin\n');
    expect(typed.json().failed_lines).toEqual([
      { line: 2, reason: 'profile_type: Only admins can choose the Admin user type.' },
    ]);
  });

  it('a file broken after lines were written keeps them, counts them, and reports the broken line; before any, a 400', async () => {
    const stamp = Date.now().toString(36);
    const good = Array.from({ length: 1_200 }, (_, i) => `Brk${i},Line${stamp},Broken Co,brk${i}.${stamp}@broken.test`);
    const csv = ['First Name,Last Name,Company,Email', ...good, `"Unclosed,Quote,Broken Co,x@broken.test`].join('\n');
    const response = await importAs(admin, csv);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json<{
      created: { id: number }[];
      duplicate: number;
      failed_lines: { line: number; reason: string }[];
    }>();
    // The lines read before the break are written and counted (the parser drops the few it held at the break: the
    // failed line names the first line not read).
    expect(outcome.failed_lines).toHaveLength(1);
    const [broken] = outcome.failed_lines;
    expect(broken!.reason).toMatch(
      /^The file is not a valid CSV \(.+\): this line and those after it were not read\.$/,
    );
    expect(outcome.created).toHaveLength(broken!.line - 2);
    expect(outcome.created.length).toBeGreaterThanOrEqual(1_000);
    const { rows } = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM person WHERE last_name = ${`Line${stamp}`}`.execute(t.database.db);
    expect(rows[0]!.count).toBe(outcome.created.length);

    // Broken before any line was written: a 400, and nothing written.
    const small = await importAs(
      admin,
      `First Name,Last Name,Company,Email\nOne,Small${stamp},Co,one.${stamp}@broken.test\n"Two,Small,Co,two@broken.test`,
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().file[0]).toMatch(/^The file is not a valid CSV: /);
    const none = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM person WHERE last_name = ${`Small${stamp}`}`.execute(t.database.db);
    expect(none.rows[0]!.count).toBe(0);
  });

  it('a file whose request says it is over 150 MB is refused before any line is written', async () => {
    const stamp = Date.now().toString(36);
    const body = multipart(
      `First Name,Last Name,Company,Email\nBig,Declared${stamp},Co,big.${stamp}@big.test\n`,
      'big.csv',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/importCsv/',
      headers: { ...admin, ...body.headers, 'content-length': String(151 * 1024 * 1024) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'File big.csv is more than 150MB. Upload failed.' });
    const { rows } = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM person WHERE last_name = ${`Declared${stamp}`}`.execute(t.database.db);
    expect(rows[0]!.count).toBe(0);
  });

  it('is for staff only', async () => {
    for (const role of [client, guest]) expect((await importAs(role, 'first_name\n')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/people/importCsv/' })).statusCode).toBe(401);
  });
});

describe('POST people/exportAll/', () => {
  it('answers a CSV of the selected contacts named ft8-contactsYYYYMMDD.csv', async () => {
    const { ann, bob } = t.fixture.people;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/exportAll/',
      headers: user,
      payload: { people: [bob, ann] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ft8-contacts\d{8}\.csv"$/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toMatch(/^id,first_name,middle_name,last_name,company/);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ann, bob].sort((a, b) => a - b));
    expect(lines.find((line) => line.startsWith(`${ann},`))).toContain('ann@acme.test; ann.smith@home.test');
  });

  it('exports all current contacts with "all", and refuses clients and guests', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/exportAll/',
      headers: admin,
      payload: { people: 'all' },
    });
    const count = (await t.app.inject({ url: '/api/people/?limit=1', headers: admin })).json<{ count: number }>().count;
    expect(response.body.trim().split('\n')).toHaveLength(count + 1);
    for (const role of [client, guest]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/people/exportAll/',
            headers: role,
            payload: { people: 'all' },
          })
        ).statusCode,
      ).toBe(403);
    }
  });
  it('writes hostile cells as text: a cell beginning with = + - @, a tab or a carriage return gets an apostrophe', async () => {
    const hostile = {
      first_name: '=HYPERLINK("http://evil.test","x")',
      middle_name: '@SUM(1,2)',
      last_name: '-2+3',
      company: '+SUM(1,2)',
      job_title: '\tTabbed',
      department: '\rReturned',
      city: 'Plain = safe',
    };
    const { id } = await t.database.db
      .insertInto('person')
      .values({ ...hostile, profile_type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('person_phone')
      .values({ person_id: id, position: 0, number: '+44 20 7946 0000', label: 'Mobile' })
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/exportAll/',
      headers: admin,
      payload: { people: [id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows: string[][] = parse(response.body);
    const [header, row] = rows;
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('first_name')).toBe(`'${hostile.first_name}`);
    expect(cell('middle_name')).toBe(`'${hostile.middle_name}`);
    expect(cell('last_name')).toBe(`'${hostile.last_name}`);
    expect(cell('company')).toBe(`'${hostile.company}`);
    expect(cell('job_title')).toBe(`'${hostile.job_title}`);
    expect(cell('department')).toBe(`'${hostile.department}`);
    expect(cell('phones')).toBe("'+44 20 7946 0000");
    expect(cell('city')).toBe('Plain = safe');
    expect(cell('id')).toBe(String(id));
    // No cell of the file begins with a formula character.
    for (const value of row!) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports contacts over many batches, each once, in id order, with their own emails', async () => {
    // Full batches only (export.ts reads 250 at a time): the read stops at an empty one; each is emptied once written.
    const stamp = `batch${Date.now().toString(36)}`;
    const people = await sql<{ id: number }>`
      INSERT INTO person (first_name, last_name, company, profile_type)
      SELECT 'Batch', 'n' || g, ${stamp}, 2 FROM generate_series(1, 2000) AS g
      RETURNING id`.execute(t.database.db);
    const ids = people.rows.map((row) => row.id).sort((a, b) => a - b);
    await sql`
      INSERT INTO person_email (person_id, position, email, label)
      SELECT id, 0, 'p' || id || ${`@${stamp}.test`}, 'Work' FROM person WHERE company = ${stamp}`.execute(
      t.database.db,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/exportAll/',
      headers: admin,
      payload: { people: [...ids].reverse() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows]: string[][] = parse(response.body);
    expect(rows.map((row) => Number(row[0]))).toEqual(ids);
    const emails = header!.indexOf('emails');
    for (const row of rows) expect(row[emails]).toBe(`p${row[0]}@${stamp}.test`);
  });
});

describe('PATCH people/update_multiple/', () => {
  const patch = (headers: { authorization: string }, items: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/people/update_multiple/?items=${items}`, headers, payload });

  it('overwrites or adds per field, converts numeric strings, -1 empties a lookup, and answers the updated people', async () => {
    const { bob, carol, dan } = t.fixture.people;
    const response = await patch(user, `${bob},${carol},${dan}`, {
      job_title: 'Partner',
      city: 'York',
      add: ['tags', 'city'],
      tags: ['Bulk', 'london'],
      categories: [4],
      rating: '2',
      title: -1,
      phones: [{ number: '+44 9', label: 'Work' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<P[]>();
    expect(people.map((p) => p.id)).toEqual([bob, carol, dan]);
    for (const person of people) {
      expect(person).toMatchObject({
        job_title: 'Partner',
        categories: [4],
        rating: 2,
        title: null,
        phones: [{ number: '+44 9', label: 'Work' }],
      });
      expect(person.tags).toContain('bulk');
    }
    expect(people[0]!.tags).toEqual(['bulk', 'london']);
    expect(await get(bob)).toMatchObject({ job_title: 'Partner', categories: [4] });
  });

  it('cp_data creates or changes capital-provider criteria', async () => {
    const { carol } = t.fixture.people;
    const response = await patch(admin, `${carol}`, { cp_data: { max_ltv: '65.5', is_equity: true } });
    expect(response.statusCode, response.body).toBe(200);
    const cp = await t.database.db
      .selectFrom('capital_provider')
      .selectAll()
      .where('person_id', '=', carol)
      .executeTakeFirstOrThrow();
    expect(Number(cp.max_ltv)).toBe(65.5);
    expect(cp.is_equity).toBe(true);
  });

  it('cp_data with add fills only the criteria a contact has unset (0, or an empty description)', async () => {
    const { carol, bob } = t.fixture.people;
    expect((await patch(admin, `${carol}`, { cp_data: { min_irr: 8, description: 'Own words' } })).statusCode).toBe(
      200,
    );
    const response = await patch(admin, `${carol},${bob}`, {
      cp_data: { min_irr: '12.5', max_term: 5, description: 'Filled in' },
      add: ['cp_data.min_irr', 'cp_data.description'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const criteria = async (person: number) =>
      t.database.db
        .selectFrom('capital_provider')
        .select(['min_irr', 'max_term', 'description'])
        .where('person_id', '=', person)
        .executeTakeFirstOrThrow();
    expect(await criteria(carol)).toMatchObject({ description: 'Own words' });
    expect(Number((await criteria(carol)).min_irr)).toBe(8);
    expect(await criteria(bob)).toMatchObject({ description: 'Filled in' });
    expect(Number((await criteria(bob)).min_irr)).toBe(12.5);
    // Not in add: overwritten for both.
    expect(Number((await criteria(carol)).max_term)).toBe(5);
    expect(Number((await criteria(bob)).max_term)).toBe(5);
  });

  it('validates with the rules of create', async () => {
    const response = await patch(admin, `${t.fixture.people.bob}`, {
      emails: [{ email: 'nope', label: 'Work' }],
      company: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      emails: ['Email address is not valid'],
      company: ['This field may not be blank.'],
    });
    expect((await patch(admin, '999999', { city: 'X' })).statusCode).toBe(400);
    expect((await patch(admin, 'abc', { city: 'X' })).statusCode).toBe(400);
  });

  it('lets only admins edit admins or choose the Admin type; clients and guests never', async () => {
    const adminId = t.fixture.emails['admin@ft8.test']!;
    expect((await patch(user, `${adminId},${t.fixture.people.bob}`, { city: 'X' })).statusCode).toBe(403);
    expect((await patch(admin, `${adminId}`, { city: 'Bath' })).statusCode).toBe(200);
    expect((await patch(user, `${t.fixture.people.bob}`, { profile_type: 1 })).json()).toEqual({
      profile_type: ['Only admins can choose the Admin user type.'],
    });
    for (const role of [client, guest])
      expect((await patch(role, `${t.fixture.people.bob}`, { city: 'X' })).statusCode).toBe(403);
  });

  it('is_deleted false reactivates', async () => {
    const { dan } = t.fixture.people;
    await t.app.inject({ method: 'DELETE', url: '/api/people/multiple/', headers: admin, payload: { ids: [dan] } });
    expect((await get(dan)).is_deleted).toBe(true);
    const response = await patch(admin, `${dan}`, { is_deleted: false });
    expect(response.json<P[]>()[0]!.is_deleted).toBe(false);
  });
});

describe('DELETE people/multiple/', () => {
  const remove = (headers: { authorization: string }, ids: number[]) =>
    t.app.inject({ method: 'DELETE', url: '/api/people/multiple/', headers, payload: { ids } });

  it('soft-deletes for admins only, never their own record', async () => {
    const { carol } = t.fixture.people;
    for (const role of [user, client, guest]) expect((await remove(role, [carol])).statusCode).toBe(403);
    expect((await remove(admin, [t.fixture.emails['admin@ft8.test']!])).json()).toEqual({
      ids: ['You cannot delete your own record.'],
    });
    const response = await remove(admin, [carol]);
    expect(response.json()).toEqual({ deleted: [carol] });
    const deleted = await t.app.inject({ url: '/api/people/?is_deleted=true', headers: admin });
    expect(deleted.json<{ results: { id: number }[] }>().results.map((p) => p.id)).toContain(carol);
    expect((await remove(admin, [])).statusCode).toBe(400);
  });
});
