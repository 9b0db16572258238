import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardRevisions } from '../../test-support/board-revisions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
});
afterAll(() => t.close());

type Person = Record<string, unknown> & { id: number; notes?: { id: number }[] };
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};
const detail = async (id: number) => (await call('GET', `/people/${id}/`)).body as Person;

async function createContact(first: string, last: string, company: string, email: string, note?: string) {
  const { db } = t.database;
  const { id } = await db
    .insertInto('person')
    .values({ first_name: first, last_name: last, company, profile_type: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('person_email').values({ person_id: id, position: 0, email, label: 'Work' }).execute();
  if (note) await db.insertInto('note').values({ person_id: id, text: note }).execute();
  return id;
}

describe('roles', () => {
  it.each([
    ['GET', '/people/import-duplicates/'],
    ['GET', '/people/existing-duplicates-v2/'],
    ['GET', '/external_contacts/'],
    ['DELETE', '/people/permanently_delete_multiple/'],
    ['PATCH', '/people/existing-duplicates/1/merge_from_people/?people=2'],
  ] as const)('%s %s is for admins only', async (method, url) => {
    const body = method === 'GET' ? undefined : method === 'PATCH' ? {} : { ids: [1] };
    expect((await call(method, url, body, user)).status).toBe(403);
  });
});

describe('possible duplicates', () => {
  it('finds typos, swapped case and shared emails, and not the ignored ones', async () => {
    const a = await createContact('Margaret', 'Thatcherly', 'Grantham Grocers', 'mt@grantham.test');
    const b = await createContact('Margaret', 'Thatcherley', 'Grantham Grocers', 'm.t@grantham.test');
    const c = await createContact('OLIVER', 'cromwell', 'Ironsides Ltd', 'oc@ironsides.test');
    const d = await createContact('Oliver', 'Cromwell', 'Ironsides Ltd', 'oliver@ironsides.test');
    const e = await createContact('Isaac', 'Newton', 'Gravity Plc', 'apple@tree.test');
    const f = await createContact('Ike', 'Newt', 'Somewhere Else', 'apple@tree.test');
    const { status, body } = await call('GET', '/people/existing-duplicates-v2/');
    expect(status).toBe(200);
    const groups = (body as { id: number; people: Person[]; reasons: string[] }[]).map((group) =>
      group.people.map((person) => person.id),
    );
    expect(groups).toContainEqual([a, b]);
    expect(groups).toContainEqual([c, d]);
    expect(groups).toContainEqual([e, f]);
    expect(
      (await call('POST', `/people/existing-duplicates/ignore/?people=${e},${f}`, { ignored_as_duplicate: true }))
        .status,
    ).toBe(204);
    const after = ((await call('GET', '/people/existing-duplicates-v2/')).body as { people: Person[] }[]).map((group) =>
      group.people.map((person) => person.id),
    );
    expect(after).not.toContainEqual([e, f]);
    const one = await call('GET', `/people/existing-duplicates-v2/?ids=${b},${a}`);
    expect((one.body as { people: Person[] }[])[0]!.people.map((person) => person.id)).toEqual([b, a]);
  });

  it('counts the contacts sharing a phone or an email among the current ones only', async () => {
    const { db } = t.database;
    const names = [
      ['Rowan', 'Atkinson', 'Bean Ltd'],
      ['Rowan', 'Atkinsen', 'Blackadder Plc'],
      ['Tony', 'Robinson', 'Baldrick Ltd'],
      ['Hugh', 'Laurie', 'George Ltd'],
    ];
    const ids: number[] = [];
    for (const [index, [first, last, company]] of names.entries()) {
      const id = await createContact(first!, last!, company!, `desk${index}@sitcom.test`);
      await db
        .insertInto('person_email')
        .values({ person_id: id, position: 1, email: 'Desk@Sitcom.test', label: 'Home' })
        .execute();
      // The same line written two ways: its digits are compared.
      const number = index % 2 ? '+44 (20) 7946-0123' : '+44 20 7946 0123';
      await db.insertInto('person_phone').values({ person_id: id, position: 0, number, label: 'Work' }).execute();
      ids.push(id);
    }
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const groups = async () =>
      ((await call('GET', '/people/existing-duplicates-v2/')).body as { people: Person[]; reasons: string[] }[]).map(
        (group) => ({ ids: group.people.map((person) => person.id), reasons: group.reasons }),
      );
    // Four contacts on one line and one mailbox: a switchboard, not a duplicate.
    expect((await groups()).filter((group) => group.ids.some((id) => ids.includes(id)))).toEqual([]);
    await db.updateTable('person').set({ is_deleted: true }).where('id', '=', third).execute();
    await db.updateTable('person').set({ ignored_as_duplicate: true }).where('id', '=', fourth).execute();
    // Two current contacts left on them, with names alike: one group, for both reasons.
    expect(await groups()).toContainEqual({ ids: [first, second], reasons: ['email', 'phone'] });
  });
});

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

describe('imported duplicates', () => {
  it('lists the line with its original, merges it into the original, deletes others', async () => {
    const { db } = t.database;
    const original = await createContact('Imported', 'Original', 'Csv Co', 'imp@csv.test');
    const rows = await db
      .insertInto('imported_duplicate')
      .values([
        {
          duplicate_of: original,
          details: JSON.stringify({
            first_name: 'Imported',
            last_name: 'Original',
            company: 'Csv Co',
            job_title: 'CFO',
            emails: [{ email: 'imp@csv.test', label: 'Work' }],
          }),
        },
        {
          duplicate_of: original,
          details: JSON.stringify({ first_name: 'Imp', last_name: 'Orig', company: 'Csv Co', emails: [] }),
        },
      ])
      .returning('id')
      .execute();
    const list = (await call('GET', '/people/import-duplicates/')).body as {
      id: number;
      job_title: string | null;
      duplicate_of_details: Person;
    }[];
    const first = list.find((row) => row.id === rows[0]!.id)!;
    expect(first.job_title).toBe('CFO');
    expect(first.duplicate_of_details.id).toBe(original);
    expect((await call('GET', `/people/import-duplicates/${rows[0]!.id}/`)).status).toBe(200);
    const merged = await call('PATCH', `/people/import-duplicates/${rows[0]!.id}/merge_to_person/?person=${original}`, {
      job_title: 'CFO',
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await detail(original)).job_title).toBe('CFO');
    expect((await call('GET', `/people/import-duplicates/${rows[0]!.id}/`)).status).toBe(404);
    expect((await call('DELETE', '/people/import-duplicates/delete_multiple/', { ids: [rows[1]!.id] })).status).toBe(
      204,
    );
    expect((await call('GET', `/people/import-duplicates/${rows[1]!.id}/`)).status).toBe(404);
  });

  it('records the merge of a line, which the undo takes back: the contact as it was, the line in the list', async () => {
    const original = await createContact('Undo', 'Import', 'Csv Co', 'undo@csv.test');
    const before = await detail(original);
    const { id } = await t.database.db
      .insertInto('imported_duplicate')
      .values({
        duplicate_of: original,
        details: JSON.stringify({ first_name: 'Undone', last_name: 'Import', company: 'Csv Co', job_title: 'CEO' }),
        created_by: t.fixture.accounts.admin,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = (await call('GET', `/people/import-duplicates/${id}/`)).body as Record<string, unknown>;
    const merged = await call('PATCH', `/people/import-duplicates/${id}/merge_to_person/?person=${original}`, {
      job_title: 'CEO',
      phones: [{ number: '+44 20 7946 0999', label: 'Mobile' }],
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await detail(original)).job_title).toBe('CEO');

    const merges = (await call('GET', `/people/${original}/merges/`)).body as {
      id: number;
      merged: number[];
      merged_names: string[];
    }[];
    expect(merges).toHaveLength(1);
    expect(merges[0]).toMatchObject({ merged: [], merged_names: ['Undone Import (imported line)'] });
    const undone = await call('POST', `/people/merges/${merges[0]!.id}/undo/`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await detail(original)).toEqual(before);
    expect((await call('GET', `/people/import-duplicates/${id}/`)).body).toEqual(line);
    expect((await call('GET', `/people/${original}/merges/`)).body).toEqual([]);
  });
});

describe('external contacts and deleted contacts', () => {
  it('lists and dismisses external addresses', async () => {
    const { db } = t.database;
    const { id } = await db
      .insertInto('external_contact')
      .values({ email_address: 'stranger@mail.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      ((await call('GET', '/external_contacts/')).body as { email_address: string }[]).map((row) => row.email_address),
    ).toContain('stranger@mail.test');
    expect((await call('DELETE', '/external_contacts/delete_multiple/', { ids: [id] })).status).toBe(204);
    expect(((await call('GET', '/external_contacts/')).body as { id: number }[]).map((row) => row.id)).not.toContain(
      id,
    );
  });

  it("refuses to delete for good a contact that other records still name (a project's client, team, provider, assignee), keeping every row", async () => {
    const kept = await createContact('Kept', 'Around', 'Still Named Ltd', 'kept@named.test');
    const project = await call('POST', '/projects/', {
      name: 'Still Named Project',
      client: kept,
      project_types: [1],
      closing_date: '2027-06-30',
    });
    expect(project.status).toBe(201);
    const projectId = (project.body as { id: number }).id;
    expect((await call('POST', '/projects/memberships/', { project: projectId, person: kept, state: 3 })).status).toBe(
      201,
    );
    const [column] = (await call('GET', `/projects/columns/?project=${projectId}`)).body as { id: number }[];
    const task = await call('POST', '/tasks/', { title: 'Named task', project: projectId, column: column!.id });
    const taskId = (task.body as { id: number }).id;
    expect((await call('PATCH', `/tasks/${taskId}/`, { assignees: [kept] })).status).toBe(200);
    expect((await call('DELETE', `/people/${kept}/`)).status).toBe(204);

    expect(await call('DELETE', '/people/permanently_delete_multiple/', { ids: [kept] })).toEqual({
      status: 400,
      body: {
        ids: [
          "Kept Around is still named elsewhere (the client of a project; on a project's team; assigned to a task): remove them there first, or keep the contact deleted.",
        ],
      },
    });
    const held = (await call('GET', `/projects/${projectId}/`)).body as {
      client: number;
      members: { person: number }[];
    };
    expect(held.client).toBe(kept);
    expect(held.members.map((member) => member.person)).toContain(kept);
    expect(((await call('GET', `/tasks/${taskId}/`)).body as { assignees: number[] }).assignees).toEqual([kept]);

    // Once no other record names them, the delete goes through.
    expect((await call('DELETE', `/projects/${projectId}/`)).status).toBe(204);
    expect((await call('DELETE', '/people/permanently_delete_multiple/', { ids: [kept] })).status).toBe(204);
    expect((await call('GET', `/people/${kept}/`)).status).toBe(404);
  });

  it("keeps a contact deleted for good in the mail it was in, by its address, in the other contacts' activity", async () => {
    const { db } = t.database;
    const gone = await createContact('Mail', 'Sender', 'Post Ltd', 'mail.sender@post.test');
    const stays = await createContact('Mail', 'Reader', 'Post Ltd', 'mail.reader@post.test');
    const nameless = await createContact('No', 'Address', 'Post Ltd', 'no.address@post.test');
    await db.deleteFrom('person_email').where('person_id', '=', nameless).execute();
    const { id: message } = await db
      .insertInto('email_message')
      .values({ subject: 'Terms', content: '<p>Terms attached</p>', sender_id: gone, conversation_id: 'keeps-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('email_message_recipient')
      .values([
        { message_id: message, kind: 'to', person_id: stays, position: 0 },
        { message_id: message, kind: 'to', person_id: gone, position: 1 },
        { message_id: message, kind: 'cc', person_id: nameless, position: 2 },
      ])
      .execute();
    expect((await call('DELETE', `/people/${gone}/`)).status).toBe(204);
    expect((await call('DELETE', `/people/${nameless}/`)).status).toBe(204);
    expect((await call('DELETE', '/people/permanently_delete_multiple/', { ids: [gone, nameless] })).status).toBe(204);

    const activity = (await call('GET', `/emails/?person=${stays}&ordering=-date`)).body as {
      results: {
        id: number;
        sender: number | null;
        sender_address: string | null;
        receiver: number[];
        external_to: string[];
        external_cc: string[];
      }[];
    };
    const kept = activity.results.find((email) => email.id === message)!;
    expect(kept).toMatchObject({
      sender: null,
      sender_address: 'mail.sender@post.test',
      receiver: [stays],
      external_to: ['mail.sender@post.test'],
      // A contact with no address leaves nothing to name them by.
      external_cc: [],
    });
  });

  it('reactivates and permanently deletes deleted contacts', async () => {
    const { db } = t.database;
    const one = await createContact('Gone', 'Once', 'Away Ltd', 'gone1@away.test');
    const two = await createContact('Gone', 'Twice', 'Away Ltd', 'gone2@away.test');
    await db.updateTable('person').set({ is_deleted: true }).where('id', 'in', [one, two]).execute();
    const reactivated = await call('PATCH', `/people/update_multiple/?items=${one}`, { is_deleted: false });
    expect(reactivated.status).toBe(200);
    expect((reactivated.body as Person[])[0]!.is_deleted).toBe(false);
    expect((await call('DELETE', '/people/permanently_delete_multiple/', { ids: [two] }, user)).status).toBe(403);
    expect((await call('DELETE', '/people/permanently_delete_multiple/', { ids: [two, one] })).status).toBe(204);
    expect((await call('GET', `/people/${two}/`)).status).toBe(404);
    expect((await call('GET', `/people/${one}/`)).status).toBe(200);
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
