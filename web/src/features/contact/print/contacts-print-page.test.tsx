import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { ContactsListPage_GroupCountsDocument, ContactsPrintPage_PeopleDocument } from '../../../generated/graphql';
import { ContactsPrintPage } from './contacts-print-page';
import { contactsPrintPath, fromOrderingParam } from './print-query';

const person = (id: number, tags = ['bridging']) => ({
  __typename: 'Person' as const,
  id: String(id),
  fullName: `Person ${id}`,
  company: 'Acme',
  jobTitle: null,
  primaryEmail: `p${id}@acme.test`,
  primaryPhone: null,
  city: 'York',
  country: null,
  categories: [{ __typename: 'Category' as const, id: '1', name: 'Lender' }],
  tags,
  rating: null,
  profileType: 'USER' as const,
  inviteStatus: 'NOT_INVITED' as const,
  isCapitalProvider: false,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
});

function renderPrint(
  path: string,
  variables: object,
  count: number,
  options: { tags?: (id: number) => string[]; extraMocks?: object[] } = {},
) {
  const mock = {
    request: { query: ContactsPrintPage_PeopleDocument, variables },
    result: {
      data: {
        people: {
          __typename: 'PersonConnection',
          totalCount: count,
          nodes: Array.from({ length: count }, (_, index) => person(index + 1, options.tags?.(index + 1))),
        },
      },
    },
  };
  return render(
    <MockedProvider mocks={[mock, ...((options.extraMocks ?? []) as never[])]}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationsProvider>
          <Routes>
            <Route path="/print/contacts" element={<ContactsPrintPage />} />
          </Routes>
        </NotificationsProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

/** The browser's print dialog, which the test DOM does not have: a spy in its place. */
function stubPrint() {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  return print;
}

describe('print query', () => {
  it("carries the list's search and ordering", () => {
    expect(
      contactsPrintPath('ann', [
        { id: 'company', desc: true },
        { id: 'name', desc: false },
      ]),
    ).toBe('/print/contacts?search=ann&ordering=-company%2Cname');
    expect(contactsPrintPath('', [])).toBe('/print/contacts');
    expect(contactsPrintPath('', [], 'tags')).toBe('/print/contacts?group=tags');
    expect(fromOrderingParam('-company,name')).toEqual([
      { id: 'company', desc: true },
      { id: 'name', desc: false },
    ]);
  });
});

describe('ContactsPrintPage', () => {
  it('loads up to 10000 rows with the query string, shows a title, description lines and a table, then prints once', async () => {
    const print = stubPrint();
    renderPrint(
      '/print/contacts?search=acme&ordering=-company,name',
      {
        first: 10000,
        search: 'acme',
        orderBy: [
          { field: 'COMPANY', direction: 'DESC' },
          { field: 'NAME', direction: 'ASC' },
        ],
      },
      3,
    );
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('p2@acme.test')).toBeInTheDocument();
    const description = screen.getByLabelText('Description');
    expect(description).toHaveTextContent('3 contacts');
    expect(description).toHaveTextContent('Search: “acme”');
    expect(description).toHaveTextContent('Sorted by: Company (descending), Name');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("grouped, starts each group with its value and the group's size in the whole list, a contact under each tag", async () => {
    const print = stubPrint();
    const counts = {
      request: { query: ContactsListPage_GroupCountsDocument, variables: { groupBy: 'TAGS' } },
      result: {
        data: {
          personGroupCounts: [
            { __typename: 'PersonGroupCount', value: 'bridging', count: 40 },
            { __typename: 'PersonGroupCount', value: 'london', count: 12 },
            { __typename: 'PersonGroupCount', value: null, count: 7 },
          ],
        },
      },
    };
    // Person 1: both tags; person 2: london; person 3: none.
    const tags = (id: number) => [['bridging', 'london'], ['london'], []][id - 1]!;
    renderPrint('/print/contacts?group=tags', { first: 10000 }, 3, { tags, extraMocks: [counts] });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Name'),
      'Tags: bridging (40)',
      expect.stringContaining('p1@acme.test'),
      'Tags: london (12)',
      expect.stringContaining('p1@acme.test'),
      expect.stringContaining('p2@acme.test'),
      'Tags: (blank) (7)',
      expect.stringContaining('p3@acme.test'),
    ]);
    expect(screen.getByLabelText('Description')).toHaveTextContent('Grouped by: Tags');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('sorted by a column the table lacks (Rating), adds that column after the others', async () => {
    stubPrint();
    renderPrint(
      '/print/contacts?ordering=-rating',
      { first: 10000, orderBy: [{ field: 'RATING', direction: 'DESC' }] },
      2,
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.at(-1)).toBe('Rating');
    expect(headers.filter((header) => header === 'Rating')).toHaveLength(1);
    expect(screen.getByLabelText('Description')).toHaveTextContent('Sorted by: Rating (descending)');
  });

  it('says so when nothing matches, and still opens the print dialog', async () => {
    const print = stubPrint();
    renderPrint('/print/contacts?search=zzz', { first: 10000, search: 'zzz' }, 0);
    expect(await screen.findByText('No search results found for "zzz"')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });
});
