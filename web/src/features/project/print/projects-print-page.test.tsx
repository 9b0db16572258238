import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { ProjectsListPage_StatusesDocument, ProjectsPrintPage_ProjectsDocument } from '../../../generated/graphql';
import { projectsPrintPath } from './print-query';
import { ProjectsPrintPage } from './projects-print-page';

const status = (id: string, name: string) => ({ __typename: 'ProjectStatusType' as const, id, name });
const project = (id: number) => ({
  __typename: 'Project' as const,
  id: String(id),
  name: `Wharf ${id}`,
  client: { __typename: 'PersonRef' as const, id: '50', fullName: 'Ann Smith' },
  status: status('1', 'Analysing'),
  projectTypes: [{ __typename: 'ProjectType' as const, id: '1', name: 'Development' }],
  transactionTypes: [],
  assetTypes: [],
  capitalRequired: 1_000_000 * id,
  fees: 2,
  successFee: 20_000 * id,
  termSheetFee: 5_000,
  totalFees: 20_000 * id + 5_000,
  closingDate: '2027-01-31',
  currency: 'GBP',
  cpSummary: [{ __typename: 'ProviderStateCount' as const, state: 'Interested', count: 2 }],
  createdAt: '2025-01-01T10:00:00Z',
});

function renderPrint(path: string, variables: object, count: number, total = count) {
  const mocks = [
    {
      request: { query: ProjectsPrintPage_ProjectsDocument, variables },
      result: {
        data: {
          projects: {
            __typename: 'ProjectConnection',
            totalCount: total,
            nodes: Array.from({ length: count }, (_, index) => project(index + 1)),
          },
        },
      },
    },
    {
      request: { query: ProjectsListPage_StatusesDocument },
      result: {
        data: {
          lookups: {
            __typename: 'Lookups',
            projectStatusTypes: [status('1', 'Analysing'), status('4', 'Closing Process')],
          },
        },
      },
    },
  ];
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationsProvider>
          <Routes>
            <Route path="/print/projects" element={<ProjectsPrintPage />} />
          </Routes>
        </NotificationsProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());
const stubPrint = () => {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  return print;
};

describe('projectsPrintPath', () => {
  it("carries the list's search, statuses and ordering", () => {
    expect(
      projectsPrintPath(
        'wharf',
        ['1', '4'],
        [
          { id: 'closingDate', desc: true },
          { id: 'name', desc: false },
        ],
      ),
    ).toBe('/print/projects?search=wharf&status=1%2C4&ordering=-closingDate%2Cname');
    expect(projectsPrintPath('', [], [])).toBe('/print/projects');
  });
});

describe('ProjectsPrintPage', () => {
  it('loads up to 10000 rows with the query string: title, description lines, stats header, table; prints once', async () => {
    const print = stubPrint();
    renderPrint(
      '/print/projects?search=wharf&status=1,4&ordering=-closingDate',
      {
        first: 10000,
        search: 'wharf',
        statusIds: ['1', '4'],
        orderBy: [{ field: 'CLOSING_DATE', direction: 'DESC' }],
      },
      2,
      12000,
    );
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Wharf 1');
    expect(rows[2]).toHaveTextContent('£2,000,000');
    const description = screen.getByLabelText('Description');
    expect(description).toHaveTextContent('The first 2 of 12,000 projects');
    expect(description).toHaveTextContent('Search: “wharf”');
    expect(description).toHaveTextContent('Status: Analysing, Closing Process');
    expect(description).toHaveTextContent('Sorted by: Closing Date (descending)');
    const summary = screen.getByLabelText('Summary');
    expect(summary).toHaveTextContent('Capital Required£3,000,000');
    expect(summary).toHaveTextContent('Total Fees£70,000');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches, with no stats, and still opens the print dialog', async () => {
    const print = stubPrint();
    renderPrint('/print/projects?search=zzz', { first: 10000, search: 'zzz' }, 0);
    expect(await screen.findByText('No search results found for "zzz"')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveTextContent('Status: All');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Summary')).not.toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });
});
