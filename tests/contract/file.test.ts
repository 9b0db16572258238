import { PersonFiles, PublicFile } from '@ft8/contract/file';
import { Readable } from 'node:stream';
import { FormData, request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, messages } from './answers.js';
import { api, apiUrl, get, signIn } from './client.js';
import { createPerson } from './records.js';

type FileJson = {
  id: number;
  name: string;
  size: number;
  document: string;
  user: number | null;
  type: string;
  created_at: string;
};

let staff: string;
let person: number;
beforeAll(async () => {
  staff = (await signIn('admin')).token;
  person = (await createPerson(staff)).id;
});

async function upload(path: string, form: FormData, token = staff) {
  const response = await request(`${apiUrl}/${path}`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  return { status: response.statusCode, body: await response.body.json() };
}

describe('people/{id}/files/', () => {
  it('uploads, lists, downloads the same bytes and deletes', async () => {
    const bytes = new Uint8Array([1, 2, 3, 0, 255, 10]);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), 'data.bin');
    const uploaded = await upload(`people/${person}/files/`, form);
    expect(uploaded.status).toBe(201);
    expectAnswer(PersonFiles, uploaded.body);
    const [file] = uploaded.body as FileJson[];
    expect(file).toMatchObject({ name: 'data.bin', size: 6, type: 'application/octet-stream' });

    const list = await get<FileJson[]>(`people/${person}/files/`, staff);
    expectAnswer(PersonFiles, list.body);
    expect(list.body).toEqual([file]);

    const download = await request(file!.document, { headers: { authorization: `Token ${staff}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="data.bin"');
    expect(new Uint8Array(await download.body.arrayBuffer())).toEqual(bytes);

    expect((await api('DELETE', `people/files/${file!.id}/`, { token: staff })).status).toBe(204);
    expect((await get<FileJson[]>(`people/${person}/files/`, staff)).body).toEqual([]);
  });

  it('refuses a file over 150 MB with a 413 and the spec message (a streamed body)', async () => {
    const boundary = '----ft8contract';
    const limit = 150 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 0x62);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      for (let sent = 0; sent < limit + 1; sent += chunk.length)
        yield sent + chunk.length <= limit + 1 ? chunk : chunk.subarray(0, limit + 1 - sent);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await request(`${apiUrl}/people/${person}/files/`, {
      method: 'POST',
      headers: { authorization: `Token ${staff}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.from(body()),
    });
    expect(response.statusCode).toBe(413);
    expect(await response.body.json()).toEqual({ detail: 'File huge.bin is more than 150MB. Upload failed.' });
  }, 120_000);

  it('is forbidden to clients and guests', async () => {
    for (const role of ['client', 'guest'] as const) {
      const { token, user } = await signIn(role);
      const list = await get(`people/${user.id}/files/`, token);
      expect(list.status).toBe(403);
      expect(list.body).toEqual(messages.forbidden);
      expect((await api('DELETE', 'people/files/1/', { token })).status).toBe(403);
    }
  });
});

describe('people/public-files/', () => {
  it('answers a file link that anyone can read', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'logo.png');
    const uploaded = await upload('people/public-files/', form);
    expect(uploaded.status).toBe(201);
    expectAnswer(PublicFile, uploaded.body);
    const read = await request((uploaded.body as { file: string }).file);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    await read.body.dump();
  });
});
