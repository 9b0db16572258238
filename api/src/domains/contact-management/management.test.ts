import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { contactManagementCalls, type Person } from './test-contacts.js';

// Contact management's routes are the admins', its lists of addresses from outside and of deleted contacts, and the
// delete for good. Duplicates are in duplicates.test.ts, merges and their undo in merge.test.ts.

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
});
afterAll(() => t.close());

const { call, createContact } = contactManagementCalls(
  () => t,
  () => admin,
);

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
