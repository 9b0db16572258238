import { Membership, Project, ProjectPage, ProviderRelation } from '@ft8/contract/project';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from './answers.js';
import { api, demo, get, signIn } from './client.js';
import { createCapitalProvider, createPerson, unique } from './records.js';

type ProjectJson = { id: number; name: string; members: { id: number; person: number; state: number }[] };

let staff: string;
/** The staff user as an owner of the projects it creates: a team is managed by its owners and admins. */
let ownedByStaff: { members: { person: number; state: number }[] };
let client: { token: string; id: number };
let contact: number;
/** The word in this file's project names and tags. */
const word = unique('prj');
beforeAll(async () => {
  const user = await signIn('user');
  staff = user.token;
  ownedByStaff = { members: [{ person: user.user.id, state: 1 }] };
  const signedIn = await signIn('client');
  client = { token: signedIn.token, id: signedIn.user.id };
  contact = (await createPerson(staff)).id;
});

describe('projects/', () => {
  it('creates a project, pages it, and a client sees it only once on its team', async () => {
    const created = await api<ProjectJson>('POST', 'projects/', {
      token: staff,
      body: {
        name: `Contract Quay ${word}`,
        client: contact,
        project_types: [1],
        closing_date: '2027-06-30',
        fees: 2,
        ...ownedByStaff,
      },
    });
    expect(created.status, created.text).toBe(201);
    expectAnswer(Project, created.body);
    const page = await get<{ results: ProjectJson[] }>(`projects/?search=quay%20${word}&limit=10`, staff);
    expectAnswer(ProjectPage, page.body);
    expect(page.body.results.map((row) => row.id)).toEqual([created.body.id]);

    expect((await get(`projects/${created.body.id}/`, client.token)).status).toBe(403);
    const added = await api('POST', 'projects/memberships/', {
      token: staff,
      body: { project: created.body.id, person: client.id, state: 2 },
    });
    expect(added.status, added.text).toBe(201);
    expectAnswer(Membership, added.body);
    const seen = await get<ProjectJson>(`projects/${created.body.id}/`, client.token);
    expect(seen.status).toBe(200);
    expect(seen.body.members.map((member) => member.person)).toContain(client.id);
    expect(
      (await api('PATCH', `projects/${created.body.id}/`, { token: client.token, body: { name: 'x' } })).status,
    ).toBe(403);
    expect((await api('DELETE', `projects/${created.body.id}/`, { token: staff })).status).toBe(204);
    expect((await get(`projects/${created.body.id}/`, staff)).status).toBe(404);
  });

  it('keeps transaction_sub_types and tags (lowercased, each once), and utils/tags/ offers a project tag', async () => {
    type Tagged = ProjectJson & { transaction_sub_types: number[]; tags: string[] };
    const created = await api<Tagged>('POST', 'projects/', {
      token: staff,
      body: {
        name: `Contract Tagged ${word}`,
        client: contact,
        project_types: [1],
        closing_date: '2027-06-30',
        transaction_sub_types: [2],
        tags: [`Dock ${word}`, ` dock ${word.toUpperCase()} `, 'Phase 1'],
      },
    });
    expect(created.status, created.text).toBe(201);
    expectAnswer(Project, created.body);
    expect(created.body).toMatchObject({ transaction_sub_types: [2], tags: [`dock ${word}`, 'phase 1'] });
    const tags = await get<{ name: string }[]>('utils/tags/', staff);
    expect(tags.body.map((tag) => tag.name)).toContain(`dock ${word}`);
    const patched = await api<Tagged>('PATCH', `projects/${created.body.id}/`, {
      token: staff,
      body: { tags: ['x'.repeat(101)] },
    });
    expect(patched).toMatchObject({
      status: 400,
      body: { tags: ['Ensure each tag has no more than 100 characters.'] },
    });
    expect((await api('DELETE', `projects/${created.body.id}/`, { token: staff })).status).toBe(204);
  });
});

describe('projects/providers/', () => {
  it('adds a capital provider to a project, and refuses a contact who is none with a field error', async () => {
    const created = await api<ProjectJson>('POST', 'projects/', {
      token: staff,
      body: { name: `Contract Provider ${word}`, client: contact, project_types: [1], closing_date: '2027-06-30' },
    });
    expect(created.status, created.text).toBe(201);
    const provider = (await createCapitalProvider(staff)).person;
    const other = await createPerson(staff);
    const add = (person: number) =>
      api('POST', 'projects/providers/', { token: staff, body: { project: created.body.id, person } });
    const added = await add(provider.id);
    expect(added.status, added.text).toBe(201);
    expectAnswer(ProviderRelation, added.body);
    expect(await add(other.id)).toMatchObject({
      status: 400,
      body: { person: [`Only capital providers can be added to a project: ${other.full_name} is not one.`] },
    });
    expect((await api('DELETE', `projects/${created.body.id}/`, { token: staff })).status).toBe(204);
  });
});

describe('projects/?email_to=', () => {
  // The stacks of `pnpm test` connect Outlook through the sandbox; an api with real mail says so (auth.test.ts).
  it.skipIf(process.env.CONTRACT_REAL_MAIL === '1')(
    "lists the projects on whose team the address's contact is, for staff with Outlook only",
    async () => {
      expect((await get('auth/login_with_ms/?state=/', staff)).status).toBe(302); // connects the sandbox's Outlook
      // Two projects of this test's, the client's contact on the team of the first only.
      const [created, outside] = await Promise.all(
        ['Team', 'Outside'].map(async (name) => {
          const made = await api<ProjectJson>('POST', 'projects/', {
            token: staff,
            body: {
              name: `Contract Email ${word} ${name}`,
              client: contact,
              project_types: [1],
              closing_date: '2027-06-30',
              ...ownedByStaff,
            },
          });
          expect(made.status, made.text).toBe(201);
          return made;
        }),
      );
      const added = await api('POST', 'projects/memberships/', {
        token: staff,
        body: { project: created!.body.id, person: client.id, state: 2 },
      });
      expect(added.status, added.text).toBe(201);
      const listed = await get<{ results: ProjectJson[] }>(
        `projects/?email_to=${encodeURIComponent(demo.client)}&search=email%20${word}&limit=100`,
        staff,
      );
      expect(listed.status, listed.text).toBe(200);
      expectAnswer(ProjectPage, listed.body);
      const rows = listed.body.results;
      expect(rows.map((row) => row.id)).toEqual([created!.body.id]);
      expect(rows[0]!.members.map((member) => member.person)).toContain(client.id);
      expect((await get(`projects/?email_to=${encodeURIComponent(demo.client)}`, client.token)).status).toBe(403);
      for (const project of [created!, outside!])
        expect((await api('DELETE', `projects/${project.body.id}/`, { token: staff })).status).toBe(204);
    },
  );
});
