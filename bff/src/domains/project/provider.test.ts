import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const PROVIDERS = `providers { id person { id fullName } company state { id name state } notes notesCreatedAt
  notesUpdatedAt } cpSummary { state count }`;
const ADD = `mutation ($input: AddProjectProvidersInput!) { addProjectProviders(input: $input) {
  project { id ${PROVIDERS} } userErrors { field message } } }`;
const SET_STATE = `mutation ($input: SetProviderStateInput!) { setProviderState(input: $input) {
  project { id ${PROVIDERS} } userErrors { field message } } }`;
const NOTES = `mutation ($input: UpdateProviderNotesInput!) { updateProviderNotes(input: $input) {
  provider { id notes notesCreatedAt notesUpdatedAt } userErrors { field message } } }`;

type Provider = {
  id: string;
  person: { id: string };
  state: { name: string; state: string };
  notes: string | null;
  notesCreatedAt: string | null;
  notesUpdatedAt: string | null;
};
type Payload = {
  project: { id: string; providers: Provider[]; cpSummary: { state: string; count: number }[] } | null;
  userErrors: { field: string | null; message: string }[];
};
type RestProject = {
  provider_relations: { id: number; person: number; state: number; notes: string | null }[];
  cp_summary: Record<string, number>;
};

async function rest<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Token ${token}` } });
  return (await answer.json()) as T;
}

const summaryOf = (payload: Payload) =>
  Object.fromEntries(payload.project!.cpSummary.map((entry) => [entry.state, entry.count]));

describe('capital providers on a project', () => {
  let bff: TestBff;
  let admin: string;
  let client: string;
  let project: number;
  let people: number[];
  let nonProvider: { id: number; full_name: string };
  // A deal of its own, four capital providers (contacts in the Lender category) and a contact who is none.
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    client = await restToken(CLIENT_EMAIL);
    const stamp = `prov${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const contact = async (first: string, categories: number[]) =>
      restCall<{ id: number; full_name: string }>('POST', 'people/', admin, {
        first_name: first,
        last_name: stamp,
        company: `Providers ${stamp}`,
        profile_type: 2,
        emails: [{ email: `${first.toLowerCase()}.${stamp}@bff.test`, label: 'Work' }],
        categories,
      });
    people = [];
    for (const first of ['Ada', 'Ben', 'Cal', 'Dot']) people.push((await contact(first, [1])).id);
    nonProvider = await contact('Eve', [3]);
    project = (
      await restCall<{ id: number }>('POST', 'projects/', admin, {
        name: `Providers ${stamp}`,
        client: nonProvider.id,
        project_types: [1],
        closing_date: '2027-10-31',
      })
    ).id;
  });
  afterAll(() => bff.close());

  it('adds capital providers in the Contacted state, and names a contact that is one already or is no provider', async () => {
    const added = await gql(bff, ADD, {
      token: admin,
      variables: { input: { projectId: String(project), personIds: people.slice(0, 3).map(String) } },
    });
    const payload = added.body.data?.addProjectProviders as Payload;
    expect(payload.userErrors).toEqual([]);
    const restProject = await rest<RestProject>(admin, `projects/${project}/`);
    expect(restProject.provider_relations.map((row) => [row.person, row.state])).toEqual(
      people.slice(0, 3).map((person) => [person, 1]),
    );
    expect(payload.project!.providers.map((row) => [Number(row.id), Number(row.person.id)])).toEqual(
      restProject.provider_relations.map((row) => [row.id, row.person]),
    );
    expect(payload.project!.providers.map((row) => [row.state.name, row.state.state])).toEqual(
      Array(3).fill(['Contacted', 'CONTACTED']),
    );
    expect(restProject.cp_summary).toEqual({ Contacted: 3 });
    expect(payload.project!.cpSummary).toEqual([{ state: 'Contacted', count: 3 }]);

    const again = await gql(bff, ADD, {
      token: admin,
      variables: {
        input: {
          projectId: String(project),
          personIds: [people[0], nonProvider.id, people[3]].map(String),
          state: 'INTERESTED',
        },
      },
    });
    const second = again.body.data?.addProjectProviders as Payload;
    expect(second.userErrors).toEqual([
      { field: 'personIds', message: 'This contact is a provider of the project already.' },
      {
        field: 'personIds',
        message: `Only capital providers can be added to a project: ${nonProvider.full_name} is not one.`,
      },
    ]);
    // The other contact was added, in the state asked for; the contact who is no provider was not.
    expect(second.project!.providers.map((row) => [Number(row.person.id), row.state.name])).toEqual([
      ...people.slice(0, 3).map((person) => [person, 'Contacted']),
      [people[3], 'Interested'],
    ]);
  });

  it("changes one provider's state and several at once, the cp_summary refreshed as REST holds it", async () => {
    const before = await rest<RestProject>(admin, `projects/${project}/`);
    const [first, ...others] = before.provider_relations
      .filter((row) => people.includes(row.person))
      .map((row) => String(row.id));
    const one = await gql(bff, SET_STATE, {
      token: admin,
      variables: { input: { projectId: String(project), ids: [first], state: 'TERMS_AGREED' } },
    });
    const payload = one.body.data?.setProviderState as Payload;
    expect(payload.userErrors).toEqual([]);
    expect(payload.project!.providers.find((row) => row.id === first)!.state.name).toBe('Terms Agreed');

    const many = await gql(bff, SET_STATE, {
      token: admin,
      variables: { input: { projectId: String(project), ids: others.slice(0, 2), state: 'NEGOTIATING' } },
    });
    const bulk = many.body.data?.setProviderState as Payload;
    const after = await rest<RestProject>(admin, `projects/${project}/`);
    expect(after.provider_relations.map((row) => [row.person, row.state])).toEqual([
      [people[0], 4],
      [people[1], 3],
      [people[2], 3],
      [people[3], 2],
    ]);
    expect(after.cp_summary).toEqual({ Interested: 1, Negotiating: 2, 'Terms Agreed': 1 });
    expect(summaryOf(bulk)).toEqual(after.cp_summary);
    // In the states' order (REST's object keeps none).
    expect(bulk.project!.cpSummary).toEqual([
      { state: 'Interested', count: 1 },
      { state: 'Negotiating', count: 2 },
      { state: 'Terms Agreed', count: 1 },
    ]);

    const unknown = await gql(bff, SET_STATE, {
      token: admin,
      variables: { input: { projectId: String(project), ids: ['999999'], state: 'REJECTED' } },
    });
    const refused = unknown.body.data?.setProviderState as Payload;
    expect(refused.project).toBeNull();
    expect(refused.userErrors[0]!.field).toBe('ids');

    const forbidden = await gql(bff, SET_STATE, {
      token: client,
      variables: { input: { projectId: String(project), ids: others, state: 'REJECTED' } },
    });
    expect(forbidden.body.errors?.[0]?.extensions?.status).toBe(403);
    const bad = await gql(bff, SET_STATE, {
      token: admin,
      variables: { input: { projectId: 'x', ids: others, state: 'REJECTED' } },
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("writes a provider's notes with when they were first written and last changed", async () => {
    const relation = (await rest<RestProject>(admin, `projects/${project}/`)).provider_relations.find(
      (row) => row.person === people[0],
    );
    const first = await gql(bff, NOTES, {
      token: admin,
      variables: { input: { id: String(relation!.id), notes: 'Sent the teaser.' } },
    });
    const written = (first.body.data?.updateProviderNotes as { provider: Provider }).provider;
    expect(written.notes).toBe('Sent the teaser.');
    expect(written.notesCreatedAt).toBeTruthy();
    expect(written.notesUpdatedAt).toBe(written.notesCreatedAt);

    const second = await gql(bff, NOTES, {
      token: admin,
      variables: { input: { id: String(relation!.id), notes: 'Term sheet by Friday.' } },
    });
    const changed = (second.body.data?.updateProviderNotes as { provider: Provider }).provider;
    expect(changed.notesCreatedAt).toBe(written.notesCreatedAt);
    expect(changed.notesUpdatedAt! >= written.notesUpdatedAt!).toBe(true);
    const restNotes = (await rest<RestProject>(admin, `projects/${project}/`)).provider_relations.find(
      (row) => row.id === relation!.id,
    );
    expect(restNotes!.notes).toBe('Term sheet by Friday.');
  });
});
