import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { oneAtATime } from '../../lib/background.js';

// The pieces of the search texts (migration 076): for each 4,096 contacts, which of them hold each character, each
// pair and each run of three characters in their search text. A search whose every term is at most three characters
// is counted from them: the contacts holding every term's piece, less the pending contacts (written since their
// chunk was built), whose own texts are read in the same statement. At 100,000 contacts 'an' (72,976 matches) and
// 'an ar' (33,673), which no trigram serves, read 25 rows a term instead of every contact's text, and 'ton' (7,944)
// instead of its 13,477 word uses.

/** person_id >> chunkBits is a contact's bitmap (migration 076's `chunk`); its bit, person_id & (chunkSize - 1). */
const chunkBits = 12;
const chunkSize = 1 << chunkBits;

/**
 * The most pending contacts a search reads from their texts. More (an import not yet built: up to 50,000) and the
 * search is read as before (a scan), while the bitmaps are built.
 */
export const mostPending = 2000;

/** The longest piece: terms up to this many characters are counted from the pieces. */
const longestPiece = 3;

/** The search's terms as pieces, when each is at most three characters (code points, as PostgreSQL's LIKE reads them). */
export function shortTerms(terms: readonly string[]): string[] | undefined {
  if (!terms.length || terms.some((term) => [...term].length > longestPiece)) return undefined;
  return [...new Set(terms)];
}

/** The pieces of a text: each of its characters, and each run of two and of three. */
export function piecesOf(text: string): Set<string> {
  const pieces = new Set<string>();
  let [one, two] = ['', ''];
  for (const char of text) {
    pieces.add(char);
    if (one) pieces.add(one + char);
    if (two) pieces.add(two + char);
    two = one && one + char;
    one = char;
  }
  return pieces;
}

/** A chunk's bitmap: 4,096 bits, bit (person_id & 4095) least significant first within each byte. */
const bitmapBytes = chunkSize / 8;

/**
 * A piece's contacts as stored: the bitmap when 256 or more hold it, else their bit numbers as 16-bit little-endian
 * integers in ascending order (under 512 bytes, which tells the two apart): most runs of three characters are rare
 * (at 100,000 contacts, 118,865 of them in the 25 chunks, 5,277 held 256 times or more; stored sparse, 10.3 MB).
 */
export function encodeBits(bits: Uint8Array): Uint8Array {
  const members: number[] = [];
  bits.forEach((byte, index) => {
    for (let bit = 0; byte; bit++, byte >>= 1) if (byte & 1) members.push(index * 8 + bit);
  });
  if (members.length >= bitmapBytes / 2) return bits;
  const sparse = new Uint8Array(members.length * 2);
  members.forEach((member, index) => {
    sparse[index * 2] = member & 0xff;
    sparse[index * 2 + 1] = member >> 8;
  });
  return sparse;
}

/** The bitmap of a piece's contacts as stored (`encodeBits`). */
export function decodeBits(stored: Uint8Array): Uint8Array {
  if (stored.length === bitmapBytes) return stored;
  const bits = new Uint8Array(bitmapBytes);
  for (let index = 0; index + 1 < stored.length; index += 2) {
    const member = stored[index]! | (stored[index + 1]! << 8);
    bits[member >> 3]! |= 1 << (member & 7);
  }
  return bits;
}

const popcounts = Uint8Array.from({ length: 256 }, (_, byte) => {
  let bits = 0;
  for (let rest = byte; rest; rest >>= 1) bits += rest & 1;
  return bits;
});

export type PieceMatches = {
  /** The contacts holding every term, exactly. */
  count: number;
  /** Their ids, in no order. */
  ids: () => number[];
};

type MatchRow = { chunk: number | null; bits: Uint8Array | null; person_id: number | null; matches: boolean | null };

/**
 * The contacts (deleted or not, `isDeleted`) whose search text holds every piece (`shortTerms`; `patterns` are the
 * same terms as LIKE patterns, for the pending contacts), or undefined when more than `mostPending` contacts are
 * pending. Pending contacts start a build of their bitmaps.
 */
export async function matchPieces(
  db: Kysely<Database>,
  pieces: string[],
  patterns: string[],
  isDeleted: boolean,
): Promise<PieceMatches | undefined> {
  const holds = sql.join(
    patterns.map((pattern) => sql`s.search_text LIKE ${pattern}`),
    sql` AND `,
  );
  // One statement, one snapshot: the bitmaps, and the pending contacts they may not describe.
  const { rows } = await sql<MatchRow>`
    SELECT chunk, bits, NULL::int AS person_id, NULL::boolean AS matches
    FROM search_piece WHERE piece = any(${pieces}::text[]) AND is_deleted = ${isDeleted}
    UNION ALL
    (SELECT NULL, NULL, p.person_id, coalesce(s.is_deleted = ${isDeleted} AND ${holds}, false)
     FROM search_pending p LEFT JOIN person_search s ON s.person_id = p.person_id
     LIMIT ${mostPending + 1})`.execute(db);
  const bitmaps = new Map<number, Uint8Array[]>();
  const pending = new Map<number, number[]>();
  const matched: number[] = [];
  let pendingCount = 0;
  for (const row of rows) {
    if (row.person_id === null) {
      const chunk = row.chunk!;
      bitmaps.set(chunk, [...(bitmaps.get(chunk) ?? []), decodeBits(row.bits!)]);
      continue;
    }
    pendingCount++;
    const chunk = row.person_id >> chunkBits;
    pending.set(chunk, [...(pending.get(chunk) ?? []), row.person_id & (chunkSize - 1)]);
    if (row.matches) matched.push(row.person_id);
  }
  if (pendingCount) void buildPieces(db);
  if (pendingCount > mostPending) return undefined;

  // A chunk holds matches only where every piece has a bitmap: each term's, and-ed, less the pending contacts.
  const found: Array<{ chunk: number; bits: Uint8Array }> = [];
  let count = matched.length;
  for (const [chunk, maps] of bitmaps) {
    if (maps.length < pieces.length) continue;
    const bits = Uint8Array.from(maps[0]!);
    for (const map of maps.slice(1)) for (let i = 0; i < bits.length; i++) bits[i]! &= map[i] ?? 0;
    for (const bit of pending.get(chunk) ?? []) bits[bit >> 3]! &= ~(1 << (bit & 7));
    for (const byte of bits) count += popcounts[byte]!;
    found.push({ chunk, bits });
  }
  return {
    count,
    ids: () => {
      const ids = [...matched];
      for (const { chunk, bits } of found)
        bits.forEach((byte, index) => {
          for (let bit = 0; byte; bit++, byte >>= 1) if (byte & 1) ids.push((chunk << chunkBits) | (index * 8 + bit));
        });
      return ids;
    },
  };
}

/** The chunk's bitmaps, keyed `${is_deleted}:${piece}`, built from its contacts' texts. */
function bitmapsOf(rows: Array<{ person_id: number; search_text: string; is_deleted: boolean }>) {
  const bitmaps = new Map<string, Uint8Array>();
  for (const row of rows) {
    const bit = row.person_id & (chunkSize - 1);
    for (const piece of piecesOf(row.search_text)) {
      const key = `${row.is_deleted}:${piece}`;
      let bits = bitmaps.get(key);
      if (!bits) bitmaps.set(key, (bits = new Uint8Array(bitmapBytes)));
      bits[bit >> 3]! |= 1 << (bit & 7);
    }
  }
  return bitmaps;
}

const sameBits = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

/** The advisory lock's first key: one builder of a chunk at a time, across api processes (its second key). */
const buildLock = 76;

/**
 * Builds one chunk's bitmaps from its contacts' texts, in a REPEATABLE READ transaction: the bitmaps written and the
 * pending contacts removed describe the same snapshot. A contact written after it stays pending: its trigger inserted
 * a pending row this snapshot does not see, or changed one it does, which this transaction then cannot lock (a
 * serialization failure: the chunk is built by a later search) or, while the write is under way, skips. Only the
 * bitmaps that changed are written. The number of contacts no longer pending.
 */
async function buildChunk(db: Kysely<Database>, chunk: number): Promise<number> {
  const from = chunk << chunkBits;
  const to = from + chunkSize;
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows: lock } = await sql<{
          locked: boolean;
        }>`SELECT pg_try_advisory_xact_lock(${buildLock}, ${chunk}) AS locked`.execute(trx);
        if (!lock[0]?.locked) return 0;
        const pending = await trx
          .selectFrom('search_pending')
          .select('person_id')
          .where('person_id', '>=', from)
          .where('person_id', '<', to)
          .execute();
        if (!pending.length) return 0;
        const texts = await trx
          .selectFrom('person_search')
          .select(['person_id', 'search_text', 'is_deleted'])
          .where('person_id', '>=', from)
          .where('person_id', '<', to)
          .execute();
        const { rows: kept } = await sql<{
          is_deleted: boolean;
          piece: string;
          bits: Uint8Array;
        }>`SELECT is_deleted, piece, bits FROM search_piece WHERE chunk = ${chunk}`.execute(trx);
        const built = new Map([...bitmapsOf(texts)].map(([key, bits]) => [key, encodeBits(bits)]));
        const keptBits = new Map(kept.map((row) => [`${row.is_deleted}:${row.piece}`, row.bits]));
        const changed = [...built].filter(([key, bits]) => {
          const before = keptBits.get(key);
          return !before || !sameBits(before, bits);
        });
        const gone = [...keptBits.keys()].filter((key) => !built.has(key));
        const split = (key: string) => {
          const at = key.indexOf(':');
          return { isDeleted: key.slice(0, at) === 'true', piece: key.slice(at + 1) };
        };
        if (changed.length) {
          const rows = changed.map(([key, bits]) => ({ ...split(key), hex: Buffer.from(bits).toString('hex') }));
          await sql`INSERT INTO search_piece (chunk, is_deleted, piece, bits)
            SELECT ${chunk}, d, p, decode(h, 'hex')
            FROM unnest(${rows.map((row) => row.isDeleted)}::boolean[], ${rows.map((row) => row.piece)}::text[],
              ${rows.map((row) => row.hex)}::text[]) AS r (d, p, h)
            ON CONFLICT (piece, is_deleted, chunk) DO UPDATE SET bits = excluded.bits`.execute(trx);
        }
        if (gone.length) {
          const rows = gone.map(split);
          await sql`DELETE FROM search_piece s
            USING unnest(${rows.map((row) => row.isDeleted)}::boolean[], ${rows.map((row) => row.piece)}::text[])
              AS r (d, p)
            WHERE s.chunk = ${chunk} AND s.is_deleted = r.d AND s.piece = r.p`.execute(trx);
        }
        // A pending row that a write holds is skipped (it stays pending) rather than waited for: a write never waits
        // on a build that waits on it (a deadlock, which would fail one of the two).
        const ids = pending.map((row) => row.person_id);
        const { rows: done } = await sql<{ person_id: number }>`DELETE FROM search_pending WHERE person_id IN (
            SELECT person_id FROM search_pending WHERE person_id = any(${ids}::int[]) FOR UPDATE SKIP LOCKED
          ) RETURNING person_id`.execute(trx);
        return done.length;
      });
  } catch (error) {
    // A contact written since the snapshot: it stays pending, and the next search builds again.
    if ((error as { code?: string }).code === '40001') return 0;
    throw error;
  }
}

/** Every chunk with pending contacts, one after another (each its own short transaction). */
async function buildRound(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ chunk: number }>`
    SELECT DISTINCT person_id >> ${sql.lit(chunkBits)} AS chunk FROM search_pending ORDER BY chunk`.execute(db);
  let built = 0;
  for (const { chunk } of rows) built += await buildChunk(db, chunk);
  return built;
}

/** Databases about to close: no build starts on them. */
const closing = new WeakSet<Kysely<Database>>();
const builders = new WeakMap<Kysely<Database>, ReturnType<typeof oneAtATime<'all', number>>>();
const builderOf = (db: Kysely<Database>) => {
  let builder = builders.get(db);
  if (!builder)
    builders.set(
      db,
      (builder = oneAtATime<'all', number>(
        () => buildRound(db),
        (a, b) => a + b,
      )),
    );
  return builder;
};

/**
 * Brings the bitmaps of every pending contact up to date, in the background: one build at a time per database (a
 * call during one asks for another round after it). The number of contacts built. A failure leaves its contacts
 * pending, still counted from their texts; it is reported as a process warning (the repository has no logger).
 */
export function buildPieces(db: Kysely<Database>): Promise<number> {
  if (closing.has(db)) return Promise.resolve(0);
  const built = builderOf(db)('all');
  built.catch((error: unknown) => {
    if (!closing.has(db)) process.emitWarning(error instanceof Error ? error : String(error), 'SearchPiecesBuild');
  });
  return built;
}

/** Waits for the builds under way (before the database closes); none start after. */
export async function stopPieceBuilds(db: Kysely<Database>): Promise<void> {
  closing.add(db);
  await builders.get(db)?.settled();
}
