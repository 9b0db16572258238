import { membershipStates } from '@ft8/contract/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// `GET projects/?email_to={email}`: "projects for emailing; status 400 gives the Outlook prompt" (spec part 2
// section 7), and the error catalogue's 'Please, connect Outlook in order to send emails.' (section 8).

let t: TestApp;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  // The admin connects Outlook (the mail sandbox's sign-in); the user does not.
  const connect = await t.app.inject({ url: '/api/auth/login_with_ms/?state=/', headers: admin });
  expect(connect.statusCode).toBe(302);
});
afterAll(() => t.close());

type Page = { count: number; next: string | null; results: { id: number; name: string }[] };
const list = async (query: string, headers = admin) => {
  const response = await t.app.inject({ url: `/api/projects/?${query}`, headers });
  return { status: response.statusCode, body: response.json<Page>() };
};
const namesOf = (page: Page) => page.results.map((project) => project.name);

async function createProject(name: string, members: { person: number; state: number }[], status = 1) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/projects/',
    headers: admin,
    payload: { name, status, client: t.fixture.people.bob, project_types: [1], closing_date: '2027-06-30', members },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; members: { id: number; person: number }[] }>();
}

describe('projects for emailing (email_to)', () => {
  it("lists the projects on whose team the email's contact is, by name, with paging and the other filters", async () => {
    const { ann, carol } = t.fixture.people;
    const member = { person: ann, state: membershipStates.member };
    const beta = await createProject('Email Beta Mews', [member], 2);
    const alpha = await createProject('Email Alpha Court', [{ person: ann, state: membershipStates.owner }]);
    await createProject('Email Gamma Yard', [{ person: carol, state: membershipStates.member }]);

    const forAnn = await list('email_to=ann%40acme.test');
    expect(forAnn.status).toBe(200);
    // Ann is the client of the fixture's projects but on no team there: only the two teams she is on.
    expect(namesOf(forAnn.body)).toEqual(['Email Alpha Court', 'Email Beta Mews']);
    expect(forAnn.body.count).toBe(2);
    // Any of the contact's addresses, in any case.
    expect(namesOf((await list('email_to=ANN.SMITH%40home.test')).body)).toEqual(namesOf(forAnn.body));

    const firstPage = (await list('email_to=ann%40acme.test&limit=1')).body;
    expect(firstPage).toMatchObject({ count: 2, results: [{ id: alpha.id }] });
    expect(firstPage.next).toContain('offset=1');
    expect((await list('email_to=ann%40acme.test&limit=1&offset=1')).body.results.map((p) => p.id)).toEqual([beta.id]);
    expect(namesOf((await list('email_to=ann%40acme.test&search=beta')).body)).toEqual(['Email Beta Mews']);
    // Every term, in any order (DRF's SearchFilter).
    expect(namesOf((await list('email_to=ann%40acme.test&search=mews%20email')).body)).toEqual(['Email Beta Mews']);
    expect(namesOf((await list('email_to=ann%40acme.test&search=%22mews%20email%22')).body)).toEqual([]);
    expect(namesOf((await list('email_to=ann%40acme.test&status=1')).body)).toEqual(['Email Alpha Court']);
    expect(namesOf((await list('email_to=ann%40acme.test&ordering=-name')).body)).toEqual([
      'Email Beta Mews',
      'Email Alpha Court',
    ]);

    // Removed from a team: that project is no longer one to email about.
    const membership = alpha.members.find((row) => row.person === ann)!;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/memberships/${membership.id}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(namesOf((await list('email_to=ann%40acme.test')).body)).toEqual(['Email Beta Mews']);
  });

  it('lists the demo client account its deal, with the whole team counted (client and guest states too)', async () => {
    const { deal } = t.fixture.domains.project;
    expect((await list('email_to=client%40ft8.test')).body.results.map((project) => project.id)).toEqual([deal]);
    expect((await list('email_to=guest%40ft8.test')).body.results.map((project) => project.id)).toEqual([deal]);
  });

  it('answers an empty list for an email address of no contact, and of a deleted contact only', async () => {
    expect((await list('email_to=nobody%40nowhere.test')).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    for (const odd of ['%_\\', "'; select 1; --", 'ann', ' ', 'x'.repeat(254)])
      expect((await list(`email_to=${encodeURIComponent(odd)}`)).body.count).toBe(0);
    const { dan } = t.fixture.people; // deleted
    await t.database.db
      .insertInto('project_membership')
      .values({ project_id: t.fixture.domains.project.other, person_id: dan, state: membershipStates.member })
      .execute();
    expect((await list('email_to=dan%40acme.test')).body.count).toBe(0);
  });

  it("answers 400 with the Outlook prompt when the caller's Outlook is not connected", async () => {
    expect(await list('email_to=ann%40acme.test', user)).toEqual({
      status: 400,
      body: { non_field_errors: ['Please, connect Outlook in order to send emails.'] },
    });
    // The other lists do not need Outlook.
    expect((await list('search=email', user)).status).toBe(200);
  });

  it('is for staff: a client or a guest is refused, and their own list stays theirs', async () => {
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const headers = await t.signIn(email);
      const connect = await t.app.inject({ url: '/api/auth/login_with_ms/?state=/', headers });
      expect(connect.statusCode).toBe(302);
      const refused = await list('email_to=ann%40acme.test', headers);
      expect(refused).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
      expect(namesOf((await list('', headers)).body)).toEqual(['Acme Wharf Refinance']);
    }
  });
});
