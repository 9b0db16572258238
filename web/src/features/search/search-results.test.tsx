import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchResults_PeopleDocument, type ProfileType } from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';

const peopleMock = (nodes: object[]) => ({
  request: {
    query: SearchResults_PeopleDocument,
    variables: {
      query: '',
      first: 200,
      orderBy: [
        { field: 'COMPANY', direction: 'DESC' },
        { field: 'NAME', direction: 'ASC' },
      ],
    },
  },
  result: {
    data: {
      searchPeople: {
        __typename: 'PersonConnection',
        totalCount: nodes.length,
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
});

const person = {
  __typename: 'Person',
  id: '41',
  fullName: 'Grace Hopper',
  company: 'Albion Bank',
  jobTitle: 'Director',
  primaryEmail: 'grace@example.com',
  primaryPhone: null,
  city: null,
  country: null,
  categories: [],
  tags: [],
  rating: 0,
  profileType: 'USER',
  inviteStatus: 'ACCEPTED',
  isCapitalProvider: false,
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};

async function search(profileType: ProfileType, nodes: object[]) {
  // happy-dom lays nothing out: give the scroll area a size, or the virtualized body draws no rows.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 1000, height: 600 }));
  const user = userEvent.setup();
  const view = renderApp({ path: '/search/contacts', user: makeUser(profileType), mocks: [peopleMock(nodes)] });
  await user.click(await screen.findByRole('button', { name: 'Search' }, { timeout: 10_000 }));
  return { user, ...view };
}

describe('search results', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says 'No results found' when nothing matches", async () => {
    await search('USER', []);
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it("lists the contacts with the contacts list's actions, over which their dialogs open; no export for users", async () => {
    const { user, router } = await search('USER', [person]);
    const row = (await screen.findByText('Albion Bank')).closest('tr')!;
    expect(screen.getByRole('button', { name: 'Edit multiple' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Assign to Project' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Export/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Assign to Project' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Assign to Project' }));
    expect(router.state.location.pathname).toBe('/search/contacts/assignToProject');
    expect(router.state.location.search).toBe('?items=41');
    expect(await screen.findByRole('dialog', { name: 'Select a Project' })).toBeInTheDocument();
    // The search and its results stay under the dialog.
    expect(screen.getByText('Albion Bank')).toBeInTheDocument();
  });

  it('a row opens its contact', async () => {
    const { user, router } = await search('ADMIN', [person]);
    await user.click(await screen.findByText('Director'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/41'));
  });

  it('offers admins the export', async () => {
    await search('ADMIN', [person]);
    await screen.findByText('Albion Bank');
    expect(screen.getByRole('button', { name: 'Export all' })).toBeInTheDocument();
  });
});
