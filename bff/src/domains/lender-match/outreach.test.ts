import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// `startLenderOutreach` against the real api, on a project and capital providers of its own.

const START = `mutation ($input: StartLenderOutreachInput!) {
  startLenderOutreach(input: $input) { draftId addedProviderIds userErrors { field message } }
}`;

type Payload = { draftId: string | null; addedProviderIds: string[]; userErrors: { field: string; message: string }[] };

describe('startLenderOutreach', () => {
  let bff: TestBff;
  let admin: string;
  let project: number;
  const providers: number[] = [];
  const stamp = `Outreach${Date.now()}`;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    for (const name of ['One', 'Two'])
      providers.push(
        (
          await restCall<{ id: number }>('POST', 'people/', admin, {
            first_name: name,
            last_name: stamp,
            company: `${name} Lending`,
            profile_type: 2,
            emails: [{ email: `${name}.${stamp}@lending.test`.toLowerCase(), label: 'Work' }],
            categories: [1],
          })
        ).id,
      );
    project = (
      await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `${stamp} Yard`,
        client: providers[0],
        project_types: [1],
        closing_date: '2027-10-31',
        capital_required: 1_000_000,
      })
    ).id;
  });
  afterAll(async () => {
    if (project) await restCall('DELETE', `projects/${project}/`, admin);
    await bff.close();
  });

  const start = async (input: Record<string, unknown>, token = admin) =>
    gql(bff, START, { token, variables: { input } });

  it('adds the providers and creates the company draft about the project: its id, and the relations added', async () => {
    const { body } = await start({ projectId: String(project), personIds: providers.map(String) });
    const payload = body.data?.startLenderOutreach as Payload;
    expect(payload.userErrors).toEqual([]);
    expect(payload.addedProviderIds).toHaveLength(2);
    const draft = await restCall<{ to: number[]; is_company: boolean; project: number }>(
      'GET',
      `emails/contexts/${payload.draftId}/`,
      admin,
    );
    expect(draft).toMatchObject({ to: providers, is_company: true, project });
    const read = await gql(bff, 'query ($id: ID!) { project(id: $id) { providers { id person { id } } } }', {
      token: admin,
      variables: { id: String(project) },
    });
    const on = (read.body.data?.project as { providers: { id: string; person: { id: string } }[] }).providers;
    expect(on.map((relation) => relation.id).sort()).toEqual([...payload.addedProviderIds].sort());
    expect(on.map((relation) => relation.person.id).sort()).toEqual(providers.map(String).sort());
  });

  it('answers userErrors under the input names, saving nothing', async () => {
    const bad = await start({ projectId: String(project), personIds: providers.map(String), templateId: '999999' });
    expect(bad.body.data?.startLenderOutreach).toEqual({
      draftId: null,
      addedProviderIds: [],
      userErrors: [{ field: 'templateId', message: 'Invalid pk "999999" - object does not exist.' }],
    });
    const none = await start({ projectId: String(project), personIds: [] });
    expect((none.body.data?.startLenderOutreach as Payload).userErrors).toMatchObject([{ field: 'personIds' }]);
    const notId = await start({ projectId: 'x', personIds: ['1'] });
    expect((notId.body.data?.startLenderOutreach as Payload).userErrors).toMatchObject([{ field: 'projectId' }]);
    const missing = await start({ projectId: '999999', personIds: ['1'] });
    expect((missing.body.data?.startLenderOutreach as Payload).userErrors).toEqual([
      { field: 'projectId', message: 'Not found.' },
    ]);
  });

  it('gives a client FORBIDDEN', async () => {
    const { body } = await start(
      { projectId: String(project), personIds: [String(providers[0])] },
      await restToken(CLIENT_EMAIL),
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
