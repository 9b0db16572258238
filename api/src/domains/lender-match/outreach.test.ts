import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { activityTypes } from '../activity/types.js';
import { insertProvider } from './test-providers.js';

// `POST projects/{id}/lender_outreach/`: providers added and a company draft to them, in one transaction.

let t: TestApp;
let dataDir: string;
let staff: { authorization: string };
let me: number;
let project: number;
const stamp = `Reach${Date.now()}`;
const people: Record<string, number> = {};
const criteria = {
  max_ltv: 0,
  max_ltc: 0,
  max_ltgdv: 0,
  min_term: 0,
  max_term: 0,
  min_size: 0,
  max_size: 0,
  is_debt: true,
  is_equity: false,
  is_development: false,
  is_land: false,
  is_prs: false,
  is_sharia: false,
  investing_geographies: [] as number[],
  investment_classes: [] as number[],
  cp_subcategory_types: [] as number[],
};

const BOUNDARY = 'outreach-boundary';
const upload = (name: string, text: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`,
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ft8-outreach-'));
  t = await createTestApp({ dataDir });
  staff = await t.signIn('user@ft8.test');
  me = t.fixture.accounts.user;
  const created = await t.call('POST', '/projects/', staff, {
    name: `${stamp} Bridge`,
    client: t.fixture.people.ann,
    closing_date: '2027-01-31',
    project_types: [1],
    transaction_types: [1],
    capital_required: 3_000_000,
    recent_valuation: 5_000_000,
  });
  project = (created.body as { id: number }).id;
  for (const name of ['On', 'New1', 'New2', 'New3'])
    people[name] = await insertProvider(t.database.db, `${stamp}${name}`, criteria);
  const on = await t.call('POST', '/projects/providers/', staff, { project, person: people.On, state: 2 });
  expect(on.status).toBe(201);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const lastActivity = async () =>
  (
    await db()
      .selectFrom('activity')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? 0;
const entriesSince = (after: number) =>
  db()
    .selectFrom('activity')
    .select(['type', 'person_id', 'args', 'document'])
    .where('id', '>', after)
    .orderBy('id')
    .execute();
const relations = (person: number) =>
  db()
    .selectFrom('provider_relation')
    .select(['id', 'state'])
    .where('project_id', '=', project)
    .where('person_id', '=', person)
    .execute();
const draftCount = async () =>
  (
    await db()
      .selectFrom('email_draft')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', me)
      .executeTakeFirstOrThrow()
  ).n;

type Outreach = {
  draft: {
    id: number;
    to: number[];
    subject: string;
    body: string;
    is_company: boolean;
    project: number | null;
    uploaded_files: { name: string; size: number }[];
  };
  added: number[];
};

describe('POST projects/{id}/lender_outreach/', () => {
  it("adds the new providers as Contacted and drafts a company email from the caller's template, with its files", async () => {
    const template = (await t.call('POST', '/emails/templates/', staff)).body as { id: number };
    const patched = await t.call('PATCH', `/emails/templates/${template.id}/`, staff, {
      name: `${stamp} teaser`,
      subject: 'Funding for {{project_name}}',
      body: '<p>We seek {{capital_required}}.</p>',
    });
    expect(patched.status).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/emails/templates/${template.id}/add_files/`,
      headers: { ...staff, ...upload('teaser.txt', 'teaser').headers },
      payload: upload('teaser.txt', 'teaser').payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const before = await lastActivity();

    const response = await t.call('POST', `/projects/${project}/lender_outreach/`, staff, {
      people: [people.On, people.New1, people.New2, people.New1],
      template: template.id,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { draft, added } = response.body as Outreach;
    expect(draft).toMatchObject({
      to: [people.On, people.New1, people.New2],
      subject: 'Funding for {{project_name}}',
      body: '<p>We seek {{capital_required}}.</p>',
      is_company: true,
      project,
      uploaded_files: [{ name: 'teaser.txt', size: 6 }],
    });
    const [new1] = await relations(people.New1!);
    const [new2] = await relations(people.New2!);
    expect(added).toEqual([new1!.id, new2!.id]);
    expect([new1!.state, new2!.state]).toEqual([1, 1]);
    expect(await relations(people.On!)).toMatchObject([{ state: 2 }]); // already on it: kept as it was
    expect((await t.call('GET', `/emails/contexts/${draft.id}/`, staff)).body).toEqual(draft);

    expect(await entriesSince(before)).toEqual([
      {
        type: activityTypes.providerStateChanged,
        person_id: me,
        args: { project, person: people.New1, state: 1 },
        document: null,
      },
      {
        type: activityTypes.providerStateChanged,
        person_id: me,
        args: { project, person: people.New2, state: 1 },
        document: null,
      },
      {
        type: activityTypes.lenderOutreach,
        person_id: me,
        args: { project, people: [people.On, people.New1, people.New2], email: draft.id },
        document: `${stamp} Bridge`,
      },
    ]);
  });

  it('without a template, drafts a blank company email', async () => {
    const response = await t.call('POST', `/projects/${project}/lender_outreach/`, staff, { people: [people.New1] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      draft: { to: [people.New1], subject: '', body: '', is_company: true, project, uploaded_files: [] },
      added: [],
    });
  });

  it('leaves nothing when a part fails: a bad template after valid people adds no provider', async () => {
    const drafts = await draftCount();
    const before = await lastActivity();
    const files = (await readdir(join(dataDir, 'files')).catch(() => [])).length;
    const others = (await t.call('POST', '/emails/templates/', await t.signIn('admin@ft8.test'))).body as {
      id: number;
    };
    for (const template of [999999, others.id]) {
      const response = await t.call('POST', `/projects/${project}/lender_outreach/`, staff, {
        people: [people.New3],
        template,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ template: [`Invalid pk "${template}" - object does not exist.`] });
    }
    const { id: contact } = await db()
      .insertInto('person')
      .values({ first_name: stamp, last_name: 'Contact', company: 'No Lending Ltd', profile_type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notProvider = await t.call('POST', `/projects/${project}/lender_outreach/`, staff, {
      people: [people.New3, contact, 999999],
    });
    expect(notProvider.status).toBe(400);
    expect(notProvider.body).toEqual({
      people: [expect.stringMatching(/^Only capital providers/), 'Invalid pk "999999" - object does not exist.'],
    });
    expect(await relations(people.New3!)).toEqual([]);
    expect(await draftCount()).toBe(drafts);
    expect(await entriesSince(before)).toEqual([]);
    expect((await readdir(join(dataDir, 'files')).catch(() => [])).length).toBe(files);
  });

  it('answers 400 for a bad body and 404 for no project', async () => {
    for (const body of [
      {},
      { people: [] },
      { people: Array.from({ length: 201 }, (_, i) => i + 1) },
      { people: ['x'] },
    ])
      expect((await t.call('POST', `/projects/${project}/lender_outreach/`, staff, body)).status).toBe(400);
    const none = await t.call('POST', '/projects/999999/lender_outreach/', staff, { people: [people.New3] });
    expect(none.status).toBe(404);
  });

  it('is for staff only: clients and guests get 403, even on the team, and anonymous callers 401', async () => {
    const before = await lastActivity();
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      const response = await t.call('POST', `/projects/${project}/lender_outreach/`, await t.signIn(email), {
        people: [people.New3],
      });
      expect(response.status).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project}/lender_outreach/`,
      payload: { people: [people.New3] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await relations(people.New3!)).toEqual([]);
    expect(await entriesSince(before)).toEqual([]);
  });
});
