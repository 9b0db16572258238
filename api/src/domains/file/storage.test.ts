import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { diskStorage, s3Storage, type FileStorage, type LimitedStream } from './storage.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** A source in 1 MB chunks, as an upload arrives; `truncated` as @fastify/multipart marks a file cut at its limit. */
const sourceOf = (bytes: Buffer, truncated = false): LimitedStream => {
  const chunks = Array.from({ length: Math.ceil(bytes.length / 2 ** 20) }, (_, i) =>
    bytes.subarray(i * 2 ** 20, (i + 1) * 2 ** 20),
  );
  const stream: LimitedStream = Readable.from(chunks);
  if (truncated) stream.once('end', () => (stream.truncated = true));
  return stream;
};

// An S3-compatible server in this process (s3rver, files under a temporary directory): the real S3 protocol over HTTP.
let s3rver: S3rver;
let directory: string;
let s3: S3Config;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ft8-s3-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await s3rver.run();
  s3 = {
    bucket: 'ft8-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = new S3Client({ ...s3, requestChecksumCalculation: 'WHEN_REQUIRED' });
  await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  client.destroy();
});
afterAll(async () => {
  await s3rver.close();
  await rm(directory, { recursive: true, force: true });
});

describe.each([
  ['local disk', async () => diskStorage(await mkdtemp(join(tmpdir(), 'ft8-disk-')))],
  ['S3-compatible', async () => s3Storage(s3)],
])('file storage on %s', (_name, open: () => Promise<FileStorage>) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await open();
  });

  it('streams 20 MB in (in several S3 parts) and out unchanged, then removes it', async () => {
    const bytes = randomBytes(20 * 2 ** 20);
    const stored = await storage.save(sourceOf(bytes));
    expect(stored).toMatchObject({ size: bytes.length });
    const key = (stored as { key: string }).key;
    expect(await storage.exists(key)).toBe(true);
    expect(sha(await readAll(storage.read(key)))).toBe(sha(bytes));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.remove(key); // removing again is not an error
  });

  it('keeps nothing of a source cut at its limit', async () => {
    const stored = await storage.save(sourceOf(randomBytes(3 * 2 ** 20), true), 'cut-short');
    expect(stored).toEqual({ tooBig: true });
    expect(await storage.exists('cut-short')).toBe(false);
  });

  it('fails the stream of a key it does not hold', async () => {
    await expect(readAll(storage.read('no-such-key'))).rejects.toThrow();
  });
});

describe('the files routes with S3_BUCKET set', () => {
  let t: TestApp;
  let client: S3Client;
  beforeAll(async () => {
    t = await createTestApp({ s3 });
    client = new S3Client({ ...s3, requestChecksumCalculation: 'WHEN_REQUIRED' });
  });
  afterAll(async () => {
    client.destroy();
    await t.close();
  });
  const keys = async () =>
    new Set(((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!));

  it('upload, download and delete go through the bucket', async () => {
    const before = await keys();
    const staff = await t.signIn('admin@ft8.test');
    const bytes = randomBytes(300_000);
    const boundary = '----ft8s3';
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/people/${t.fixture.people.bob}/files/`,
      headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="model.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [file] = upload.json<{ id: number; size: number }[]>();
    expect(file!.size).toBe(bytes.length);
    const added = [...(await keys())].filter((key) => !before.has(key));
    expect(added).toHaveLength(1);

    const download = await t.app.inject({ url: `/api/people/files/${file!.id}/download/`, headers: staff });
    expect(download.statusCode).toBe(200);
    expect(sha(download.rawPayload)).toBe(sha(bytes));

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/people/files/${file!.id}/`, headers: staff });
    expect(removed.statusCode).toBe(204);
    expect((await keys()).has(added[0]!)).toBe(false);
    const gone = await t.app.inject({ url: `/api/people/files/${file!.id}/download/`, headers: staff });
    expect(gone.statusCode).toBe(404);
  });

  it('refuse an empty file among others and leave nothing in the bucket', async () => {
    const before = await keys();
    const staff = await t.signIn('admin@ft8.test');
    const boundary = '----ft8s3empty';
    const part = (name: string, bytes: Buffer) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ];
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/people/${t.fixture.people.bob}/files/`,
      headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        ...part('notes.txt', Buffer.from('notes')),
        ...part('empty.txt', Buffer.alloc(0)),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(400);
    expect(upload.json()).toEqual({ file: ['The submitted file is empty.'] });
    expect(await keys()).toEqual(before);
  });
});
