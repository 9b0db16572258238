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
 * companies similar, or an email or a phone's digits shared by at most three contacts. Blocking on exact keys keeps
 * it to hash joins: no contact is compared with every other.
 */
export async function possibleDuplicatePairs(db: Kysely<Database>): Promise<Pair[]> {
  // Block keys are hashed to integers: hash joins on them, not sorts of text under the database's collation (10x).
  const { rows } = await sql<Pair>`
    WITH c AS MATERIALIZED (
      SELECT id, lower(first_name) AS f, lower(last_name) AS l, lower(company) AS co,
        hashtext(lower(first_name) || '|' || lower(company)) AS first_company,
        hashtext(lower(last_name) || '|' || lower(company)) AS last_company,
        hashtext(lower(first_name) || '|' || lower(last_name) || '|' || left(lower(company), 4)) AS names
      FROM person WHERE NOT is_deleted AND NOT ignored_as_duplicate
    ),
    phone AS MATERIALIZED (
      SELECT person_id, hashtext(digits) AS digits FROM (
        SELECT p.person_id, regexp_replace(p.number, '\\D', '', 'g') AS digits FROM person_phone p JOIN c ON c.id = p.person_id) d
      WHERE length(digits) >= 7
    ),
    -- A number or address many contacts share is a switchboard or a team mailbox, not a sign of one person.
    shared_phone AS (SELECT digits FROM phone GROUP BY digits HAVING count(DISTINCT person_id) BETWEEN 2 AND ${maxSharing}),
    email AS MATERIALIZED (SELECT e.person_id, hashtext(lower(e.email::text)) AS email FROM person_email e JOIN c ON c.id = e.person_id),
    shared_email AS (SELECT email FROM email GROUP BY email HAVING count(DISTINCT person_id) BETWEEN 2 AND ${maxSharing})
    SELECT a.id AS a, b.id AS b, 'name' AS reason FROM c a JOIN c b ON a.first_company = b.first_company AND a.id < b.id
      WHERE a.f = b.f AND a.co = b.co AND similarity(a.l, b.l) >= ${nameSimilarity}
    UNION
    SELECT a.id, b.id, 'name' FROM c a JOIN c b ON a.last_company = b.last_company AND a.id < b.id
      WHERE a.l = b.l AND a.co = b.co AND similarity(a.f, b.f) >= ${nameSimilarity}
    UNION
    SELECT a.id, b.id, 'name' FROM c a JOIN c b ON a.names = b.names AND a.id < b.id
      WHERE a.f = b.f AND a.l = b.l AND similarity(a.co, b.co) >= ${companySimilarity}
    UNION
    SELECT e.a, e.b, 'email' FROM (
      SELECT DISTINCT a.person_id AS a, b.person_id AS b FROM shared_email s JOIN email a ON a.email = s.email JOIN email b ON b.email = s.email AND a.person_id < b.person_id
    ) e JOIN person pa ON pa.id = e.a JOIN person pb ON pb.id = e.b
      WHERE EXISTS (SELECT 1 FROM person_email x JOIN person_email y ON lower(x.email::text) = lower(y.email::text) WHERE x.person_id = e.a AND y.person_id = e.b)
    UNION
    -- A shared phone counts with a resemblance of the names (any shared line is not enough on its own).
    SELECT q.a, q.b, 'phone' FROM (
      SELECT DISTINCT a.person_id AS a, b.person_id AS b FROM shared_phone s JOIN phone a ON a.digits = s.digits JOIN phone b ON b.digits = s.digits AND a.person_id < b.person_id
    ) q JOIN c ca ON ca.id = q.a JOIN c cb ON cb.id = q.b
      WHERE similarity(ca.f || ' ' || ca.l, cb.f || ' ' || cb.l) >= ${nameSimilarity}
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
