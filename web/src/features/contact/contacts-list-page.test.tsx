import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../components/notifications/notifications';
import { ContactsListPage_PeopleDocument } from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';
import { ContactsListPage } from './contacts-list-page';

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
