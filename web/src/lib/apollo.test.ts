import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Kind, parse } from 'graphql';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUser_MeDocument } from '../generated/graphql';
import { CONNECTIONS, earlyAnswerLink } from './apollo';

describe('the cache policy of paged lists', () => {
  it('covers every Query field of the schema that answers a connection', () => {
    const dir = path.resolve(import.meta.dirname, '../../../schema');
    // Parsed, not matched by pattern: a field's description may hold parentheses and line breaks.
    const fields = readdirSync(dir)
      .filter((file) => file.endsWith('.graphql'))
      .flatMap((file) => parse(readFileSync(path.join(dir, file), 'utf8')).definitions)
      .flatMap((definition) =>
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        definition.name.value === 'Query'
          ? (definition.fields ?? [])
          : [],
      )
      .filter((field) => {
        let type = field.type;
        while (type.kind !== Kind.NAMED_TYPE) type = type.type;
        return type.name.value.endsWith('Connection');
      })
      .map((field) => field.name.value);
    expect(fields.length).toBeGreaterThan(0);
    expect([...CONNECTIONS].sort()).toEqual(fields.sort());
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
