import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config, S3Config } from '../../config.js';

/** A stream that stops at a byte limit, as @fastify/multipart's file streams do (`truncated` once it has). */
export type LimitedStream = Readable & { truncated?: boolean };

export type Stored = { key: string; size: number } | { tooBig: true };

/** Where file bytes live. Bytes are streamed in and out, never held whole in memory. */
export type FileStorage = {
  /** Streams `source` to a new key; `tooBig` (and nothing kept) when the source was cut at its limit. */
  save(source: LimitedStream, key?: string): Promise<Stored>;
  /** The bytes of `key`, as a stream (check `exists` first: a missing key fails the stream). */
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Removes bytes no row refers to (any more: after the transaction that deleted the rows has committed). A failure
   * is logged and leaves an orphan behind; it is not the caller's failure, whose rows are gone already.
   */
  discard(keys: string[], log: Pick<FastifyBaseLogger, 'error'>): Promise<void>;
};

type Backend = Omit<FileStorage, 'discard'>;

function withDiscard(backend: Backend): FileStorage {
  return {
    ...backend,
    async discard(keys, log) {
      await Promise.all(
        keys.map((key) =>
          backend
            .remove(key)
            .catch((error: unknown) => log.error({ err: error, key }, 'could not remove a stored file')),
        ),
      );
    },
  };
}

/** S3 (or an S3-compatible store) when `S3_BUCKET` is set, otherwise `<DATA_DIR>/files` on local disk. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.dataDir);
}

/**
 * `<dataDir>/files/<key>` on local disk. A write lands under a temporary name and is renamed when complete, so a
 * reader never sees half a file.
 */
export function diskStorage(dataDir: string): FileStorage {
  const root = join(dataDir, 'files');
  const pathOf = (key: string) => join(root, key);
  let ready: Promise<unknown> | undefined;

  return withDiscard({
    async save(source, key = randomUUID()) {
      ready ??= mkdir(root, { recursive: true });
      await ready;
      const partial = `${pathOf(key)}.part`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        if (source.truncated) {
          await rm(partial, { force: true });
          return { tooBig: true };
        }
        await rename(partial, pathOf(key));
        return { key, size: (await stat(pathOf(key))).size };
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    read(key) {
      return createReadStream(pathOf(key));
    },

    async exists(key) {
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  });
}

/** Parts of 8 MB, two in flight: an upload holds at most about 16 MB in memory, whatever the file's size. */
const partSize = 8 * 1024 * 1024;

/**
 * Objects `<key>` in an S3 bucket (which must exist). Uploads are multipart and streamed (`@aws-sdk/lib-storage`);
 * an object appears only once its upload completes, so a reader never sees half a file. Checksums are sent and
 * checked only where S3 requires them: several S3-compatible stores refuse the SDK's default checksum encoding.
 */
export function s3Storage(s3: S3Config): FileStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;

  return withDiscard({
    async save(source, key = randomUUID()) {
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      source.once('error', (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source.pipe(counted) },
        partSize,
        queueSize: 2,
      });
      await upload.done();
      if (source.truncated) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        return { tooBig: true };
      }
      return { key, size };
    },

    read(key) {
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: key })).then(
        (object) => pipeline(object.Body as Readable, out).catch((error: unknown) => out.destroy(error as Error)),
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  });
}
