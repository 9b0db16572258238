import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  gql,
  restCall,
  restToken,
  startBff,
  USER_EMAIL,
  type TestBff,
} from '../../test/bff.js';

// Contact Activity through the bff against the real api: `activities` (admins) and `POST /files/activity/exportAll`.
// The entries read are the ones this file's own changes recorded: a stamped contact created and updated by the admin.
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
  let admin: string;
  let user: string;
  let adminId: string;
  let contact: number;
  const list = async (variables: Record<string, unknown>, token = admin) => {
    const answer = await gql(bff, LIST, { token, variables });
    return { connection: answer.body.data?.activities as Connection | undefined, errors: answer.body.errors };
  };

  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    user = await restToken(USER_EMAIL);
    const me = await gql(bff, '{ me { id } }', { token: admin });
    adminId = (me.body.data?.me as { id: string }).id;
    ({ id: contact } = await restCall<{ id: number }>('POST', 'people/', admin, {
      first_name: 'Audit',
      last_name: stamp,
      company: 'Activity Co',
      profile_type: 2,
      emails: [{ email: `audit.${stamp}@bff.test`, label: 'Work' }],
    }));
    await restCall('PATCH', `people/${contact}/`, admin, { job_title: 'Auditor' });
  });
  afterAll(() => bff?.close());

  it("lists the entries the test's own change recorded, with their type, user and args, as REST gives them", async () => {
    const { connection, errors } = await list({ types: ['1', '2'], person: adminId, dateFrom: today(), first: 200 });
    expect(errors).toBeUndefined();
    const mine = connection!.nodes.filter((node) => node.args.person === String(contact));
    expect(mine.map((node) => node.type?.name)).toEqual(['Contact Updated', 'Contact Created']);
    expect(mine[0]!.args.fields).toEqual(['job_title']);
    expect(mine[1]!.args.fields).toBeNull();
    expect(mine.every((node) => node.document === `Audit ${stamp}` && node.person?.id === adminId)).toBe(true);
    expect(mine[0]!.person?.fullName).toBeTruthy();

    const rest = await restCall<RestPage>(
      'GET',
      `activity/?types=1,2&person=${adminId}&date_from=${today()}&limit=200`,
      admin,
    );
    expect(connection!.totalCount).toBe(rest.count);
    expect(connection!.nodes.map((node) => Number(node.id))).toEqual(rest.results.map((entry) => entry.id));
    expect(connection!.nodes.map((node) => node.date)).toEqual(rest.results.map((entry) => entry.date));
  });

  it('pages newest first by the next link, and filters by type, user and dates', async () => {
    const filters = { types: ['1', '2'], person: adminId };
    const rest = await restCall<RestPage>('GET', `activity/?types=1,2&person=${adminId}&limit=3`, admin);
    const first = (await list({ ...filters, first: 2 })).connection!;
    expect(first.pageInfo.hasNextPage).toBe(rest.count > 2);
    const second = (await list({ ...filters, first: 1, after: first.pageInfo.endCursor })).connection!;
    expect([...first.nodes, ...second.nodes].map((node) => Number(node.id))).toEqual(
      rest.results.map((entry) => entry.id),
    );
    const dates = first.nodes.map((node) => node.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const updatedOnly = (await list({ types: ['2'], person: adminId, dateFrom: today() })).connection!;
    expect(updatedOnly.nodes.every((node) => node.type?.id === '2')).toBe(true);
    expect(updatedOnly.nodes.some((node) => node.args.person === String(contact))).toBe(true);
    const notSpecified = (await list({ types: ['-1'] })).connection!;
    expect(notSpecified.nodes.every((node) => node.type === null)).toBe(true);
    const byUser = (await list({ person: adminId, dateFrom: today() })).connection!;
    expect(byUser.nodes.every((node) => node.person?.id === adminId)).toBe(true);
    const yesterday = (await list({ person: adminId, dateTo: dayAfter(-1) })).connection!;
    expect(yesterday.nodes.some((node) => node.args.person === String(contact))).toBe(false);
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
    const answer = await gql(bff, '{ lookups { activityTypes { __typename id name } } }', { token: admin });
    const types = (answer.body.data?.lookups as { activityTypes: { __typename: string; name: string }[] })
      .activityTypes;
    expect(types.map((type) => type.name)).toContain('Contact Created');
    expect(types.every((type) => type.__typename === 'ActivityType')).toBe(true);
    const entry = await gql(bff, '{ activities(first: 1) { nodes { type { __typename } } } }', { token: admin });
    const node = (entry.body.data?.activities as { nodes: { type: { __typename: string } | null }[] }).nodes[0];
    expect(node?.type?.__typename ?? 'ActivityType').toBe('ActivityType');
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
      const { connection } = await list({ types: ['1', '2'], person: adminId, dateFrom: today() });
      const mine = connection!.nodes.filter((node) => node.args.person === String(contact));
      const selected = await exportAs(admin, { actions: mine.map((node) => Number(node.id)) });
      expect(selected.status).toBe(200);
      expect(selected.headers.get('content-type')).toMatch(/^text\/csv/);
      const name = today().replace(/-/g, '');
      expect(selected.headers.get('content-disposition')).toMatch(new RegExp(`filename="(${name}|\\d{8})\\.csv"`));
      const lines = (await selected.text()).trim().split(/\r?\n/);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^id,date,type,user/);
      expect(lines[1]).toContain('Contact Updated');
      expect(lines[1]).toContain('job_title');
      expect(lines[2]).toContain('Contact Created');

      const all = await exportAs(admin, { actions: 'all', types: ['1'], person: adminId, dateFrom: today() });
      const rows = (await all.text()).trim().split(/\r?\n/).slice(1);
      expect(rows.some((row) => row.includes(`Audit ${stamp}`))).toBe(true);
      expect(rows.every((row) => row.includes('Contact Created'))).toBe(true);
    });

    it('is refused to all but admins, without the CSRF header, and for bad filters', async () => {
      expect((await exportAs(user, {})).status).toBe(403);
      expect((await exportAs(null, {})).status).toBe(401);
      expect((await exportAs(admin, {}, { 'x-requested-with': '' })).status).toBe(403);
      const badType = await exportAs(admin, { types: ['x'] });
      expect(badType.status).toBe(400);
      expect(Object.keys((await badType.json()) as object)).toEqual(['types']);
      const reversed = await exportAs(admin, { dateFrom: today(), dateTo: dayAfter(-1) });
      expect(reversed.status).toBe(400);
      expect(JSON.stringify(await reversed.json())).toContain('date_to');
      const badIds = await exportAs(admin, { actions: ['x'] });
      expect(badIds.status).toBe(400);
    });
  });
});
