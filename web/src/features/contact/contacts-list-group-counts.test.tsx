import type { ApolloClient } from '@apollo/client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countPlaceholder,
  giveTableASize,
  groupRow,
  heldListClient,
  recordGroupHeaders,
  renderListPage,
} from '../../test/grouped-list';
import { CONTACTS_TABLE_TYPE } from '../../components/lists/contact-columns';
import { ContactsListPage } from './contacts-list-page';

// A group's count is the server's size of that group in the whole searched list. Until the server answers for the
// current grouping and search, the header shows no number: neither the rows loaded so far nor an earlier answer.

const person = (id: number) => ({
  __typename: 'Person' as const,
  id: String(id),
  fullName: `Person ${id}`,
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
 * A client whose link answers the people query at once (three contacts at Acme Capital with no category, two of
 * them when searching) and holds each group counts query until the test answers it, as a slow server would.
 */
// The user's saved columns group the list by company.
const heldCountsClient = () =>
  heldListClient({
    table: CONTACTS_TABLE_TYPE,
    groupBy: 'company',
    counts: { operation: 'ContactsListPage_GroupCounts', field: 'personGroupCounts', typename: 'PersonGroupCount' },
    answer: (operation) => {
      const nodes = operation.variables.search ? [person(1), person(2)] : [person(1), person(2), person(3)];
      return {
        people: {
          __typename: 'PersonConnection',
          totalCount: nodes.length,
          nodes,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      };
    },
  });

const renderList = (client: ApolloClient) => renderListPage(client, '/contacts', <ContactsListPage />);

describe("the contacts list's group counts", () => {
  beforeEach(giveTableASize);
  afterEach(() => vi.restoreAllMocks());

  it("show no number until the server's counts arrive, never the rows loaded so far", async () => {
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    renderList(client);
    const group = await groupRow('Acme Capital');
    expect(await screen.findAllByRole('row', { name: /Person \d/ })).toHaveLength(3);
    expect(countPlaceholder(group)).toBeInTheDocument();

    expect(countsRequests.map((request) => request.variables)).toEqual([{ groupBy: 'COMPANY' }]);
    act(() => countsRequests[0]!.answer([['Acme Capital', 150]]));
    expect(await within(group).findByText('(150)')).toBeInTheDocument();
    expect(within(group).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(seen).toEqual(['Acme Capital', 'Acme Capital(150)']);
  });

  it("show no number for a new search until the server counts it, not the previous search's count", async () => {
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    const router = renderList(client);
    await groupRow('Acme Capital');
    act(() => countsRequests[0]!.answer([['Acme Capital', 150]]));
    expect(await screen.findByText('(150)')).toBeInTheDocument();

    await act(() => router.navigate('/contacts?search=acme'));
    expect(await screen.findAllByRole('row', { name: /Person \d/ })).toHaveLength(2);
    const group = await groupRow('Acme Capital');
    expect(countPlaceholder(group)).toBeInTheDocument();

    expect(countsRequests.map((request) => request.variables.search)).toEqual([undefined, 'acme']);
    act(() => countsRequests[1]!.answer([['Acme Capital', 40]]));
    expect(await within(group).findByText('(40)')).toBeInTheDocument();
    expect(seen).toEqual(['Acme Capital', 'Acme Capital(150)', 'Acme Capital', 'Acme Capital(40)']);
  });

  it("show no number for a new grouping until the server counts it, not the previous column's count", async () => {
    const user = userEvent.setup();
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    renderList(client);
    await groupRow('Acme Capital');
    // Blank companies and blank categories share the key '' in the counts.
    act(() =>
      countsRequests[0]!.answer([
        ['Acme Capital', 150],
        [null, 30],
      ]),
    );
    expect(await screen.findByText('(150)')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(screen.getByRole('option', { name: 'Categories' }));
    const group = await groupRow('(blank)');
    expect(countPlaceholder(group)).toBeInTheDocument();

    expect(countsRequests.map((request) => request.variables.groupBy)).toEqual(['COMPANY', 'CATEGORIES']);
    act(() => countsRequests[1]!.answer([[null, 60]]));
    expect(await within(group).findByText('(60)')).toBeInTheDocument();
    expect(seen).toEqual(['Acme Capital', 'Acme Capital(150)', '(blank)', '(blank)(60)']);
  });
});
