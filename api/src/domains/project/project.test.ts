import { membershipStates } from '@ft8/contract/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardRevisions } from '../../test-support/board-revisions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

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

type ProjectDto = {
  id: number;
  name: string;
  client: number | null;
  project_types: number[];
  success_fee: number;
  total_fees: number;
  members: { id: number; person: number; state: number }[];
};
const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: { authorization: string },
  payload?: object,
) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};

describe('projects', () => {
  it("an owner from outside the firm assigns only the team, and keeps the project's client", async () => {
    const guest = await t.signIn('guest@ft8.test');
    const { deal } = t.fixture.domains.project;
    const project = (await call('GET', `/projects/${deal}/`, admin)).body as {
      client: number;
      name: string;
      members: { id: number; person: number; state: number }[];
    };
    const guestId = t.fixture.accounts.guest;
    const membership = project.members.find((member) => member.person === guestId)!;
    const teamMate = project.members.find((member) => member.person !== guestId)!.person;
    const outsider = (
      (await call('GET', '/people/?limit=200', admin)).body as { results: { id: number }[] }
    ).results.find((person) => !project.members.some((member) => member.person === person.id))!.id;
    const columns = (await call('GET', `/projects/columns/?project=${deal}`, admin)).body as { id: number }[];
    const task = (await call('POST', '/tasks/', admin, { title: 'Owner test', project: deal, column: columns[0]!.id }))
      .body as { id: number };
    expect((await call('PATCH', `/projects/memberships/${membership.id}/`, admin, { state: 1 })).status).toBe(200);
    try {
      const outside = await call('PATCH', `/tasks/${task.id}/`, guest, { assignees: [outsider] });
      expect(outside).toEqual({
        status: 400,
        body: { assignees: [`Invalid pk "${outsider}" - object does not exist.`] },
      });
      const created = await call('POST', '/tasks/', guest, {
        title: 'Owner adds',
        project: deal,
        column: columns[0]!.id,
        assignees: [outsider],
      });
      expect(created.status).toBe(400);
      expect((await call('PATCH', `/tasks/${task.id}/`, guest, { assignees: [teamMate] })).status).toBe(200);
      // Staff assign as before.
      expect((await call('PATCH', `/tasks/${task.id}/`, admin, { assignees: [teamMate, outsider] })).status).toBe(200);

      const client = await call('PATCH', `/projects/${deal}/`, guest, { client: outsider });
      expect(client).toEqual({ status: 403, body: { detail: "Only the firm's staff can change a project's client." } });
      const same = await call('PATCH', `/projects/${deal}/`, guest, { client: project.client, name: project.name });
      expect(same.status, JSON.stringify(same.body)).toBe(200);
    } finally {
      await call('PATCH', `/projects/memberships/${membership.id}/`, admin, { state: membership.state });
      await call('DELETE', `/tasks/${task.id}/`, admin);
    }
  });

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

  it('lets an owner who is not staff edit the project and its team, and a member or client not', async () => {
    const { deal } = t.fixture.domains.project;
    const clientAccount = t.fixture.accounts.client;
    expect((await call('PATCH', `/projects/${deal}/`, client, { name: 'Mine now' })).status).toBe(403);
    const detail = (await call('GET', `/projects/${deal}/`, admin)).body as ProjectDto;
    const membership = detail.members.find((member) => member.person === clientAccount)!;
    expect((await call('PATCH', `/projects/memberships/${membership.id}/`, client, { state: 1 })).status).toBe(403);
    expect((await call('PATCH', `/projects/memberships/${membership.id}/`, admin, { state: 1 })).body).toEqual({
      ...membership,
      state: 1,
    });
    // An owner now: edits the project and manages its team (staff add people from the directory).
    expect((await call('PATCH', `/projects/${deal}/`, client, { status: 2 })).status).toBe(200);
    const added = await call('POST', '/projects/memberships/', admin, {
      project: deal,
      person: t.fixture.people.carol,
      state: 3,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(
      (await call('PATCH', `/projects/memberships/${(added.body as { id: number }).id}/`, client, { state: 1 })).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/projects/memberships/', client, {
          project: deal,
          person: t.fixture.people.carol,
          state: 3,
        })
      ).body,
    ).toEqual({ person: ['This person is already on the team.'] });
    expect((await call('DELETE', `/projects/memberships/${(added.body as { id: number }).id}/`, client)).status).toBe(
      204,
    );
  });

  it('does not let an owner from outside the firm read the contact directory through the team, assign or providers', async () => {
    const { ann, bob, carol } = t.fixture.people;
    const project = (
      (
        await call('POST', '/projects/', admin, {
          name: `Directory kept ${Date.now()}`,
          client: ann,
          project_types: [1],
          closing_date: '2027-06-01',
        })
      ).body as ProjectDto
    ).id;
    const owner = await call('POST', '/projects/memberships/', admin, {
      project,
      person: t.fixture.accounts.client,
      state: membershipStates.owner,
    });
    expect(owner.status).toBe(201);
    // Carol has not accepted her invite and Bob is no capital provider: each refusal named them to anyone who asked.
    expect(await call('POST', '/projects/memberships/', client, { project, person: carol, state: 3 })).toEqual({
      status: 400,
      body: { person: [`Invalid pk "${carol}" - object does not exist.`] },
    });
    expect(await call('POST', `/projects/${project}/assign/?people=${carol}`, client)).toEqual({
      status: 400,
      body: { people: [`Invalid pk "${carol}" - object does not exist.`] },
    });
    expect(await call('POST', '/projects/providers/', client, { project, person: bob })).toEqual({
      status: 400,
      body: { person: [`Invalid pk "${bob}" - object does not exist.`] },
    });
    const refused = (await call('GET', `/projects/${project}/`, admin)).body as ProjectDto & {
      provider_relations: unknown[];
    };
    expect(refused.members.map((member) => member.person)).not.toContain(carol);
    expect(refused.provider_relations).toEqual([]);
    // Staff still add from the whole directory, and see why they may not.
    expect((await call('POST', `/projects/${project}/assign/?people=${carol}`, admin)).body).toEqual({
      people: ['Only contacts who accepted their invite can join a project: Carol Smithson.'],
    });
    expect((await call('POST', '/projects/memberships/', admin, { project, person: bob, state: 3 })).status).toBe(201);
    // Someone on the team is within the owner's reach.
    expect((await call('POST', '/projects/memberships/', client, { project, person: bob, state: 3 })).body).toEqual({
      person: ['This person is already on the team.'],
    });
    expect((await call('DELETE', `/projects/${project}/`, admin)).status).toBe(204);
  });

  it("keeps a project's team to its admins and owners: a staff user who is a member (or not on it) may not manage it", async () => {
    const { ann, bob, carol } = t.fixture.people;
    const userAccount = t.fixture.accounts.user;
    const created = await call('POST', '/projects/', admin, {
      name: 'Team kept by its owners',
      client: ann,
      project_types: [1],
      closing_date: '2027-01-31',
      members: [{ person: userAccount, state: 3 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const project = (created.body as ProjectDto).id;
    const memberOf = async (person: number) =>
      ((await call('GET', `/projects/${project}/`, admin)).body as ProjectDto).members.find(
        (member) => member.person === person,
      )!;
    const mine = await memberOf(userAccount);
    // A member of the team: not themselves Owner, not another member added, changed or removed.
    expect((await call('PATCH', `/projects/memberships/${mine.id}/`, user, { state: 1 })).status).toBe(403);
    expect((await call('POST', '/projects/memberships/', user, { project, person: bob, state: 1 })).status).toBe(403);
    const bobs = await call('POST', '/projects/memberships/', admin, { project, person: bob, state: 3 });
    expect(bobs.status).toBe(201);
    const bobId = (bobs.body as { id: number }).id;
    expect((await call('PATCH', `/projects/memberships/${bobId}/`, user, { state: 1 })).status).toBe(403);
    expect((await call('DELETE', `/projects/memberships/${bobId}/`, user)).status).toBe(403);
    expect((await memberOf(userAccount)).state).toBe(3);
    expect((await memberOf(bob)).state).toBe(3);
    // Off the team altogether: the same.
    expect((await call('DELETE', `/projects/memberships/${mine.id}/`, admin)).status).toBe(204);
    expect((await call('POST', '/projects/memberships/', user, { project, person: carol, state: 3 })).status).toBe(403);
    // Made an owner by an admin: they manage it.
    const owner = await call('POST', '/projects/memberships/', admin, { project, person: userAccount, state: 1 });
    expect(owner.status).toBe(201);
    expect((await call('PATCH', `/projects/memberships/${bobId}/`, user, { state: 1 })).status).toBe(200);
    expect((await call('POST', '/projects/memberships/', user, { project, person: carol, state: 3 })).status).toBe(201);
    expect((await call('DELETE', `/projects/memberships/${bobId}/`, user)).status).toBe(204);
  });

  it('gives the board a new revision when its name or its team changes, and none for a save that changes neither (open boards read it again)', async () => {
    const { ann, bob } = t.fixture.people;
    const created = await call('POST', '/projects/', admin, {
      name: 'Board of a team',
      client: ann,
      project_types: [1],
      closing_date: '2027-06-30',
    });
    const project = (created.body as { id: number }).id;
    // How many new revisions the board got since the last look.
    const revisions = await boardRevisions(t, project, admin);
    const bumps = () => revisions.bumps();

    // The rename's answer names the revision it made (the bff numbers its event with it); other saves name none.
    const saved = async (payload: object) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/projects/${project}/`,
        headers: admin,
        payload,
      });
      return [response.statusCode, response.headers['board-revision']];
    };
    expect(await saved({ name: 'Board of a team' })).toEqual([200, undefined]);
    expect(await saved({ closing_date: '2027-07-31' })).toEqual([200, undefined]);
    expect(await bumps()).toBe(0);
    expect(await saved({ name: 'Board of a new name' })).toEqual([200, String(revisions.seen + 1)]);
    expect(await bumps()).toBe(1);

    const added = await call('POST', '/projects/memberships/', admin, {
      project,
      person: bob,
      state: membershipStates.member,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await bumps()).toBe(1);
    const membership = (added.body as { id: number }).id;
    const again = await call('POST', '/projects/memberships/', admin, { project, person: bob, state: 3 });
    expect(again.status).toBe(400);
    expect(await bumps()).toBe(0);

    const made = (state: number) => call('PATCH', `/projects/memberships/${membership}/`, admin, { state });
    expect((await made(membershipStates.owner)).status).toBe(200);
    expect(await bumps()).toBe(1);
    expect((await made(membershipStates.owner)).status).toBe(200);
    expect(await bumps()).toBe(0);

    expect((await call('DELETE', `/projects/memberships/${membership}/`, admin)).status).toBe(204);
    expect(await bumps()).toBe(1);

    await t.database.db.updateTable('person').set({ invite_status: 2 }).where('id', '=', bob).execute();
    expect((await call('POST', `/projects/${project}/assign/?people=${bob}`, admin)).status).toBe(200);
    expect(await bumps()).toBe(1);
    expect((await call('POST', `/projects/${project}/assign/?people=${bob}`, admin)).status).toBe(200);
    expect(await bumps()).toBe(0);
  });

  it("keeps the universal owner's membership as it is", async () => {
    const { deal } = t.fixture.domains.project;
    await t.database.db
      .updateTable('person')
      .set({ is_universal_owner: true })
      .where('id', '=', t.fixture.accounts.admin)
      .execute();
    const detail = (await call('GET', `/projects/${deal}/`, admin)).body as ProjectDto;
    const owner = detail.members.find((member) => member.person === t.fixture.accounts.admin)!;
    expect(await call('DELETE', `/projects/memberships/${owner.id}/`, admin)).toEqual({
      status: 400,
      body: { non_field_errors: ["The universal owner's membership cannot change."] },
    });
  });

  it("moves a merged contact's memberships and client roles to the survivor, keeping the survivor's own", async () => {
    const { db } = t.database;
    const person = async (first: string) =>
      (
        await db
          .insertInto('person')
          .values({ first_name: first, last_name: 'Teamer', company: 'Merge Ltd', profile_type: 2 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [survivor, merged] = [await person('Survivor'), await person('Merged')];
    const created = (
      await call('POST', '/projects/', admin, {
        name: 'Merge Tower',
        client: merged,
        project_types: [1],
        closing_date: '2027-01-01',
        members: [
          { person: survivor, state: 3 },
          { person: merged, state: 1 },
        ],
      })
    ).body as ProjectDto;
    const second = (
      await call('POST', '/projects/', admin, {
        name: 'Merge Yard',
        client: survivor,
        project_types: [1],
        closing_date: '2027-01-01',
        members: [{ person: merged, state: 3 }],
      })
    ).body as ProjectDto;
    expect(
      (await call('PATCH', `/people/existing-duplicates/${survivor}/merge_from_people/?people=${merged}`, admin, {}))
        .status,
    ).toBe(200);
    const teamOf = async (id: number) =>
      ((await call('GET', `/projects/${id}/`, admin)).body as ProjectDto).members
        .filter((member) => [survivor, merged].includes(member.person))
        .map((member) => [member.person, member.state]);
    expect(((await call('GET', `/projects/${created.id}/`, admin)).body as ProjectDto).client).toBe(survivor);
    // The survivor was on the first team already: its own membership stays, the merged one stays behind.
    expect(await teamOf(created.id)).toEqual([
      [merged, 1],
      [survivor, 3],
    ]);
    expect(await teamOf(second.id)).toEqual([[survivor, 3]]);
    const [merge] = (await call('GET', `/people/${survivor}/merges/`, admin)).body as { id: number }[];
    expect((await call('POST', `/people/merges/${merge!.id}/undo/`, admin, {})).status).toBe(200);
    expect(((await call('GET', `/projects/${created.id}/`, admin)).body as ProjectDto).client).toBe(merged);
    expect(await teamOf(second.id)).toEqual([[merged, 3]]);
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

  it('assigns only contacts who accepted their invite, each in the state their type gives', async () => {
    const { deal } = t.fixture.domains.project;
    const { bob, carol } = t.fixture.people;
    await t.database.db.updateTable('person').set({ invite_status: 2 }).where('id', '=', bob).execute();
    expect(await call('POST', `/projects/${deal}/assign/?people=${bob},${carol}`, admin)).toEqual({
      status: 400,
      body: { people: ['Only contacts who accepted their invite can join a project: Carol Smithson.'] },
    });
    const team = (await call('POST', `/projects/${deal}/assign/?people=${bob}`, admin)).body as ProjectDto['members'];
    expect(team.find((member) => member.person === bob)?.state).toBe(3);
    const assignable = (await call('GET', '/projects/assignable/', admin)).body as { id: number }[];
    expect(assignable.map((row) => row.id)).toContain(deal);
    // The client was made an owner of the deal above, and owns nothing else: only the deal to assign to.
    expect(
      ((await call('GET', '/projects/assignable/', client)).body as { id: number }[]).map((row) => row.id),
    ).toEqual([deal]);
    const details = (await call('GET', `/projects/details/${deal},${t.fixture.domains.project.other}/`, client))
      .body as ProjectDto[];
    expect(details.map((row) => row.id)).toEqual([deal]);
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

describe('POST projects/importCsv/', () => {
  /** Posts the CSV as the page's upload does (multipart field `file`), as `who`. */
  const importCsv = (csv: string, who: { authorization: string } = admin) => {
    const boundary = '----ft8projects';
    return t.app.inject({
      method: 'POST',
      url: '/api/projects/importCsv/',
      headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="projects.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
  };

  it('a file broken after projects were created keeps them and reports from which line it was not read', async () => {
    const stamp = Date.now().toString(36);
    // Padded lines: the parser reads ahead, so the break is met some lines after the first projects are written.
    const lines = Array.from(
      { length: 30 },
      (_, i) => `Broken Quay ${stamp} ${i},ann@acme.test,Development,2027-04-30,${'x'.repeat(8_000)}`,
    );
    const csv = ['Project Name,Client Email,Project Type,Closing Date,Notes', ...lines, '"Unclosed,ann@acme.test'].join(
      '\n',
    );
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json<{ created: { name: string }[]; failed_lines: { line: number; reason: string }[] }>();
    expect(outcome.failed_lines).toHaveLength(1);
    expect(outcome.failed_lines[0]!.reason).toMatch(
      /^The file is not a valid CSV \(.+\): this line and those after it were not read\.$/,
    );
    expect(outcome.created.length).toBeGreaterThan(0);
    expect(outcome.created).toHaveLength(outcome.failed_lines[0]!.line - 2);
    const listed = (await call('GET', `/projects/?search=${encodeURIComponent(`"broken quay ${stamp}"`)}`, admin))
      .body as {
      count: number;
    };
    expect(listed.count).toBe(outcome.created.length);
  });

  it('reports a line with a NUL, an amount beyond the column or a name too long as failed, and imports the others', async () => {
    const stamp = Date.now().toString(36);
    const csv = [
      'Project Name,Client Email,Project Type,Capital Required,Closing Date',
      `Before ${stamp},ann@acme.test,Development,100,2027-04-30`,
      `Nul\u0000 ${stamp},ann@acme.test,Development,100,2027-04-30`,
      `Huge ${stamp},ann@acme.test,Development,1e20,2027-04-30`,
      `Huger ${stamp},ann@acme.test,Development,99999999999999999999,2027-04-30`,
      `After ${stamp},ann@acme.test,Development,99999999999999,2027-04-30`,
      `${'L'.repeat(501)},ann@acme.test,Development,1,2027-04-30`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ created: { name: string }[]; failed_lines: unknown[] }>();
    expect(result.created.map((row) => row.name)).toEqual([`Before ${stamp}`, `After ${stamp}`]);
    const tooMuch = 'capital_required: Ensure this value is less than or equal to 99999999999999.';
    expect(result.failed_lines).toEqual([
      { line: 3, reason: 'Null characters are not allowed.' },
      { line: 4, reason: tooMuch },
      { line: 5, reason: tooMuch },
      // Cut to 500 characters before; the form refuses it.
      { line: 7, reason: 'name: Ensure this field has no more than 500 characters.' },
    ]);
  });

  it('creates the good lines as the page would and reports each failed line with its number and why', async () => {
    const csv = [
      'Project Name,Client Email,Project Type,Asset Types,Status,Capital Required,Fees,Closing Date',
      'Canal Yard,ann@acme.test,Development,Office; Retail,Mandated,"2,500,000.50",1.5,2027-04-30',
      'No Client,nobody@nowhere.test,Development,,,100,1,2027-04-30',
      'Bad Type,ann@acme.test,Castle,,,1.234,1,2027-02-30',
      ',bob@zeta.test,Investment,,,,,2027-01-01',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ created: { id: number; name: string }[]; failed_lines: unknown[] }>();
    expect(result.created.map((row) => row.name)).toEqual(['Canal Yard']);
    expect(result.failed_lines).toEqual([
      { line: 3, reason: 'client: No contact has the email nobody@nowhere.test.' },
      {
        line: 4,
        reason:
          'project_types: "Castle" is not a valid choice.; capital_required: Ensure that there are no more than 2 decimal places.; closing_date: Date has wrong format. Use YYYY-MM-DD.',
      },
      { line: 5, reason: 'name: This field is required.' },
    ]);
    const project = (await call('GET', `/projects/${result.created[0]!.id}/`, admin)).body as ProjectDto & {
      status: number;
      asset_types: number[];
      capital_required: number;
    };
    expect(project).toMatchObject({
      client: t.fixture.people.ann,
      status: 2,
      project_types: [3],
      capital_required: 2_500_000.5,
    });
    expect(project.asset_types).toHaveLength(2);
  });

  it('counts a line naming a project its client has already as a duplicate, from the database or an earlier line', async () => {
    const imported = async (csv: string) => {
      const response = await importCsv(csv);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ created: { name: string }[]; duplicate: number; failed_lines: unknown[] }>();
    };
    const header = 'Project Name,Client Email,Project Type,Closing Date';
    const first = await imported(
      [header, 'Dock Lane,ann@acme.test,Development,2027-04-30', 'DOCK LANE,ann@acme.test,Development,2027-05-31'].join(
        '\n',
      ),
    );
    expect(first).toMatchObject({ created: [{ name: 'Dock Lane' }], duplicate: 1, failed_lines: [] });
    // Again: the project is there now; another client's project of that name is not a duplicate.
    const again = await imported(
      [header, 'Dock Lane,ann@acme.test,Development,2027-04-30', 'Dock Lane,bob@zeta.test,Development,2027-04-30'].join(
        '\n',
      ),
    );
    expect(again).toMatchObject({ created: [{ name: 'Dock Lane' }], duplicate: 1, failed_lines: [] });
    const named = (await call('GET', '/projects/?search=Dock%20Lane', admin)).body as { count: number };
    expect(named.count).toBe(2);
  });

  it('refuses a file without the required columns, and clients', async () => {
    const csv = 'Name,Client\nX,ann@acme.test\n';
    const refused = await importCsv(csv);
    expect(refused.json()).toEqual({ file: ['The CSV header must name the columns project_types, closing_date.'] });
    expect((await importCsv(csv, client)).statusCode).toBe(403);
  });
});
