import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  gql,
  newAccount,
  restCall,
  restToken,
  startBff,
  type TestBff,
} from '../../test/bff.js';

const TEMPLATES = `query ($first: Int, $after: String, $search: String, $orderBy: [TemplateOrder!], $isCompany: Boolean) {
  templates(first: $first, after: $after, search: $search, orderBy: $orderBy, isCompany: $isCompany) {
    totalCount nodes { id name subject isCompany } pageInfo { hasNextPage endCursor }
  }
}`;
const TEMPLATE = `query ($id: ID!) { template(id: $id) { id name subject body isCompany } }`;
const CREATE = `mutation { createTemplate { template { id name subject body isCompany } userErrors { field message } } }`;
const UPDATE = `mutation ($input: UpdateTemplateInput!) { updateTemplate(input: $input) { template { id name subject body isCompany } userErrors { field message } } }`;
const DELETE_TEMPLATES = `mutation ($ids: [ID!]!) { deleteTemplates(input: { ids: $ids }) { deletedIds userErrors { field message } } }`;
const DRAFTS = `{ drafts { id subject to { id fullName } cc { id fullName } bcc { id } isCompany projectId } }`;
const DELETE_DRAFTS = `mutation ($ids: [ID!]!) { deleteDrafts(input: { ids: $ids }) { deletedIds userErrors { field message } } }`;
const AS_TEMPLATE = `mutation ($input: SaveDraftAsTemplateInput!) { saveDraftAsTemplate(input: $input) { template { id name subject } userErrors { field message } } }`;
const AS_DRAFT = `mutation ($input: SaveTemplateAsDraftInput!) { saveTemplateAsDraft(input: $input) { draft { id subject to { id fullName } cc { id } } userErrors { field message } } }`;

type Row = { id: string; name: string; subject: string; isCompany: boolean };
type Page = { totalCount: number; nodes: Row[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
type RestTemplate = { id: number; name: string; subject: string; is_company: boolean };

/** The REST answer the connection must match. */
async function restJson<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const asRow = (template: RestTemplate): Row => ({
  id: String(template.id),
  name: template.name,
  subject: template.subject,
  isCompany: template.is_company,
});

describe('email management: drafts and templates', () => {
  let bff: TestBff;
  /** A staff account of its own: its templates and drafts are this file's alone. */
  let user: string;
  let admin: string;
  /** Two contacts of this file's, the drafts' recipients. */
  let recipients: { id: number; full_name: string }[];
  const tag = `bfftpl${Date.now()}`;

  beforeAll(async () => {
    bff = await startBff();
    user = (await newAccount(2)).token;
    admin = await restToken(ADMIN_EMAIL);
    recipients = [];
    for (const first of ['Ann', 'Bob'])
      recipients.push(
        await restCall('POST', 'people/', admin, {
          first_name: first,
          last_name: tag,
          company: `Templates ${tag}`,
          profile_type: 2,
          emails: [{ email: `${first.toLowerCase()}.${tag}@bff.test`, label: 'Work' }],
        }),
      );
    // Five named templates of the user's, three of them company ones.
    for (const [index, name] of ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo'].entries()) {
      const created = await restJson<RestTemplate>(user, 'POST', 'emails/templates/', {});
      await restJson(user, 'PATCH', `emails/templates/${created.id}/`, {
        name: `${tag} ${name}`,
        subject: `Subject ${index}`,
        is_company: index % 2 === 0,
      });
    }
  });
  afterAll(() => bff.close());

  const templates = async (variables: Record<string, unknown>, token = user) => {
    const answer = await gql(bff, TEMPLATES, { token, variables });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.templates as Page;
  };
  const rest = async (query: string, token = user) =>
    (
      await restJson<{ count: number; results: RestTemplate[] }>(token, 'GET', `emails/templates/?${query}`)
    ).results.map(asRow);

  it('lists, searches and sorts templates as REST does', async () => {
    const byName = await templates({ search: tag, orderBy: [{ field: 'NAME' }] });
    expect(byName.totalCount).toBe(5);
    expect(byName.nodes).toEqual(await rest(`search=${tag}&sort=name`));
    expect(byName.nodes.map((row) => row.name.replace(`${tag} `, '').toLowerCase())).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
    ]);
    const byNameDesc = await templates({ search: tag, orderBy: [{ field: 'NAME', direction: 'DESC' }] });
    expect(byNameDesc.nodes).toEqual([...byName.nodes].reverse());
    const newest = await templates({ search: tag });
    expect(newest.nodes).toEqual(await rest(`search=${tag}`));
    expect(newest.nodes[0]!.name).toBe(`${tag} Echo`);
    const company = await templates({ search: tag, isCompany: true });
    expect(company.nodes).toEqual(await rest(`search=${tag}&is_company=1`));
    expect(company.totalCount).toBe(3);
    expect((await templates({ search: 'Subject 3' })).nodes.map((row) => row.name)).toContain(`${tag} Bravo`);
  });

  it('pages with first and after', async () => {
    const first = await templates({ search: tag, first: 2, orderBy: [{ field: 'NAME' }] });
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await templates({
      search: tag,
      first: 2,
      after: first.pageInfo.endCursor,
      orderBy: [{ field: 'NAME' }],
    });
    const third = await templates({
      search: tag,
      first: 2,
      after: second.pageInfo.endCursor,
      orderBy: [{ field: 'NAME' }],
    });
    expect(third.pageInfo.hasNextPage).toBe(false);
    expect([...first.nodes, ...second.nodes, ...third.nodes]).toEqual(await rest(`search=${tag}&sort=name`));
  });

  it('creates a blank template, changes it and deletes it; a blank name is a userError', async () => {
    const created = (await gql(bff, CREATE, { token: user })).body.data?.createTemplate as { template: Row };
    expect(created.template).toMatchObject({ name: '', subject: '', body: '', isCompany: false });
    const id = created.template.id;

    const input = {
      id,
      name: `${tag} Saved`,
      subject: 'Hello',
      body: '<p>Dear <strong>all</strong></p>',
      isCompany: true,
    };
    const updated = await gql(bff, UPDATE, { token: user, variables: { input } });
    expect(updated.body.data?.updateTemplate).toEqual({
      template: { id, name: input.name, subject: 'Hello', body: input.body, isCompany: true },
      userErrors: [],
    });
    const read = await gql(bff, TEMPLATE, { token: user, variables: { id } });
    expect(read.body.data?.template).toEqual({
      id,
      name: input.name,
      subject: 'Hello',
      body: input.body,
      isCompany: true,
    });
    expect(await restJson(user, 'GET', `emails/templates/${id}/`)).toMatchObject({
      name: input.name,
      is_company: true,
    });

    const blank = await gql(bff, UPDATE, { token: user, variables: { input: { id, name: '  ' } } });
    expect(blank.body.data?.updateTemplate).toEqual({
      template: null,
      userErrors: [{ field: 'name', message: 'This field may not be blank.' }],
    });

    const deleted = await gql(bff, DELETE_TEMPLATES, { token: user, variables: { ids: [id] } });
    expect(deleted.body.data?.deleteTemplates).toEqual({ deletedIds: [id], userErrors: [] });
    expect((await gql(bff, TEMPLATE, { token: user, variables: { id } })).body.data?.template).toBeNull();
  });

  it("keeps each user's templates and drafts their own", async () => {
    const mine = (await templates({ search: tag })).nodes;
    expect(mine).toHaveLength(5);
    expect((await templates({ search: tag }, admin)).totalCount).toBe(0);
    const id = mine[0]!.id;
    expect((await gql(bff, TEMPLATE, { token: admin, variables: { id } })).body.data?.template).toBeNull();
    const notDeleted = await gql(bff, DELETE_TEMPLATES, { token: admin, variables: { ids: [id] } });
    expect(notDeleted.body.data?.deleteTemplates).toEqual({ deletedIds: [], userErrors: [] });
    expect((await templates({ search: tag })).totalCount).toBe(5);

    const draft = await restJson<{ id: number }>(user, 'POST', 'emails/contexts/', { to: [], subject: `${tag} mine` });
    const adminDrafts = (await gql(bff, DRAFTS, { token: admin })).body.data?.drafts as { id: string }[];
    expect(adminDrafts.some((row) => row.id === String(draft.id))).toBe(false);
    await restJson(user, 'DELETE', 'emails/contexts/delete_multiple/', { ids: [draft.id] });
  });

  it('lists drafts with their recipients, deletes several, and saves between drafts and templates', async () => {
    const [first, second] = recipients;
    const a = await restJson<{ id: number }>(user, 'POST', 'emails/contexts/', {
      to: [first!.id],
      cc: [second!.id],
      subject: `${tag} draft A`,
    });
    const b = await restJson<{ id: number }>(user, 'POST', 'emails/contexts/', { to: [], subject: `${tag} draft B` });

    const drafts = (await gql(bff, DRAFTS, { token: user })).body.data?.drafts as {
      id: string;
      subject: string;
      to: { id: string; fullName: string }[];
      cc: { id: string; fullName: string }[];
    }[];
    const restDrafts = await restJson<{ id: number }[]>(user, 'GET', 'emails/contexts/?is_sent=0');
    expect(restDrafts.map((row) => row.id).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(drafts.map((row) => row.id)).toEqual(restDrafts.map((row) => String(row.id)));
    expect(drafts.find((row) => row.id === String(a.id))).toMatchObject({
      subject: `${tag} draft A`,
      to: [{ id: String(first!.id), fullName: first!.full_name }],
      cc: [{ id: String(second!.id), fullName: second!.full_name }],
    });

    const asTemplate = await gql(bff, AS_TEMPLATE, {
      token: user,
      variables: { input: { id: String(a.id), name: ' ' } },
    });
    expect(asTemplate.body.data?.saveDraftAsTemplate).toEqual({
      template: null,
      userErrors: [{ field: 'name', message: 'This field may not be blank.' }],
    });
    const saved = await gql(bff, AS_TEMPLATE, {
      token: user,
      variables: { input: { id: String(a.id), name: `${tag} from draft` } },
    });
    const template = (saved.body.data?.saveDraftAsTemplate as { template: Row }).template;
    expect(template).toMatchObject({ name: `${tag} from draft`, subject: `${tag} draft A` });

    const asDraft = await gql(bff, AS_DRAFT, {
      token: user,
      variables: { input: { id: template.id, to: [String(second!.id)], cc: [String(first!.id)] } },
    });
    const newDraft = (asDraft.body.data?.saveTemplateAsDraft as { draft: { id: string } }).draft;
    expect(asDraft.body.data?.saveTemplateAsDraft).toEqual({
      draft: {
        id: newDraft.id,
        subject: `${tag} draft A`,
        to: [{ id: String(second!.id), fullName: second!.full_name }],
        cc: [{ id: String(first!.id) }],
      },
      userErrors: [],
    });

    const ids = [String(a.id), String(b.id), newDraft.id];
    const deleted = await gql(bff, DELETE_DRAFTS, { token: user, variables: { ids } });
    expect(deleted.body.data?.deleteDrafts).toEqual({ deletedIds: ids, userErrors: [] });
    const left = await restJson<{ id: number }[]>(user, 'GET', 'emails/contexts/?is_sent=0');
    expect(left).toEqual([]);
    await gql(bff, DELETE_TEMPLATES, { token: user, variables: { ids: [template.id] } });
  });

  it('is forbidden to a client: a GraphQL error with status 403', async () => {
    const client = await restToken(CLIENT_EMAIL);
    const answer = await gql(bff, TEMPLATES, { token: client, variables: {} });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
