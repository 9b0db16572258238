import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// A task's assignees changed by difference (`add_assignees`, `remove_assignees`, an extension of the spec's
// `PATCH tasks/{id}/`): two people assigning at once both keep theirs, under the rules the whole list has.

type TaskDto = { id: number; assignees: number[] };

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let client: { authorization: string };
let guest: { authorization: string };
let project: number;
let column: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  client = await t.signIn('client@ft8.test');
  guest = await t.signIn('guest@ft8.test');
  const { accounts, people } = t.fixture;
  // The client account owns this deal (full access, outside the firm); Bob is on its team, Carol is not.
  const created = await call('POST', '/projects/', admin, {
    name: 'Assignee Row',
    client: people.ann,
    project_types: [1],
    closing_date: '2027-01-01',
    members: [
      { person: accounts.client, state: 1 },
      { person: people.bob, state: 3 },
      { person: accounts.guest, state: 4 },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  project = (created.body as { id: number }).id;
  column = ((await call('GET', `/projects/columns/?project=${project}`, admin)).body as { id: number }[])[0]!.id;
});
afterAll(() => t.close());

const call: TestApp['call'] = (...args) => t.call(...args);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const invalid = (id: number) => `Invalid pk "${id}" - object does not exist.`;

async function newTask(assignees: number[]) {
  const created = await call('POST', '/tasks/', admin, { title: 'Collect the KYC', project, column, assignees });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as TaskDto).id;
}
const assigneesOf = async (task: number) =>
  sorted(((await call('GET', `/tasks/${task}/`, admin)).body as TaskDto).assignees);

describe('assignees by difference', () => {
  it('keeps both people when two add different assignees at once, round after round', async () => {
    const { accounts, people } = t.fixture;
    const pool = [accounts.user, accounts.client, accounts.guest, people.bob, people.carol, people.ann];
    for (let round = 0; round < 6; round++) {
      const task = await newTask([accounts.admin]);
      const [first, second] = [pool[round]!, pool[(round + 1) % pool.length]!];
      const answers = await Promise.all([
        call('PATCH', `/tasks/${task}/`, admin, { add_assignees: [first] }),
        call('PATCH', `/tasks/${task}/`, user, { add_assignees: [second] }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      // Each answer is the task after its own write: it holds that write's person.
      expect((answers[0].body as TaskDto).assignees).toContain(first);
      expect((answers[1].body as TaskDto).assignees).toContain(second);
      expect(await assigneesOf(task)).toEqual(sorted([accounts.admin, first, second]));

      // One removes while another adds: both land.
      const third = pool[(round + 2) % pool.length]!;
      const mixed = await Promise.all([
        call('PATCH', `/tasks/${task}/`, admin, { remove_assignees: [accounts.admin] }),
        call('PATCH', `/tasks/${task}/`, user, { add_assignees: [third], title: `Collect the KYC ${round}` }),
      ]);
      expect(mixed.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await assigneesOf(task)).toEqual(sorted([first, second, third]));
    }
  });

  it('adds one already assigned once, removes one not assigned as nothing, and still takes the whole list', async () => {
    const { accounts, people } = t.fixture;
    const task = await newTask([accounts.admin, people.bob]);
    const again = await call('PATCH', `/tasks/${task}/`, admin, {
      add_assignees: [people.bob, people.bob],
      remove_assignees: [people.carol],
    });
    expect(again.status).toBe(200);
    expect(sorted((again.body as TaskDto).assignees)).toEqual(sorted([accounts.admin, people.bob]));
    // The spec's whole list replaces the assignees, as before.
    const replaced = await call('PATCH', `/tasks/${task}/`, admin, { assignees: [people.carol] });
    expect((replaced.body as TaskDto).assignees).toEqual([people.carol]);
  });

  it('refuses unknown or deleted people, the whole list beside a difference, and one person both added and removed', async () => {
    const { accounts, people } = t.fixture;
    const task = await newTask([accounts.admin]);
    const patch = (body: object, as = admin) => call('PATCH', `/tasks/${task}/`, as, body);
    expect(await patch({ add_assignees: [999_999, accounts.user] })).toEqual({
      status: 400,
      body: { add_assignees: [invalid(999_999)] },
    });
    // A deleted contact is not assigned anew (as with `assignees`).
    expect(await patch({ add_assignees: [people.dan] })).toEqual({
      status: 400,
      body: { add_assignees: [invalid(people.dan)] },
    });
    expect(await patch({ assignees: [people.dan] })).toEqual({
      status: 400,
      body: { assignees: [invalid(people.dan)] },
    });
    expect(await patch({ remove_assignees: [999_999] })).toEqual({
      status: 400,
      body: { remove_assignees: [invalid(999_999)] },
    });
    const both = await patch({ assignees: [accounts.user], add_assignees: [people.bob] });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ non_field_errors: [expect.stringMatching(/assignees .* not both/)] });
    expect(await patch({ add_assignees: [people.bob], remove_assignees: [people.bob] })).toEqual({
      status: 400,
      body: { remove_assignees: [`${people.bob} is also in add_assignees.`] },
    });
    expect((await patch({ add_assignees: 'x' })).status).toBe(400);
    // Nothing of the refused writes landed.
    expect(await assigneesOf(task)).toEqual([accounts.admin]);
  });

  it('lets someone outside the firm assign only the team, and no one without edit access', async () => {
    const { accounts, people } = t.fixture;
    const task = await newTask([accounts.admin]);
    // The client owns the deal: Bob (on the team) yes, Carol (not on it) no, as with the whole list.
    expect(await call('PATCH', `/tasks/${task}/`, client, { add_assignees: [people.carol] })).toEqual({
      status: 400,
      body: { add_assignees: [invalid(people.carol)] },
    });
    expect(await call('PATCH', `/tasks/${task}/`, client, { assignees: [accounts.admin, people.carol] })).toEqual({
      status: 400,
      body: { assignees: [invalid(people.carol)] },
    });
    const added = await call('PATCH', `/tasks/${task}/`, client, { add_assignees: [people.bob] });
    expect(added.status).toBe(200);
    // Staff may assign anyone.
    expect((await call('PATCH', `/tasks/${task}/`, user, { add_assignees: [people.carol] })).status).toBe(200);
    // The guest is assigned, so sees the task, but may not change it.
    expect((await call('PATCH', `/tasks/${task}/`, admin, { add_assignees: [accounts.guest] })).status).toBe(200);
    expect((await call('PATCH', `/tasks/${task}/`, guest, { remove_assignees: [accounts.admin] })).status).toBe(403);
    expect((await call('PATCH', `/tasks/${task}/`, guest, { add_assignees: [accounts.guest] })).status).toBe(403);
    expect(await assigneesOf(task)).toEqual(sorted([accounts.admin, accounts.guest, people.bob, people.carol]));
  });
});
