import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cutAnswer, mergeQueries } from '../../early-start';

const schema = buildSchema(`
  type Query { me: User, board(projectId: ID!): Board, boardProjects: [Option!]! }
  type User { id: ID!, name: String }
  type Board { id: ID!, columns: [Column!]! }
  type Column { id: ID!, name: String }
  type Option { id: ID!, name: String }
`);

const board = parse(`
  query BoardPage_Board($projectId: ID!) { board(projectId: $projectId) { id columns { ...Column } } }
  fragment Column on Column { id name }
`);
const me = parse('query CurrentUser_Me { me { id name } }');
const projects = parse('query BoardPage_Projects { boardProjects { id name } }');

describe('mergeQueries', () => {
  it('sends several queries as one valid operation, each answer named with its variables and root fields', () => {
    const { query, parts } = mergeQueries('BoardPage_Open', [
      { name: 'board', query: board },
      { name: 'CurrentUser_Me', query: me },
      { name: 'BoardPage_Projects', query: projects },
    ]);
    const document = parse(query);
    expect(validate(schema, document)).toEqual([]);
    expect(query).toMatch(/^query BoardPage_Open\(\$projectId: ID!\) \{/);
    // As Apollo Client sends them: with __typename, so the answers compare equal to its own.
    expect(query).toContain('__typename');
    expect(query.match(/fragment Column on Column/g)).toHaveLength(1);
    expect(parts).toEqual([
      { name: 'board', variables: ['projectId'], fields: ['board'] },
      { name: 'CurrentUser_Me', variables: [], fields: ['me'] },
      { name: 'BoardPage_Projects', variables: [], fields: ['boardProjects'] },
    ]);
  });

  it('refuses two queries answering the same root field, or defining a variable or a fragment differently', () => {
    expect(() =>
      mergeQueries('Twice', [
        { name: 'a', query: me },
        { name: 'b', query: me },
      ]),
    ).toThrow(/answer me/);
    const otherVariable = parse('query Other($projectId: String) { boardProjects { id } }');
    expect(() =>
      mergeQueries('Vars', [
        { name: 'a', query: board },
        { name: 'b', query: otherVariable },
      ]),
    ).toThrow(/\$projectId is defined twice/);
    const otherFragment = parse('query Other { me { id } } fragment Column on Column { name }');
    expect(() =>
      mergeQueries('Fragments', [
        { name: 'a', query: board },
        { name: 'b', query: otherFragment },
      ]),
    ).toThrow(/fragment Column is defined twice/);
  });
});

describe('cutAnswer', () => {
  const whole = {
    data: { me: { id: '1' }, board: null, boardProjects: [] },
    errors: [{ message: 'Project not found', path: ['board'] }],
    extensions: { restCalls: [] },
  };

  it('gives each query its own fields and only the errors under them', () => {
    expect(cutAnswer(whole, ['me'])).toEqual({ data: { me: { id: '1' } } });
    expect(cutAnswer(whole, ['board'])).toEqual({
      data: { board: null },
      errors: [{ message: 'Project not found', path: ['board'] }],
    });
  });

  it('is no answer when the request failed as a whole: the query then asks for itself', () => {
    expect(() => cutAnswer({ data: null, errors: [{ message: 'Boom' }] }, ['me'])).toThrow('no early answer');
    expect(() => cutAnswer({ data: { board: null } }, ['me'])).toThrow('no early answer');
    expect(() => cutAnswer(null, ['me'])).toThrow('no early answer');
  });
});
