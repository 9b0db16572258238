import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardRevisions } from '../../test-support/board-revisions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { contactManagementCalls, type Person } from './test-contacts.js';

// Merging contacts and undoing the merge: what moves to the survivor, the boards that name them, and when an undo is
// refused (a contact deleted for good, or changed, since).

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
});
afterAll(() => t.close());

const { call, detail, createContact } = contactManagementCalls(
  () => t,
  () => admin,
);

describe('merge and undo', () => {
  it('moves notes to the survivor, soft-deletes the others, and the undo puts everything back as it was', async () => {
    const survivor = await createContact('Jane', 'Austen', 'Pemberley Estates', 'jane@pemberley.test', 'Survivor note');
    const other = await createContact('Jane', 'Austin', 'Pemberley Estates', 'j.austen@home.test', 'Merged note');
    const beforeSurvivor = await detail(survivor);
    const beforeOther = await detail(other);

    const merged = await call('PATCH', `/people/existing-duplicates/${survivor}/merge_from_people/?people=${other}`, {
      last_name: 'Austen',
      job_title: 'Novelist',
      emails: [
        { email: 'jane@pemberley.test', label: 'Work' },
        { email: 'j.austen@home.test', label: 'Home' },
      ],
      tags: ['Writer', 'writer'],
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const afterSurvivor = await detail(survivor);
    expect(afterSurvivor.job_title).toBe('Novelist');
    expect(afterSurvivor.tags).toEqual(['writer']);
    expect(afterSurvivor.emails).toHaveLength(2);
    expect(afterSurvivor.notes!.map((note) => (note as unknown as { text: string }).text).sort()).toEqual([
      'Merged note',
      'Survivor note',
    ]);
    expect((await detail(other)).is_deleted).toBe(true);
    const deleted = (await call('GET', `/people/?is_deleted=true&id=${other}`)).body as { results: Person[] };
    expect(deleted.results.map((person) => person.id)).toEqual([other]);

    const merges = (await call('GET', `/people/${survivor}/merges/`)).body as {
      id: number;
      merged: number[];
      merged_names: string[];
    }[];
    expect(merges).toHaveLength(1);
    expect(merges[0]!.merged).toEqual([other]);
    expect(merges[0]!.merged_names).toEqual(['Jane Austin']);
    expect((await call('POST', `/people/merges/${merges[0]!.id}/undo/`, {}, user)).status).toBe(403);
    const undone = await call('POST', `/people/merges/${merges[0]!.id}/undo/`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await detail(survivor)).toEqual(beforeSurvivor);
    expect(await detail(other)).toEqual(beforeOther);
    expect((await call('GET', `/people/${survivor}/merges/`)).body).toEqual([]);
    expect((await call('POST', `/people/merges/${merges[0]!.id}/undo/`, {})).status).toBe(404);
  });

  it('gives the boards that name a contact (on a card or in the team) a new revision when a merge, its undo, a rename, a delete or a reactivation changes them (open boards read them again)', async () => {
    const survivor = await createContact('Ann', 'Board', 'Board Ltd', 'ann@board.test');
    const other = await createContact('Anne', 'Board', 'Board Ltd', 'anne@board.test');
    const project = await call('POST', '/projects/', {
      name: 'Board of a merge',
      client: survivor,
      project_types: [1],
      closing_date: '2027-06-30',
    });
    const projectId = (project.body as { id: number }).id;
    const [column] = (await call('GET', `/projects/columns/?project=${projectId}`)).body as { id: number }[];
    const task = await call('POST', '/tasks/', { title: 'Assigned task', project: projectId, column: column!.id });
    const taskId = (task.body as { id: number }).id;
    expect((await call('PATCH', `/tasks/${taskId}/`, { assignees: [other] })).status).toBe(200);
    // How many new revisions the board got since the last look.
    const revisions = await boardRevisions(t, projectId, admin);
    const bumps = () => revisions.bumps();

    const merged = await call(
      'PATCH',
      `/people/existing-duplicates/${survivor}/merge_from_people/?people=${other}`,
      {},
    );
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(((await call('GET', `/tasks/${taskId}/`)).body as { assignees: number[] }).assignees).toEqual([survivor]);
    expect(await bumps()).toBe(1);

    const [merge] = (await call('GET', `/people/${survivor}/merges/`)).body as { id: number }[];
    expect((await call('POST', `/people/merges/${merge!.id}/undo/`, {})).status).toBe(200);
    expect(((await call('GET', `/tasks/${taskId}/`)).body as { assignees: number[] }).assignees).toEqual([other]);
    expect(await bumps()).toBe(1);

    // A new name is on the cards too; a save that keeps the name is not a change of the board.
    expect((await call('PATCH', `/people/${other}/`, { first_name: ' Anna ' })).status).toBe(200);
    expect(await bumps()).toBe(1);
    expect(
      (await call('PATCH', `/people/${other}/`, { first_name: 'Anna', last_name: 'Board', city: 'Leeds' })).status,
    ).toBe(200);
    expect(await bumps()).toBe(0);

    // The team's names are on the board too.
    const teamMate = await createContact('Tess', 'Team', 'Board Ltd', 'tess@board.test');
    const joined = await call('POST', '/projects/memberships/', { project: projectId, person: teamMate, state: 3 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    await bumps();
    expect((await call('PATCH', `/people/${teamMate}/`, { last_name: 'Teams' })).status).toBe(200);
    expect(await bumps()).toBe(1);

    // A deleted assignee is flagged on the card: a delete, one or several at once, and a reactivation are changes too.
    const flagged = async () =>
      ((await call('GET', `/tasks/${taskId}/`)).body as { assignees_details: { is_deleted: boolean }[] })
        .assignees_details[0]!.is_deleted;
    expect((await call('DELETE', `/people/${other}/`)).status).toBe(204);
    expect([await flagged(), await bumps()]).toEqual([true, 1]);
    const reactivate = async () =>
      (await call('PATCH', `/people/update_multiple/?items=${other}`, { is_deleted: false })).status;
    expect(await reactivate()).toBe(200);
    expect([await flagged(), await bumps()]).toEqual([false, 1]);
    const deleteMany = await call('DELETE', '/people/multiple/', { ids: [other, survivor] });
    expect(deleteMany.status, JSON.stringify(deleteMany.body)).toBe(200);
    expect([await flagged(), await bumps()]).toEqual([true, 1]);
    expect(await reactivate()).toBe(200);
    expect((await call('PATCH', `/people/update_multiple/?items=${other}`, { is_deleted: true })).status).toBe(200);
    expect([await flagged(), await bumps()]).toEqual([true, 2]);
  });

  it('refuses merges without another current contact', async () => {
    const survivor = await createContact('Solo', 'Person', 'Alone Ltd', 'solo@alone.test');
    expect(
      (await call('PATCH', `/people/existing-duplicates/${survivor}/merge_from_people/?people=${survivor}`, {})).status,
    ).toBe(400);
    expect(
      (
        await call(
          'PATCH',
          `/people/existing-duplicates/${survivor}/merge_from_people/?people=${t.fixture.people.dan}`,
          {},
        )
      ).body,
    ).toEqual({ people: [`These contacts do not exist or are deleted: ${t.fixture.people.dan}.`] });
    expect(
      (await call('PATCH', `/people/existing-duplicates/999999/merge_from_people/?people=${survivor}`, {})).status,
    ).toBe(404);
  });
});

describe('a merge loses nothing', () => {
  const BOUNDARY = '----ft8merge';
  const upload = (person: number, name: string, bytes: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/people/${person}/files/`,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${bytes}\r\n--${BOUNDARY}--\r\n`,
      ),
    });

  it("moves the merged contact's files and notes to the survivor, which keep them when it is deleted for good", async () => {
    const a = await createContact('Florence', 'Nightingale', 'Scutari Care', 'fn@scutari.test', 'A note');
    const b = await createContact('Flo', 'Nightingale', 'Scutari Care', 'flo@scutari.test', 'B note');
    const uploaded = await upload(b, 'ledger.txt', 'lamp oil: 40 gallons');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [file] = uploaded.json<{ id: number; document: string }[]>();

    const merged = await call('PATCH', `/people/existing-duplicates/${a}/merge_from_people/?people=${b}`, {});
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const filesOf = async (id: number) =>
      ((await call('GET', `/people/${id}/files/`)).body as { id: number }[]).map((row) => row.id);
    expect(await filesOf(a)).toEqual([file!.id]);
    expect(await filesOf(b)).toEqual([]);

    expect((await call('DELETE', '/people/permanently_delete_multiple/', { ids: [b] })).status).toBe(204);
    expect((await call('GET', `/people/${b}/`)).status).toBe(404);
    expect(await filesOf(a)).toEqual([file!.id]);
    const download = await t.app.inject({ url: `/api/people/files/${file!.id}/download/`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('lamp oil: 40 gallons');
    expect(((await detail(a)).notes as unknown as { text: string }[]).map((note) => note.text).sort()).toEqual([
      'A note',
      'B note',
    ]);

    // With the merged contact gone for good, the merge cannot be undone: nothing to give its rows back to.
    expect((await call('GET', `/people/${a}/merges/`)).body).toEqual([]);
    const [record] = await t.database.db.selectFrom('person_merge').select('id').where('survivor_id', '=', a).execute();
    expect(await call('POST', `/people/merges/${record!.id}/undo/`, {})).toEqual({
      status: 400,
      body: { non_field_errors: ['A merged contact was deleted permanently since: this merge cannot be undone.'] },
    });
    expect(await filesOf(a)).toEqual([file!.id]);
  });

  it('refuses to undo a merge into a survivor deleted since, and undoes it once reactivated', async () => {
    const a = await createContact('Mary', 'Seacole', 'British Hotel', 'ms@hotel.test');
    const b = await createContact('Mary', 'Seacole', 'British Hotel', 'mary@hotel.test', 'B only');
    expect((await call('PATCH', `/people/existing-duplicates/${a}/merge_from_people/?people=${b}`, {})).status).toBe(
      200,
    );
    const [merge] = (await call('GET', `/people/${a}/merges/`)).body as { id: number }[];
    await t.database.db.updateTable('person').set({ is_deleted: true }).where('id', '=', a).execute();
    expect(await call('POST', `/people/merges/${merge!.id}/undo/`, {})).toEqual({
      status: 400,
      body: { non_field_errors: ['Reactivate this contact before undoing its merges.'] },
    });
    await t.database.db.updateTable('person').set({ is_deleted: false }).where('id', '=', a).execute();
    expect((await call('POST', `/people/merges/${merge!.id}/undo/`, {})).status).toBe(200);
    expect(((await detail(b)).notes as unknown as { text: string }[]).map((note) => note.text)).toEqual(['B only']);
  });

  it('refuses to undo a merge once the survivor was changed since (the undo would lose it); a delete and reactivation is no change', async () => {
    const a = await createContact('Ada', 'Lovelace', 'Analytical Engines', 'al@engines.test');
    const b = await createContact('Augusta', 'Lovelace', 'Analytical Engines', 'augusta@engines.test');
    expect((await call('PATCH', `/people/existing-duplicates/${a}/merge_from_people/?people=${b}`, {})).status).toBe(
      200,
    );
    const [merge] = (await call('GET', `/people/${a}/merges/`)).body as { id: number }[];
    // Deleted and reactivated over REST: nothing of the contact changed.
    expect((await call('DELETE', `/people/${a}/`)).status).toBe(204);
    expect((await call('PATCH', `/people/update_multiple/?items=${a}`, { is_deleted: false })).status).toBe(200);
    expect((await call('PATCH', `/people/${a}/`, { job_title: 'Head of Lending', tags: ['vip'] })).status).toBe(200);
    expect(await call('POST', `/people/merges/${merge!.id}/undo/`, {})).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          'This contact was changed after the merge: undoing it would lose those changes, so it cannot be undone.',
        ],
      },
    });
    expect((await detail(a)).job_title).toBe('Head of Lending');
    expect((await detail(b)).is_deleted).toBe(true);

    // Unchanged since its merge, a survivor's merge is undone (after a delete and reactivation too).
    const c = await createContact('Charles', 'Babbage', 'Difference Engines', 'cb@engines.test');
    const d = await createContact('Charlie', 'Babbage', 'Difference Engines', 'charlie@engines.test');
    expect((await call('PATCH', `/people/existing-duplicates/${c}/merge_from_people/?people=${d}`, {})).status).toBe(
      200,
    );
    const [other] = (await call('GET', `/people/${c}/merges/`)).body as { id: number }[];
    expect((await call('DELETE', `/people/${c}/`)).status).toBe(204);
    expect((await call('PATCH', `/people/update_multiple/?items=${c}`, { is_deleted: false })).status).toBe(200);
    expect((await call('POST', `/people/merges/${other!.id}/undo/`, {})).status).toBe(200);
    expect((await detail(d)).is_deleted).toBe(false);
  });

  it('does not reactivate a merged contact (the undo brings it back); once the merge is undone, nothing holds it', async () => {
    const a = await createContact('Edith', 'Cavell', 'Brussels Clinic', 'ec@clinic.test');
    const b = await createContact('Edie', 'Cavell', 'Brussels Clinic', 'edie@clinic.test');
    const other = await createContact('Clara', 'Barton', 'Red Cross', 'cb@redcross.test');
    expect((await call('PATCH', `/people/existing-duplicates/${a}/merge_from_people/?people=${b}`, {})).status).toBe(
      200,
    );
    expect((await call('DELETE', `/people/${other}/`)).status).toBe(204);
    // With a contact merely deleted beside it, nothing is reactivated: one transaction.
    expect(await call('PATCH', `/people/update_multiple/?items=${other},${b}`, { is_deleted: false })).toEqual({
      status: 400,
      body: {
        items: ["Edie Cavell was merged into Edith Cavell: undo the merge on Edith Cavell's page to bring them back."],
      },
    });
    expect((await detail(b)).is_deleted).toBe(true);
    expect((await detail(other)).is_deleted).toBe(true);
    expect((await call('GET', `/people/${a}/merges/`)).body).toHaveLength(1);

    const [merge] = (await call('GET', `/people/${a}/merges/`)).body as { id: number }[];
    expect((await call('POST', `/people/merges/${merge!.id}/undo/`, {})).status).toBe(200);
    expect((await detail(b)).is_deleted).toBe(false);
    expect((await call('DELETE', `/people/${b}/`)).status).toBe(204);
    expect((await call('PATCH', `/people/update_multiple/?items=${b},${other}`, { is_deleted: false })).status).toBe(
      200,
    );
    expect((await detail(b)).is_deleted).toBe(false);
  });
});
