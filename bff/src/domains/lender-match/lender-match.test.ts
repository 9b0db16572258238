import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// `Project.lenderMatches` against the real api and its demo data (read only: no other test's lists change).

const MATCHES = `query ($id: ID!, $first: Int, $after: String, $includeFails: Boolean) {
  project(id: $id) { lenderMatches(first: $first, after: $after, includeFails: $includeFails) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { person { id fullName } company score fits nearMiss met relationState
      misses { criterion hard gap want { amount flag geographies { id name } } have { amount flag geographies { id } } } }
  } } }`;

type RestMatch = {
  person: { id: number; full_name: string; company: string | null };
  score: number;
  fits: boolean;
  met: string[];
  misses: { criterion: string; want: unknown; have: unknown; gap: number | null; hard: boolean }[];
  relation_state: number | null;
};
type Node = {
  person: { id: string; fullName: string };
  company: string | null;
  score: number;
  fits: boolean;
  nearMiss: boolean;
  met: string[];
  relationState: string | null;
  misses: {
    criterion: string;
    hard: boolean;
    gap: number | null;
    want: { amount: number | null; flag: boolean | null; geographies: { id: string }[] | null };
    have: { amount: number | null; flag: boolean | null; geographies: { id: string }[] | null };
  }[];
};
type Connection = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Node[] };

const states = [null, 'CONTACTED', 'INTERESTED', 'NEGOTIATING', 'TERMS_AGREED', 'REJECTED'];
const sideOf = (criterion: string, value: unknown) => {
  const geographies = criterion === 'investing_geographies';
  return {
    amount: !geographies && typeof value === 'number' ? value : null,
    flag: typeof value === 'boolean' ? value : null,
    ids: !geographies ? null : typeof value === 'number' ? [String(value)] : (value as number[]).map(String),
  };
};

describe('Project.lenderMatches', () => {
  let bff: TestBff;
  let admin: string;
  let project: number;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    project = (await restCall<{ results: { id: number }[] }>('GET', 'projects/?limit=1', admin)).results[0]!.id;
  });
  afterAll(() => bff.close());

  const matches = async (variables: Record<string, unknown>, token = admin) => {
    const answer = await gql(bff, MATCHES, { token, variables: { id: String(project), ...variables } });
    return answer.body;
  };

  it('answers the api ranking with typed reasons: criteria as the enum, want/have by kind, relation states', async () => {
    const body = await matches({ first: 10_000, includeFails: true });
    expect(body.errors).toBeUndefined();
    const connection = (body.data!.project as { lenderMatches: Connection }).lenderMatches;
    const rest = await restCall<{ count: number; results: RestMatch[] }>(
      'GET',
      `projects/${project}/lender_matches/?include_fails=1&limit=10000`,
      admin,
    );
    expect(rest.count).toBeGreaterThan(0);
    expect(connection.totalCount).toBe(rest.count);
    expect(connection.nodes.map((node) => Number(node.person.id))).toEqual(rest.results.map((row) => row.person.id));
    rest.results.forEach((row, i) => {
      const node = connection.nodes[i]!;
      expect(node).toMatchObject({
        person: { fullName: row.person.full_name },
        company: row.person.company,
        score: row.score,
        fits: row.fits,
        met: row.met.map((name) => name.toUpperCase()),
        relationState: states[row.relation_state ?? 0],
      });
      // A near miss misses only limits (each with its gap); anything else that does not fit is a fail, scored 0.
      if (node.nearMiss) expect(row.misses.every((miss) => !miss.hard || miss.gap !== null)).toBe(true);
      if (!row.fits && !node.nearMiss) expect(row.score).toBe(0);
      expect(
        node.misses.map((miss) => ({
          ...miss,
          want: { ...miss.want, geographies: miss.want.geographies?.map((g) => g.id) ?? null },
          have: { ...miss.have, geographies: miss.have.geographies?.map((g) => g.id) ?? null },
        })),
      ).toEqual(
        row.misses.map((miss) => {
          const [want, have] = [sideOf(miss.criterion, miss.want), sideOf(miss.criterion, miss.have)];
          return {
            criterion: miss.criterion.toUpperCase(),
            hard: miss.hard,
            gap: miss.gap,
            want: { amount: want.amount, flag: want.flag, geographies: want.ids },
            have: { amount: have.amount, flag: have.flag, geographies: have.ids },
          };
        }),
      );
    });
    // Fits first, near misses next, fails (score 0, not near) last.
    const tiers = connection.nodes.map((node) => (node.fits ? 0 : node.nearMiss ? 1 : 2));
    expect(tiers).toEqual([...tiers].sort());
  });

  it('hides the fails unless asked, and pages with first and after', async () => {
    const all = (await matches({ first: 10_000, includeFails: true })).data!.project as { lenderMatches: Connection };
    const kept = (await matches({ first: 10_000 })).data!.project as { lenderMatches: Connection };
    expect(kept.lenderMatches.nodes.every((node) => node.fits || node.nearMiss)).toBe(true);
    expect(kept.lenderMatches.totalCount).toBe(all.lenderMatches.nodes.filter((n) => n.fits || n.nearMiss).length);
    const first = ((await matches({ first: 2, includeFails: true })).data!.project as { lenderMatches: Connection })
      .lenderMatches;
    expect(first.pageInfo.hasNextPage).toBe(all.lenderMatches.totalCount > 2);
    const second = (
      (await matches({ first: 2, after: first.pageInfo.endCursor, includeFails: true })).data!.project as {
        lenderMatches: Connection;
      }
    ).lenderMatches;
    expect([...first.nodes, ...second.nodes].map((node) => node.person.id)).toEqual(
      all.lenderMatches.nodes.slice(0, 4).map((node) => node.person.id),
    );
  });

  it('gives a client no matches, even of their own deal: FORBIDDEN', async () => {
    const client = await restToken(CLIENT_EMAIL);
    const own = (await restCall<{ results: { id: number }[] }>('GET', 'projects/?limit=1', client)).results[0]!.id;
    const body = (await gql(bff, MATCHES, { token: client, variables: { id: String(own) } })).body;
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(body.data ?? null)).not.toContain('lenderMatches":{');
  });
});
