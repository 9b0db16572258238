import { ApolloClient, ApolloLink } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ContactsListPage_PeopleDocument, CurrentUser_MeDocument, type ProfileType } from '../generated/graphql';
import { createCache } from '../lib/apollo';
import { makeUser } from '../test/render';
import { buildRoutes } from './routes';

const emptyPage = {
  people: {
    __typename: 'PersonConnection',
    totalCount: 0,
    nodes: [],
    pageInfo: { hasNextPage: false, endCursor: null },
  },
};

function clientAnsweringAfter(delayMs: number, profileType: ProfileType) {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        const timer = setTimeout(() => {
          observer.next({ data: emptyPage });
          observer.complete();
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  client.cache.writeQuery({ query: CurrentUser_MeDocument, data: { me: makeUser(profileType) } });
  return { client, sent };
}

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

async function navigateToContacts(client: ApolloClient): Promise<number> {
  const loader = routeAt(buildRoutes(client), 'contacts')?.loader;
  if (typeof loader !== 'function') throw new Error('/contacts has no prefetch loader');
  const started = performance.now();
  const url = new URL('http://localhost/contacts');
  await loader({ request: new Request(url), url, pattern: '/contacts', params: {}, context: undefined });
  return performance.now() - started;
}

const firstPageCached = (client: ApolloClient) =>
  client.cache.readQuery({
    query: ContactsListPage_PeopleDocument,
    variables: {
      first: 200,
      orderBy: [
        { field: 'COMPANY', direction: 'DESC' },
        { field: 'NAME', direction: 'ASC' },
      ],
    },
  });

describe("a route's prefetch", () => {
  it('starts the page query with the navigation, and the navigation does not wait for it', async () => {
    const { client, sent } = clientAnsweringAfter(3000, 'USER');
    expect(await navigateToContacts(client)).toBeLessThan(1000);
    await expect.poll(() => sent).toEqual(['ContactsListPage_People']);
    expect(firstPageCached(client)).toBeNull();
  });

  it('puts the answer in the cache for the page', async () => {
    const { client } = clientAnsweringAfter(10, 'ADMIN');
    await navigateToContacts(client);
    await expect.poll(() => firstPageCached(client)).not.toBeNull();
  });

  it('asks nothing for a user the route does not admit', async () => {
    const { client, sent } = clientAnsweringAfter(10, 'CLIENT');
    await navigateToContacts(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
