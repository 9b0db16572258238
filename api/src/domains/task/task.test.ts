import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let client: { authorization: string };
let guest: { authorization: string };
let project: number;
let columns: { id: number; name: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  client = await t.signIn('client@ft8.test');
  guest = await t.signIn('guest@ft8.test');
  const created = await call('POST', '/projects/', admin, {
    name: 'Board Test Wharf',
    client: t.fixture.people.ann,
    project_types: [1],
    closing_date: '2027-01-01',
    members: [
      { person: t.fixture.accounts.client, state: 2 },
      { person: t.fixture.accounts.guest, state: 4 },
    ],
  });
  project = (created.body as { id: number }).id;
  columns = (await call('GET', `/projects/columns/?project=${project}`, admin)).body as { id: number; name: string }[];
});
afterAll(() => t.close());

type TaskDto = { id: number; column: number; position: number; state: number; title: string; assignees: number[] };
const call: TestApp['call'] = (...args) => t.call(...args);
const board = async () =>
  ((await call('GET', `/tasks/?project=${project}&limit=10000`, admin)).body as { results: TaskDto[] }).results.map(
    (task) => [task.column, task.position, task.title],
  );

describe('the board', () => {
  it('starts with the default columns, which full access renames and hides', async () => {
    expect(columns.map((column) => column.name)).toEqual([
      'Analysing',
      'Mandated',
      'Capital Provider Outreach',
      'Closing Process',
      'Completion',
    ]);
    expect((await call('PATCH', `/projects/columns/${columns[0]!.id}/`, client, { name: 'Mine' })).status).toBe(403);
    expect(
      (await call('PATCH', `/projects/columns/${columns[0]!.id}/`, admin, { name: ' Screening ' })).body,
    ).toMatchObject({
      name: 'Screening',
      progress: { total: 0, approved: 0 },
    });
    const hidden = (
      await call('POST', '/projects/columns/change_columns_prefs/', admin, {
        [columns[4]!.id]: { hidden: true },
      })
    ).body as { id: number; hidden: boolean }[];
    expect(hidden.map((column) => column.hidden)).toEqual([false, false, false, false, true]);
  });

  it('refuses a task without a title, project or column of that project', async () => {
    expect(await call('POST', '/tasks/', admin, { title: ' ', project, column: 999999 })).toEqual({
      status: 400,
      body: { title: ['This field may not be blank.'], column: ['Invalid pk "999999" - object does not exist.'] },
    });
    const otherColumn = (
      (await call('GET', `/projects/columns/?project=${t.fixture.domains.project.other}`, admin)).body as {
        id: number;
      }[]
    )[0]!.id;
    expect((await call('POST', '/tasks/', admin, { title: 'x', project, column: otherColumn })).body).toEqual({
      column: ['This column is not on the project’s board.'],
    });
    // A client follows the deal but adds no task.
    expect((await call('POST', '/tasks/', client, { title: 'x', project, column: columns[0]!.id })).status).toBe(403);
    // Refused before its fields are read: a stale draft (a blank title, another project's column) is still a 403.
    expect((await call('POST', '/tasks/', client, { title: ' ', project, column: otherColumn })).status).toBe(403);
  });

  it('searches titles for every term, in any order', async () => {
    const stamp = Date.now().toString(36);
    const added = await call('POST', '/tasks/', admin, {
      title: `Chase the ${stamp} valuation report`,
      project,
      column: columns[0]!.id,
    });
    expect(added.status).toBe(201);
    const found = async (search: string) =>
      (
        (await call('GET', `/tasks/?project=${project}&search=${encodeURIComponent(search)}`, admin)).body as {
          results: TaskDto[];
        }
      ).results.map((task) => task.id);
    const id = (added.body as TaskDto).id;
    expect(await found(`report ${stamp} CHASE`)).toEqual([id]);
    expect(await found(`"${stamp} valuation"`)).toEqual([id]);
    expect(await found(`"valuation ${stamp}"`)).toEqual([]);
    expect(await found(`${stamp} missing`)).toEqual([]);
    expect((await call('DELETE', `/tasks/${id}/`, admin)).status).toBe(204);
  });

  it('keeps the order of each column: adds at the end or at a position, moves within and across columns', async () => {
    const add = async (title: string, column: number, position?: number) =>
      ((await call('POST', '/tasks/', admin, { title, project, column, position })).body as TaskDto).id;
    const [a, b, c] = columns;
    const first = await add('First', a!.id);
    await add('Second', a!.id);
    await add('Zeroth', a!.id, 0);
    expect(await board()).toEqual([
      [a!.id, 0, 'Zeroth'],
      [a!.id, 1, 'First'],
      [a!.id, 2, 'Second'],
    ]);
    await call('PATCH', `/tasks/${first}/`, admin, { position: 2 });
    await call('PATCH', `/tasks/${first}/`, admin, { column: b!.id, position: 0 });
    expect(await board()).toEqual([
      [a!.id, 0, 'Zeroth'],
      [a!.id, 1, 'Second'],
      [b!.id, 0, 'First'],
    ]);
    // Ten moves at once, from two columns into a third: every column stays numbered 0..n-1, nothing lost.
    const ids = ((await call('GET', `/tasks/?project=${project}`, admin)).body as { results: TaskDto[] }).results.map(
      (task) => task.id,
    );
    for (let i = 0; i < 7; i++) ids.push(await add(`Extra ${i}`, b!.id));
    await Promise.all(ids.map((id, i) => call('PATCH', `/tasks/${id}/`, admin, { column: c!.id, position: i % 3 })));
    const after = await board();
    expect(after).toHaveLength(10);
    expect(after.map(([column]) => column)).toEqual(Array(10).fill(c!.id));
    expect(after.map(([, position]) => position)).toEqual([...Array(10).keys()]);
  });

  it('submits, approves and rejects as the spec allows, and deletes with full access only', async () => {
    const task = (
      await call('POST', '/tasks/', admin, {
        title: 'Collect KYC',
        project,
        column: columns[1]!.id,
        assignees: [t.fixture.accounts.guest],
        due_date: '2027-01-10T12:00:00.000Z',
      })
    ).body as TaskDto;
    expect((await call('POST', `/tasks/${task.id}/approve/`, admin)).body).toEqual({
      non_field_errors: ['Only a submitted task can be approved.'],
    });
    // The guest is assigned: submits it; the client may not approve.
    expect(((await call('POST', `/tasks/${task.id}/submit/`, guest)).body as TaskDto).state).toBe(2);
    expect((await call('POST', `/tasks/${task.id}/approve/`, client)).status).toBe(403);
    expect(((await call('POST', `/tasks/${task.id}/reject/`, admin)).body as TaskDto).state).toBe(1);
    await call('POST', `/tasks/${task.id}/submit/`, guest);
    expect(((await call('POST', `/tasks/${task.id}/approve/`, admin)).body as TaskDto).state).toBe(3);
    const progress = (
      (await call('GET', `/projects/columns/?project=${project}`, admin)).body as {
        id: number;
        progress: { total: number; approved: number };
      }[]
    ).find((column) => column.id === columns[1]!.id)!.progress;
    expect(progress).toEqual({ total: 1, approved: 1 });
    // The guest sees only the task assigned to them.
    const guestList = (await call('GET', `/tasks/?project=${project}`, guest)).body as { results: TaskDto[] };
    expect(guestList.results.map((row) => row.id)).toEqual([task.id]);
    expect((await call('DELETE', `/tasks/${task.id}/`, guest)).status).toBe(403);
    expect((await call('DELETE', `/tasks/${task.id}/`, admin)).status).toBe(204);
    expect((await call('GET', `/tasks/${task.id}/`, admin)).status).toBe(404);
  });

  it("lets whoever sees a task comment, and only a comment's creator change or delete it", async () => {
    const task = (
      (await call('POST', '/tasks/', admin, { title: 'Chase valuation', project, column: columns[2]!.id }))
        .body as TaskDto
    ).id;
    const added = await call('POST', '/tasks/comments/', client, { text: 'Any news?', task });
    expect(added.status).toBe(201);
    const comment = added.body as { id: number; creator: number; text: string };
    expect(comment).toMatchObject({ creator: t.fixture.accounts.client, text: 'Any news?' });
    expect((await call('PATCH', `/tasks/comments/${comment.id}/`, admin, { text: 'Mine' })).status).toBe(403);
    expect(
      (
        (await call('PATCH', `/tasks/comments/${comment.id}/`, client, { text: 'Any news yet?' })).body as {
          text: string;
        }
      ).text,
    ).toBe('Any news yet?');
    expect(
      ((await call('GET', `/tasks/comments/?task=${task}`, admin)).body as { results: unknown[] }).results,
    ).toHaveLength(1);
    expect((await call('DELETE', `/tasks/comments/${comment.id}/`, client)).status).toBe(204);
  });
});

describe('the board revision', () => {
  it('answers one more with every write to the board, in the order the writes were made, and with its columns', async () => {
    const revision = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload && { payload }) });
      expect(response.statusCode).toBeLessThan(300);
      return {
        value: Number(response.headers['board-revision']),
        body: response.body ? response.json<TaskDto>() : null,
      };
    };
    const start = (await revision('GET', `/projects/columns/?project=${project}`)).value;
    const created = await revision('POST', '/tasks/', { title: 'Numbered', project, column: columns[1]!.id });
    const id = created.body!.id;
    const writes = [
      created.value,
      (await revision('PATCH', `/tasks/${id}/`, { position: 0 })).value,
      (await revision('POST', `/tasks/${id}/submit/`)).value,
      (await revision('PATCH', `/projects/columns/${columns[1]!.id}/`, { name: columns[1]!.name })).value,
      (await revision('DELETE', `/tasks/${id}/`)).value,
    ];
    expect(writes).toEqual([1, 2, 3, 4, 5].map((step) => start + step));
    // Writes at once each get their own number.
    const together = await Promise.all(
      [0, 1, 2].map((index) =>
        revision('POST', '/tasks/', { title: `At once ${index}`, project, column: columns[2]!.id }),
      ),
    );
    expect(together.map((answer) => answer.value).sort()).toEqual([6, 7, 8].map((step) => start + step));
    expect((await revision('GET', `/projects/columns/?project=${project}`)).value).toBe(start + 8);
  });

  it("answers with one project's tasks the revision they were read at, under one snapshot while writes land", async () => {
    const read = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/tasks/?project=${project}&limit=10000`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      const titles = response.json<{ results: TaskDto[] }>().results.map((task) => task.title);
      return {
        revision: Number(response.headers['board-revision']),
        snapped: titles.filter((x) => x.startsWith('Snap ')),
      };
    };
    const start = await read();
    // Adds and reads at once: each read holds exactly the adds its revision counts (each add is one revision).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 4 === 0
          ? read()
          : t.app.inject({
              method: 'POST',
              url: '/api/tasks/',
              headers: admin,
              payload: { title: `Snap ${index}`, project, column: columns[0]!.id },
            }),
      ),
    );
    const reads = [...answers.filter((answer) => 'revision' in answer), await read()] as Awaited<
      ReturnType<typeof read>
    >[];
    for (const answer of reads) expect(answer.snapped.length).toBe(answer.revision - start.revision);
    expect(reads.at(-1)!.snapped).toHaveLength(30);
  });
});

describe('what is on the team alone', () => {
  // Project A: the client is a Member who adds a task, the guest a Guest with one task assigned to them.
  const setUp = async () => {
    const created = (
      await call('POST', '/projects/', admin, {
        name: 'Team Only Yard',
        client: t.fixture.people.ann,
        project_types: [1],
        closing_date: '2027-01-01',
        members: [
          { person: t.fixture.accounts.client, state: 3 },
          { person: t.fixture.accounts.guest, state: 4 },
        ],
      })
    ).body as { id: number; members: { id: number; person: number }[] };
    const cols = (await call('GET', `/projects/columns/?project=${created.id}`, admin)).body as { id: number }[];
    const add = async (who: { authorization: string }, title: string, assignees: number[] = []) =>
      (
        (await call('POST', '/tasks/', who, { title, project: created.id, column: cols[0]!.id, assignees })).body as {
          id: number;
        }
      ).id;
    const membershipOf = (person: number) => created.members.find((member) => member.person === person)!.id;
    return { id: created.id, cols, add, membershipOf };
  };

  it('a creator or an assignee removed from the team no longer reads, edits, moves or submits the task, nor edits or deletes their comments', async () => {
    const yard = await setUp();
    const own = await yard.add(client, 'Mine while on the team');
    const comment = await call('POST', '/tasks/comments/', client, { text: 'Written while on the team', task: own });
    expect(comment.status).toBe(201);
    const commentId = (comment.body as { id: number }).id;
    const assigned = await yard.add(admin, 'Assigned to the guest', [t.fixture.accounts.guest]);
    expect((await call('GET', `/tasks/${own}/`, client)).status).toBe(200);
    expect((await call('GET', `/tasks/${assigned}/`, guest)).status).toBe(200);
    for (const person of [t.fixture.accounts.client, t.fixture.accounts.guest])
      expect((await call('DELETE', `/projects/memberships/${yard.membershipOf(person)}/`, admin)).status).toBe(204);

    expect((await call('GET', `/tasks/${own}/`, client)).status).toBe(403);
    expect((await call('PATCH', `/tasks/${own}/`, client, { title: 'Still mine?' })).status).toBe(403);
    expect((await call('PATCH', `/tasks/${own}/`, client, { column: yard.cols[1]!.id })).status).toBe(403);
    expect((await call('POST', `/tasks/${own}/submit/`, client)).status).toBe(403);
    expect((await call('GET', `/tasks/comments/?task=${own}`, client)).status).toBe(403);
    expect((await call('PATCH', `/tasks/comments/${commentId}/`, client, { text: 'Rewritten after' })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/tasks/comments/${commentId}/`, client)).status).toBe(403);
    expect((await call('GET', `/tasks/${assigned}/`, guest)).status).toBe(403);
    // Nor in the lists (My Tasks, the calendar).
    const listed = (await call('GET', `/tasks/?assignees=${t.fixture.accounts.guest}&limit=1000`, guest)).body as {
      results: { id: number }[];
    };
    expect(listed.results.map((task) => task.id)).not.toContain(assigned);
    // Nothing was changed by the refused writes.
    expect((await call('GET', `/tasks/comments/?task=${own}`, admin)).body).toMatchObject({
      results: [{ id: commentId, text: 'Written while on the team' }],
    });
    expect((await call('GET', `/tasks/${own}/`, admin)).body).toMatchObject({
      title: 'Mine while on the team',
      column: yard.cols[0]!.id,
      state: 1,
    });
  });

  it("a guest's columns count only the tasks assigned to them; the board revision is the team's", async () => {
    const yard = await setUp();
    await yard.add(admin, 'Not the guest’s');
    await yard.add(admin, 'Not the guest’s either');
    await yard.add(admin, 'The guest’s', [t.fixture.accounts.guest]);
    const counts = async (who: { authorization: string }) =>
      ((await call('GET', `/projects/columns/?project=${yard.id}`, who)).body as { progress: { total: number } }[]).map(
        (column) => column.progress.total,
      );
    expect(await counts(admin)).toEqual([3, 0, 0, 0, 0]);
    expect(await counts(client)).toEqual([3, 0, 0, 0, 0]);
    expect(await counts(guest)).toEqual([1, 0, 0, 0, 0]);

    const revisionFor = async (headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: `/api/tasks/?project=${yard.id}`, headers })).headers['board-revision'];
    expect(await revisionFor(guest)).toBeDefined();
    expect(
      (await call('DELETE', `/projects/memberships/${yard.membershipOf(t.fixture.accounts.guest)}/`, admin)).status,
    ).toBe(204);
    expect(await revisionFor(guest)).toBeUndefined();
    expect(await revisionFor(admin)).toBeDefined();
  });
});

describe('the tasks list', () => {
  it("takes a day (YYYY-MM-DD, the API's dates) as a due-date bound, counted whole, as well as a date-time", async () => {
    const due = [
      '2030-03-09T23:59:00.000Z',
      '2030-03-10T00:00:00.000Z',
      '2030-03-10T18:30:00.000Z',
      '2030-03-11T00:00:00.000Z',
    ];
    const ids: number[] = [];
    for (const [index, due_date] of due.entries()) {
      const created = await call('POST', '/tasks/', admin, {
        title: `Due bound ${index}`,
        project,
        column: columns[0]!.id,
        due_date,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push((created.body as { id: number }).id);
    }
    const found = async (query: string) => {
      const answer = await call('GET', `/tasks/?project=${project}&limit=10000&${query}`, admin);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { results: { id: number }[] }).results
        .map((task) => task.id)
        .filter((id) => ids.includes(id))
        .sort((a, b) => a - b);
    };
    expect(await found('due_date__gte=2030-03-10&due_date__lte=2030-03-10')).toEqual([ids[1], ids[2]]);
    expect(await found('due_date__gte=2030-03-10')).toEqual([ids[1], ids[2], ids[3]]);
    expect(await found('due_date__lte=2030-03-09')).toEqual([ids[0]]);
    expect(await found('due_date__gte=2030-03-10T12:00:00Z&due_date__lte=2030-03-11T00:00:00Z')).toEqual([
      ids[2],
      ids[3],
    ]);
    expect((await call('GET', '/tasks/?due_date__gte=10-03-2030', admin)).status).toBe(400);
  });
});
