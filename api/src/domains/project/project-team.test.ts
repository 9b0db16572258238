import { membershipStates } from '@ft8/contract/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardRevisions } from '../../test-support/board-revisions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { apiCaller, type ProjectDto } from './test-projects.js';

// A project's team: who may manage it, what an owner from outside the firm reaches, the board's revision, merges.
// In order: the assignment test at the end counts on the client made an owner of the deal earlier in this file.

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
});
