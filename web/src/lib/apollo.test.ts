import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIONS, EMBEDDED_TYPES } from '../generated/cache-policy';
import { CurrentUser_MeDocument } from '../generated/graphql';
import { createCache, earlyAnswerLink } from './apollo';

describe('the cache policy, from the schema', () => {
  const page = (after: string | undefined, ids: string[]) => ({
    query: parse(`query ($after: String) { people(first: 2, after: $after, search: "ann") {
      totalCount nodes { id fullName } pageInfo { hasNextPage endCursor } } }`),
    variables: { after },
    data: {
      people: {
        __typename: 'PersonConnection',
        totalCount: 3,
        nodes: ids.map((id) => ({ __typename: 'Person', id, fullName: `Person ${id}` })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: after === undefined, endCursor: ids.at(-1) },
      },
    },
  });

  it('appends the next page of a Query field that answers a connection, and a first page replaces the list', () => {
    const cache = createCache();
    cache.writeQuery(page(undefined, ['1', '2']));
    cache.writeQuery(page('2', ['3']));
    const read = () =>
      cache.readQuery<{ people: { nodes: { id: string }[] } }>({ query: page(undefined, []).query })?.people.nodes;
    expect(read()?.map((node) => node.id)).toEqual(['1', '2', '3']);
    cache.writeQuery(page(undefined, ['2']));
    expect(read()?.map((node) => node.id)).toEqual(['2']);
  });

  it.each(EMBEDDED_TYPES)('keeps a %s (marked @embedded in the schema) inside its parent, whatever its id', (type) => {
    const cache = createCache();
    const query = parse('{ notes { id author { id fullName } } }');
    // One id named two ways, as two answers give it (a deleted author: 'User No Longer Exists'): still two names.
    const author = (fullName: string) => ({ __typename: type, id: '7', fullName });
    cache.writeQuery({
      query,
      data: {
        notes: [
          { __typename: 'Note', id: '1', author: author('Ada Admin') },
          { __typename: 'Note', id: '2', author: author('User No Longer Exists') },
        ],
      },
    });
    const notes = cache.readQuery<{ notes: { author: { fullName: string } }[] }>({ query })?.notes;
    expect(notes?.map((note) => note.author.fullName)).toEqual(['Ada Admin', 'User No Longer Exists']);
  });

  it('marks the values whose ids are not theirs, and the lists', () => {
    expect(EMBEDDED_TYPES).toEqual(expect.arrayContaining(['PersonRef', 'PossibleDuplicateGroup', 'PageInfo']));
    expect(CONNECTIONS).toEqual(expect.arrayContaining(['people', 'projects', 'tasks']));
  });
});

describe('earlyAnswerLink', () => {
  // Two seconds after the page loaded, whatever the test worker's age (an older early answer is dropped).
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(2_000));
  afterEach(() => {
    delete window.__ft8Early;
    vi.restoreAllMocks();
  });

  const me = (id: string) => ({
    __typename: 'CurrentUser' as const,
    ...{ id, fullName: 'Ada Admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@ft8.test' },
    ...{ profileType: 'ADMIN', isAdmin: true, hasFullAccess: true, isCapitalProvider: false, signature: '' },
    ...{ isMsAuthorized: false, tableColumnPrefs: null, sortingPrefs: null },
  });
  /** A client whose network answers `me` as user 2, counting its requests. */
  const clientWithNetwork = () => {
    const requests: string[] = [];
    const network = new ApolloLink((operation) => {
      requests.push(operation.operationName ?? '');
      return of({ data: { me: me('2') } });
    });
    const client = new ApolloClient({ link: ApolloLink.from([earlyAnswerLink, network]), cache: new InMemoryCache() });
    return { client, requests };
  };

  it("answers the query the page's HTML sent with that answer, once; later ones ask the network", async () => {
    window.__ft8Early = { CurrentUser_Me: { variables: {}, answer: Promise.resolve({ data: { me: me('1') } }) } };
    const { client, requests } = clientWithNetwork();
    const first = await client.query({ query: CurrentUser_MeDocument, fetchPolicy: 'network-only' });
    expect(first.data?.me?.id).toBe('1');
    expect(requests).toEqual([]);
    const second = await client.query({ query: CurrentUser_MeDocument, fetchPolicy: 'network-only' });
    expect(second.data?.me?.id).toBe('2');
    expect(requests).toEqual(['CurrentUser_Me']);
  });

  it('asks the network when the early answer failed to arrive', async () => {
    window.__ft8Early = { CurrentUser_Me: { variables: {}, answer: Promise.reject(new Error('offline')) } };
    const { client, requests } = clientWithNetwork();
    const answer = await client.query({ query: CurrentUser_MeDocument, fetchPolicy: 'network-only' });
    expect(answer.data?.me?.id).toBe('2');
    expect(requests).toEqual(['CurrentUser_Me']);
  });
});
