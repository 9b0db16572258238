import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../components/notifications/notifications';
import { ContactsListPage_PeopleDocument, CurrentUser_MeDocument } from '../../generated/graphql';
import { createCache } from '../../lib/apollo';
import { CurrentUserProvider } from '../../lib/current-user';
import { makeUser, renderApp } from '../../test/render';
import { CONTACTS_TABLE_TYPE } from '../../components/lists/contact-columns';
import { ContactsListPage, prefetchContactsPeople } from './contacts-list-page';

const emptyPeople: MockLink.MockedResponse = {
  request: { query: ContactsListPage_PeopleDocument, variables: () => true },
  result: {
    data: {
      people: {
        __typename: 'PersonConnection',
        totalCount: 0,
        nodes: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
};

function renderPage(url: string) {
  return render(
    <MockedProvider mocks={[emptyPeople]}>
      <MemoryRouter initialEntries={[url]}>
        <NotificationsProvider>
          <ContactsListPage />
        </NotificationsProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ContactsListPage', () => {
  it("is titled Contacts and says 'No contacts found' when there are none", async () => {
    // The title is the route's (features/contact/routes.tsx): rendered through the app's routes.
    renderApp({ path: '/contacts', user: makeUser('ADMIN'), mocks: [emptyPeople] });
    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(await screen.findByText('No contacts found')).toBeInTheDocument();
    expect(screen.getByText('0 contacts')).toBeInTheDocument();
    expect(document.title).toMatch(/^Contacts/);
  });

  it('says no search results were found for the page search', async () => {
    renderPage('/contacts?search=x');
    expect(await screen.findByText('No search results found for "x"')).toBeInTheDocument();
  });
});

describe('the list route starting its first page early', () => {
  const person = (id: number, fullName: string) => ({
    __typename: 'Person' as const,
    id: String(id),
    fullName,
    company: 'Acme Capital',
    jobTitle: null,
    primaryEmail: null,
    primaryPhone: null,
    city: null,
    country: null,
    categories: [],
    tags: [],
    rating: null,
    profileType: 'CONTACT',
    inviteStatus: 'NOT_INVITED',
    isCapitalProvider: false,
    createdAt: '2025-01-01T10:00:00Z',
    updatedAt: '2025-01-01T10:00:00Z',
  });

  /**
   * A client whose link answers every people query with two contacts (or, with `later`, the later answers with
   * these three) and records the variables it was asked.
   */
  function countingClient(user: ReturnType<typeof makeUser> | null, later?: ReturnType<typeof person>[]) {
    const asked: unknown[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.variables);
      const nodes = later && asked.length > 1 ? later : [person(1, 'Ann Smith'), person(2, 'Bob Jones')];
      return of({
        data: {
          people: {
            __typename: 'PersonConnection',
            totalCount: nodes.length,
            nodes,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      });
    });
    const client = new ApolloClient({ link, cache: createCache() });
    client.cache.writeQuery({ query: CurrentUser_MeDocument, data: { me: user } });
    return { client, asked };
  }

  const renderWith = (client: ApolloClient, url: string) =>
    render(
      <ApolloProvider client={client}>
        <CurrentUserProvider>
          <MemoryRouter initialEntries={[url]}>
            <NotificationsProvider>
              <ContactsListPage />
            </NotificationsProvider>
          </MemoryRouter>
        </CurrentUserProvider>
      </ApolloProvider>,
    );

  it("asks as the page asks (search, the user's saved sort): the page shows its answer with no second request", async () => {
    const savedSort = [{ type: 'company', sortOrder: 0, sortDirection: 'asc' }];
    const { client, asked } = countingClient(
      makeUser('USER', { tableColumnPrefs: { [CONTACTS_TABLE_TYPE]: savedSort } }),
    );
    await prefetchContactsPeople(client, new URL('http://localhost/contacts?search=ann'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({ first: 200, search: 'ann', orderBy: [{ field: 'COMPANY', direction: 'ASC' }] });
    renderWith(client, '/contacts?search=ann');
    // The count comes from the answer: the page rendered from the cache the early request filled.
    expect(await screen.findByText('2 contacts')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('shows the first page fetched while idle at once, asks again on entering, and shows the newer answer', async () => {
    const later = [person(1, 'Ann Smith'), person(2, 'Bob Jones'), person(3, 'Cara Lee')];
    const { client, asked } = countingClient(makeUser('USER'), later);
    await prefetchContactsPeople(client, new URL('http://localhost/contacts'), { idle: true });
    expect(asked).toHaveLength(1);
    // Entering the list: nothing to wait for (the cache has the page), and a request for the latest.
    expect(prefetchContactsPeople(client, new URL('http://localhost/contacts'))).toBeUndefined();
    expect(asked).toHaveLength(2);
    renderWith(client, '/contacts');
    expect(await screen.findByText('3 contacts')).toBeInTheDocument();
    // The next entry (back from a contact) shows what the cache holds, as before.
    await prefetchContactsPeople(client, new URL('http://localhost/contacts'));
    expect(asked).toHaveLength(2);
  });

  it('fetches nothing while idle once the list was entered, even before its rows arrived', async () => {
    const { client, asked } = countingClient(makeUser('USER'));
    const url = new URL('http://localhost/contacts');
    await prefetchContactsPeople(client, url);
    // The idle moment came after the click, while the page's own answer was still on its way (no rows cached).
    client.cache.evict({ fieldName: 'people' });
    expect(prefetchContactsPeople(client, url, { idle: true })).toBeUndefined();
    expect(asked).toHaveLength(1);
  });

  it('asks nothing for a signed-out visitor or a client: the page and its guard decide', () => {
    for (const user of [null, makeUser('CLIENT'), makeUser('GUEST')]) {
      const { client, asked } = countingClient(user);
      expect(prefetchContactsPeople(client, new URL('http://localhost/contacts'))).toBeUndefined();
      expect(asked).toHaveLength(0);
    }
  });
});
