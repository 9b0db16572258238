import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// A draft's project (spec part 2 section 3, Email draft): chosen in the composer, it fills `{{project_name}}` and
// `{{capital_required}}` (section 5, Template variables).

const CREATE = `mutation ($input: CreateDraftInput!) { createDraft(input: $input) { draft { id } userErrors { message } } }`;
const UPDATE = `mutation ($input: UpdateDraftInput!) { updateDraft(input: $input) {
  draft { id projectId project { id name capitalRequired } } userErrors { field message } } }`;
const PREVIEW = `query ($id: ID!) { draft(id: $id) { preview { messages { subject content } } } }`;

type Saved = {
  draft: {
    id: string;
    projectId: string | null;
    project: { id: string; name: string; capitalRequired: number } | null;
  };
  userErrors: { field: string | null; message: string }[];
};

describe("a draft's project", () => {
  let bff: TestBff;
  let account: Awaited<ReturnType<typeof newAccount>>;
  let project: { id: number; name: string; capital_required: number };
  let draftId: string;
  beforeAll(async () => {
    bff = await startBff();
    const admin = await restToken(ADMIN_EMAIL);
    account = await newAccount(2);
    const stamp = account.email.split('@')[0]!;
    // The draft's recipient and the project's client: a contact of this file's own.
    const recipient = await restCall<{ id: number }>('POST', 'people/', admin, {
      first_name: 'Recipient',
      last_name: stamp.replace('.', ' '),
      company: `Draft Project ${stamp}`,
      profile_type: 2,
      emails: [{ email: `recipient.${stamp}@bff.test`, label: 'Work' }],
    });
    project = await restCall('POST', 'projects/', admin, {
      name: `Draft Project ${stamp}`,
      client: recipient.id,
      project_types: [1],
      closing_date: '2027-10-31',
      capital_required: 1_250_000.5,
      members: [{ person: account.id, state: 3 }],
    });
    const created = await gql(bff, CREATE, {
      token: account.token,
      variables: { input: { to: [String(recipient.id)] } },
    });
    draftId = (created.body.data?.createDraft as { draft: { id: string } }).draft.id;
  });
  afterAll(() => bff.close());

  const update = async (input: Record<string, unknown>) =>
    (await gql(bff, UPDATE, { token: account.token, variables: { input: { id: draftId, ...input } } })).body.data
      ?.updateDraft as Saved;
  const restProject = async () =>
    (await restCall<{ project: number | null }>('GET', `emails/contexts/${draftId}/`, account.token)).project;

  it('is chosen with updateDraft, read back whole, and fills project_name and capital_required in the preview', async () => {
    const saved = await update({
      projectId: String(project.id),
      subject: 'About {{project_name}}',
      body: '<p>{{project_name}} needs {{capital_required}}.</p>',
    });
    expect(saved).toEqual({
      draft: {
        id: draftId,
        projectId: String(project.id),
        project: { id: String(project.id), name: project.name, capitalRequired: project.capital_required },
      },
      userErrors: [],
    });
    expect(await restProject()).toBe(project.id);
    const preview = (await gql(bff, PREVIEW, { token: account.token, variables: { id: draftId } })).body.data
      ?.draft as {
      preview: { messages: { subject: string; content: string }[] };
    };
    expect(preview.preview.messages[0]!.subject).toBe(`About ${project.name}`);
    expect(preview.preview.messages[0]!.content).toContain(`${project.name} needs £1,250,000.50.`);

    // Other fields saved without projectId keep the project.
    expect((await update({ subject: 'Still about {{project_name}}' })).draft.projectId).toBe(String(project.id));
    expect(await restProject()).toBe(project.id);
  });

  it('is cleared with a null projectId', async () => {
    await update({ projectId: String(project.id) });
    expect(await update({ projectId: null })).toMatchObject({
      draft: { projectId: null, project: null },
      userErrors: [],
    });
    expect(await restProject()).toBeNull();
  });

  it('refuses a project that does not exist on projectId, and an id that is not one', async () => {
    expect(await update({ projectId: '999999999' })).toEqual({
      draft: null,
      userErrors: [{ field: 'projectId', message: 'Invalid pk "999999999" - object does not exist.' }],
    });
    const notAnId = await gql(bff, UPDATE, {
      token: account.token,
      variables: { input: { id: draftId, projectId: 'x' } },
    });
    expect(notAnId.body.errors).toMatchObject([
      { message: 'A valid integer is required.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });
});
