import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { ContactsPrintPage_PeopleDocument } from '../../../generated/graphql';
import { ContactsPrintPage } from './contacts-print-page';
import { contactsPrintPath, fromOrderingParam } from './print-query';

const person = (id: number) => ({
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
  tags: ['bridging'],
  profileType: 'USER' as const,
});

function renderPrint(path: string, variables: object, count: number) {
  const mock = {
    request: { query: ContactsPrintPage_PeopleDocument, variables },
    result: {
      data: {
        people: {
          __typename: 'PersonConnection',
          totalCount: count,
          nodes: Array.from({ length: count }, (_, index) => person(index + 1)),
        },
      },
    },
  };
  return render(
    <MockedProvider mocks={[mock]}>
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

afterEach(() => vi.restoreAllMocks());

describe('print query', () => {
  it("carries the list's search and ordering", () => {
    expect(
      contactsPrintPath('ann', [
        { id: 'company', desc: true },
        { id: 'name', desc: false },
      ]),
    ).toBe('/print/contacts?search=ann&ordering=-company%2Cname');
    expect(contactsPrintPath('', [])).toBe('/print/contacts');
    expect(fromOrderingParam('-company,name')).toEqual([
      { id: 'company', desc: true },
      { id: 'name', desc: false },
    ]);
  });
});

describe('ContactsPrintPage', () => {
  it('loads up to 10000 rows with the query string, shows a title, description lines and a table, then prints once', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
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

  it('says so when nothing matches, and still opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPrint('/print/contacts?search=zzz', { first: 10000, search: 'zzz' }, 0);
    expect(await screen.findByText('No search results found for "zzz"')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });
});
