import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const BOUNDARY = '----ft8test';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body of the given files (name, type, bytes). */
function multipart(files: { name: string; type: string; bytes: Buffer }[]): Buffer {
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

let t: TestApp;
let dataDir: string;
let staff: { authorization: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ft8-files-'));
  t = await createTestApp({ dataDir });
  staff = await t.signIn('admin@ft8.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stored = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);

describe('people/{id}/files/', () => {
  it('uploads files, lists them newest first, downloads the same bytes, deletes them', async () => {
    const person = t.fixture.people.bob;
    const pdf = Buffer.from('%PDF-1.4 not really a pdf\n\u0000\u0001binary');
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/people/${person}/files/`,
      headers: { ...staff, ...multipartHeaders },
      payload: multipart([
        { name: 'Term sheet ü.pdf', type: 'application/pdf', bytes: pdf },
        { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [sheet, text] =
      upload.json<
        { id: number; name: string; size: number; document: string; user: number; type: string; created_at: string }[]
      >();
    expect(sheet).toMatchObject({
      name: 'Term sheet ü.pdf',
      size: pdf.length,
      type: 'application/pdf',
      user: t.fixture.accounts.admin,
    });
    expect(sheet!.document).toBe(`http://localhost:80/api/people/files/${sheet!.id}/download/`);
    expect(text).toMatchObject({ name: 'notes.txt', size: 5, type: 'text/plain' });

    const list = (await t.app.inject({ url: `/api/people/${person}/files/`, headers: staff })).json<{ id: number }[]>();
    expect(list.map((file) => file.id)).toEqual([text!.id, sheet!.id]);

    const download = await t.app.inject({ url: `/api/people/files/${sheet!.id}/download/`, headers: staff });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Term sheet _.pdf"; filename*=UTF-8''Term%20sheet%20%C3%BC.pdf`,
    );

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/people/files/${sheet!.id}/`, headers: staff })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/people/files/${sheet!.id}/download/`, headers: staff })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/people/files/${sheet!.id}/`, headers: staff })).statusCode,
    ).toBe(404);
    expect(await stored()).toHaveLength(1);
  });

  it('answers 400 without a file and 404 for an unknown contact', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/people/${t.fixture.people.bob}/files/`,
      headers: { ...staff, ...multipartHeaders },
      payload: multipart([]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ file: ['No file was submitted.'] });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/people/${t.fixture.people.bob}/files/`,
      headers: staff,
      payload: {},
    });
    expect(json.json()).toEqual({ file: ['No file was submitted.'] });
    expect((await t.app.inject({ url: '/api/people/999999/files/', headers: staff })).statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/people/999999/files/',
      headers: { ...staff, ...multipartHeaders },
      payload: multipart([{ name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }]),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a file of 150 MB + 1 byte with a 413 and the spec message, streamed, keeping nothing', async () => {
    const before = await stored();
    const limit = 150 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let peakBuffers = 0;
    // The body is generated as it is read: 150 MB + 1 of bytes from one reused 1 MB chunk, never allocated whole.
    async function* body() {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      for (let sent = 0; sent < limit + 1; sent += chunk.length) {
        peakBuffers = Math.max(peakBuffers, process.memoryUsage().arrayBuffers);
        yield sent + chunk.length <= limit + 1 ? chunk : chunk.subarray(0, limit + 1 - sent);
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const buffersBefore = process.memoryUsage().arrayBuffers;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/people/${t.fixture.people.carol}/files/`,
      headers: { ...staff, ...multipartHeaders },
      payload: Readable.from(body()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'File big.bin is more than 150MB. Upload failed.' });
    expect(peakBuffers - buffersBefore).toBeLessThan(64 * 1024 * 1024);
    expect(await stored()).toEqual(before);
    expect(
      (await t.app.inject({ url: `/api/people/${t.fixture.people.carol}/files/`, headers: staff })).json(),
    ).toEqual([]);
  }, 120_000);

  it('is forbidden to clients and guests, even for their own record', async () => {
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const headers = await t.signIn(email);
      const me = t.fixture.emails[email];
      expect((await t.app.inject({ url: `/api/people/${me}/files/`, headers })).statusCode).toBe(403);
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/people/${me}/files/`,
        headers: { ...headers, ...multipartHeaders },
        payload: multipart([{ name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }]),
      });
      expect(upload.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/people/files/1/', headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/people/files/1/download/', headers })).statusCode).toBe(403);
    }
  });
});

describe('stored bytes', () => {
  const upload = async (person: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/people/${person}/files/`,
      headers: { ...staff, ...multipartHeaders },
      payload: multipart([{ name: 'deed.txt', type: 'text/plain', bytes: Buffer.from('deed') }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json<{ id: number }[]>();
    const { storage_key } = await t.database.db
      .selectFrom('person_file')
      .select('storage_key')
      .where('id', '=', file!.id)
      .executeTakeFirstOrThrow();
    return { id: file!.id, key: storage_key };
  };
  const newContact = async () =>
    (
      await t.database.db
        .insertInto('person')
        .values({ first_name: 'Filed', last_name: 'Away', company: 'Archive Ltd', profile_type: 2 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('go from disk when their contact is deleted for good', async () => {
    const person = await newContact();
    const [one, two] = [await upload(person), await upload(person)];
    expect(await stored()).toEqual(expect.arrayContaining([one.key, two.key]));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/people/${person}/`, headers: staff })).statusCode).toBe(
      204,
    );
    // Soft-deleted, the contact keeps its files (it can be reactivated).
    expect(await stored()).toEqual(expect.arrayContaining([one.key, two.key]));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/people/permanently_delete_multiple/',
      headers: staff,
      payload: { ids: [person] },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stored()).not.toContain(one.key);
    expect(await stored()).not.toContain(two.key);
    expect(await t.database.db.selectFrom('person_file').where('person_id', '=', person).execute()).toEqual([]);
  });

  it('that cannot be removed leave the deletion done, not failed', async () => {
    const file = await upload(await newContact());
    // A directory in the file's place: removing it fails.
    const path = join(dataDir, 'files', file.key);
    await rm(path);
    await mkdir(join(path, 'stuck'), { recursive: true });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/people/files/${file.id}/`, headers: staff });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/people/files/${file.id}/download/`, headers: staff })).statusCode).toBe(
      404,
    );
    await rm(path, { recursive: true });
  });
});

describe('people/public-files/', () => {
  it('stores an image and answers a file link anyone can read', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/people/public-files/',
      headers: { ...staff, ...multipartHeaders },
      payload: multipart([{ name: 'logo.png', type: 'image/png', bytes: png }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { file } = response.json<{ file: string }>();
    expect(file).toMatch(/\/api\/people\/public-files\/[0-9a-f-]{36}\/$/);
    const read = await t.app.inject({ url: new URL(file).pathname });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a raster image, and clients and guests', async () => {
    const svg = await t.app.inject({
      method: 'POST',
      url: '/api/people/public-files/',
      headers: { ...staff, ...multipartHeaders },
      payload: multipart([{ name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg/>') }]),
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({
      file: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
    const client = await t.signIn('client@ft8.test');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/people/public-files/',
          headers: { ...client, ...multipartHeaders },
          payload: multipart([]),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/people/public-files/00000000-0000-0000-0000-000000000000/' })).statusCode,
    ).toBe(404);
  });
});
