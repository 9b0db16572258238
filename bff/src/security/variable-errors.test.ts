import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, gql, restToken, startBff, type TestBff } from '../test/bff.js';

// A variable that is not what its operation declares is the caller's mistake: graphql-js's message (which names the
// variable and what was wrong) with the code BAD_USER_INPUT, in production too, not 'Internal server error'.
describe('variables of the wrong type', () => {
  let bff: TestBff;
  let token: string;
  beforeAll(async () => {
    bff = await startBff({ NODE_ENV: 'production' });
    token = await restToken(ADMIN_EMAIL);
  });
  afterAll(() => bff.close());

  it.each([
    ['a string for an Int', 'query ($n: Int) { people(first: $n) { totalCount } }', { n: 'abc' }, /\$n/],
    ['a list for an Int', 'query ($n: Int) { people(first: $n) { totalCount } }', { n: [1] }, /\$n/],
    ['a required variable missing', 'query ($id: ID!) { person(id: $id) { id } }', {}, /\$id/],
    ['an object for an ID', 'query ($id: ID!) { person(id: $id) { id } }', { id: { a: 1 } }, /\$id/],
  ])('%s', async (_name, query, variables, names) => {
    const answer = await gql(bff, query, { token, variables });
    const [error] = answer.body.errors ?? [];
    expect(error?.extensions?.code, JSON.stringify(answer.body)).toBe('BAD_USER_INPUT');
    expect(error?.message).toMatch(names);
  });

  it.each([
    ['a number', 12345],
    ['a boolean', true],
    ['an object', {}],
    ['a date that does not exist', '2024-02-30T00:00:00Z'],
  ] as [string, unknown][])('%s for a DateTime', async (_name, dueDate) => {
    const query = 'mutation ($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }';
    const variables = { input: { projectId: '1', columnId: '1', title: 'x', dueDate } };
    const answer = await gql(bff, query, { token, variables });
    const [error] = answer.body.errors ?? [];
    expect(error?.extensions?.code, JSON.stringify(answer.body)).toBe('BAD_USER_INPUT');
    expect(error?.message).toMatch(/dueDate/);
  });

  it.each([
    ['a number', '12345'],
    ['a boolean', 'true'],
  ])('%s for a DateTime, written in the operation', async (_name, literal) => {
    const query = `mutation { createTask(input: { projectId: "1", columnId: "1", title: "x", dueDate: ${literal} }) { task { id } } }`;
    const answer = await gql(bff, query, { token });
    const [error] = answer.body.errors ?? [];
    expect(error?.extensions?.code, JSON.stringify(answer.body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error?.message).toMatch(/DateTime/);
  });
});
