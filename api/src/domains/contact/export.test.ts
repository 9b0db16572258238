import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The contacts list's CSV export of the selected contacts, or of all of them.

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
