import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { oneAtATime } from '../../lib/background.js';
import { likePattern } from '../../lib/search.js';

// The pieces of the search texts (migration 076): for each 4,096 contacts, which of them hold each character, each
// pair and each run of three characters in their search text, and each word of four or more. A search is counted
// from them when each of its terms is at most three characters (its own piece) or part of one word (the words of the
// dictionary that hold it, migration 069): the contacts holding every term, less the pending contacts (written since
// their chunk was built), whose own texts are read in the same statement. At 100,000 contacts 'an' (72,976 matches)
// and 'an ar' (33,673), which no trigram serves, read 25 rows a term instead of every contact's text, 'ton' (7,944)
// instead of its 13,477 word uses, and 'director,' (45,499) its two words' rows instead of counting their uses.
// A longer term that more words hold than a search reads is registered as a piece of its own (migration 077), built
// in the background: 'finance' (221 words, 5,369 rows) then reads 25 rows. Each category is a piece too (migration
// 078): a list filtered by categories alone reads their bitmap.

/** person_id >> chunkBits is a contact's bitmap (migration 076's `chunk`); its bit, person_id & (chunkSize - 1). */
const chunkBits = 12;
const chunkSize = 1 << chunkBits;

/**
 * The most pending contacts a search reads from their texts. More (an import not yet built: up to 50,000) and the
 * search is read as before (a scan), while the bitmaps are built.
 */
export const mostPending = 2000;

/** The longest piece: terms up to this many characters are their own piece; longer ones are read from words. */
const longestPiece = 3;

/** Where search_text is cut into words (migration 075's `search_words`): a term holding one is part of no word. */
const wordSeparators = /[ @.]/;

/**
 * The most words of the dictionary whose pieces a term is read from: a term part of more is registered as a piece of
 * its own (migration 077), and read as before until it is built. Each word has a row per chunk: 'finance', part of
 * 221 words at 100,000 contacts, read 5,369 rows in 14 ms (24 with 'director'), and 'director, finance' took 2.27x the
 * default page instead of 1.5-1.6x through the trigrams; as its own piece, 25 rows.
 */
export const mostWords = 32;

const isShort = (term: string) => [...term].length <= longestPiece;

/**
 * The search's terms, once each, when each is at most three characters (code points, as PostgreSQL's LIKE reads
 * them) or part of one word (no separator); otherwise undefined.
 */
export function pieceTerms(terms: readonly string[]): string[] | undefined {
  if (!terms.length || terms.some((term) => !isShort(term) && wordSeparators.test(term))) return undefined;
  return [...new Set(terms)];
}

/** The words of a text (as migration 075's `search_words` cuts them). */
const wordsOf = (text: string) => text.split(wordSeparators).filter(Boolean);

/** The pieces of a text: each of its characters, each run of two and of three, and each word of four or more. */
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
  for (const word of wordsOf(text)) if (!isShort(word)) pieces.add(word);
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
  const bits = new Uint8Array(bitmapBytes);
  orInto(bits, stored);
  return bits;
}

/** Adds a piece's contacts as stored (`encodeBits`) to a bitmap. */
function orInto(bits: Uint8Array, stored: Uint8Array) {
  if (stored.length === bitmapBytes) for (let i = 0; i < bitmapBytes; i++) bits[i]! |= stored[i]!;
  else orMembers(bits, stored);
}

/** Adds contacts given as bit numbers (16-bit little-endian, in any order: sparse pieces one after another). */
function orMembers(bits: Uint8Array, members: Uint8Array) {
  for (let index = 0; index + 1 < members.length; index += 2) {
    const member = members[index]! | (members[index + 1]! << 8);
    bits[member >> 3]! |= 1 << (member & 7);
  }
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
  /**
   * Their bitmap: bit `id` (least significant first within each byte, as PostgreSQL's `get_bit` reads it) for each
   * contact, up to the last chunk holding one.
   */
  bitmap: () => Uint8Array;
};

/**
 * A registered term's piece in search_piece (migration 077): a space first, which no word holds, keeps it apart from
 * the word it may also be.
 */
const substringPiece = (term: string) => ` ${term}`;

/** A category's piece (migration 078): two spaces first, which neither a word nor a registered term begins with. */
const categoryPiece = (id: number) => `  category ${id}`;

/** The longest term registered (migration 077's check, in code points), and the most terms registered. */
const longestSubstring = 64;
const mostSubstrings = 1000;

/** Whether a term may be registered: longer than a piece, at most `longestSubstring`, and part of one word. */
const registrable = (term: string) =>
  !isShort(term) && [...term].length <= longestSubstring && !wordSeparators.test(term);

type MatchRow = {
  /** The term (1-based): with `words`, how many pieces it has; with `chunk`, its contacts in that chunk. */
  term: number | null;
  words: number | null;
  chunk: number | null;
  /** The chunk's sparse rows of the term's pieces, one after another (`encodeBits`: bit numbers). */
  sparse: Uint8Array | null;
  /** Its rows stored as bitmaps, one after another. */
  full: Uint8Array | null;
  person_id: number | null;
  matches: boolean | null;
};

/**
 * The contacts (deleted or not, `isDeleted`) whose search text holds every term (`pieceTerms`): a short term's own
 * piece, a longer one's words (each word of the dictionary that holds it, up to `mostWords`) or, once registered and
 * built, its own piece; with `categories`, in one of them too. Undefined when a term is part of more words and not
 * yet built (it is registered then), or more than `mostPending` contacts are pending. Pending contacts, and
 * registered terms not yet built, start a build.
 */
export async function matchPieces(
  db: Kysely<Database>,
  terms: string[],
  isDeleted: boolean,
  /** And in any of these categories (migration 078; not empty). */
  categories?: number[],
): Promise<PieceMatches | undefined> {
  const patterns = terms.map(likePattern);
  const holds = sql.join(
    [
      ...patterns.map((pattern) => sql`s.search_text LIKE ${pattern}`),
      ...(categories
        ? [
            sql`EXISTS (SELECT FROM person_lookup pl WHERE pl.person_id = p.person_id AND pl.kind = 'categories'
              AND pl.lookup_id = any(${categories}::int[]))`,
          ]
        : []),
    ],
    sql` AND `,
  );
  // Each term is a group of pieces (its own, or its words), and the categories one more: a contact matches when it
  // holds a piece of every group.
  const groups = terms.length + (categories ? 1 : 0);
  // One statement, one snapshot: each term's pieces (its words looked up in the dictionary), their rows, and the
  // pending contacts that the pieces may not describe. The rows are read by key from an array of each term's pieces:
  // joined to them, the planner expected 50 words of 900 rows each, and read every piece (30 ms at 100,000 contacts)
  // or, in a loop, crossed the cost at which it compiles the statement (JIT, 16-220 ms). Each term's rows come back
  // as one row per chunk, its sparse rows concatenated and its bitmaps too: node-postgres parses an array's text
  // character by character, and at 100,000 contacts 'director, real estate finance' read its 100 bitmaps in 9.5 ms
  // as arrays, 4.1 ms concatenated. Row by row, 'finance''s 5,369 rows (221 words) took 14 ms to read and decode.
  const { rows } = await sql<MatchRow>`
    WITH term AS (
      SELECT * FROM unnest(${terms}::text[], ${patterns}::text[], ${terms.map(isShort)}::boolean[])
        WITH ORDINALITY AS t (term, pattern, short, i)
    ), registered AS MATERIALIZED (
      SELECT t.i FROM term t JOIN search_substring s ON s.piece = t.term AND s.ready WHERE NOT t.short
    ), word AS MATERIALIZED (
      SELECT t.i, t.term AS piece FROM term t WHERE t.short
      UNION ALL
      SELECT t.i, ' ' || t.term FROM term t JOIN registered USING (i)
      UNION ALL
      SELECT t.i, w.word FROM term t
      CROSS JOIN LATERAL (SELECT word FROM search_word WHERE word LIKE t.pattern LIMIT ${mostWords + 1}) AS w
      WHERE NOT t.short AND t.i NOT IN (SELECT i FROM registered)
    ), piece AS MATERIALIZED (
      SELECT i, piece FROM word
      UNION ALL
      SELECT ${groups}, piece FROM unnest(${(categories ?? []).map(categoryPiece)}::text[]) AS piece
    )
    SELECT i::int AS term, count(*)::int AS words, NULL::int AS chunk, NULL::bytea AS sparse, NULL::bytea AS full,
      NULL::int AS person_id, NULL::boolean AS matches
    FROM word GROUP BY i
    UNION ALL
    SELECT t.i::int, NULL, g.chunk, g.sparse, g.full, NULL, NULL
    FROM generate_series(1, ${groups}) AS t (i) CROSS JOIN LATERAL (
      SELECT chunk, string_agg(bits, ''::bytea) FILTER (WHERE length(bits) < ${bitmapBytes}) AS sparse,
        string_agg(bits, ''::bytea) FILTER (WHERE length(bits) = ${bitmapBytes}) AS full
      FROM search_piece
      WHERE piece = any(array(SELECT p.piece FROM piece p WHERE p.i = t.i)) AND is_deleted = ${isDeleted}
      GROUP BY chunk
    ) AS g
    -- None when a term is part of too many words: the search is read as before.
    WHERE NOT EXISTS (SELECT FROM word GROUP BY i HAVING count(*) > ${mostWords})
    UNION ALL
    (SELECT NULL, NULL, NULL, NULL, NULL, p.person_id, coalesce(s.is_deleted = ${isDeleted} AND ${holds}, false)
     FROM search_pending p LEFT JOIN person_search s ON s.person_id = p.person_id
     LIMIT ${mostPending + 1})`.execute(db);
  const words = terms.map(() => 0);
  const pieces: MatchRow[] = [];
  const pending = new Map<number, number[]>();
  const matched: number[] = [];
  let pendingCount = 0;
  for (const row of rows) {
    if (row.person_id !== null) {
      pendingCount++;
      const chunk = row.person_id >> chunkBits;
      pending.set(chunk, [...(pending.get(chunk) ?? []), row.person_id & (chunkSize - 1)]);
      if (row.matches) matched.push(row.person_id);
    } else if (row.words !== null) words[row.term! - 1] = row.words;
    else pieces.push(row);
  }
  const many = terms.filter((_, index) => words[index]! > mostWords);
  if (many.length) {
    // Read as before this once: the terms are registered (if there is room), and built in the background, after a
    // pause so that the build does not hold up this search.
    await registerSubstrings(db, many);
    setTimeout(() => void buildPieces(db), backfillPause).unref();
    return undefined;
  }
  if (pendingCount) void buildPieces(db);
  if (pendingCount > mostPending) return undefined;
  // Per chunk, each group's contacts: the union of its pieces (a term's own, or its words; the categories').
  const chunks = new Map<number, Array<Uint8Array | undefined>>();
  for (const row of pieces) {
    const byTerm = chunks.get(row.chunk!) ?? Array.from({ length: groups }, () => undefined);
    chunks.set(row.chunk!, byTerm);
    const bits = (byTerm[row.term! - 1] ??= new Uint8Array(bitmapBytes));
    if (row.sparse) orMembers(bits, row.sparse);
    const full = row.full ?? new Uint8Array();
    for (let at = 0; at < full.length; at += bitmapBytes) orInto(bits, full.subarray(at, at + bitmapBytes));
  }

  // A chunk holds matches only where every term has contacts: the terms' unions and-ed, less the pending contacts.
  const found: Array<{ chunk: number; bits: Uint8Array }> = [];
  let count = matched.length;
  for (const [chunk, byTerm] of chunks) {
    if (byTerm.some((bits) => !bits)) continue;
    const [bits, ...others] = byTerm as Uint8Array[];
    for (const other of others) for (let i = 0; i < bits!.length; i++) bits![i]! &= other[i]!;
    for (const bit of pending.get(chunk) ?? []) bits![bit >> 3]! &= ~(1 << (bit & 7));
    for (const byte of bits!) count += popcounts[byte]!;
    found.push({ chunk, bits: bits! });
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
    bitmap: () => {
      const last = Math.max(-1, ...found.map(({ chunk }) => chunk), ...matched.map((id) => id >> chunkBits));
      const all = new Uint8Array((last + 1) * bitmapBytes);
      for (const { chunk, bits } of found) all.set(bits, chunk * bitmapBytes);
      for (const id of matched) all[id >> 3]! |= 1 << (id & 7);
      return all;
    },
  };
}

/**
 * Registers terms that more words hold than a search reads (migration 077), up to `mostSubstrings` in all: their
 * pieces are built by the next round of the builder (`buildRound`).
 */
async function registerSubstrings(db: Kysely<Database>, terms: string[]) {
  const pieces = terms.filter(registrable);
  if (!pieces.length) return;
  await sql`INSERT INTO search_substring (piece)
    SELECT piece FROM unnest(${pieces}::text[]) AS piece
    WHERE (SELECT count(*) FROM search_substring) < ${mostSubstrings}
    ON CONFLICT (piece) DO NOTHING`.execute(db);
}

/**
 * The registered terms (`substrings`) that a text holds: each is part of one word, so it is part of one of the
 * text's words. Each word's are found once per build (`cache`): by testing each term while there are few, else by
 * looking up each part of the word (up to 465 parts of a 33-character word). At 100,000 contacts, building every
 * chunk took 7.2 s with no term registered, and with 8 registered 9.5 s looking up each part, 8.0 s testing each term.
 */
export function substringsOf(text: string, substrings: readonly string[], cache: Map<string, string[]>) {
  const lookup = substrings.length > fewSubstrings ? new Set(substrings) : undefined;
  const held = new Set<string>();
  for (const word of wordsOf(text)) {
    let found = cache.get(word);
    if (!found) {
      if (!lookup) found = substrings.filter((term) => word.includes(term));
      else {
        found = [];
        const chars = [...word];
        for (let from = 0; from + longestPiece < chars.length; from++)
          for (let to = from + longestPiece + 1; to <= Math.min(chars.length, from + longestSubstring); to++) {
            const part = chars.slice(from, to).join('');
            if (lookup.has(part)) found.push(part);
          }
      }
      cache.set(word, found);
    }
    for (const part of found) held.add(part);
  }
  return held;
}

/** Up to this many registered terms, a word is tested against each (`substringsOf`). */
const fewSubstrings = 64;

/** The chunk's bitmaps, keyed `${is_deleted}:${piece}`, built from its contacts' texts. */
function bitmapsOf(
  rows: Array<{ person_id: number; search_text: string; is_deleted: boolean }>,
  /** The registered terms (migration 077). */
  substrings: readonly string[],
  /** Each contact's categories (migration 078). */
  categories: ReadonlyMap<number, number[]>,
) {
  const bitmaps = new Map<string, Uint8Array>();
  const cache = new Map<string, string[]>();
  for (const row of rows) {
    const bit = row.person_id & (chunkSize - 1);
    const add = (piece: string) => {
      const key = `${row.is_deleted}:${piece}`;
      let bits = bitmaps.get(key);
      if (!bits) bitmaps.set(key, (bits = new Uint8Array(bitmapBytes)));
      bits[bit >> 3]! |= 1 << (bit & 7);
    };
    for (const piece of piecesOf(row.search_text)) add(piece);
    for (const category of categories.get(row.person_id) ?? []) add(categoryPiece(category));
    if (substrings.length)
      for (const term of substringsOf(row.search_text, substrings, cache)) add(substringPiece(term));
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
 * bitmaps that changed are written, its registered terms' and its contacts' categories' too. The number of contacts
 * no longer pending.
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
        // Every registered term, ready or not (this snapshot's: one registered since is built by its backfill).
        const substrings = (await trx.selectFrom('search_substring').select('piece').execute()).map((row) => row.piece);
        const categories = new Map<number, number[]>();
        for (const link of await trx
          .selectFrom('person_lookup')
          .select(['person_id', 'lookup_id'])
          .where('kind', '=', 'categories')
          .where('person_id', '>=', from)
          .where('person_id', '<', to)
          .execute())
          categories.set(link.person_id, [...(categories.get(link.person_id) ?? []), link.lookup_id]);
        const { rows: kept } = await sql<{
          is_deleted: boolean;
          piece: string;
          bits: Uint8Array;
        }>`SELECT is_deleted, piece, bits FROM search_piece WHERE chunk = ${chunk}`.execute(trx);
        const built = new Map(
          [...bitmapsOf(texts, substrings, categories)].map(([key, bits]) => [key, encodeBits(bits)]),
        );
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
        if (changed.length)
          await writePieces(
            trx,
            chunk,
            changed.map(([key, bits]) => ({ ...split(key), bits })),
          );
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

/** Writes pieces' rows (`bits` as stored: `encodeBits`) of a chunk, or each of its own, replacing those there. */
async function writePieces(
  trx: Kysely<Database>,
  chunk: number | number[],
  rows: Array<{ isDeleted: boolean; piece: string; bits: Uint8Array }>,
) {
  const chunks = Array.isArray(chunk) ? chunk : rows.map(() => chunk);
  await sql`INSERT INTO search_piece (chunk, is_deleted, piece, bits)
    SELECT c, d, p, decode(h, 'hex')
    FROM unnest(${chunks}::int[], ${rows.map((row) => row.isDeleted)}::boolean[], ${rows.map((row) => row.piece)}::text[],
      ${rows.map((row) => Buffer.from(row.bits).toString('hex'))}::text[]) AS r (c, d, p, h)
    ON CONFLICT (piece, is_deleted, chunk) DO UPDATE SET bits = excluded.bits`.execute(trx);
}

/** How long after a term is registered its backfill starts (ms). */
const backfillPause = 200;

/** The most registered terms built by one transaction of the backfill (`backfillSubstrings`). */
const backfillBatch = 16;

/**
 * Builds the registered terms not yet built (migration 077) in every chunk at once, up to `backfillBatch` in one
 * REPEATABLE READ transaction that holds every chunk's build lock, so that no chunk is built meanwhile (if another
 * builder holds one, a later round tries again: each search of theirs asks for one). The contacts whose text holds a
 * term, read through the trigram index as its searches were, are its rows, and it is `ready` when they commit. A
 * contact written since the snapshot is pending, read from its text until its chunk is built again, which builds
 * every registered term too.
 */
async function backfillSubstrings(db: Kysely<Database>) {
  const waiting = (await db.selectFrom('search_substring').select('piece').where('ready', '=', false).execute()).map(
    (row) => row.piece,
  );
  for (let at = 0; at < waiting.length; at += backfillBatch) {
    const batch = waiting.slice(at, at + backfillBatch);
    try {
      const built = await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const { rows: lock } = await sql<{ locked: boolean | null }>`
            SELECT bool_and(pg_try_advisory_xact_lock(${buildLock}, chunk)) AS locked
            FROM generate_series(0, (SELECT coalesce(max(person_id), 0) >> ${sql.lit(chunkBits)} FROM person_search))
              AS chunk`.execute(trx);
          if (!lock[0]?.locked) return false;
          for (const term of batch) {
            // Two rows (current, deleted), each with its ids as one text: row by row, node-postgres took about as
            // long to read 'ance''s 40,000 holders as the statement.
            const { rows: holders } = await sql<{ is_deleted: boolean; ids: string }>`
              SELECT is_deleted, string_agg(person_id::text, ',') AS ids FROM person_search
              WHERE search_text LIKE ${likePattern(term)} GROUP BY is_deleted`.execute(trx);
            const bitmaps = new Map<string, { chunk: number; isDeleted: boolean; bits: Uint8Array }>();
            for (const { is_deleted: isDeleted, ids } of holders)
              for (const id of ids.split(',').map(Number)) {
                const key = `${id >> chunkBits}:${isDeleted}`;
                let entry = bitmaps.get(key);
                if (!entry)
                  bitmaps.set(key, (entry = { chunk: id >> chunkBits, isDeleted, bits: new Uint8Array(bitmapBytes) }));
                const bit = id & (chunkSize - 1);
                entry.bits[bit >> 3]! |= 1 << (bit & 7);
              }
            const piece = substringPiece(term);
            await sql`DELETE FROM search_piece WHERE piece = ${piece}`.execute(trx);
            const rows = [...bitmaps.values()];
            if (rows.length)
              await writePieces(
                trx,
                rows.map((row) => row.chunk),
                rows.map((row) => ({ isDeleted: row.isDeleted, piece, bits: encodeBits(row.bits) })),
              );
          }
          await trx.updateTable('search_substring').set({ ready: true }).where('piece', 'in', batch).execute();
          return true;
        });
      if (!built) return;
    } catch (error) {
      // A write came first (a serialization failure): a later round tries again.
      if ((error as { code?: string }).code === '40001') return;
      throw error;
    }
  }
}

/**
 * Every chunk with pending contacts, one after another (each its own short transaction). After many, the two tables
 * are vacuumed: every search reads search_pending, and its dead rows stay in the way until autovacuum comes (the
 * embedded database has none): 'luc' read 306,000 of them in 6.8 ms instead of 0.8.
 */
async function buildRound(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ chunk: number }>`
    SELECT DISTINCT person_id >> ${sql.lit(chunkBits)} AS chunk FROM search_pending ORDER BY chunk`.execute(db);
  let built = 0;
  for (const { chunk } of rows) built += await buildChunk(db, chunk);
  if (built >= vacuumAfter) await sql`VACUUM search_pending, search_piece`.execute(db);
  await backfillSubstrings(db);
  return built;
}

/** The contacts built in one round after which the builder vacuums (an import's, a new database's). */
const vacuumAfter = 1000;

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
