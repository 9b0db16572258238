import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// Spec part 2 section 3: a project's transaction_sub_types and tags, read and written through the bff as REST holds them.

const FIELDS = 'id transactionSubTypes { id name } tags';
const PROJECT = `query ($id: ID!) { project(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: ProjectInput!) { createProject(input: $input) {
  project { ${FIELDS} } userErrors { field message } } }`;
const UPDATE = `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) {
  project { ${FIELDS} } userErrors { field message } } }`;
const DELETE = `mutation ($input: ProjectIdInput!) { deleteProject(input: $input) { deletedId } }`;
const LOOKUPS = `{ lookups { transactionSubTypes { id name } } tags }`;

type Shown = { id: string; transactionSubTypes: { id: string; name: string }[]; tags: string[] };
type Payload = { project: Shown | null; userErrors: { field: string | null; message: string }[] };
type RestProject = { transaction_sub_types: number[]; tags: string[] };
type Lookup = { id: number; name: string };

async function rest<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Token ${token}` } });
  return (await answer.json()) as T;
}

describe('transaction sub types and tags of a project', () => {
  let bff: TestBff;
  let admin: string;
  let subTypes: Lookup[];
  /** The deal's client: a client contact of this file's own. */
  let clientId: number;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    subTypes = (await rest<{ transaction_sub_types: Lookup[] }>(admin, 'utils/types/')).transaction_sub_types;
    const stamp = `tags${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    clientId = (
      await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: 'Tagged',
        last_name: stamp,
        company: `Project Tags ${stamp}`,
        profile_type: 3,
        emails: [{ email: `tagged.${stamp}@bff.test`, label: 'Work' }],
      })
    ).id;
  });
  afterAll(() => bff.close());

  /** The project as GraphQL shows it, from REST's answer: sub types named from `utils/types/`. */
  const asShown = (id: string, project: RestProject): Shown => ({
    id,
    transactionSubTypes: project.transaction_sub_types.map((subType) => ({
      id: String(subType),
      name: subTypes.find((item) => item.id === subType)!.name,
    })),
    tags: project.tags,
  });

  it('serves the transaction_sub_types list as its own lookup type and every tag REST lists', async () => {
    const before = (await rest<Lookup[]>(admin, 'utils/tags/')).map((tag) => tag.name);
    const answer = await gql(bff, LOOKUPS, { token: admin });
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data as {
      lookups: { transactionSubTypes: { id: string; name: string }[] };
      tags: string[];
    };
    expect(data.lookups.transactionSubTypes).toEqual(
      subTypes.map((item) => ({ id: String(item.id), name: item.name })),
    );
    // Other files add tags meanwhile (none removes one): the list lies between REST's before and after it.
    const after = (await rest<Lookup[]>(admin, 'utils/tags/')).map((tag) => tag.name);
    expect(before.every((tag) => data.tags.includes(tag))).toBe(true);
    expect(data.tags.every((tag) => after.includes(tag))).toBe(true);
    expect(data.tags).toEqual(after.filter((tag) => data.tags.includes(tag)));
    expect(data.tags).toEqual([...new Set(data.tags)]);
  });

  it('creates and updates them as REST saves them, and answers refusals as userErrors on the input fields', async () => {
    const types = await rest<{ project_types: Lookup[] }>(admin, 'utils/types/');
    const [mezzanine, bridging] = [subTypes[2]!, subTypes[3]!];
    const created = await gql(bff, CREATE, {
      token: admin,
      variables: {
        input: {
          name: 'Bff tagged deal',
          clientId: String(clientId),
          projectTypeIds: [String(types.project_types[0]!.id)],
          closingDate: '2027-03-31',
          transactionSubTypeIds: [String(bridging.id), String(mezzanine.id)],
          tags: ['Bff Riverside', 'bff riverside', 'Bff Phase 2'],
        },
      },
    });
    const payload = created.body.data?.createProject as Payload;
    expect(payload.userErrors).toEqual([]);
    const id = payload.project!.id;
    try {
      const saved = await rest<RestProject>(admin, `projects/${id}/`);
      expect(saved).toMatchObject({
        transaction_sub_types: [mezzanine.id, bridging.id],
        tags: ['bff phase 2', 'bff riverside'],
      });
      expect(payload.project).toEqual(asShown(id, saved));
      expect((await gql(bff, PROJECT, { token: admin, variables: { id } })).body.data?.project).toEqual(
        asShown(id, saved),
      );

      const update = async (fields: object) =>
        (await gql(bff, UPDATE, { token: admin, variables: { input: { id, fields } } })).body.data
          ?.updateProject as Payload;
      const retagged = await update({ tags: ['Bff Quay'], transactionSubTypeIds: [String(subTypes[0]!.id)] });
      const now = await rest<RestProject>(admin, `projects/${id}/`);
      expect(now).toMatchObject({ transaction_sub_types: [subTypes[0]!.id], tags: ['bff quay'] });
      expect(retagged.project).toEqual(asShown(id, now));
      // Not sending them keeps them.
      expect((await update({ fees: 1 })).project).toEqual(asShown(id, now));

      expect(await update({ transactionSubTypeIds: ['999'] })).toEqual({
        project: null,
        userErrors: [{ field: 'transactionSubTypeIds', message: 'Invalid pk "999" - object does not exist.' }],
      });
      expect(await update({ transactionSubTypeIds: ['x'] })).toEqual({
        project: null,
        userErrors: [{ field: 'transactionSubTypeIds', message: 'A valid integer is required.' }],
      });
      expect(await update({ tags: ['a'.repeat(101)] })).toEqual({
        project: null,
        userErrors: [{ field: 'tags', message: 'Ensure each tag has no more than 100 characters.' }],
      });
      const after = await rest<RestProject>(admin, `projects/${id}/`);
      expect([after.transaction_sub_types, after.tags]).toEqual([now.transaction_sub_types, now.tags]);
      // One vocabulary with contacts' tags: REST offers the new tag (the bff's `tags` within its 60 s reference cache).
      expect((await rest<Lookup[]>(admin, 'utils/tags/')).map((tag) => tag.name)).toContain('bff quay');
    } finally {
      await gql(bff, DELETE, { token: admin, variables: { input: { id } } });
    }
  });
});
