import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// What an upload route refuses besides a file over 150 MB (file.test.ts): an empty file, as DRF's FileField does, and
// more files than one request may carry; either way nothing of the request is kept, neither bytes nor rows.

const BOUNDARY = '----ft8uploadlimits';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body of the given files (name and bytes) and text fields. */
function form(files: { name: string; bytes: Buffer }[], fields: Record<string, string> = {}): Buffer {
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  ];
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const someBytes = (name: string) => ({ name, bytes: Buffer.from(`the bytes of ${name}`) });
const empty = (name: string) => ({ name, bytes: Buffer.alloc(0) });

let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ft8-upload-limits-'));
  t = await createTestApp({ dataDir });
  admin = await t.signIn('admin@ft8.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const storedBytes = async () => (await readdir(join(dataDir, 'files')).catch(() => [] as string[])).sort();
/** Every file row of every table that keeps uploads. */
const fileRows = async () => {
  const { rows } = await sql<{ count: number }>`SELECT
      (SELECT count(*) FROM person_file) + (SELECT count(*) FROM project_file) + (SELECT count(*) FROM task_file)
      + (SELECT count(*) FROM public_file) AS count`.execute(t.database.db);
  return Number(rows[0]!.count);
};
const routes = () => [
  `people/${t.fixture.people.bob}/files/`,
  `projects/${t.fixture.domains.project.deal}/files/`,
  `tasks/${t.fixture.domains.task.dealTask}/files/`,
  'people/public-files/',
];
const post = (url: string, payload: Buffer) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...admin, ...headers }, payload });

describe('upload routes', () => {
  it('refuse an empty file with DRF\'s "The submitted file is empty." and keep nothing, alone or among others', async () => {
    for (const url of routes()) {
      const [bytesBefore, rowsBefore] = [await storedBytes(), await fileRows()];
      const alone = await post(url, form([empty('empty.png')]));
      expect(alone.statusCode, `${url}: ${alone.body}`).toBe(400);
      expect(alone.json(), url).toEqual({ file: ['The submitted file is empty.'] });
      // In a batch, before and after files with bytes: the whole upload is refused, the files before it discarded.
      const batch = await post(url, form([someBytes('first.png'), empty('empty.png'), someBytes('last.png')]));
      expect(batch.statusCode, `${url}: ${batch.body}`).toBe(400);
      expect(batch.json(), url).toEqual({ file: ['The submitted file is empty.'] });
      expect(await storedBytes(), url).toEqual(bytesBefore);
      expect(await fileRows(), url).toBe(rowsBefore);
    }
  });

  it('refuse more than 20 files in one request with a 413 naming the limit, keeping nothing; take 20', async () => {
    for (const url of routes().slice(0, 3)) {
      const [bytesBefore, rowsBefore] = [await storedBytes(), await fileRows()];
      const files = Array.from({ length: 21 }, (_, index) => someBytes(`file-${index}.png`));
      const tooMany = await post(url, form(files));
      expect(tooMany.statusCode, `${url}: ${tooMany.body}`).toBe(413);
      expect(tooMany.json(), url).toEqual({ detail: 'At most 20 files can be uploaded at once.' });
      expect(await storedBytes(), url).toEqual(bytesBefore);
      expect(await fileRows(), url).toBe(rowsBefore);
      const twenty = await post(url, form(files.slice(0, 20)));
      expect(twenty.statusCode, `${url}: ${twenty.body}`).toBe(201);
      expect(twenty.json<unknown[]>(), url).toHaveLength(20);
    }
  });

  it('refuse more than 10 form fields with a 413 that says so', async () => {
    const fields = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`field${index}`, 'x']));
    const rowsBefore = await fileRows();
    const answer = await post(routes()[0]!, form([someBytes('a.png')], fields));
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toEqual({ detail: 'At most 10 form fields can be sent with an upload.' });
    expect(await fileRows()).toBe(rowsBefore);
  });
});
