import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// `POST projects/importCsv/`: what the file and the form around it may not do (a column named twice, a second file,
// a size over 150 MB), and a file saved by Excel on Windows (windows-1252). Its other rules are in project.test.ts.

const BOUNDARY = '----ft8projectimport';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
/** A multipart body of the given files. */
const form = (...files: Buffer[]) =>
  Buffer.concat([
    ...files.flatMap((bytes, index) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="projects-${index}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

const importForm = (payload: Buffer, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projects/importCsv/',
    headers: { ...admin, ...headers, ...extra },
    payload,
  });
const named = async (name: string) =>
  t.database.db.selectFrom('project').select(['id', 'name']).where('name', 'like', `%${name}%`).execute();

describe('POST projects/importCsv/', () => {
  it('refuses a header naming a column twice, under any of its names, saying which, and imports nothing', async () => {
    const stamp = `Twice ${Date.now().toString(36)}`;
    const answer = await importForm(
      form(
        Buffer.from(
          `Project Name,Client Email,Project Type,Closing Date,Project Types\n${stamp},ann@acme.test,Development,2027-04-30,Investment\n`,
        ),
      ),
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      file: [
        'The CSV header names the same column more than once: "Project Type" and "Project Types". Keep one of each and import the file again.',
      ],
    });
    expect(await named(stamp)).toEqual([]);
  });

  it('refuses a second file in the form with a 413 naming the limit, importing neither', async () => {
    const stamp = `Second ${Date.now().toString(36)}`;
    const csv = (n: number) =>
      Buffer.from(
        `Project Name,Client Email,Project Type,Closing Date\n${stamp} ${n},ann@acme.test,Development,2027-04-30\n`,
      );
    const answer = await importForm(form(csv(1), csv(2)));
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toEqual({ detail: 'Only one file can be imported at a time.' });
    expect(await named(stamp)).toEqual([]);
  });

  it('a second file found after projects were created: they are answered, with a failed line for the rest', async () => {
    const stamp = `Later ${Date.now().toString(36)}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/projects/importCsv/',
      headers: { ...admin, ...headers },
      // Sent in pieces, as a network brings it, with time between them for lines to be written before the second
      // file's part comes.
      payload: Readable.from(
        (async function* () {
          yield `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nProject Name,Client Email,Project Type,Closing Date\r\n`;
          for (let index = 0; index < 5; index += 1) {
            yield `${stamp} ${index},ann@acme.test,Development,2027-04-30\r\n`;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          yield form(
            Buffer.from(
              `Project Name,Client Email,Project Type,Closing Date\r\n${stamp} b,ann@acme.test,Development,2027-04-30`,
            ),
          );
        })(),
      ),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const outcome = answer.json<{ created: { name: string }[]; failed_lines: { line: number; reason: string }[] }>();
    expect(outcome.created.length).toBeGreaterThan(0);
    const [failed] = outcome.failed_lines;
    expect(outcome.failed_lines).toEqual([
      {
        line: failed!.line,
        reason:
          "Only one file can be imported at a time: this line and those after it were not read, nor the upload's other files.",
      },
    ]);
    expect(outcome.created).toHaveLength(failed!.line - 2);
    expect((await named(stamp)).map((row) => row.name).sort()).toEqual(outcome.created.map((row) => row.name).sort());
  });

  it('refuses a file its request says is over 150 MB with the spec message, before any line is written', async () => {
    const stamp = `Big ${Date.now().toString(36)}`;
    const answer = await importForm(
      form(
        Buffer.from(
          `Project Name,Client Email,Project Type,Closing Date\n${stamp},ann@acme.test,Development,2027-04-30\n`,
        ),
      ),
      { 'content-length': String(151 * 1024 * 1024) },
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ detail: 'File projects-0.csv is more than 150MB. Upload failed.' });
    expect(await named(stamp)).toEqual([]);
  });

  it("reads a file saved by Excel on Windows (windows-1252) as it was written: 'Café £' not U+FFFD", async () => {
    const stamp = Date.now().toString(36);
    const csv = Buffer.concat([
      Buffer.from('Project Name,Client Email,Project Type,Closing Date\r\n'),
      // C a f 0xE9 (é) space 0xA3 (£) space <stamp>
      Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xa3, 0x20]),
      Buffer.from(`${stamp},ann@acme.test,Development,2027-04-30\r\n`),
    ]);
    const answer = await importForm(form(csv));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ created: { name: string }[] }>().created.map((row) => row.name)).toEqual([`Café £ ${stamp}`]);
    expect((await named(stamp)).map((row) => row.name)).toEqual([`Café £ ${stamp}`]);
  });
});
