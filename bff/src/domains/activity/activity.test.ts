import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_EMAIL,
  gql,
  newAccount,
  restCall,
  restToken,
  startBff,
  USER_EMAIL,
  type TestBff,
} from '../../test/bff.js';

// Contact Activity through the bff against the real api: `activities` (admins) and `POST /files/activity/exportAll`.
// The entries read are the ones this file's own changes recorded: an admin account of its own (every other file acts
// as the demo admin) creates a stamped contact, changes it and creates a second one, and the list is filtered to it.
const stamp = `act${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const LIST = `query ($first: Int, $after: String, $types: [ID!], $person: ID, $dateFrom: Date, $dateTo: Date) {
  activities(first: $first, after: $after, types: $types, person: $person, dateFrom: $dateFrom, dateTo: $dateTo) {
    totalCount
    nodes { id type { id name } date person { id fullName } document
      args { person people fields file { id name } created failedLines { line reason } duplicate } }
    pageInfo { hasNextPage endCursor } } }`;

type Node = {
  id: string;
  type: { id: string; name: string } | null;
  date: string;
  person: { id: string; fullName: string } | null;
  document: string | null;
  args: { person: string | null; fields: string[] | null; people: string[] | null };
};
type Connection = { totalCount: number; nodes: Node[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
type RestEntry = { id: number; type: number | null; date: string; person: number | null; args: { person?: number } };
type RestPage = { count: number; next: string | null; results: RestEntry[] };

const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Contact Activity', () => {
  let bff: TestBff;
  /** The file's own admin: the only one whose activity the tests read. */
  let actor: string;
  let actorId: string;
  let user: string;
  /** The stamped contacts the actor created: `contact` then changed, `second` created after that. */
  let contact: number;
  let second: number;
  const list = async (variables: Record<string, unknown>, token = actor) => {
    const answer = await gql(bff, LIST, { token, variables });
    return { connection: answer.body.data?.activities as Connection | undefined, errors: answer.body.errors };
  };
  const contactOf = (first: string) => ({
    first_name: first,
    last_name: stamp,
    company: 'Activity Co',
    profile_type: 2,
    emails: [{ email: `${first.toLowerCase()}.${stamp}@bff.test`, label: 'Work' }],
  });

  beforeAll(async () => {
    bff = await startBff();
    const account = await newAccount(1);
    actor = account.token;
    actorId = String(account.id);
    user = await restToken(USER_EMAIL);
    ({ id: contact } = await restCall<{ id: number }>('POST', 'people/', actor, contactOf('Audit')));
    await restCall('PATCH', `people/${contact}/`, actor, { job_title: 'Auditor' });
    ({ id: second } = await restCall<{ id: number }>('POST', 'people/', actor, contactOf('Second')));
  });
  afterAll(() => bff?.close());

  /** The actor's three entries, newest first: the second contact created, the first one changed, then created. */
  const expected = () => [
    ['Contact Created', String(second), null, `Second ${stamp}`],
    ['Contact Updated', String(contact), ['job_title'], `Audit ${stamp}`],
    ['Contact Created', String(contact), null, `Audit ${stamp}`],
  ];
  const shown = (nodes: Node[]) =>
    nodes.map((node) => [node.type?.name, node.args.person, node.args.fields, node.document]);

  it("lists the entries the test's own changes recorded, with their type, user and args, as REST gives them", async () => {
    const { connection, errors } = await list({ types: ['1', '2'], person: actorId, dateFrom: today(), first: 200 });
    expect(errors).toBeUndefined();
    expect(shown(connection!.nodes)).toEqual(expected());
    const me = await restCall<{ full_name: string }>('GET', 'auth/me/', actor);
    for (const node of connection!.nodes) expect(node.person).toEqual({ id: actorId, fullName: me.full_name });

    const rest = await restCall<RestPage>(
      'GET',
      `activity/?types=1,2&person=${actorId}&date_from=${today()}&limit=200`,
      actor,
    );
    expect(connection!.totalCount).toBe(3);
    expect(rest.count).toBe(3);
    expect(connection!.nodes.map((node) => Number(node.id))).toEqual(rest.results.map((entry) => entry.id));
    expect(connection!.nodes.map((node) => node.date)).toEqual(rest.results.map((entry) => entry.date));
  });

  it('pages newest first by the next link, and filters by type, user and dates', async () => {
    const filters = { types: ['1', '2'], person: actorId };
    const rest = await restCall<RestPage>('GET', `activity/?types=1,2&person=${actorId}&limit=3`, actor);
    const first = (await list({ ...filters, first: 2 })).connection!;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await list({ ...filters, first: 1, after: first.pageInfo.endCursor })).connection!;
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([...first.nodes, ...second.nodes].map((node) => Number(node.id))).toEqual(
      rest.results.map((entry) => entry.id),
    );
    expect(shown([...first.nodes, ...second.nodes])).toEqual(expected());
    const dates = [...first.nodes, ...second.nodes].map((node) => node.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const updatedOnly = (await list({ types: ['2'], person: actorId, dateFrom: today() })).connection!;
    expect(shown(updatedOnly.nodes)).toEqual([expected()[1]]);
    const createdOnly = (await list({ types: ['1'], person: actorId, dateFrom: today() })).connection!;
    expect(shown(createdOnly.nodes)).toEqual([expected()[0], expected()[2]]);
    const notSpecified = (await list({ types: ['-1'] })).connection!;
    expect(notSpecified.nodes.every((node) => node.type === null)).toBe(true);
    const byUser = (await list({ person: actorId, dateFrom: today() })).connection!;
    expect(shown(byUser.nodes)).toEqual(expected());
    const yesterday = (await list({ person: actorId, dateTo: dayAfter(-1) })).connection!;
    expect(yesterday.totalCount).toBe(0);
    expect(yesterday.nodes).toEqual([]);
  });

  it("refuses a 'to' date before 'from', a date after today and ids that are not numbers, naming the field", async () => {
    const reversed = await list({ dateFrom: today(), dateTo: dayAfter(-1) });
    expect(reversed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(JSON.stringify(reversed.errors?.[0]?.extensions?.fieldErrors)).toContain('dateTo');
    const future = await list({ dateFrom: dayAfter(3) });
    expect(JSON.stringify(future.errors?.[0]?.extensions?.fieldErrors)).toContain('dateFrom');
    const badType = await list({ types: ['x'] });
    expect(badType.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'types' }],
    });
    const badCursor = await list({ after: 'nope' });
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'after' }],
    });
  });

  it('is admin only: a user and a client are FORBIDDEN, no session is UNAUTHENTICATED', async () => {
    expect((await list({}, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list({}, await restToken(CLIENT_EMAIL))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(bff, LIST, { variables: {} });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves the activity types as a lookup list of their own type', async () => {
    const answer = await gql(bff, '{ lookups { activityTypes { __typename id name } } }', { token: actor });
    const types = (answer.body.data?.lookups as { activityTypes: { __typename: string; name: string }[] })
      .activityTypes;
    expect(types.map((type) => type.name)).toContain('Contact Created');
    expect(types.every((type) => type.__typename === 'ActivityType')).toBe(true);
    const entry = await gql(
      bff,
      'query ($person: ID) { activities(first: 1, person: $person) { nodes { type { __typename } } } }',
      { token: actor, variables: { person: actorId } },
    );
    const node = (entry.body.data?.activities as { nodes: { type: { __typename: string } | null }[] }).nodes[0];
    expect(node?.type?.__typename).toBe('ActivityType');
  });

  describe('the CSV export (POST /files/activity/exportAll)', () => {
    const exportAs = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${bff.url}/files/activity/exportAll`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          ...(token && { authorization: `Token ${token}` }),
          ...headers,
        },
        body: JSON.stringify(body),
      });

    it('streams the selected entries, or all the filters keep, named from the date', async () => {
      const { connection } = await list({ types: ['1', '2'], person: actorId, dateFrom: today() });
      const mine = connection!.nodes.filter((node) => node.args.person === String(contact));
      const selected = await exportAs(actor, { actions: mine.map((node) => Number(node.id)) });
      expect(selected.status).toBe(200);
      expect(selected.headers.get('content-type')).toMatch(/^text\/csv/);
      const name = today().replace(/-/g, '');
      expect(selected.headers.get('content-disposition')).toMatch(new RegExp(`filename="(${name}|\\d{8})\\.csv"`));
      const lines = (await selected.text()).trim().split(/\r?\n/);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^id,date,type,user/);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(mine.map((node) => node.id));
      expect(lines[1]).toContain('Contact Updated');
      expect(lines[1]).toContain('job_title');
      expect(lines[2]).toContain('Contact Created');

      const all = await exportAs(actor, { actions: 'all', types: ['1'], person: actorId, dateFrom: today() });
      const rows = (await all.text()).trim().split(/\r?\n/).slice(1);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain(`Second ${stamp}`);
      expect(rows[1]).toContain(`Audit ${stamp}`);
      expect(rows.every((row) => row.includes('Contact Created'))).toBe(true);
    });

    it('is refused to all but admins, without the CSRF header, and for bad filters', async () => {
      expect((await exportAs(user, {})).status).toBe(403);
      expect((await exportAs(null, {})).status).toBe(401);
      expect((await exportAs(actor, {}, { 'x-requested-with': '' })).status).toBe(403);
      const badType = await exportAs(actor, { types: ['x'] });
      expect(badType.status).toBe(400);
      expect(Object.keys((await badType.json()) as object)).toEqual(['types']);
      const reversed = await exportAs(actor, { dateFrom: today(), dateTo: dayAfter(-1) });
      expect(reversed.status).toBe(400);
      expect(JSON.stringify(await reversed.json())).toContain('date_to');
      const badIds = await exportAs(actor, { actions: ['x'] });
      expect(badIds.status).toBe(400);
    });
  });
});
