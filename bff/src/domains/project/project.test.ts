import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const LIST = `query ($first: Int, $after: String, $search: String, $statusIds: [ID!], $orderBy: [ProjectOrder!]) {
  projects(first: $first, after: $after, search: $search, statusIds: $statusIds, orderBy: $orderBy) {
    totalCount nodes { id name status { id name } capitalRequired closingDate client { id fullName } }
    pageInfo { hasNextPage endCursor } } }`;
const PROJECT = `query ($id: ID!) { project(id: $id) {
  id name status { name } projectTypes: types { id name } transactionTypes { name } assetTypes { name }
  capitalRequired fees successFee totalFees termSheetFee closingDate currency client { id fullName }
  members { id personId fullName state isUniversalOwner } providers { id person { fullName } state { name } }
  cpSummary { state count } notes { id text } columns { name total approved } progress } }`;
const CREATE = `mutation ($input: ProjectInput!) { createProject(input: $input) {
  project { id name members { personId state isUniversalOwner } successFee totalFees } userErrors { field message } } }`;
const UPDATE = `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) {
  project { id name fees successFee } userErrors { field message } } }`;
const DELETE = `mutation ($input: ProjectIdInput!) { deleteProject(input: $input) { deletedId userErrors { message } } }`;

type Row = { id: string; name: string; status: { id: string; name: string } | null; closingDate: string };

async function rest<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Token ${token}` } });
  return (await answer.json()) as T;
}

describe('projects', () => {
  let bff: TestBff;
  let admin: string;
  /** A client account on the team of this file's first two projects only. */
  let client: string;
  /** Five projects of this file, named with `word`, as REST answers their creation. */
  let ours: { id: number; client: number; status: number }[];
  let word: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    const account = await newAccount(3);
    client = account.token;
    word = `proj${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const contact = await restCall<{ id: number }>('POST', 'people/', admin, {
      first_name: 'Client',
      last_name: word,
      company: `Company ${word}`,
      profile_type: 3,
      emails: [{ email: `${word}@bff.test`, label: 'Work' }],
    });
    ours = [];
    for (const [index, status] of [1, 2, 1, 3, 1].entries())
      ours.push(
        await restCall('POST', 'projects/', admin, {
          name: `${word} ${'EDCBA'[index]}`,
          client: contact.id,
          status,
          project_types: [1],
          closing_date: `2027-0${index + 2}-1${index}`,
          members: index < 2 ? [{ person: account.id, state: 3 }] : [],
        }),
      );
  });
  afterAll(() => bff.close());

  it('lists projects as REST does, page by page, with the status filter and the sort', async () => {
    const restPage = await rest<{ count: number; results: { id: number; status: number }[] }>(
      admin,
      `projects/?search=${word}&ordering=-closing_date&limit=10000`,
    );
    expect(restPage.results.map((row) => row.id)).toEqual(ours.map((row) => row.id).reverse());
    const first = await gql(bff, LIST, {
      token: admin,
      variables: { first: 2, search: word, orderBy: [{ field: 'CLOSING_DATE', direction: 'DESC' }] },
    });
    const page = first.body.data?.projects as { totalCount: number; nodes: Row[]; pageInfo: { endCursor: string } };
    expect(page.totalCount).toBe(5);
    expect(page.nodes.map((row) => Number(row.id))).toEqual(restPage.results.slice(0, 2).map((row) => row.id));
    const second = await gql(bff, LIST, {
      token: admin,
      variables: {
        first: 2,
        after: page.pageInfo.endCursor,
        search: word,
        orderBy: [{ field: 'CLOSING_DATE', direction: 'DESC' }],
      },
    });
    expect((second.body.data?.projects as { nodes: Row[] }).nodes.map((row) => Number(row.id))).toEqual(
      restPage.results.slice(2, 4).map((row) => row.id),
    );
    // Default order, name: A to E.
    const byName = await gql(bff, LIST, { token: admin, variables: { search: word } });
    expect((byName.body.data?.projects as { nodes: Row[] }).nodes.map((row) => row.name)).toEqual(
      ['A', 'B', 'C', 'D', 'E'].map((letter) => `${word} ${letter}`),
    );
    const analysing = await gql(bff, LIST, { token: admin, variables: { search: word, statusIds: ['1'] } });
    const rows = (analysing.body.data?.projects as { nodes: Row[] }).nodes;
    expect(rows.map((row) => Number(row.id)).sort()).toEqual(
      restPage.results
        .filter((row) => row.status === 1)
        .map((row) => row.id)
        .sort(),
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status?.name === 'Analysing')).toBe(true);
    const bad = await gql(bff, LIST, { token: admin, variables: { statusIds: ['x'] } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows a client only the projects whose team they are on, and no other by id', async () => {
    const mine = await rest<{ results: { id: number }[] }>(client, 'projects/?limit=10000');
    const listed = await gql(bff, LIST, { token: client, variables: {} });
    const shown = (listed.body.data?.projects as { nodes: Row[] }).nodes.map((row) => Number(row.id));
    expect(shown.sort()).toEqual(mine.results.map((row) => row.id).sort());
    expect(shown).toEqual([ours[0]!.id, ours[1]!.id].sort());
    for (const other of ours.slice(2)) {
      const refused = await gql(bff, PROJECT, { token: client, variables: { id: String(other.id) } });
      expect(refused.body.data?.project).toBeNull();
    }
  });

  it("names each of the client's projects' client as REST does, though a client may not read that contact", async () => {
    const mine = await rest<{ results: { id: number; client: number; client_details: { full_name: string } }[] }>(
      client,
      'projects/?limit=10000',
    );
    expect(mine.results).toHaveLength(2);
    for (const project of mine.results) {
      const read = await gql(bff, PROJECT, { token: client, variables: { id: String(project.id) } });
      const shown = (read.body.data?.project as { client: { id: string; fullName: string } }).client;
      const contact = await rest<{ full_name: string }>(admin, `people/${project.client}/`);
      expect(shown).toEqual({ id: String(project.client), fullName: contact.full_name });
      expect(contact.full_name).toBe(`Client ${word}`);
      expect(project.client_details.full_name).toBe(contact.full_name);
    }
    expect(
      (
        await fetch(`${inject('apiUrl')}people/${mine.results[0]!.client}/`, {
          headers: { authorization: `Token ${client}` },
        })
      ).status,
    ).toBe(403);
  });

  it('reads a project with its lookups, team, board counts and derived fees as REST holds them', async () => {
    // A project of this test's own, under a word of its own (the tests above search for `word`): its client on its
    // team, a lender among its providers, and five tasks in its first two columns, three of them approved.
    const own = `board${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const types = await rest<{ categories: { id: number; is_cp: boolean }[] }>(admin, 'utils/types/');
    const person = (role: string, profileType: number, categories: number[]) =>
      restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: role,
        last_name: own,
        company: `${role} ${own}`,
        profile_type: profileType,
        categories,
        emails: [{ email: `${role.toLowerCase()}.${own}@bff.test`, label: 'Work' }],
      });
    const contact = await person('Client', 3, []);
    const lender = await person('Lender', 2, [types.categories.find((category) => category.is_cp)!.id]);
    const created = await restCall<{ id: number }>('POST', 'projects/', admin, {
      name: `Board ${own}`,
      client: contact.id,
      project_types: [1, 2],
      closing_date: '2027-08-31',
      capital_required: 1_000_000,
      fees: 2,
      members: [{ person: contact.id, state: 2 }],
    });
    await restCall('POST', 'projects/providers/', admin, { project: created.id, person: lender.id, state: 2 });
    const boardColumns = await rest<{ id: number }[]>(admin, `projects/columns/?project=${created.id}`);
    for (const [column, approved] of [
      [0, true],
      [0, false],
      [0, false],
      [1, true],
      [1, true],
    ] as const) {
      const task = await restCall<{ id: number }>('POST', 'tasks/', admin, {
        title: `Task ${own}`,
        project: created.id,
        column: boardColumns[column]!.id,
      });
      if (approved) {
        await restCall('POST', `tasks/${task.id}/submit/`, admin, {});
        await restCall('POST', `tasks/${task.id}/approve/`, admin, {});
      }
    }

    const restProject = await rest<{
      name: string;
      success_fee: number;
      members: { person: number }[];
      provider_relations: unknown[];
    }>(admin, `projects/${created.id}/`);
    const columns = await rest<{ progress: { total: number; approved: number } }[]>(
      admin,
      `projects/columns/?project=${created.id}`,
    );
    const answer = await gql(bff, PROJECT, { token: admin, variables: { id: String(created.id) } });
    expect(answer.body.errors).toBeUndefined();
    const project = answer.body.data?.project as {
      name: string;
      successFee: number;
      members: { personId: string; state: string }[];
      providers: { person: { fullName: string }; state: { name: string } }[];
      cpSummary: { state: string; count: number }[];
      columns: { total: number; approved: number }[];
      progress: number | null;
      projectTypes: { id: string }[];
    };
    expect(project.name).toBe(restProject.name);
    expect(project.name).toBe(`Board ${own}`);
    expect(project.successFee).toBe(restProject.success_fee);
    expect(project.successFee).toBe(20_000);
    expect(project.members.map((member) => Number(member.personId)).sort()).toEqual(
      restProject.members.map((member) => member.person).sort(),
    );
    expect(project.members[0]!.state).toBe('OWNER');
    expect(project.members).toContainEqual(expect.objectContaining({ personId: String(contact.id), state: 'CLIENT' }));
    expect(project.providers).toHaveLength(restProject.provider_relations.length);
    expect(project.providers.map((provider) => [provider.person.fullName, provider.state.name])).toEqual([
      [`Lender ${own}`, 'Interested'],
    ]);
    expect(project.cpSummary).toEqual([{ state: 'Interested', count: 1 }]);
    expect(project.columns.map((column) => [column.total, column.approved])).toEqual(
      columns.map((column) => [column.progress.total, column.progress.approved]),
    );
    expect(project.columns.slice(0, 2).map((column) => [column.total, column.approved])).toEqual([
      [3, 1],
      [2, 2],
    ]);
    const total = columns.reduce((sum, column) => sum + column.progress.total, 0);
    const approved = columns.reduce((sum, column) => sum + column.progress.approved, 0);
    expect([total, approved]).toEqual([5, 3]);
    expect(project.progress).toBe(Math.round((approved / total) * 100));
    expect(project.projectTypes.map((type) => type.id)).toEqual(['1', '2']);
    expect((await gql(bff, PROJECT, { token: admin, variables: { id: 'abc' } })).body.data?.project).toBeNull();
  });

  it('creates a project with the universal owners on its team, updates it, refuses bad input per field, deletes it', async () => {
    const owners = await gql(bff, `{ universalOwners { id fullName } }`, { token: admin });
    const ownerIds = (owners.body.data?.universalOwners as { id: string }[]).map((owner) => owner.id);
    expect(ownerIds.length).toBeGreaterThan(0);
    const types = await rest<{ project_types: { id: number }[] }>(admin, 'utils/types/');
    const someone = (await rest<{ results: { id: number }[] }>(admin, 'people/?limit=1&profile_type=3')).results[0]!;

    const missing = await gql(bff, CREATE, { token: admin, variables: { input: { name: 'Half a deal' } } });
    const errors = (missing.body.data?.createProject as { userErrors: { field: string }[] }).userErrors;
    expect(errors.map((error) => error.field).sort()).toEqual(
      expect.arrayContaining(['clientId', 'closingDate', 'projectTypeIds']),
    );

    const created = await gql(bff, CREATE, {
      token: admin,
      variables: {
        input: {
          name: 'Bff test deal',
          clientId: String(someone.id),
          projectTypeIds: [String(types.project_types[0]!.id)],
          closingDate: '2027-03-31',
          capitalRequired: 1_000_000,
          fees: 1.5,
          termSheetFee: 2_500,
        },
      },
    });
    const project = (
      created.body.data?.createProject as {
        project: { id: string; members: { personId: string; state: string }[]; successFee: number; totalFees: number };
      }
    ).project;
    expect(project.successFee).toBe(15_000);
    expect(project.totalFees).toBe(17_500);
    for (const id of ownerIds)
      expect(project.members).toContainEqual(expect.objectContaining({ personId: id, state: 'OWNER' }));

    const updated = await gql(bff, UPDATE, {
      token: admin,
      variables: { input: { id: project.id, fields: { fees: 2 } } },
    });
    expect((updated.body.data?.updateProject as { project: { successFee: number } }).project.successFee).toBe(20_000);
    // A field a project must have, given as null: REST's refusal, nothing changed (it answered success, unchanged).
    for (const fields of [{ name: null }, { closingDate: null }]) {
      const nulled = await gql(bff, UPDATE, { token: admin, variables: { input: { id: project.id, fields } } });
      expect(nulled.body.data?.updateProject, JSON.stringify(fields)).toEqual({
        project: null,
        userErrors: [{ field: Object.keys(fields)[0], message: 'This field may not be null.' }],
      });
    }
    expect((await rest<{ name: string }>(admin, `projects/${project.id}/`)).name).toBeTruthy();
    const refused = await gql(bff, UPDATE, {
      token: client,
      variables: { input: { id: project.id, fields: { name: 'Mine now' } } },
    });
    expect(refused.body.errors?.[0]?.extensions?.status).toBe(403);

    const deleted = await gql(bff, DELETE, { token: admin, variables: { input: { id: project.id } } });
    expect((deleted.body.data?.deleteProject as { deletedId: string }).deletedId).toBe(project.id);
    expect(
      (await fetch(`${inject('apiUrl')}projects/${project.id}/`, { headers: { authorization: `Token ${admin}` } }))
        .status,
    ).toBe(404);
  });
});
