import { membershipStates } from '@ft8/contract/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { apiCaller, type ProjectDto } from './test-projects.js';

// Reading, listing, creating, replacing and deleting projects, their capital providers and their notes. The team
// and who may manage it: project-team.test.ts; the CSV import: project-import.test.ts.

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
let client: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  client = await t.signIn('client@ft8.test');
});
afterAll(() => t.close());

const call = apiCaller(() => t);

describe('projects', () => {
  it("a project's capital providers are read by staff and its owners only, its notes by all but guests", async () => {
    const guest = await t.signIn('guest@ft8.test');
    const { deal } = t.fixture.domains.project;
    const note = await call('POST', '/notes/projects/', admin, { project: deal, text: 'Lender shortlist agreed' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    type Read = {
      provider_relations: unknown[];
      cp_summary: Record<string, number>;
      notes: unknown[];
      name: string;
      members: { id: number; person: number; state: number }[];
    };
    const asAdmin = (await call('GET', `/projects/${deal}/`, admin)).body as Read;
    expect(asAdmin.provider_relations.length).toBeGreaterThan(0);
    expect(asAdmin.notes.length).toBeGreaterThan(0);
    expect(Object.keys(asAdmin.cp_summary).length).toBeGreaterThan(0);
    const hidden = { provider_relations: [], cp_summary: {} };
    // Every way a project is read, in each state the demo client can hold on the team.
    const reads = async (headers: { authorization: string }) => [
      (await call('GET', `/projects/${deal}/`, headers)).body as Read,
      ((await call('GET', '/projects/', headers)).body as { results: (Read & { id: number })[] }).results.find(
        (row) => row.id === deal,
      )!,
      ((await call('GET', `/projects/details/${deal}/`, headers)).body as Read[])[0]!,
    ];
    const clientId = (await call('GET', '/auth/me/', client)).body as { id: number };
    const membership = asAdmin.members.find((member) => member.person === clientId.id)!;
    const expected = [
      [membershipStates.client, { ...hidden, notes: asAdmin.notes }],
      [membershipStates.member, { ...hidden, notes: asAdmin.notes }],
      [membershipStates.owner, { provider_relations: asAdmin.provider_relations, notes: asAdmin.notes }],
    ] as const;
    try {
      for (const [state, visible] of expected) {
        const changed = await call('PATCH', `/projects/memberships/${membership.id}/`, admin, { state });
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        for (const read of await reads(client))
          expect(read, `state ${state}`).toMatchObject({ name: asAdmin.name, ...visible });
      }
    } finally {
      await call('PATCH', `/projects/memberships/${membership.id}/`, admin, { state: membership.state });
    }
    for (const read of await reads(guest)) expect(read).toMatchObject({ name: asAdmin.name, ...hidden, notes: [] });
    const noteId = (note.body as { id: number }).id;
    expect((await call('DELETE', `/notes/projects/${noteId}/`, admin)).status).toBe(204);
  });

  it('refuses a project without its required fields, with DRF messages per field', async () => {
    expect(await call('POST', '/projects/', admin, { name: ' ', project_types: [], client: 999999 })).toEqual({
      status: 400,
      body: {
        name: ['This field may not be blank.'],
        closing_date: ['This field is required.'],
        project_types: ['Select at least one project type.'],
        client: ['Invalid pk "999999" - object does not exist.'],
      },
    });
    expect((await call('POST', '/projects/', admin, { asset_types: [999] })).body).toMatchObject({
      asset_types: ['Invalid pk "999" - object does not exist.'],
    });
    // A date that does not exist is a 400, not a database error.
    const badDate = await call('POST', '/projects/', admin, {
      name: 'X',
      client: t.fixture.people.bob,
      project_types: [1],
      closing_date: '2026-02-30',
    });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body as object)).toEqual(['closing_date']);
    // Money and percent take two decimals: a third is refused (DRF's DecimalField), where it was rounded away.
    const twoDecimals = ['Ensure that there are no more than 2 decimal places.'];
    const threeDecimals = await call('POST', '/projects/', admin, {
      name: 'Three Decimals',
      client: t.fixture.people.bob,
      project_types: [1],
      closing_date: '2027-02-27',
      capital_required: 1.234,
      fees: 1.005,
    });
    expect(threeDecimals).toEqual({ status: 400, body: { capital_required: twoDecimals, fees: twoDecimals } });
    const { deal } = t.fixture.domains.project;
    const before = (await call('GET', `/projects/${deal}/`, admin)).body as { recent_valuation: number };
    expect((await call('PATCH', `/projects/${deal}/`, admin, { recent_valuation: 10.999 })).body).toEqual({
      recent_valuation: twoDecimals,
    });
    expect((await call('GET', `/projects/${deal}/`, admin)).body).toMatchObject({
      recent_valuation: before.recent_valuation,
    });
    // Two decimals that are not exact in binary pass (1.15 * 100 is 114.99999999999999).
    const exact = await call('PATCH', `/projects/${deal}/`, admin, { term_sheet_fee: 1.15, fees: 0.29 });
    expect(exact.body).toMatchObject({ term_sheet_fee: 1.15, fees: 0.29 });
  });

  it('replaces a project with PUT, which needs every required field, and PATCH, which needs none', async () => {
    const created = await call('POST', '/projects/', admin, {
      name: 'Put target',
      client: t.fixture.people.bob,
      project_types: [1],
      closing_date: '2027-01-31',
    });
    const id = (created.body as ProjectDto).id;
    expect(await call('PUT', `/projects/${id}/`, admin, { name: 'Only a name' })).toEqual({
      status: 400,
      body: {
        client: ['This field is required.'],
        closing_date: ['This field is required.'],
        project_types: ['This field is required.'],
      },
    });
    expect((await call('GET', `/projects/${id}/`, admin)).body).toMatchObject({ name: 'Put target' });
    const put = await call('PUT', `/projects/${id}/`, admin, {
      name: 'Put whole',
      client: t.fixture.people.bob,
      project_types: [2],
      closing_date: '2027-02-28',
    });
    expect(put).toMatchObject({
      status: 200,
      body: { id, name: 'Put whole', project_types: [2], closing_date: '2027-02-28' },
    });
    expect((await call('GET', `/projects/${id}/`, admin)).body).toMatchObject({
      name: 'Put whole',
      project_types: [2],
    });
    expect(await call('PATCH', `/projects/${id}/`, admin, { name: 'Patched' })).toMatchObject({ status: 200 });
    expect((await call('PUT', `/projects/${id}/`, client, { name: 'Mine' })).status).toBe(403);
    expect(
      (
        await call('PUT', '/projects/99999999/', admin, {
          name: 'X',
          client: t.fixture.people.bob,
          project_types: [1],
          closing_date: '2027-01-31',
        })
      ).status,
    ).toBe(404);
  });

  it('creates a project with the universal owners as owners, derived fees, and lists it for staff only', async () => {
    await t.database.db
      .updateTable('person')
      .set({ is_universal_owner: true })
      .where('id', '=', t.fixture.accounts.admin)
      .execute();
    const created = await call('POST', '/projects/', user, {
      name: 'Harbour Point Bridge',
      client: t.fixture.people.bob,
      project_types: [2],
      asset_types: [1, 3],
      closing_date: '2027-03-31',
      capital_required: 2_500_000,
      fees: 1.5,
      term_sheet_fee: 10_000,
      members: [{ person: t.fixture.accounts.user, state: 3 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const project = created.body as ProjectDto;
    expect(project).toMatchObject({
      client: t.fixture.people.bob,
      project_types: [2],
      success_fee: 37_500,
      total_fees: 47_500,
    });
    expect(project.members.map((member) => [member.person, member.state])).toEqual([
      [t.fixture.accounts.admin, 1],
      [t.fixture.accounts.user, 3],
    ]);
    expect((await call('GET', `/projects/${project.id}/`, user)).body).toEqual(project);
    const staffList = (await call('GET', '/projects/?search=harbour', admin)).body as { results: ProjectDto[] };
    expect(staffList.results.map((row) => row.id)).toEqual([project.id]);
    // The client account is on the fixture's deal only.
    const clientList = (await call('GET', '/projects/', client)).body as { count: number; results: ProjectDto[] };
    expect(clientList.results.map((row) => row.id)).toEqual([t.fixture.domains.project.deal]);
    expect((await call('GET', `/projects/${project.id}/`, client)).status).toBe(403);
    // My Projects: staff's own, by their team; a client's list is theirs whatever `mine` says.
    const userMine = (await call('GET', '/projects/?mine=true&limit=1000', user)).body as { results: ProjectDto[] };
    expect(userMine.results.map((row) => row.id)).toContain(project.id);
    expect(
      userMine.results.every((row) => row.members.some((member) => member.person === t.fixture.accounts.user)),
    ).toBe(true);
    const clientMine = (await call('GET', '/projects/?mine=false', client)).body as { results: ProjectDto[] };
    expect(clientMine.results.map((row) => row.id)).toEqual([t.fixture.domains.project.deal]);
  });

  it("lists the projects a contact is on, on the team or as the client (member=, the contact's Projects card)", async () => {
    const { ann, bob, carol } = t.fixture.people;
    const created = await call('POST', '/projects/', admin, {
      name: 'Member Filter Wharf',
      client: carol,
      project_types: [1],
      closing_date: '2027-06-30',
      members: [{ person: ann, state: 3 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const project = created.body as ProjectDto;
    const on = async (person: number, headers = admin) =>
      ((await call('GET', `/projects/?member=${person}&limit=1000`, headers)).body as { results: ProjectDto[] })
        .results;
    // Carol is the client only, Ann a team member only; Bob is neither.
    expect((await on(carol)).map((row) => row.id)).toContain(project.id);
    expect((await on(ann)).map((row) => row.id)).toContain(project.id);
    expect((await on(bob)).map((row) => row.id)).not.toContain(project.id);
    const all = (await call('GET', '/projects/?limit=1000', admin)).body as { results: ProjectDto[] };
    for (const person of [ann, bob, carol, t.fixture.accounts.user])
      expect((await on(person)).map((row) => row.id)).toEqual(
        all.results
          .filter((row) => row.client === person || row.members.some((member) => member.person === person))
          .map((row) => row.id),
      );
    // A client's list stays theirs: the filter only narrows it.
    expect(await on(carol, client)).toEqual([]);
    expect((await call('GET', '/projects/?member=0', admin)).status).toBe(400);
  });
});

describe('capital providers and assignment', () => {
  type Relation = { id: number; person: number; state: number; company: string | null; notes: string | null };
  type WithProviders = ProjectDto & { provider_relations: Relation[]; cp_summary: Record<string, number> };

  it('adds only capital providers, changes one or many states with a refreshed cp_summary, and keeps notes with their times', async () => {
    const { ann, bob, carol } = t.fixture.people;
    const project = (
      (
        await call('POST', '/projects/', admin, {
          name: 'Provider Court',
          client: ann,
          project_types: [1],
          closing_date: '2027-05-01',
        })
      ).body as ProjectDto
    ).id;
    // Bob is a developer, not a capital provider (no capital-provider category): refused, and not added.
    expect(await call('POST', '/projects/providers/', user, { project, person: bob })).toEqual({
      status: 400,
      body: { person: ['Only capital providers can be added to a project: Bob Jones is not one.'] },
    });
    expect(await call('POST', '/projects/providers/', user, { project, person: 99999999 })).toEqual({
      status: 400,
      body: { person: ['Invalid pk "99999999" - object does not exist.'] },
    });
    // Carol becomes one with an Investor category: the same rule as the people list's is_capital_provider filter.
    expect((await call('PATCH', `/people/${carol}/`, admin, { categories: [6, 2] })).status).toBe(200);
    const providers = (await call('GET', '/people/?is_capital_provider=true&limit=1000', admin)).body as {
      results: { id: number }[];
    };
    expect(providers.results.map((row) => row.id)).toEqual(expect.arrayContaining([ann, carol]));
    expect(providers.results.map((row) => row.id)).not.toContain(bob);
    const add = async (person: number) => {
      const added = await call('POST', '/projects/providers/', user, { project, person });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return added.body as Relation;
    };
    const [first, second] = [await add(ann), await add(carol)];
    expect(first).toMatchObject({ person: ann, state: 1, company: 'Acme Capital' });
    expect((await call('POST', '/projects/providers/', user, { project, person: ann })).body).toEqual({
      person: ['This contact is a provider of the project already.'],
    });
    expect(
      (await call('POST', `/projects/${project}/capital_provider/`, user, { ids: [first.id, second.id], state: 3 }))
        .body,
    ).toEqual({ ids: [first.id, second.id].sort((a, b) => a - b), state: 3, cp_summary: { Negotiating: 2 } });
    const noted = (
      await call('PATCH', `/projects/providers/${second.id}/`, user, { state: 5, notes: 'Passed: too small' })
    ).body as Relation & { notes_created_at: string };
    expect(noted).toMatchObject({ state: 5, notes: 'Passed: too small' });
    expect(noted.notes_created_at).toEqual(expect.any(String));
    const detail = (await call('GET', `/projects/${project}/`, user)).body as WithProviders;
    expect(detail.cp_summary).toEqual({ Negotiating: 1, Rejected: 1 });
    expect(detail.provider_relations.map((row) => row.person)).toEqual([ann, carol]);
    // The client is not on this team: no provider changes.
    expect((await call('PATCH', `/projects/providers/${first.id}/`, client, { state: 4 })).status).toBe(403);
  });

  it('deletes several projects for staff, none for a client who owns none of them', async () => {
    const make = async (name: string) =>
      (
        (
          await call('POST', '/projects/', admin, {
            name,
            client: t.fixture.people.ann,
            project_types: [1],
            closing_date: '2027-01-01',
          })
        ).body as ProjectDto
      ).id;
    const ids = [await make('Gone One'), await make('Gone Two')];
    expect((await call('DELETE', '/projects/multiple/', client, { ids })).status).toBe(403);
    expect((await call('DELETE', '/projects/multiple/', admin, { ids })).body).toEqual({ deleted: ids });
    expect((await call('GET', `/projects/${ids[0]}/`, admin)).status).toBe(404);
  });
});

describe('notes on a project', () => {
  it('are added by its board, shown newest first, changed by their writer or full access only', async () => {
    const { deal } = t.fixture.domains.project;
    const older = await call('POST', '/notes/projects/', admin, { text: 'Kick-off held', project: deal });
    expect(older.status, JSON.stringify(older.body)).toBe(201);
    const newer = (await call('POST', '/notes/projects/', user, { text: 'Valuation booked', project: deal })).body as {
      id: number;
      project: number;
    };
    expect(newer.project).toBe(deal);
    expect(
      ((await call('GET', `/projects/${deal}/`, admin)).body as { notes: { text: string }[] }).notes.map(
        (note) => note.text,
      ),
    ).toEqual(['Valuation booked', 'Kick-off held']);
    expect((await call('POST', '/notes/projects/', admin, { text: ' ', project: deal })).body).toEqual({
      text: ['This field may not be blank.'],
    });
    const edited = await call('PATCH', `/notes/projects/${newer.id}/`, user, { text: 'Valuation booked for Monday' });
    expect((edited.body as { text: string }).text).toBe('Valuation booked for Monday');
    expect((await call('DELETE', `/notes/projects/${newer.id}/`, admin)).status).toBe(204);
    expect((await call('DELETE', `/notes/projects/${newer.id}/`, admin)).status).toBe(404);
  });
});
