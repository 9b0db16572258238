import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// `Project.lenderMatches` against the real api, on a deal and capital providers of this file's own. The ranking is of
// every capital provider, so the tests read this file's rows in it; the deal (£40bn over 40 years, Sharia) is one no
// demo provider fits or nearly fits, so that without the fails the ranking holds this file's providers (and those of
// an earlier run against the same api) alone.

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
  /** The deal's client (on its team as such): a client account of its own. */
  let client: string;
  let project: number;
  /** This file's providers by their place in the ranking: two fits (every soft point, none), a near miss, a fail. */
  let providers: { fits: number; plain: number; near: number; fails: number };
  const stamp = `Match${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    const account = await newAccount(3);
    client = account.token;
    // Debt for a Sharia development in London of residential assets, senior debt: LTV 80%, a 40-year term.
    project = (
      await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `${stamp} Deal`,
        client: account.id,
        project_types: [3],
        transaction_types: [1],
        transaction_sub_types: [1],
        asset_types: [6],
        closing_date: '2027-10-31',
        capital_required: 40_000_000_000,
        recent_valuation: 50_000_000_000,
        members: [{ person: account.id, state: 2 }],
      })
    ).id;
    await restCall('PATCH', `projects/${project}/`, admin, { term: 480, is_sharia: true, location: 2 });
    // A fit on every hard and soft criterion; the others differ from it as their names say.
    const fit = {
      is_debt: true,
      is_sharia: true,
      is_development: true,
      is_prs: true,
      min_size: 1_000_000_000,
      max_size: 50_000_000_000,
      max_ltv: 85,
      min_term: 1,
      max_term: 50,
      investing_geographies: [2],
      investment_classes: [1],
      cp_subcategory_types: [1],
      description: 'Lender match test',
    };
    const criteria = {
      fits: fit,
      plain: { ...fit, is_prs: false, investing_geographies: [7], investment_classes: [2], cp_subcategory_types: [3] },
      near: { ...fit, max_ltv: 75 },
      fails: { ...fit, is_sharia: false },
    };
    const made: Record<string, number> = {};
    for (const [name, values] of Object.entries(criteria)) {
      const person = await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: name[0]!.toUpperCase() + name.slice(1),
        last_name: stamp,
        company: `Lending ${name} ${stamp}`,
        profile_type: 2,
        emails: [{ email: `${name}.${stamp}@lending.test`.toLowerCase(), label: 'Work' }],
        categories: [1],
      });
      await restCall('POST', 'capital_provider/', admin, { person: person.id, ...values });
      made[name] = person.id;
    }
    providers = made as typeof providers;
    // The near miss is on the deal already, Interested.
    await restCall('POST', 'projects/providers/', admin, { project, person: providers.near, state: 2 });
  });
  afterAll(() => bff.close());

  const ours = () => [providers.fits, providers.plain, providers.near, providers.fails];
  const matches = async (variables: Record<string, unknown>, token = admin) => {
    const answer = await gql(bff, MATCHES, { token, variables: { id: String(project), ...variables } });
    return answer.body;
  };
  const connectionOf = async (variables: Record<string, unknown>) => {
    const body = await matches(variables);
    expect(body.errors).toBeUndefined();
    return (body.data!.project as { lenderMatches: Connection }).lenderMatches;
  };

  it('answers the api ranking with typed reasons: criteria as the enum, want/have by kind, relation states', async () => {
    const connection = await connectionOf({ first: 10_000, includeFails: true });
    const rest = await restCall<{ count: number; results: RestMatch[] }>(
      'GET',
      `projects/${project}/lender_matches/?include_fails=1&limit=10000`,
      admin,
    );
    // This file's providers, in the ranking's order, with what the deal asks of them.
    const nodes = connection.nodes.filter((node) => ours().includes(Number(node.person.id)));
    const rows = rest.results.filter((row) => ours().includes(row.person.id));
    expect(nodes.map((node) => Number(node.person.id))).toEqual(ours());
    expect(rows.map((row) => row.person.id)).toEqual(ours());
    expect(nodes.map((node) => [node.fits, node.nearMiss, node.relationState])).toEqual([
      [true, false, null],
      [true, false, null],
      [false, true, 'INTERESTED'],
      [false, false, null],
    ]);
    expect(nodes.map((node) => node.score)).toEqual([100, 50, expect.any(Number), 0]);
    expect(nodes[1]!.misses.map((miss) => [miss.criterion, miss.hard])).toEqual([
      ['IS_PRS', false],
      ['INVESTING_GEOGRAPHIES', false],
    ]);
    expect(nodes[2]!.misses).toEqual([
      {
        criterion: 'MAX_LTV',
        hard: true,
        gap: 5,
        want: { amount: 80, flag: null, geographies: null },
        have: { amount: 75, flag: null, geographies: null },
      },
    ]);
    expect(nodes[3]!.misses.map((miss) => [miss.criterion, miss.hard, miss.want.flag, miss.have.flag])).toEqual([
      ['IS_SHARIA', true, true, false],
    ]);
    rows.forEach((row, i) => {
      const node = nodes[i]!;
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
    const kept = await connectionOf({ first: 10_000 });
    expect(kept.totalCount).toBe(kept.nodes.length);
    expect(kept.nodes.every((node) => node.fits || node.nearMiss)).toBe(true);
    expect(kept.nodes.map((node) => Number(node.person.id)).filter((id) => ours().includes(id))).toEqual([
      providers.fits,
      providers.plain,
      providers.near,
    ]);
    const first = await connectionOf({ first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await connectionOf({ first: 2, after: first.pageInfo.endCursor });
    expect(second.pageInfo.hasNextPage).toBe(kept.totalCount > 4);
    expect([...first.nodes, ...second.nodes].map((node) => node.person.id)).toEqual(
      kept.nodes.slice(0, 4).map((node) => node.person.id),
    );
    const all = await connectionOf({ first: 10_000, includeFails: true });
    expect(all.nodes.map((node) => Number(node.person.id))).toContain(providers.fails);
  });

  it('gives a client no matches, even of their own deal: FORBIDDEN', async () => {
    const own = await gql(bff, 'query ($id: ID!) { project(id: $id) { name } }', {
      token: client,
      variables: { id: String(project) },
    });
    expect(own.body.data).toEqual({ project: { name: `${stamp} Deal` } });
    const body = await matches({}, client);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(body.data ?? null)).not.toContain('lenderMatches":{');
  });
});
