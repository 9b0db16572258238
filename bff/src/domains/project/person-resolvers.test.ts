import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ADMIN_EMAIL, gql, restToken, startBff, type TestBff } from '../../test/bff.js';

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
  let people: number[];
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    // Everyone on a project (team or client), and everyone assigned a task.
    const projects = await rest<{ results: RestProject[] }>(admin, 'projects/?limit=10000');
    const tasks = await rest<{ results: { assignees: number[] }[] }>(admin, 'tasks/?limit=10000');
    people = [
      ...new Set([
        ...projects.results.flatMap((project) => [
          ...(project.client ? [project.client] : []),
          ...project.members.map((member) => member.person),
        ]),
        ...tasks.results.flatMap((task) => task.assignees),
      ]),
    ];
  });
  afterAll(() => bff.close());

  it("lists the projects each contact is on, team or client, as REST's member= filter does, by name", async () => {
    expect(people.length).toBeGreaterThan(3);
    const lookups = await rest<{ project_status_types: { id: number; name: string }[] }>(admin, 'utils/types/');
    for (const id of people) {
      // REST and the bff read again until they agree: other test files add projects to the same api meanwhile.
      let expected = { results: [] as RestProject[] };
      await vi.waitFor(
        async () => {
          expected = await rest<{ results: RestProject[] }>(admin, `projects/?member=${id}&ordering=name&limit=10000`);
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
        },
        { timeout: 10_000, interval: 200 },
      );
      for (const project of expected.results)
        expect(project.client === id || project.members.some((member) => member.person === id)).toBe(true);
    }
  });

  it('lists the tasks assigned to each contact with their state, as REST tasks/?assignees= does', async () => {
    for (const id of people)
      // Read again until they agree, as for the projects: other test files rename and move the same demo tasks
      // meanwhile (a fresh-clone CI run read "Collect KYC for the borrower (6)" from REST and "(7)" from the bff).
      await vi.waitFor(
        async () => {
          const expected = await rest<{ results: RestTask[] }>(
            admin,
            `tasks/?assignees=${id}&ordering=due_date&limit=10000`,
          );
          const { body } = await gql(bff, CARDS, { token: admin, variables: { id: String(id) } });
          const person = body.data?.person as {
            tasks: { id: string; title: string; state: string; projectId: string }[];
          };
          expect(person.tasks.map((task) => [Number(task.id), task.title, task.state, Number(task.projectId)])).toEqual(
            expected.results.map((task) => [task.id, task.title, STATES[task.state], task.project]),
          );
        },
        { timeout: 10_000, interval: 200 },
      );
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
