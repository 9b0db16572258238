import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { personReader } from './test-people.js';

// The contacts list's CSV import (its rules on the lines; the file and the form around it are csv-import.test.ts's) and
// its delete of the selected contacts. Export is in export.test.ts, Edit multiple in bulk-edit.test.ts.

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

const get = personReader(
  () => t,
  () => admin,
);

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
