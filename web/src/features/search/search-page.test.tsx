import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchPage_LookupsDocument, SearchPage_SavedSearchDocument } from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';
import { parseSearchPath } from './search-path';

const list = (typename: string, items: [string, string][]) =>
  items.map(([id, name]) => ({ __typename: typename, id, name }));

const lookupsMock = {
  request: { query: SearchPage_LookupsDocument },
  result: {
    data: {
      lookups: {
        __typename: 'Lookups',
        titles: list('Title', [
          ['1', 'Mr'],
          ['2', 'Dr'],
        ]),
        legalStatuses: [],
        clientClasses: list('ClientClass', [['5', 'Private Client']]),
        categories: [
          { __typename: 'Category', id: '10', name: 'Lender', isCp: true },
          { __typename: 'Category', id: '20', name: 'Agent', isCp: false },
        ],
        subcategories: [{ __typename: 'Subcategory', id: '101', name: 'Bridging', categoryId: '10' }],
        useClassTypes: [],
        locationTypes: [],
        investmentClassTypes: [],
        cpSubcategories: [],
        investingGeographyTypes: [],
        profileTypes: list('ProfileTypeLabel', [
          ['1', 'Admin'],
          ['3', 'Client'],
        ]),
        providerRelationTypes: [],
        projectTypes: [],
        projectStatusTypes: [],
        assetTypes: [],
        transactionTypes: [],
        transactionSubTypes: [],
        taskStates: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('search paths', () => {
  it('reads the type, a saved search and the contact actions', () => {
    expect(parseSearchPath('contacts')).toEqual({ routeType: 'contacts', savedId: null, action: null });
    expect(parseSearchPath('tasks/saved/12')).toEqual({ routeType: 'tasks', savedId: '12', action: null });
    expect(parseSearchPath('contacts/assignToProject')).toMatchObject({ action: 'assignToProject' });
    expect(parseSearchPath('projects/email')).toBeNull();
    expect(parseSearchPath('people')).toBeNull();
    expect(parseSearchPath('contacts/saved/x')).toBeNull();
  });
});

describe('SearchPage', () => {
  it('falls back to /search/contacts; the type buttons change the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/search', user: makeUser('USER'), mocks: [lookupsMock] });
    expect(await screen.findByRole('heading', { name: 'Search', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/contacts'));
    expect(screen.getByText('What are you searching for?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacts' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Projects' }));
    expect(router.state.location.pathname).toBe('/search/projects');
    expect(screen.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Type of row 1' })).toHaveTextContent('Project');
  });

  it("enables 'Save this search' only when every row, sub-rows included, is complete", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/search/contacts', user: makeUser('USER'), mocks: [lookupsMock] });
    const save = await screen.findByRole('button', { name: 'Save this search' }, { timeout: 10_000 });
    expect(save).toBeDisabled();
    expect(screen.getByText('Narrow your search results:')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Value of row 1' })).toHaveAttribute('placeholder', 'Select Value');

    await choose(user, 'Field of row 1', 'User Type');
    expect(screen.getByRole('combobox', { name: 'Condition of row 1' })).toHaveTextContent('is');
    await choose(user, 'Value of row 1', 'Client');
    // User type Client: a client class sub-row, which cannot be deleted.
    const sub = screen.getByRole('group', { name: 'row 1, sub-row 1' });
    expect(within(sub).getByRole('combobox', { name: 'Field of row 1, sub-row 1' })).toHaveTextContent('Client Class');
    expect(screen.queryByRole('button', { name: 'Delete row 1, sub-row 1' })).not.toBeInTheDocument();
    expect(save).toBeDisabled();
    await choose(user, 'Value of row 1, sub-row 1', 'Private Client');
    expect(save).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete row 2' }));
    expect(save).toBeEnabled();

    // 'Save search as' ignores an empty name.
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save search as' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A name is required')).toBeInTheDocument();
  });

  it('shows the summary line after Search', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/search/contacts', user: makeUser('USER'), mocks: [lookupsMock] });
    await screen.findByRole('button', { name: 'Search' }, { timeout: 10_000 });
    await choose(user, 'Field of row 1', 'Contact Type');
    await choose(user, 'Value of row 1', 'Lender');
    // A capital-provider category with subcategories: a subcategory sub-row and a capital-provider sub-row.
    expect(screen.getByRole('group', { name: 'row 1, sub-row 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type of row 1, sub-row 2' })).toHaveTextContent('Capital Provider');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Displaying: Contacts and Contact Type has any of Lender',
    );
  });

  it('opens a saved search as it was built', async () => {
    const savedMock = {
      request: { query: SearchPage_SavedSearchDocument, variables: { id: '5' } },
      result: {
        data: {
          savedSearch: {
            __typename: 'SavedSearch',
            id: '5',
            title: 'Doctors',
            type: 'PEOPLE',
            query: 'title=2',
            rows: [],
            columns: [],
          },
        },
      },
    };
    renderApp({ path: '/search/contacts/saved/5', user: makeUser('USER'), mocks: [lookupsMock, savedMock] });
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      'Displaying: Contacts and Title is Dr',
    );
    expect(screen.getByRole('combobox', { name: 'Field of row 1' })).toHaveTextContent('Title');
    expect(screen.getByRole('combobox', { name: 'Value of row 1' })).toHaveValue('Dr');
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeEnabled();
  });
});
