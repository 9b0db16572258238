import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { recordActivity } from './record.js';
import { activityTypes } from './types.js';

// Contact Activity: what the domains record, in the transaction of the change, and `GET activity/`,
// `POST activity/exportAll/` (admins). Entries are read by their actor: an admin account of this file's own.
const stamp = `act${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

type Headers = { authorization: string };
type Entry = {
  id: number;
  type: number | null;
  date: string;
  person: number | null;
  person_details: { id: number; full_name: string } | null;
  args: Record<string, unknown>;
  document: string | null;
};
type Page = { count: number; next: string | null; previous: string | null; results: Entry[] };

let t: TestApp;
let me: { id: number; headers: Headers };
let user: Headers;
const call: TestApp['call'] = (...args) => t.call(...args);

beforeAll(async () => {
  t = await createTestApp();
  const { id } = await t.database.db
    .insertInto('person')
    .values({ first_name: 'Auditor', last_name: stamp, company: stamp, profile_type: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  me = { id, headers: { authorization: `Token ${await t.app.repos.auth.createToken(id)}` } };
  user = { authorization: `Token ${await t.app.repos.auth.createToken(t.fixture.accounts.user)}` };
});
afterAll(() => t.close());

const mine = async (query = '') => {
  const answer = await call('GET', `/activity/?person=${me.id}&limit=10000${query}`, me.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Page;
};
/** The entries of `type` since `after` (an entry id), oldest first. */
const entriesOf = async (type: keyof typeof activityTypes, after = 0) =>
  (await mine(`&types=${activityTypes[type]}`)).results.filter((entry) => entry.id > after).reverse();
const lastId = async () => (await mine()).results[0]?.id ?? 0;

describe('what is recorded', () => {
  it('records a contact created, updated, deleted and restored, once each, with its args', async () => {
    const before = await lastId();
    const created = await call('POST', '/people/', me.headers, {
      first_name: 'Rita',
      last_name: stamp,
      company: 'Audit Co',
      profile_type: 2,
      emails: [{ email: `rita.${stamp}@audit.test`, label: 'Work' }],
    });
    expect(created.status).toBe(201);
    const person = (created.body as { id: number }).id;
    expect(await entriesOf('contactCreated', before)).toMatchObject([
      { type: activityTypes.contactCreated, person: me.id, args: { person }, document: `Rita ${stamp}` },
    ]);

    expect((await call('PATCH', `/people/${person}/`, me.headers, { job_title: 'Director' })).status).toBe(200);
    expect(await entriesOf('contactUpdated', before)).toMatchObject([
      { args: { person, fields: ['job_title'] }, person_details: { id: me.id, full_name: `Auditor ${stamp}` } },
    ]);
    // Own preferences are not audited.
    await call('PATCH', `/people/${person}/`, me.headers, { table_column_prefs: { people: [] } });
    expect(await entriesOf('contactUpdated', before)).toHaveLength(1);

    expect((await call('DELETE', `/people/${person}/`, me.headers)).status).toBeLessThan(300);
    expect(await entriesOf('contactDeleted', before)).toMatchObject([{ args: { person } }]);
    const restored = await call('PATCH', `/people/update_multiple/?items=${person}`, me.headers, { is_deleted: false });
    expect(restored.status).toBe(200);
    expect(await entriesOf('contactRestored', before)).toMatchObject([{ args: { person } }]);
    expect(await entriesOf('contactsEditedInBulk', before)).toEqual([]);

    await call('PATCH', `/people/update_multiple/?items=${person}`, me.headers, { city: 'Leeds' });
    expect(await entriesOf('contactsEditedInBulk', before)).toMatchObject([
      { args: { people: [person], fields: ['city'] } },
    ]);
  });

  it('records an import with its created, duplicate and failed lines', async () => {
    const before = await lastId();
    const boundary = '----activity';
    const csv = [
      'first_name,last_name,company,email',
      `Ivo,${stamp},Imp Co,ivo.${stamp}@imp.test`,
      `Ivy,${stamp},Imp Co,ivo.${stamp}@imp.test`,
      `,${stamp},Imp Co,none.${stamp}@imp.test`,
    ].join('\n');
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/importCsv/',
      headers: { ...me.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json<{ created: { id: number }[]; duplicate: number; failed_lines: unknown[] }>();
    expect(outcome.created).toHaveLength(1);
    expect(await entriesOf('contactsImported', before)).toEqual([
      expect.objectContaining({
        document: 'people.csv',
        args: {
          file: { name: 'people.csv' },
          created: [outcome.created[0]!.id],
          duplicate: outcome.duplicate,
          failed_lines: outcome.failed_lines,
        },
      }),
    ]);
  });

  it('records a project import once, with its created, duplicate and failed lines, and each project created', async () => {
    const before = await lastId();
    const boundary = '----activity-projects';
    const csv = [
      'Project Name,Client Email,Project Type,Closing Date',
      `Import Quay ${stamp},ann@acme.test,Development,2027-04-30`,
      `import quay ${stamp},ann@acme.test,Development,2027-04-30`,
      `Import Broken ${stamp},nobody.${stamp}@imp.test,Development,2027-04-30`,
    ].join('\n');
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deals.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects/importCsv/',
      headers: { ...me.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json<{ created: { id: number }[]; duplicate: number; failed_lines: unknown[] }>();
    expect(outcome.created).toHaveLength(1);
    expect(outcome.duplicate).toBe(1);
    expect(outcome.failed_lines).toHaveLength(1);
    expect(await entriesOf('projectsImported', before)).toEqual([
      expect.objectContaining({
        document: 'deals.csv',
        args: {
          file: { name: 'deals.csv' },
          created: [outcome.created[0]!.id],
          duplicate: 1,
          failed_lines: outcome.failed_lines,
        },
      }),
    ]);
    expect(await entriesOf('projectCreated', before)).toMatchObject([{ document: `Import Quay ${stamp}` }]);
  });

  it('records projects, their team, tasks moved and approved, and deletions', async () => {
    const before = await lastId();
    const created = await call('POST', '/projects/', me.headers, {
      name: `Audit Wharf ${stamp}`,
      client: t.fixture.people.ann,
      project_types: [1],
      closing_date: '2027-01-01',
    });
    expect(created.status).toBe(201);
    const project = (created.body as { id: number }).id;
    expect(await entriesOf('projectCreated', before)).toMatchObject([
      { args: { project }, document: `Audit Wharf ${stamp}` },
    ]);
    await call('PATCH', `/projects/${project}/`, me.headers, { closing_date: '2027-02-01' });
    expect(await entriesOf('projectUpdated', before)).toMatchObject([{ args: { project, fields: ['closing_date'] } }]);

    const columns = (await call('GET', `/projects/columns/?project=${project}`, me.headers)).body as { id: number }[];
    const task = (
      await call('POST', '/tasks/', me.headers, { title: `Valuation ${stamp}`, project, column: columns[0]!.id })
    ).body as { id: number };
    await call('PATCH', `/tasks/${task.id}/`, me.headers, { column: columns[1]!.id, position: 0 });
    await call('POST', `/tasks/${task.id}/submit/`, me.headers);
    await call('POST', `/tasks/${task.id}/approve/`, me.headers);
    await call('DELETE', `/tasks/${task.id}/`, me.headers);
    for (const type of ['taskCreated', 'taskMoved', 'taskSubmitted', 'taskApproved', 'taskDeleted'] as const)
      expect(await entriesOf(type, before), type).toMatchObject([
        { args: { task: task.id, project }, document: `Valuation ${stamp}` },
      ]);
    expect((await entriesOf('taskMoved', before))[0]!.args.column).toBe(columns[1]!.id);

    expect((await call('DELETE', `/projects/${project}/`, me.headers)).status).toBe(204);
    expect(await entriesOf('projectDeleted', before)).toMatchObject([{ args: { project } }]);
  });
});

describe('in the transaction of the change', () => {
  it('leaves no entry when the change rolls back', async () => {
    const before = await lastId();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordActivity(trx, { type: 'contactUpdated', by: me.id, args: { person: me.id } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await lastId()).toBe(before);
    // A contact update refused (no longer current) records nothing either.
    expect((await call('PATCH', '/people/999999/', me.headers, { job_title: 'x' })).status).toBe(404);
    expect(await lastId()).toBe(before);
  });

  it('keeps the seeded activity types of the lookup list in step with activityTypes', async () => {
    const lists = (await call('GET', '/utils/types/', me.headers)).body as Record<string, { id: number }[]>;
    expect(lists.activity_types!.map((type) => type.id)).toEqual(Object.values(activityTypes));
  });
});

describe('GET activity/', () => {
  it("filters by types ('Not Specified' is -1), person and dates, newest first", async () => {
    await t.database.db.transaction().execute((trx) =>
      trx
        .insertInto('activity')
        .values({ type: null, person_id: me.id, document: `untyped ${stamp}`, date: new Date('2020-03-04T10:00:00Z') })
        .execute(),
    );
    const all = await mine();
    const dates = all.results.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const untyped = await mine('&types=-1');
    expect(untyped.results.map((entry) => entry.document)).toEqual([`untyped ${stamp}`]);
    // The untyped entry and the projects this file created (one in 'records projects…', one by import).
    const projectsCreated = (await mine(`&types=${activityTypes.projectCreated}`)).count;
    expect(projectsCreated).toBe(2);
    expect((await mine(`&types=-1,${activityTypes.projectCreated}`)).count).toBe(1 + projectsCreated);
    expect((await mine('&date_from=2020-03-04&date_to=2020-03-04')).results).toMatchObject([{ type: null }]);
    expect((await mine('&date_to=2020-03-03')).count).toBe(0);
    expect(all.count).toBeGreaterThan(10);
  });

  it('pages by its next link, a cursor that seeks (date, id)', async () => {
    const all = (await mine()).results.map((entry) => entry.id);
    const ids: number[] = [];
    let next: string | null = `/api/activity/?person=${me.id}&limit=3`;
    while (next) {
      const url: string = next.replace(/^https?:\/\/[^/]+/, '');
      const page = (await t.app.inject({ url, headers: me.headers })).json<Page>();
      ids.push(...page.results.map((entry) => entry.id));
      next = page.next;
    }
    expect(ids).toEqual(all);
    const bad = await call('GET', '/activity/?cursor=nonsense', me.headers);
    expect(bad).toEqual({ status: 400, body: { cursor: ['Invalid cursor.'] } });
  });

  it("refuses a 'to' date before 'from' and dates after today, naming the field", async () => {
    expect(await call('GET', '/activity/?date_from=2024-02-02&date_to=2024-02-01', me.headers)).toEqual({
      status: 400,
      body: { date_to: ["The 'to' date cannot precede the 'from' date."] },
    });
    expect(await call('GET', '/activity/?date_from=2999-01-01', me.headers)).toEqual({
      status: 400,
      body: { date_from: ['The date cannot be after today.'] },
    });
    expect((await call('GET', '/activity/?date_to=2024-13-01', me.headers)).status).toBe(400);
    expect((await call('GET', '/activity/?types=a', me.headers)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/activity/', user)).status).toBe(403);
    expect((await call('POST', '/activity/exportAll/', user, {})).status).toBe(403);
  });
});

describe('POST activity/exportAll/', () => {
  it('streams the selected entries, or all the filters keep, as a formula-safe CSV named YYYYMMDD.csv', async () => {
    await t.database.db
      .transaction()
      .execute((trx) =>
        recordActivity(trx, { type: 'contactUpdated', by: me.id, document: `=HYPERLINK("x") ${stamp}` }),
      );
    const all = await mine();
    const exportOf = (query: string, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/activity/exportAll/${query}`, headers: me.headers, payload: body });

    const everything = await exportOf(`?person=${me.id}`, {});
    expect(everything.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(everything.headers['content-disposition']).toBe(`attachment; filename="${today}.csv"`);
    const lines = everything.body.trim().split('\n');
    expect(lines[0]).toBe('id,date,type,user,document,person,people,fields,file,created,duplicate,failed_lines');
    expect(lines).toHaveLength(all.count + 1);
    expect(everything.body).toContain(`'=HYPERLINK(""x"") ${stamp}`);

    const chosen = all.results.slice(0, 2).map((entry) => entry.id);
    const selected = await exportOf('', { actions: chosen });
    const rows = selected.body.trim().split('\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(chosen);
    expect((await exportOf('?date_from=2999-01-01', {})).statusCode).toBe(400);
  });

  it('exports more entries than one batch of 1,000, each once, newest first (by id at the same date)', async () => {
    // Of an actor of its own, all at one date: the batches' keyset goes on by id.
    const { id: actor } = await t.database.db
      .insertInto('person')
      .values({ first_name: 'Batch', last_name: stamp, company: stamp, profile_type: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await sql<{ id: number }>`
      INSERT INTO activity (type, date, person_id, document)
      SELECT ${activityTypes.contactUpdated}, '2024-05-01T12:00:00Z', ${actor}, 'Batch ' || g
      FROM generate_series(1, 2500) AS g
      RETURNING id`.execute(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/activity/exportAll/?person=${actor}`,
      headers: me.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split('\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(
      inserted.rows.map((row) => row.id).sort((a, b) => b - a),
    );
  });
});
