import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const FILES = `query ($id: ID!) { project(id: $id) { id files { id name size type document createdAt user { id fullName } } } }`;
const DELETE = `mutation ($input: DeleteFileInput!) { deleteProjectFile(input: $input) { deletedId userErrors { field message } } }`;

type ProjectFileNode = {
  id: string;
  name: string;
  size: number;
  type: string;
  document: string;
  createdAt: string;
  user: { id: string; fullName: string } | null;
};

describe("a project's files", () => {
  let bff: TestBff;
  let admin: string;
  let client: string;
  /** A guest account on the deal's team. */
  let guest: string;
  let projectId: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    // A deal of its own, with a client account (its client, on the team as one) and a guest account on its team.
    const [clientAccount, guestAccount] = [await newAccount(3), await newAccount(4)];
    client = clientAccount.token;
    guest = guestAccount.token;
    const deal = await restCall<{ id: number }>('POST', 'projects/', admin, {
      name: `Project files ${clientAccount.email.split('@')[0]}`,
      client: clientAccount.id,
      project_types: [1],
      closing_date: '2027-10-31',
      members: [
        { person: clientAccount.id, state: 2 },
        { person: guestAccount.id, state: 4 },
      ],
    });
    projectId = String(deal.id);
  });
  afterAll(() => bff.close());

  const upload = (token: string, name: string, body: BlobPart, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'text/plain' }), name);
    return fetch(`${bff.url}/files/projects/${projectId}`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'x-requested-with': 'XMLHttpRequest', ...headers },
      body: form,
    });
  };
  const files = async (token: string) => {
    const read = await gql(bff, FILES, { token, variables: { id: projectId } });
    expect(read.body.errors).toBeUndefined();
    return (read.body.data?.project as { files: ProjectFileNode[] }).files;
  };

  it('uploaded through /files/projects/{id}, listed newest first, downloaded with the same bytes, deleted', async () => {
    const first = await upload(admin, 'valuation.txt', 'valuation');
    expect(first.status).toBe(201);
    const second = await upload(admin, 'term sheet.txt', 'terms');
    const [older] = (await first.json()) as { id: number }[];
    const [newer] = (await second.json()) as { id: number }[];

    const listed = await files(admin);
    expect(listed.map((file) => file.id)).toEqual([String(newer!.id), String(older!.id)]);
    expect(listed[1]).toMatchObject({
      name: 'valuation.txt',
      size: 9,
      document: `/files/projects/files/${older!.id}`,
      user: { fullName: 'Alex Morgan' },
    });
    // The same list as REST's.
    const rest = (await (
      await fetch(`${inject('apiUrl')}projects/${projectId}/files/`, { headers: { authorization: `Token ${admin}` } })
    ).json()) as { id: number }[];
    expect(listed.map((file) => file.id)).toEqual(rest.map((file) => String(file.id)));

    const download = await fetch(`${bff.url}${listed[1]!.document}`, { headers: { authorization: `Token ${admin}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="valuation.txt"');
    expect(await download.text()).toBe('valuation');

    for (const id of [older!.id, newer!.id]) {
      const deleted = await gql(bff, DELETE, { token: admin, variables: { input: { id: String(id) } } });
      expect(deleted.body.data?.deleteProjectFile).toEqual({ deletedId: String(id), userErrors: [] });
    }
    const gone = await fetch(`${bff.url}${listed[1]!.document}`, { headers: { authorization: `Token ${admin}` } });
    expect(gone.status).toBe(404);
    expect(await files(admin)).toEqual([]);
  });

  it('refuses uploads without a session or without the CSRF header', async () => {
    const anonymous = await fetch(`${bff.url}/files/projects/${projectId}`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
    expect((await upload(admin, 'x.txt', 'x', { 'x-requested-with': '' })).status).toBe(403);
  });

  it('a client on the team sees the files and adds their own; deletes only their own; staff delete any', async () => {
    const [mine] = (await (await upload(client, 'client.txt', 'from the client')).json()) as { id: number }[];
    const [staffs] = (await (await upload(admin, 'staff.txt', 'from staff')).json()) as { id: number }[];

    const whoIs = async (token: string) =>
      (await (await fetch(`${inject('apiUrl')}auth/me/`, { headers: { authorization: `Token ${token}` } })).json()) as {
        id: number;
        full_name: string;
      };
    const [me, adminMe] = [await whoIs(client), await whoIs(admin)];
    const listed = await files(client);
    expect(listed.map((file) => file.id)).toEqual([String(staffs!.id), String(mine!.id)]);
    const own = listed.find((file) => file.id === String(mine!.id));
    // A client may not read contacts, but every file names its uploader (the api's `user_details`), theirs or not.
    expect(own?.user).toEqual({ id: String(me.id), fullName: me.full_name });
    expect(listed.find((file) => file.id === String(staffs!.id))?.user).toEqual({
      id: String(adminMe.id),
      fullName: adminMe.full_name,
    });

    const refused = await gql(bff, DELETE, { token: client, variables: { input: { id: String(staffs!.id) } } });
    expect(refused.body.errors?.[0]?.extensions?.status).toBe(403);
    const deleted = await gql(bff, DELETE, { token: client, variables: { input: { id: String(mine!.id) } } });
    expect(deleted.body.data?.deleteProjectFile).toEqual({ deletedId: String(mine!.id), userErrors: [] });
    const byStaff = await gql(bff, DELETE, { token: admin, variables: { input: { id: String(staffs!.id) } } });
    expect(byStaff.body.data?.deleteProjectFile).toEqual({ deletedId: String(staffs!.id), userErrors: [] });
    expect(await files(admin)).toEqual([]);
  });

  it('a guest on the team may not read them', async () => {
    const deal = await gql(bff, 'query ($id: ID!) { project(id: $id) { id } }', {
      token: guest,
      variables: { id: projectId },
    });
    expect(deal.body.data).toEqual({ project: { id: projectId } });
    const read = await gql(bff, FILES, { token: guest, variables: { id: projectId } });
    expect(read.body.errors?.[0]?.extensions?.status).toBe(403);
  });
});
