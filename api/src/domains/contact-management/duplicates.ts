import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Trigram similarity the one differing field must reach when the other two of first name, last name, company match. */
export const nameSimilarity = 0.3;

type Pair = { a: number; b: number; reason: 'name' | 'email' | 'phone' };

/**
 * Pairs of current contacts (not flagged ignored_as_duplicate) that look like one person: two of first name, last
 * name and company equal ignoring case and the third similar (a typo), or a shared email, or a phone's digits in
 * common. Blocking on two exact fields keeps it to index or hash joins: no contact is compared with every other.
 */
export async function possibleDuplicatePairs(db: Kysely<Database>): Promise<Pair[]> {
  const { rows } = await sql<Pair>`
    WITH c AS MATERIALIZED (
      SELECT id, lower(first_name) AS f, lower(last_name) AS l, lower(company) AS co
      FROM person WHERE NOT is_deleted AND NOT ignored_as_duplicate
    )
    SELECT a.id AS a, b.id AS b, 'name' AS reason FROM c a JOIN c b ON a.f = b.f AND a.l = b.l AND a.id < b.id
      WHERE a.co = b.co OR similarity(a.co, b.co) >= ${nameSimilarity}
    UNION
    SELECT a.id, b.id, 'name' FROM c a JOIN c b ON a.f = b.f AND a.co = b.co AND a.id < b.id
      WHERE a.l <> b.l AND similarity(a.l, b.l) >= ${nameSimilarity}
    UNION
    SELECT a.id, b.id, 'name' FROM c a JOIN c b ON a.l = b.l AND a.co = b.co AND a.id < b.id
      WHERE a.f <> b.f AND similarity(a.f, b.f) >= ${nameSimilarity}
    UNION
    SELECT DISTINCT a.person_id, b.person_id, 'email' FROM person_email a
      JOIN person_email b ON a.email = b.email AND a.person_id < b.person_id
      JOIN c ca ON ca.id = a.person_id JOIN c cb ON cb.id = b.person_id
    UNION
    SELECT DISTINCT a.person_id, b.person_id, 'phone' FROM person_phone a
      JOIN person_phone b ON regexp_replace(a.number, '\\D', '', 'g') = regexp_replace(b.number, '\\D', '', 'g') AND a.person_id < b.person_id
      JOIN c ca ON ca.id = a.person_id JOIN c cb ON cb.id = b.person_id
      WHERE length(regexp_replace(a.number, '\\D', '', 'g')) >= 7
  `.execute(db);
  return rows;
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
