import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restToken, startBff, type TestBff } from '../../test/bff.js';

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
  // A demo deal (no other bff test reads it): a new project would change the project lists other files compare.
  // REST has no way to remove a provider, so the contacts added stay on it for the rest of the run.
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    client = await restToken(CLIENT_EMAIL);
    const [deal] = (await rest<{ results: { id: number }[] }>(admin, 'projects/?search=Albion%20Mills')).results;
    project = deal!.id;
    const on = new Set(
      (await rest<RestProject>(admin, `projects/${project}/`)).provider_relations.map((row) => row.person),
    );
    // Only capital providers can be added (REST refuses others): the people list's filter finds them.
    const candidates = (
      await rest<{ results: { id: number }[] }>(admin, 'people/?limit=50&ordering=-id&is_capital_provider=true')
    ).results;
    [nonProvider] = (
      await rest<{ results: { id: number; full_name: string }[] }>(
        admin,
        'people/?limit=1&ordering=-id&is_capital_provider=false',
      )
    ).results as [{ id: number; full_name: string }];
    people = candidates
      .map((person) => person.id)
      .filter((id) => !on.has(id))
      .slice(0, 4);
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
    expect(payload.project!.providers.map((row) => Number(row.id)).sort()).toEqual(
      restProject.provider_relations.map((row) => row.id).sort(),
    );
    const added3 = restProject.provider_relations.filter((row) => people.slice(0, 3).includes(row.person));
    expect(added3.map((row) => row.state)).toEqual([1, 1, 1]);
    const shown = payload.project!.providers.filter((row) => people.slice(0, 3).includes(Number(row.person.id)));
    expect(shown.map((row) => [row.state.name, row.state.state])).toEqual(Array(3).fill(['Contacted', 'CONTACTED']));
    expect(summaryOf(payload)).toEqual(restProject.cp_summary);

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
    expect(second.project!.providers.some((row) => Number(row.person.id) === nonProvider.id)).toBe(false);
    // The other contact was added, in the state asked for.
    expect(second.project!.providers).toHaveLength(restProject.provider_relations.length + 1);
    expect(second.project!.providers.find((row) => Number(row.person.id) === people[3])!.state.name).toBe('Interested');
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
      variables: { input: { projectId: String(project), ids: others, state: 'NEGOTIATING' } },
    });
    const bulk = many.body.data?.setProviderState as Payload;
    const after = await rest<RestProject>(admin, `projects/${project}/`);
    const expected: Record<string, number> = {};
    for (const row of after.provider_relations) {
      const name = ['Contacted', 'Interested', 'Negotiating', 'Terms Agreed', 'Rejected'][row.state - 1]!;
      expected[name] = (expected[name] ?? 0) + 1;
    }
    expect(after.provider_relations.filter((row) => people.includes(row.person)).map((row) => row.state)).toEqual([
      4, 3, 3, 3,
    ]);
    expect(after.cp_summary).toEqual(expected);
    expect(summaryOf(bulk)).toEqual(after.cp_summary);
    // In the states' order, Contacted first and Rejected last (REST's object keeps none).
    const order = ['Contacted', 'Interested', 'Negotiating', 'Terms Agreed', 'Rejected'];
    const states = bulk.project!.cpSummary.map((entry) => order.indexOf(entry.state));
    expect(states).toEqual([...states].sort((a, b) => a - b));
    expect(states).not.toContain(-1);

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
