import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stream that stops at a byte limit, as @fastify/multipart's file streams do (`truncated` once it has). */
export type LimitedStream = Readable & { truncated?: boolean };

export type Stored = { key: string; size: number } | { tooBig: true };

/**
 * Where file bytes live: `<DATA_DIR>/files/<key>` on local disk. Bytes are streamed in and out, never held whole
 * in memory; a write lands under a temporary name and is renamed when complete, so a reader never sees half a file.
 */
export function createFileStorage(dataDir: string) {
  const root = join(dataDir, 'files');
  const pathOf = (key: string) => join(root, key);
  let ready: Promise<unknown> | undefined;

  return {
    /** Streams `source` to a new key; `tooBig` (and nothing kept) when the source was cut at its limit. */
    async save(source: LimitedStream, key: string = randomUUID()): Promise<Stored> {
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

    read(key: string): Readable {
      return createReadStream(pathOf(key));
    },

    async exists(key: string): Promise<boolean> {
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },

    /**
     * Removes bytes no row refers to (any more: after the transaction that deleted the rows has committed). A failure
     * is logged and leaves an orphan file behind; it is not the caller's failure, whose rows are gone already.
     */
    async discard(keys: string[], log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
      await Promise.all(
        keys.map((key) =>
          rm(pathOf(key), { force: true }).catch((error: unknown) =>
            log.error({ err: error, key }, 'could not remove a stored file'),
          ),
        ),
      );
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
