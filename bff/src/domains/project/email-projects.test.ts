import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  gql,
  newAccount,
  restToken,
  startBff,
  type TestBff,
  restCall,
} from '../../test/bff.js';

// `emailProjects`: the composer's Project picker, REST `projects/?email_to=<the user's email>` (spec part 2
// section 7); without Outlook, the error catalogue's 'Please, connect Outlook in order to send emails.'.

const EMAIL_PROJECTS = `query ($first: Int, $after: String, $search: String) {
  emailProjects(first: $first, after: $after, search: $search) {
    totalCount nodes { id name capitalRequired } pageInfo { hasNextPage endCursor } } }`;

type Page = { totalCount: number; nodes: { id: string; name: string }[]; pageInfo: { hasNextPage: boolean } };

describe('projects for emailing', () => {
  let bff: TestBff;
  let admin: string;
  let account: Awaited<ReturnType<typeof newAccount>>;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    // An account of its own: its Outlook connection changes here, and no other file may see it change.
    account = await newAccount(2);
  });
  afterAll(() => bff.close());

  it("answers 'Please, connect Outlook in order to send emails.' while the user's Outlook is not connected", async () => {
    const answer = await gql(bff, EMAIL_PROJECTS, { token: account.token });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors).toMatchObject([
      {
        message: 'Please, connect Outlook in order to send emails.',
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      },
    ]);
  });

  it("lists the projects on the user's team as REST does for their email, by name, page by page and searched", async () => {
    const connected = await fetch(`${inject('apiUrl')}auth/login_with_ms/?state=/`, {
      headers: { authorization: `Token ${account.token}` },
      redirect: 'manual',
    });
    expect(connected.status).toBe(302);
    const client = (await restCall<{ id: number }>('GET', 'auth/me/', await restToken(CLIENT_EMAIL))).id;
    const stamp = account.email.split('@')[0]!.replace('account.', '');
    for (const [name, onTeam] of [
      [`Emailed Quay ${stamp}`, true],
      [`Emailed Arch ${stamp}`, true],
      [`Not emailed ${stamp}`, false],
    ] as const)
      await restCall('POST', 'projects/', admin, {
        name,
        client,
        project_types: [1],
        closing_date: '2027-09-30',
        members: onTeam ? [{ person: account.id, state: 3 }] : [],
      });

    const rest = await restCall<{ count: number; results: { id: number; name: string }[] }>(
      'GET',
      `projects/?email_to=${encodeURIComponent(account.email)}&limit=10000`,
      account.token,
    );
    const answer = await gql(bff, EMAIL_PROJECTS, { token: account.token });
    const page = answer.body.data?.emailProjects as Page;
    expect(page.totalCount).toBe(rest.count);
    expect(page.nodes.map((node) => [Number(node.id), node.name])).toEqual(
      rest.results.map((project) => [project.id, project.name]),
    );
    expect(page.nodes.map((node) => node.name)).toEqual([`Emailed Arch ${stamp}`, `Emailed Quay ${stamp}`]);
    expect(answer.body.extensions?.restCalls).toContainEqual({
      method: 'GET',
      path: expect.stringContaining(`projects/?email_to=${encodeURIComponent(account.email)}`) as string,
    });

    const first = (await gql(bff, EMAIL_PROJECTS, { token: account.token, variables: { first: 1 } })).body.data
      ?.emailProjects as Page;
    expect(first).toMatchObject({ totalCount: 2, nodes: [{ name: `Emailed Arch ${stamp}` }] });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const searched = (await gql(bff, EMAIL_PROJECTS, { token: account.token, variables: { search: ' quay ' } })).body
      .data?.emailProjects as Page;
    expect(searched.nodes.map((node) => node.name)).toEqual([`Emailed Quay ${stamp}`]);
  });

  it('is refused to a client', async () => {
    const answer = await gql(bff, EMAIL_PROJECTS, { token: await restToken(CLIENT_EMAIL) });
    expect(answer.body.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN', status: 403 } }]);
  });
});
