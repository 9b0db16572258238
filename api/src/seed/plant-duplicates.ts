// Usage: tsx src/seed/plant-duplicates.ts [count]: plants `count` (default 300) possible duplicates among the current
// contacts (for `pnpm bench`) and prints the pairs [original, copy] as JSON. A third have a typo in the last name, a
// third swapped case, a third another name but the same email. Run again, it prints the pairs it planted before.
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../config.js';
import { openDatabase, pgliteDirOf } from '../db/open-database.js';
import type { Database } from '../db/schema.js';

const marker = 'planted duplicate of ';

const typo = (word: string) =>
  word.length < 4 ? `${word}e` : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
const swapCase = (word: string) =>
  [...word].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

export async function plantDuplicates(db: Kysely<Database>, count: number): Promise<[number, number][]> {
  const existing = await db
    .selectFrom('person')
    .select(['id', 'bio'])
    .where('bio', 'like', `${marker}%`)
    .orderBy('id')
    .execute();
  if (existing.length > 0) return existing.map((row) => [Number(row.bio!.slice(marker.length)), row.id]);
  const total = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM person WHERE NOT is_deleted`.execute(db))
    .rows[0]!.n;
  const step = Math.max(1, Math.floor(total / count));
  const originals = (
    await sql<{ id: number; first_name: string; last_name: string; company: string; email: string | null }>`
    SELECT p.id, p.first_name, p.last_name, p.company, (SELECT email::text FROM person_email e WHERE e.person_id = p.id ORDER BY position LIMIT 1) AS email
    FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM person WHERE NOT is_deleted AND profile_type = 2) p
    WHERE n % ${step} = 0 ORDER BY id LIMIT ${count}`.execute(db)
  ).rows;
  const pairs: [number, number][] = [];
  await db.transaction().execute(async (trx) => {
    for (const [index, original] of originals.entries()) {
      const kind = index % 3;
      const sameEmail = kind === 2 && original.email !== null;
      const person =
        kind === 0
          ? { first_name: original.first_name, last_name: typo(original.last_name), company: original.company }
          : kind === 1
            ? {
                first_name: swapCase(original.first_name),
                last_name: swapCase(original.last_name),
                company: original.company,
              }
            : { first_name: `Someone${index}`, last_name: `Else${index}`, company: `Other Company ${index}` };
      const { id } = await trx
        .insertInto('person')
        .values({ ...person, profile_type: 2, bio: `${marker}${original.id}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('person_email')
        .values({
          person_id: id,
          position: 0,
          label: 'Work',
          email: sameEmail ? original.email! : `planted${index}@planted.test`,
        })
        .execute();
      pairs.push([original.id, id]);
    }
  });
  await sql`ANALYZE person`.execute(db);
  return pairs;
}

if (process.argv[1]?.endsWith('plant-duplicates.ts')) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  try {
    console.log(JSON.stringify(await plantDuplicates(database.db, Number(process.argv[2] ?? 300))));
  } finally {
    await database.close();
  }
}
