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
});
