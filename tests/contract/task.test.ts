import { Column, Columns } from '@ft8/contract/project';
import { Comment, Task, TaskPage } from '@ft8/contract/task';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, type PageJson } from './answers.js';
import { api, get, signIn } from './client.js';
import { createPerson } from './records.js';

type TaskJson = { id: number; column: number; position: number; state: number };

let staff: string;
let project: number;
let columns: { id: number; name: string }[];
beforeAll(async () => {
  staff = (await signIn('user')).token;
  const contact = (await createPerson(staff)).id;
  const created = await api<{ id: number }>('POST', 'projects/', {
    token: staff,
    body: { name: 'Contract Board', client: contact, project_types: [2], closing_date: '2027-09-30' },
  });
  project = created.body.id;
  columns = (await get<{ id: number; name: string }[]>(`projects/columns/?project=${project}`, staff)).body;
});

describe('the board over HTTP', () => {
  it('answers the columns, adds and moves tasks in a kept order, and walks a task through its states', async () => {
    expectAnswer(Columns, columns);
    expect(columns.map((column) => column.name)).toEqual([
      'Analysing',
      'Mandated',
      'Capital Provider Outreach',
      'Closing Process',
      'Completion',
    ]);
    const add = async (title: string) => {
      const response = await api<TaskJson>('POST', 'tasks/', {
        token: staff,
        body: { title, project, column: columns[0]!.id, due_date: '2027-01-15T10:00:00.000Z' },
      });
      expect(response.status, response.text).toBe(201);
      expectAnswer(Task, response.body);
      return response.body;
    };
    const first = await add('First');
    const second = await add('Second');
    expect(second.position).toBe(1);
    const moved = await api<TaskJson>('PATCH', `tasks/${second.id}/`, { token: staff, body: { position: 0 } });
    expect(moved.body.position).toBe(0);
    const board = await get<PageJson>(`tasks/?project=${project}&limit=10000`, staff);
    expectAnswer(TaskPage, board.body);
    expect(board.body.results.map((task) => task.id)).toEqual([second.id, first.id]);

    expect((await api<TaskJson>('POST', `tasks/${first.id}/submit/`, { token: staff })).body.state).toBe(2);
    expect((await api<TaskJson>('POST', `tasks/${first.id}/approve/`, { token: staff })).body.state).toBe(3);
    const column = await api('PATCH', `projects/columns/${columns[0]!.id}/`, {
      token: staff,
      body: { name: 'Screening' },
    });
    expectAnswer(Column, column.body);
    expect(column.body).toMatchObject({ name: 'Screening', progress: { total: 2, approved: 1 } });

    const comment = await api('POST', 'tasks/comments/', {
      token: staff,
      body: { text: 'Looks good', task: first.id },
    });
    expect(comment.status).toBe(201);
    expectAnswer(Comment, comment.body);
  });

  it('adds and removes assignees by difference (extension): two additions at once both stay', async () => {
    const [first, second, third] = (await Promise.all([1, 2, 3].map(() => createPerson(staff)))).map(
      (person) => person.id,
    ) as [number, number, number];
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const created = await api<TaskJson>('POST', 'tasks/', {
      token: staff,
      body: { title: 'Assigned by difference', project, column: columns[1]!.id, assignees: [first] },
    });
    const path = `tasks/${created.body.id}/`;
    const added = await Promise.all(
      [second, third].map((person) => api('PATCH', path, { token: staff, body: { add_assignees: [person] } })),
    );
    for (const answer of added) expectAnswer(Task, answer.body);
    expect(sorted((await get<{ assignees: number[] }>(path, staff)).body.assignees)).toEqual(
      sorted([first, second, third]),
    );
    const removed = await api<{ assignees: number[] }>('PATCH', path, {
      token: staff,
      body: { remove_assignees: [first] },
    });
    expect(sorted(removed.body.assignees)).toEqual(sorted([second, third]));
    const both = await api('PATCH', path, { token: staff, body: { assignees: [first], add_assignees: [second] } });
    expect(both.status).toBe(400);
  });
});
