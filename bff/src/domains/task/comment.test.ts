import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_EMAIL,
  USER_EMAIL,
  gql,
  newAccount,
  restCall,
  restToken,
  startBff,
  type TestBff,
} from '../../test/bff.js';

const COMMENTS = `query ($id: ID!) { task(id: $id) { id comments { id text creator { fullName } createdAt updatedAt } } }`;
const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id text creator { id } } userErrors { field message } } }`;
const UPDATE = `mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id text } userErrors { field message } } }`;
const DELETE = `mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedId userErrors { field message } } }`;
const CREATE_TASK = `mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id } userErrors { field message } } }`;

type CommentJson = { id: string; text: string; creator: { fullName: string } | null };

describe('comments on a task', () => {
  let bff: TestBff;
  let admin: string;
  /** A client account on the deal's team, who follows it. */
  let client: string;
  let taskId: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    // A deal of its own, with a client account (its client, on the team as one) and a task on it.
    const account = await newAccount(3);
    client = account.token;
    const project = await restCall<{ id: number }>('POST', 'projects/', admin, {
      name: `Comments ${account.email.split('@')[0]}`,
      client: account.id,
      project_types: [1],
      closing_date: '2027-10-31',
      members: [{ person: account.id, state: 2 }],
    });
    const [column] = await restCall<{ id: number }[]>('GET', `projects/columns/?project=${project.id}`, admin);
    const created = await gql(bff, CREATE_TASK, {
      token: admin,
      variables: { input: { projectId: String(project.id), columnId: String(column!.id), title: 'Comment on me' } },
    });
    taskId = (created.body.data?.createTask as { task: { id: string } }).task.id;
  });
  afterAll(() => bff.close());

  const read = async () =>
    (
      (await gql(bff, COMMENTS, { token: admin, variables: { id: taskId } })).body.data as {
        task: { comments: CommentJson[] };
      }
    ).task.comments;

  it('adds, edits and deletes a comment, each as REST holds it on the task', async () => {
    const added = await gql(bff, ADD, { token: admin, variables: { input: { taskId, text: 'First thoughts' } } });
    const comment = (added.body.data?.addComment as { comment: { id: string; text: string } }).comment;
    expect(comment.text).toBe('First thoughts');
    expect((await read()).map(({ id, text, creator }) => ({ id, text, creator }))).toEqual([
      { id: comment.id, text: 'First thoughts', creator: { fullName: 'Alex Morgan' } },
    ]);
    const rest = (await (
      await fetch(`${inject('apiUrl')}tasks/comments/?task=${taskId}`, { headers: { authorization: `Token ${admin}` } })
    ).json()) as { results: { id: number; text: string }[] };
    expect(rest.results.map((item) => ({ id: String(item.id), text: item.text }))).toEqual([
      { id: comment.id, text: 'First thoughts' },
    ]);

    const updated = await gql(bff, UPDATE, { token: admin, variables: { input: { id: comment.id, text: 'Edited' } } });
    expect(updated.body.data?.updateComment).toEqual({ comment: { id: comment.id, text: 'Edited' }, userErrors: [] });
    expect((await read())[0]?.text).toBe('Edited');

    const deleted = await gql(bff, DELETE, { token: admin, variables: { input: { id: comment.id } } });
    expect(deleted.body.data?.deleteComment).toEqual({ deletedId: comment.id, userErrors: [] });
    expect(await read()).toEqual([]);
  });

  it('answers blank text and an unknown task as userErrors with the server messages', async () => {
    const blank = await gql(bff, ADD, { token: admin, variables: { input: { taskId, text: '  ' } } });
    expect(blank.body.data?.addComment).toEqual({
      comment: null,
      userErrors: [{ field: 'text', message: 'This field may not be blank.' }],
    });
    const unknown = await gql(bff, ADD, { token: admin, variables: { input: { taskId: '999999', text: 'x' } } });
    expect(unknown.body.data?.addComment).toEqual({
      comment: null,
      userErrors: [{ field: 'taskId', message: 'Invalid pk "999999" - object does not exist.' }],
    });
  });

  it("lets only a comment's creator edit or delete it: another user gets a GraphQL error with status 403", async () => {
    const added = await gql(bff, ADD, { token: admin, variables: { input: { taskId, text: 'Mine' } } });
    const id = (added.body.data?.addComment as { comment: { id: string } }).comment.id;
    const user = await restToken(USER_EMAIL);
    const edit = await gql(bff, UPDATE, { token: user, variables: { input: { id, text: 'Theirs' } } });
    expect(edit.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const remove = await gql(bff, DELETE, { token: user, variables: { input: { id } } });
    expect(remove.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await read()).map((comment) => comment.text)).toEqual(['Mine']);
  });

  it("reads the comments for a client on the deal's team, who follows the deal", async () => {
    const answer = await gql(bff, COMMENTS, { token: client, variables: { id: taskId } });
    const comments = (answer.body.data?.task as { comments: CommentJson[] }).comments;
    expect(comments.map((comment) => comment.text)).toEqual(['Mine']);
    expect(comments.map((comment) => comment.text)).toEqual((await read()).map((comment) => comment.text));
  });
});
