import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, newAccount, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

// Spec part 2 section 8: 'A deleted user shows as "User No Longer Exists"', wherever a task, a comment, a file or a
// note names them; everyone else keeps their name. Against the real api: its answers flag the deleted person.

const MISSING = 'User No Longer Exists';
const CREATE_TASK = `mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id } userErrors { field message } } }`;
const ADD_COMMENT = `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } userErrors { field message } } }`;
const TASK = `query ($id: ID!) { task(id: $id) {
  createdBy { id fullName } assignees { id fullName }
  comments { text creator { id fullName } } files { name user { id fullName } } } }`;
const NOTES = `query ($id: ID!) { person(id: $id) { notes { text creator { id fullName } } } }`;
const TEAM = `query ($id: ID!) { project(id: $id) { members { personId fullName isDeleted } } }`;

type Named = { id: string; fullName: string };
type TaskJson = {
  createdBy: Named;
  assignees: Named[];
  comments: { text: string; creator: Named }[];
  files: { name: string; user: Named }[];
};

describe('a deleted user on a task', () => {
  let bff: TestBff;
  let admin: string;
  let adminId: string;
  let gone: { id: number; token: string; name: string };
  let contact: number;
  let taskId: string;
  let project: number;
  const api = () => inject('apiUrl');
  const rest = (method: string, path: string, token: string, body?: unknown) =>
    restCall<unknown>(method, path, token, body);

  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    adminId = String(((await rest('GET', 'auth/me/', admin)) as { id: number }).id);
    const account = await newAccount(2);
    const me = (await rest('GET', 'auth/me/', account.token)) as { full_name: string };
    gone = { id: account.id, token: account.token, name: me.full_name };
    // A contact of this file's own (the note's subject, the deal's client) and a deal with the admin as its owner
    // and the account on its team.
    const stamp = account.email.split('@')[0]!;
    contact = (
      (await rest('POST', 'people/', admin, {
        first_name: 'Noted',
        last_name: stamp.replace('.', ' '),
        company: `Deleted People ${stamp}`,
        profile_type: 2,
        emails: [{ email: `noted.${stamp}@bff.test`, label: 'Work' }],
      })) as { id: number }
    ).id;
    project = (
      (await rest('POST', 'projects/', admin, {
        name: `Deleted people ${stamp}`,
        client: contact,
        project_types: [1],
        closing_date: '2027-10-31',
        members: [
          { person: Number(adminId), state: 1 },
          { person: account.id, state: 3 },
        ],
      })) as { id: number }
    ).id;
    const [column] = (await rest('GET', `projects/columns/?project=${project}`, admin)) as { id: number }[];

    // The account adds a task (assigned to itself and the admin), comments, attaches a file and writes a note.
    const created = await gql(bff, CREATE_TASK, {
      token: gone.token,
      variables: {
        input: {
          projectId: String(project),
          columnId: String(column!.id),
          title: 'Chase the valuer',
          assigneeIds: [String(gone.id), adminId],
        },
      },
    });
    taskId = (created.body.data?.createTask as { task: { id: string } }).task.id;
    await gql(bff, ADD_COMMENT, { token: gone.token, variables: { input: { taskId, text: 'On it.' } } });
    await gql(bff, ADD_COMMENT, { token: admin, variables: { input: { taskId, text: 'Thanks.' } } });
    const form = new FormData();
    form.append('file', new Blob(['report']), 'report.txt');
    const uploaded = await fetch(`${api()}tasks/${taskId}/files/`, {
      method: 'POST',
      headers: { authorization: `Token ${gone.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    await rest('POST', 'notes/people/', gone.token, { person: contact, text: `Met ${taskId} at MIPIM.` });
  });
  afterAll(() => bff.close());

  const readTask = async () =>
    ((await gql(bff, TASK, { token: admin, variables: { id: taskId } })).body.data as { task: TaskJson }).task;

  it('shows their name until they are deleted, then "User No Longer Exists" with their id; the admin keeps theirs', async () => {
    const before = await readTask();
    expect(before.createdBy).toEqual({ id: String(gone.id), fullName: gone.name });

    await rest('DELETE', `people/${gone.id}/`, admin);

    const after = await readTask();
    const deleted = { id: String(gone.id), fullName: MISSING };
    const adminRef = { id: adminId, fullName: 'Alex Morgan' };
    expect(after.createdBy).toEqual(deleted);
    expect(after.assignees).toEqual(expect.arrayContaining([deleted, adminRef]));
    expect(after.assignees).toHaveLength(2);
    expect(after.comments.map((comment) => [comment.text, comment.creator])).toEqual([
      ['On it.', deleted],
      ['Thanks.', adminRef],
    ]);
    expect(after.files.map((file) => [file.name, file.user])).toEqual([['report.txt', deleted]]);
    const notes = (
      (await gql(bff, NOTES, { token: admin, variables: { id: String(contact) } })).body.data as {
        person: { notes: { text: string; creator: Named }[] };
      }
    ).person.notes;
    expect(notes).toEqual([{ text: `Met ${taskId} at MIPIM.`, creator: deleted }]);
    // On the project's team they stay (an owner may remove them), by the spec's text.
    const team = (
      (await gql(bff, TEAM, { token: admin, variables: { id: String(project) } })).body.data as {
        project: { members: { personId: string; fullName: string; isDeleted: boolean }[] };
      }
    ).project.members;
    expect(team).toEqual(
      expect.arrayContaining([
        { personId: String(gone.id), fullName: MISSING, isDeleted: true },
        { personId: adminId, fullName: 'Alex Morgan', isDeleted: false },
      ]),
    );
    expect(team).toHaveLength(2);
  });
});
