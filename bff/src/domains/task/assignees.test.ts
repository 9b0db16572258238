import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, USER_EMAIL, gql, restCall, restToken, startBff, wsClient, type TestBff } from '../../test/bff.js';

// `updateTask` with `addAssigneeIds`/`removeAssigneeIds`: sent to the api as a difference, so that two people assigning
// at once both keep theirs, and the board's events carry the task as the api answered it.

const UPDATE = `mutation ($input: UpdateTaskInput!) { updateTask(input: $input) {
  task { id assignees { id } } userErrors { field message } } }`;
const EVENTS = `subscription ($id: ID!) { boardChanged(projectId: $id) { kind sequence task { id assignees { id } } } }`;

type Payload = { task: { id: string; assignees: { id: string }[] } | null; userErrors: { field: string | null }[] };
type Pushed = { kind: string; sequence: number; task: { id: string; assignees: { id: string }[] } | null };

const ids = (people: { id: string }[]) => people.map((person) => Number(person.id)).sort((a, b) => a - b);

describe('updateTask by difference', () => {
  let bff: TestBff;
  let admin: string;
  let user: string;
  let project: number;
  let column: number;
  let people: number[];
  beforeAll(async () => {
    bff = await startBff();
    [admin, user] = await Promise.all([restToken(ADMIN_EMAIL), restToken(USER_EMAIL)]);
    // Seven contacts of its own (the first the deal's client and every task's first assignee) and a board of its own.
    const stamp = `asg${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    people = [];
    for (let index = 0; index < 7; index++)
      people.push(
        (
          await restCall<{ id: number }>('POST', 'people/', admin, {
            first_name: `Assignee${index}`,
            last_name: stamp,
            company: `Assignees ${stamp}`,
            profile_type: 2,
            emails: [{ email: `assignee${index}.${stamp}@bff.test`, label: 'Work' }],
          })
        ).id,
      );
    project = (
      await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `Assignees Yard ${stamp}`,
        client: people[0],
        project_types: [1],
        closing_date: '2027-06-30',
      })
    ).id;
    column = (await restCall<{ id: number }[]>('GET', `projects/columns/?project=${project}`, admin))[0]!.id;
  });
  afterAll(async () => {
    await restCall('DELETE', `projects/${project}/`, admin);
    await bff.close();
  });

  const update = async (token: string, input: Record<string, unknown>) =>
    (await gql(bff, UPDATE, { token, variables: { input } })).body.data?.updateTask as Payload;

  it('keeps both people when two add different assignees at once, and its last event holds them all', async () => {
    const socket = wsClient(bff, { token: admin });
    const pushed: Pushed[] = [];
    const dispose = socket.subscribe(
      { query: EVENTS, variables: { id: String(project) } },
      {
        next: (result) => pushed.push((result.data as { boardChanged: Pushed }).boardChanged),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      for (let round = 0; round < 3; round++) {
        const task = await restCall<{ id: number }>('POST', 'tasks/', admin, {
          title: `Round ${round}`,
          project,
          column,
          assignees: [people[0]],
        });
        const [first, second] = [people[1 + 2 * round]!, people[2 + 2 * round]!];
        const answers = await Promise.all([
          update(admin, { id: String(task.id), addAssigneeIds: [String(first)] }),
          update(user, { id: String(task.id), addAssigneeIds: [String(second)] }),
        ]);
        expect(answers.map((answer) => answer.userErrors)).toEqual([[], []]);
        const rest = await restCall<{ assignees: number[] }>('GET', `tasks/${task.id}/`, admin);
        expect([...rest.assignees].sort((a, b) => a - b)).toEqual([people[0]!, first, second].sort((a, b) => a - b));
        // The later of the two events is the task after both writes (each event is the api's answer).
        const updates = () =>
          pushed.filter((event) => event.kind === 'TASK_UPDATED' && event.task?.id === String(task.id));
        for (const deadline = Date.now() + 8_000; updates().length < 2; await new Promise((r) => setTimeout(r, 20)))
          if (Date.now() > deadline) throw new Error('no two TASK_UPDATED events within 8 s');
        const last = updates().reduce((a, b) => (b.sequence > a.sequence ? b : a));
        expect(ids(last.task!.assignees)).toEqual([...rest.assignees].sort((a, b) => a - b));

        const removed = await update(user, { id: String(task.id), removeAssigneeIds: [String(people[0])] });
        expect(ids(removed.task!.assignees)).toEqual([first, second].sort((a, b) => a - b));
      }
    } finally {
      dispose();
      await socket.dispose();
    }
  });

  it('names the input field in userErrors, and refuses the whole list beside a difference', async () => {
    const task = await restCall<{ id: number }>('POST', 'tasks/', admin, { title: 'Errors', project, column });
    const id = String(task.id);
    expect(await update(admin, { id, addAssigneeIds: ['x'], removeAssigneeIds: ['2'] })).toEqual({
      task: null,
      userErrors: [{ field: 'addAssigneeIds', message: 'A valid integer is required.' }],
    });
    expect(await update(admin, { id, addAssigneeIds: ['999999'] })).toEqual({
      task: null,
      userErrors: [{ field: 'addAssigneeIds', message: 'Invalid pk "999999" - object does not exist.' }],
    });
    expect(await update(admin, { id, removeAssigneeIds: ['999999'] })).toEqual({
      task: null,
      userErrors: [{ field: 'removeAssigneeIds', message: 'Invalid pk "999999" - object does not exist.' }],
    });
    const both = await update(admin, { id, assigneeIds: [String(people[0])], addAssigneeIds: [String(people[1])] });
    expect(both.task).toBeNull();
    expect(both.userErrors).toEqual([{ field: null, message: expect.stringMatching(/not both/) as string }]);
  });
});
