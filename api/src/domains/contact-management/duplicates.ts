import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Trigram similarity the one differing field must reach when the other two of first name, last name, company match. */
export const nameSimilarity = 0.2;
/** Trigram similarity of companies when first and last names match (and the company's first four letters). */
export const companySimilarity = 0.5;
/** An email or phone shared by more contacts than this is a shared line or mailbox, not a duplicate. */
export const maxSharing = 3;

type Pair = { a: number; b: number; reason: 'name' | 'email' | 'phone' };

/**
 * Pairs of current contacts (not flagged ignored_as_duplicate) that look like one person: first name or last name
 * and company equal ignoring case and the other name similar (a typo, or the same), or both names equal and the
 * companies similar, or an email or a phone's digits shared by two or three contacts (a phone with a resemblance of
 * the names). Blocking on the match keys of migration 041: each name rule merges a covering index with itself, and
 * only the emails and phones that several contacts have are read. No contact is compared with every other.
 */
export async function possibleDuplicatePairs(db: Kysely<Database>): Promise<Pair[]> {
  return db.transaction().execute(async (trx) => {
    // Merging each index with itself in one process beats the parallel hash joins the planner would pick (half the
    // time on two busy cores), and JIT-compiling the query's few hundred expressions costs about a second for
    // nothing: every step reads an index and keeps few rows.
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
    await sql`SET LOCAL jit = off`.execute(trx);
    const { rows } = await sql<Pair>`
      WITH candidate AS NOT MATERIALIZED (
        SELECT id, first_name, last_name, company, dup_first_company, dup_last_company, dup_names
        FROM person WHERE NOT is_deleted AND NOT ignored_as_duplicate
      ),
      left_out AS NOT MATERIALIZED (SELECT id FROM person WHERE is_deleted OR ignored_as_duplicate),
      -- Emails and phones that two or three contacts have, and those a left-out contact has (its count is then
      -- taken again without it): one walk of each key's index, not a sort of every row.
      point AS MATERIALIZED (
        SELECT 'email' AS reason, dup_email AS key, person_id FROM person_email WHERE dup_email IN (
          SELECT dup_email FROM person_email GROUP BY dup_email HAVING count(DISTINCT person_id) BETWEEN 2 AND ${maxSharing}
          UNION SELECT dup_email FROM person_email WHERE person_id IN (SELECT id FROM left_out))
        UNION ALL
        SELECT 'phone', dup_digits, person_id FROM person_phone WHERE dup_digits IN (
          SELECT dup_digits FROM person_phone WHERE dup_digits IS NOT NULL
          GROUP BY dup_digits HAVING count(DISTINCT person_id) BETWEEN 2 AND ${maxSharing}
          UNION SELECT dup_digits FROM person_phone WHERE person_id IN (SELECT id FROM left_out))
      ),
      shared AS MATERIALIZED (
        SELECT point.reason, point.key, point.person_id, c.first_name || ' ' || c.last_name AS name
        FROM point JOIN candidate c ON c.id = point.person_id
      )
      SELECT a.id AS a, b.id AS b, 'name' AS reason FROM candidate a
        JOIN candidate b ON b.dup_first_company = a.dup_first_company AND b.id > a.id
        WHERE similarity(a.last_name, b.last_name) >= ${nameSimilarity}
      UNION
      SELECT a.id, b.id, 'name' FROM candidate a
        JOIN candidate b ON b.dup_last_company = a.dup_last_company AND b.id > a.id
        WHERE similarity(a.first_name, b.first_name) >= ${nameSimilarity}
      UNION
      SELECT a.id, b.id, 'name' FROM candidate a
        JOIN candidate b ON b.dup_names = a.dup_names AND b.id > a.id
        WHERE similarity(a.company, b.company) >= ${companySimilarity}
      UNION
      -- A number or address many contacts share is a switchboard or a team mailbox, not a sign of one person; a
      -- shared phone also needs a resemblance of the names (any shared line is not enough on its own).
      SELECT a.person_id, b.person_id, a.reason FROM shared a
        JOIN shared b ON b.reason = a.reason AND b.key = a.key AND b.person_id > a.person_id
        WHERE (a.reason, a.key) IN (
            SELECT reason, key FROM shared GROUP BY reason, key HAVING count(DISTINCT person_id) BETWEEN 2 AND ${maxSharing})
          AND (a.reason = 'email' OR similarity(a.name, b.name) >= ${nameSimilarity})
    `.execute(trx);
    return rows;
  });
}

/** Groups the pairs into sets of contacts (connected components), each in id order, the groups by first id. */
export function groupPairs(pairs: Pair[]): { ids: number[]; reasons: string[] }[] {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  for (const { a, b } of pairs) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  }
  const groups = new Map<number, { ids: number[]; reasons: Set<string> }>();
  for (const { a, reason } of pairs) {
    const root = find(a);
    const group = groups.get(root) ?? { ids: [], reasons: new Set<string>() };
    group.reasons.add(reason);
    groups.set(root, group);
  }
  for (const id of parent.keys()) groups.get(find(id))?.ids.push(id);
  return [...groups.values()]
    .map((group) => ({ ids: group.ids.sort((x, y) => x - y), reasons: [...group.reasons].sort() }))
    .sort((x, y) => x.ids[0]! - y.ids[0]!);
}
