import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Spec part 2 section 8: 'A deleted user shows as "User No Longer Exists"'. The api keeps naming a deleted
// contact wherever a record names them (id and name kept) and flags them `is_deleted`; the screens show the text.

const BOUNDARY = '----ft8deleted';
const upload = {
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="report.txt"\r\nContent-Type: text/plain\r\n\r\nreport\r\n--${BOUNDARY}--\r\n`,
  ),
};

type Ref = { id: number; full_name: string; is_deleted?: boolean } | null;
type TaskJson = {
  id: number;
  assignees: number[];
  created_by: number;
  created_by_details: Ref;
  assignees_details: Ref[];
};

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let ids: { admin: number; user: number; contact: number };
let task: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  ids = { admin: t.fixture.accounts.admin, user: t.fixture.accounts.user, contact: t.fixture.people.ann };
});
afterAll(() => t.close());

const call: TestApp['call'] = (...args) => t.call(...args);

const ref = (id: number, deleted: boolean) => ({ id, full_name: expect.any(String) as string, is_deleted: deleted });

describe('a deleted user on tasks, comments, files and notes', () => {
  it('keeps naming them, flagged, after an admin deletes them; the others stay as they were', async () => {
    const { deal } = t.fixture.domains.project;
    const [column] = (await call('GET', `/projects/columns/?project=${deal}`, admin)).body as { id: number }[];
    const created = await call('POST', '/tasks/', user, {
      title: 'Chase the valuer',
      project: deal,
      column: column!.id,
      assignees: [ids.user, ids.admin],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    task = (created.body as TaskJson).id;
    expect((created.body as TaskJson).created_by_details).toEqual(ref(ids.user, false));
    expect((await call('POST', '/tasks/comments/', user, { task, text: 'On it.' })).status).toBe(201);
    expect((await call('POST', '/tasks/comments/', admin, { task, text: 'Thanks.' })).status).toBe(201);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task}/files/`,
      payload: upload.payload,
      headers: { ...user, ...upload.headers },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await call('POST', '/notes/people/', user, { person: ids.contact, text: 'Met at MIPIM.' })).status).toBe(
      201,
    );
    const projectNote = await call('POST', '/notes/projects/', user, { project: deal, text: 'Terms agreed.' });
    // On the deal's team before they are deleted (a deleted contact is not added anew).
    expect(
      (await call('POST', '/projects/memberships/', admin, { project: deal, person: ids.user, state: 3 })).status,
    ).toBeLessThan(500);
    expect(projectNote.status).toBe(201);

    expect((await call('DELETE', `/people/${ids.user}/`, admin)).status).toBe(204);

    const after = (await call('GET', `/tasks/${task}/`, admin)).body as TaskJson;
    expect(after.created_by).toBe(ids.user);
    expect(after.created_by_details).toEqual(ref(ids.user, true));
    expect(after.assignees).toEqual(expect.arrayContaining([ids.user, ids.admin]));
    expect(after.assignees_details).toEqual(expect.arrayContaining([ref(ids.user, true), ref(ids.admin, false)]));
    const comments = (await call('GET', `/tasks/comments/?task=${task}`, admin)).body as {
      results: { text: string; creator: number; creator_details: Ref }[];
    };
    expect(comments.results.map((comment) => [comment.text, comment.creator, comment.creator_details])).toEqual([
      ['On it.', ids.user, ref(ids.user, true)],
      ['Thanks.', ids.admin, ref(ids.admin, false)],
    ]);
    const files = (await call('GET', `/tasks/${task}/files/`, admin)).body as { user: number; user_details: Ref }[];
    expect(files.map((file) => [file.user, file.user_details])).toEqual([[ids.user, ref(ids.user, true)]]);
    const contact = (await call('GET', `/people/${ids.contact}/`, admin)).body as {
      notes: { text: string; creator: Ref }[];
    };
    expect(contact.notes.find((note) => note.text === 'Met at MIPIM.')?.creator).toEqual(ref(ids.user, true));
    const note = (projectNote.body as { id: number }).id;
    expect((await call('PATCH', `/notes/projects/${note}/`, admin, { text: 'Terms signed.' })).body).toMatchObject({
      creator: ref(ids.user, true),
    });
    // The project itself names them too: its notes' author, and a member of its team (kept, flagged); they are not
    // added anew.
    expect(
      (await call('POST', '/projects/memberships/', admin, { project: deal, person: ids.user, state: 3 })).body,
    ).toEqual({ person: [`Invalid pk "${ids.user}" - object does not exist.`] });
    const project = (await call('GET', `/projects/${deal}/`, admin)).body as {
      notes: { id: number; creator: Ref }[];
      members: { person: number; person_details: { is_deleted?: boolean } }[];
    };
    expect(project.notes.find((row) => row.id === note)?.creator).toEqual(ref(ids.user, true));
    const members = project.members.map((member) => [member.person, member.person_details.is_deleted]);
    expect(members).toContainEqual([ids.user, true]);
    expect(members).toContainEqual([ids.admin, false]);
  });

  it('keeps a deleted assignee on a task, but does not let anyone assign them anew', async () => {
    const kept = await call('PATCH', `/tasks/${task}/`, admin, { assignees: [ids.user], title: 'Chase the valuer!' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((kept.body as TaskJson).assignees_details).toEqual([ref(ids.user, true)]);

    const { deal } = t.fixture.domains.project;
    const [column] = (await call('GET', `/projects/columns/?project=${deal}`, admin)).body as { id: number }[];
    expect(
      await call('POST', '/tasks/', admin, { title: 'x', project: deal, column: column!.id, assignees: [ids.user] }),
    ).toEqual({ status: 400, body: { assignees: [`Invalid pk "${ids.user}" - object does not exist.`] } });
    const other = (
      await call('POST', '/tasks/', admin, { title: 'y', project: deal, column: column!.id, assignees: [ids.admin] })
    ).body as TaskJson;
    expect(await call('PATCH', `/tasks/${other.id}/`, admin, { assignees: [ids.admin, ids.user] })).toEqual({
      status: 400,
      body: { assignees: [`Invalid pk "${ids.user}" - object does not exist.`] },
    });
  });
});
