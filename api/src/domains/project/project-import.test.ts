import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { apiCaller, type ProjectDto } from './test-projects.js';

let t: TestApp;
let admin: { authorization: string };
let client: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  client = await t.signIn('client@ft8.test');
});
afterAll(() => t.close());

const call = apiCaller(() => t);

describe('POST projects/importCsv/', () => {
  /** Posts the CSV as the page's upload does (multipart field `file`), as `who`. */
  const importCsv = (csv: string, who: { authorization: string } = admin) => {
    const boundary = '----ft8projects';
    return t.app.inject({
      method: 'POST',
      url: '/api/projects/importCsv/',
      headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="projects.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
  };

  it('a file broken after projects were created keeps them and reports from which line it was not read', async () => {
    const stamp = Date.now().toString(36);
    // Padded lines: the parser reads ahead, so the break is met some lines after the first projects are written.
    const lines = Array.from(
      { length: 30 },
      (_, i) => `Broken Quay ${stamp} ${i},ann@acme.test,Development,2027-04-30,${'x'.repeat(8_000)}`,
    );
    const csv = ['Project Name,Client Email,Project Type,Closing Date,Notes', ...lines, '"Unclosed,ann@acme.test'].join(
      '\n',
    );
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json<{ created: { name: string }[]; failed_lines: { line: number; reason: string }[] }>();
    expect(outcome.failed_lines).toHaveLength(1);
    expect(outcome.failed_lines[0]!.reason).toMatch(
      /^The file is not a valid CSV \(.+\): this line and those after it were not read\.$/,
    );
    expect(outcome.created.length).toBeGreaterThan(0);
    expect(outcome.created).toHaveLength(outcome.failed_lines[0]!.line - 2);
    const listed = (await call('GET', `/projects/?search=${encodeURIComponent(`"broken quay ${stamp}"`)}`, admin))
      .body as {
      count: number;
    };
    expect(listed.count).toBe(outcome.created.length);
  });

  it('reports a line with a NUL, an amount beyond the column or a name too long as failed, and imports the others', async () => {
    const stamp = Date.now().toString(36);
    const csv = [
      'Project Name,Client Email,Project Type,Capital Required,Closing Date',
      `Before ${stamp},ann@acme.test,Development,100,2027-04-30`,
      `Nul\u0000 ${stamp},ann@acme.test,Development,100,2027-04-30`,
      `Huge ${stamp},ann@acme.test,Development,1e20,2027-04-30`,
      `Huger ${stamp},ann@acme.test,Development,99999999999999999999,2027-04-30`,
      `After ${stamp},ann@acme.test,Development,99999999999999,2027-04-30`,
      `${'L'.repeat(501)},ann@acme.test,Development,1,2027-04-30`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ created: { name: string }[]; failed_lines: unknown[] }>();
    expect(result.created.map((row) => row.name)).toEqual([`Before ${stamp}`, `After ${stamp}`]);
    const tooMuch = 'capital_required: Ensure this value is less than or equal to 99999999999999.';
    expect(result.failed_lines).toEqual([
      { line: 3, reason: 'Null characters are not allowed.' },
      { line: 4, reason: tooMuch },
      { line: 5, reason: tooMuch },
      // Cut to 500 characters before; the form refuses it.
      { line: 7, reason: 'name: Ensure this field has no more than 500 characters.' },
    ]);
  });

  it('creates the good lines as the page would and reports each failed line with its number and why', async () => {
    const csv = [
      'Project Name,Client Email,Project Type,Asset Types,Status,Capital Required,Fees,Closing Date',
      'Canal Yard,ann@acme.test,Development,Office; Retail,Mandated,"2,500,000.50",1.5,2027-04-30',
      'No Client,nobody@nowhere.test,Development,,,100,1,2027-04-30',
      'Bad Type,ann@acme.test,Castle,,,1.234,1,2027-02-30',
      ',bob@zeta.test,Investment,,,,,2027-01-01',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ created: { id: number; name: string }[]; failed_lines: unknown[] }>();
    expect(result.created.map((row) => row.name)).toEqual(['Canal Yard']);
    expect(result.failed_lines).toEqual([
      { line: 3, reason: 'client: No contact has the email nobody@nowhere.test.' },
      {
        line: 4,
        reason:
          'project_types: "Castle" is not a valid choice.; capital_required: Ensure that there are no more than 2 decimal places.; closing_date: Date has wrong format. Use YYYY-MM-DD.',
      },
      { line: 5, reason: 'name: This field is required.' },
    ]);
    const project = (await call('GET', `/projects/${result.created[0]!.id}/`, admin)).body as ProjectDto & {
      status: number;
      asset_types: number[];
      capital_required: number;
    };
    expect(project).toMatchObject({
      client: t.fixture.people.ann,
      status: 2,
      project_types: [3],
      capital_required: 2_500_000.5,
    });
    expect(project.asset_types).toHaveLength(2);
  });

  it('counts a line naming a project its client has already as a duplicate, from the database or an earlier line', async () => {
    const imported = async (csv: string) => {
      const response = await importCsv(csv);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ created: { name: string }[]; duplicate: number; failed_lines: unknown[] }>();
    };
    const header = 'Project Name,Client Email,Project Type,Closing Date';
    const first = await imported(
      [header, 'Dock Lane,ann@acme.test,Development,2027-04-30', 'DOCK LANE,ann@acme.test,Development,2027-05-31'].join(
        '\n',
      ),
    );
    expect(first).toMatchObject({ created: [{ name: 'Dock Lane' }], duplicate: 1, failed_lines: [] });
    // Again: the project is there now; another client's project of that name is not a duplicate.
    const again = await imported(
      [header, 'Dock Lane,ann@acme.test,Development,2027-04-30', 'Dock Lane,bob@zeta.test,Development,2027-04-30'].join(
        '\n',
      ),
    );
    expect(again).toMatchObject({ created: [{ name: 'Dock Lane' }], duplicate: 1, failed_lines: [] });
    const named = (await call('GET', '/projects/?search=Dock%20Lane', admin)).body as { count: number };
    expect(named.count).toBe(2);
  });

  it('refuses a file without the required columns, and clients', async () => {
    const csv = 'Name,Client\nX,ann@acme.test\n';
    const refused = await importCsv(csv);
    expect(refused.json()).toEqual({ file: ['The CSV header must name the columns project_types, closing_date.'] });
    expect((await importCsv(csv, client)).statusCode).toBe(403);
  });
});
