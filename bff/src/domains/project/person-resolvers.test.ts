import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const CARDS = `query ($id: ID!) { person(id: $id) {
  id projects { id name status { id name } } tasks { id title state projectId projectName dueDate } } }`;

type RestProject = { id: number; name: string; client: number | null; status: number; members: { person: number }[] };
type RestTask = { id: number; title: string; state: number; project: number; due_date: string | null };
const STATES: Record<number, string> = { 1: 'TO_DO', 2: 'SUBMITTED', 3: 'APPROVED' };

async function rest<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Token ${token}` } });
  return (await answer.json()) as T;
}

describe("a contact's projects and tasks (the contact screen's cards)", () => {
  let bff: TestBff;
  let admin: string;
  /** A word only this file's people, projects and tasks hold. */
  let word: string;
  /** This file's four contacts: Ann and Bob (staff), Cy (a client), Di (on nothing). */
  let people: number[];
  /** Per contact, the names of the projects they are on (by name) and the titles of their tasks (by due date). */
  let expectedProjects: string[][];
  let expectedTasks: string[][];
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    word = `cards${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    people = [];
    for (const [first, profile] of [
      ['Ann', 2],
      ['Bob', 2],
      ['Cy', 3],
      ['Di', 2],
    ] as const) {
      const person = await restCall<{ id: number }>('POST', 'people/', admin, {
        first_name: first,
        last_name: word,
        company: `Company ${word}`,
        profile_type: profile,
        emails: [{ email: `${first.toLowerCase()}.${word}@bff.test`, label: 'Work' }],
      });
      people.push(person.id);
    }
    const [ann, bob, cy] = people as [number, number, number];
    // Three projects, created out of name order: Cedar (Ann its client, Bob a member of its team), Alder (Bob its
    // client, Ann an owner and Cy a client on its team), Birch (Cy its client, no team).
    const project = async (
      name: string,
      client: number,
      status: number,
      members: { person: number; state: number }[],
    ) =>
      (
        await restCall<{ id: number }>('POST', 'projects/', admin, {
          name: `${name} ${word}`,
          client,
          status,
          project_types: [1],
          closing_date: '2027-09-30',
          members,
        })
      ).id;
    const cedar = await project('Cedar', ann, 1, [{ person: bob, state: 3 }]);
    const alder = await project('Alder', bob, 2, [
      { person: ann, state: 1 },
      { person: cy, state: 2 },
    ]);
    await project('Birch', cy, 3, []);
    // Tasks on Cedar and Alder, due out of creation order (one not at all), some submitted or approved.
    const column = async (id: number) =>
      (await restCall<{ id: number }[]>('GET', `projects/columns/?project=${id}`, admin))[0]!.id;
    const columns = { [cedar]: await column(cedar), [alder]: await column(alder) };
    for (const [title, on, due, assignees, state] of [
      ['One', cedar, '2027-03-01T09:00:00Z', [ann, bob], 1],
      ['Two', cedar, '2027-01-01T09:00:00Z', [ann], 3],
      ['Three', alder, null, [bob], 2],
      ['Four', alder, '2027-02-01T09:00:00Z', [ann, cy], 2],
      ['Five', alder, '2027-04-01T09:00:00Z', [cy], 3],
    ] as const) {
      const task = await restCall<{ id: number }>('POST', 'tasks/', admin, {
        title: `${title} ${word}`,
        project: on,
        column: columns[on],
        due_date: due,
        assignees,
      });
      if (state > 1) await restCall('POST', `tasks/${task.id}/submit/`, admin, {});
      if (state > 2) await restCall('POST', `tasks/${task.id}/approve/`, admin, {});
    }
    const named = (names: string) => names.split(' ').filter(Boolean);
    expectedProjects = ['Alder Cedar', 'Alder Cedar', 'Alder Birch', ''].map((names) =>
      named(names).map((name) => `${name} ${word}`),
    );
    expectedTasks = ['Two Four One', 'One Three', 'Four Five', ''].map((titles) =>
      named(titles).map((title) => `${title} ${word}`),
    );
  });
  afterAll(() => bff.close());

  it("lists the projects each contact is on, team or client, as REST's member= filter does, by name", async () => {
    const lookups = await rest<{ project_status_types: { id: number; name: string }[] }>(admin, 'utils/types/');
    for (const [index, id] of people.entries()) {
      const expected = await rest<{ results: RestProject[] }>(
        admin,
        `projects/?member=${id}&ordering=name&limit=10000`,
      );
      expect(expected.results.map((project) => project.name)).toEqual(expectedProjects[index]);
      const { body } = await gql(bff, CARDS, { token: admin, variables: { id: String(id) } });
      expect(body.errors).toBeUndefined();
      const person = body.data?.person as { projects: { id: string; name: string; status: { name: string } }[] };
      expect(person.projects.map((project) => [Number(project.id), project.name, project.status.name])).toEqual(
        expected.results.map((project) => [
          project.id,
          project.name,
          lookups.project_status_types.find((status) => status.id === project.status)?.name,
        ]),
      );
      for (const project of expected.results)
        expect(project.client === id || project.members.some((member) => member.person === id)).toBe(true);
    }
  });

  it('lists the tasks assigned to each contact with their state, as REST tasks/?assignees= does', async () => {
    for (const [index, id] of people.entries()) {
      const expected = await rest<{ results: RestTask[] }>(
        admin,
        `tasks/?assignees=${id}&ordering=due_date&limit=10000`,
      );
      expect(expected.results.map((task) => task.title)).toEqual(expectedTasks[index]);
      const { body } = await gql(bff, CARDS, { token: admin, variables: { id: String(id) } });
      expect(body.errors).toBeUndefined();
      const person = body.data?.person as {
        tasks: { id: string; title: string; state: string; projectId: string; dueDate: string | null }[];
      };
      expect(
        person.tasks.map((task) => [Number(task.id), task.title, task.state, Number(task.projectId), task.dueDate]),
      ).toEqual(expected.results.map((task) => [task.id, task.title, STATES[task.state], task.project, task.due_date]));
    }
    // Every state is shown: Ann's tasks are approved, submitted and to do.
    const { body } = await gql(bff, CARDS, { token: admin, variables: { id: String(people[0]) } });
    expect((body.data?.person as { tasks: { state: string }[] }).tasks.map((task) => task.state)).toEqual([
      'APPROVED',
      'SUBMITTED',
      'TO_DO',
    ]);
  });

  it('reads each once per contact per operation, however often the fields are asked for', async () => {
    const [first, second] = people;
    const { body } = await gql(
      bff,
      `query ($a: ID!, $b: ID!) {
        a: person(id: $a) { projects { id } again: projects { id } tasks { id } }
        b: person(id: $b) { projects { id } tasks { id } }
        c: person(id: $a) { projects { id } tasks { id } } }`,
      { token: admin, variables: { a: String(first), b: String(second) } },
    );
    expect(body.errors).toBeUndefined();
    const paths = (body.extensions?.restCalls ?? []).map((call) => call.path);
    expect(paths.filter((path) => path.startsWith('projects/?'))).toHaveLength(2);
    expect(paths.filter((path) => path.startsWith('tasks/?'))).toHaveLength(2);
  });
});
