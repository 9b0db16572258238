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
import { PROJECT_COLUMNS, PROJECT_GROUP_FIELDS, PROJECTS_TABLE_TYPE } from '../../components/lists/project-columns';
import { ProjectsListPage } from './projects-list-page';

// A group's count is the server's size of that group in the whole list as searched and filtered (200 projects a page,
// the rest not loaded). Until the server answers for the current grouping, search and statuses, the header shows no
// number: neither the rows loaded so far nor an earlier answer.

const analysing = { __typename: 'ProjectStatusType' as const, id: '1', name: 'Analysing' };
const lookup = <T extends string>(__typename: T, id: string, name: string) => ({ __typename, id, name });
const project = (id: number, projectTypes = [lookup('ProjectType', '1', 'Bridging')]) => ({
  __typename: 'Project' as const,
  id: String(id),
  name: `Project ${id}`,
  client: { __typename: 'PersonRef' as const, id: '50', fullName: 'Ann Smith' },
  status: analysing,
  projectTypes,
  transactionTypes: [],
  assetTypes: [],
  capitalRequired: 1_000_000,
  fees: 1,
  successFee: 10_000,
  termSheetFee: 0,
  totalFees: 10_000,
  closingDate: '2027-01-31',
  currency: 'GBP',
  cpSummary: [],
  createdAt: '2025-01-01T10:00:00Z',
});

/**
 * A client whose link answers the projects query at once (three Analysing projects, the third both Bridging and
 * Development; two of them when searching) and holds each group counts query until the test answers it, as a slow
 * server would. The user's saved columns group the list by status.
 */
const heldCountsClient = () =>
  heldListClient({
    table: PROJECTS_TABLE_TYPE,
    groupBy: 'status',
    counts: { operation: 'ProjectsListPage_GroupCounts', field: 'projectGroupCounts', typename: 'ProjectGroupCount' },
    answer: (operation) => {
      if (operation.operationName === 'ProjectsListPage_Statuses')
        return { lookups: { __typename: 'Lookups', projectStatusTypes: [analysing] } };
      const twoTypes = [lookup('ProjectType', '1', 'Bridging'), lookup('ProjectType', '3', 'Development')];
      const nodes = operation.variables.search
        ? [project(1), project(2)]
        : [project(1), project(2), project(3, twoTypes)];
      return {
        projects: {
          __typename: 'ProjectConnection',
          totalCount: 450,
          nodes,
          pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'page-1' },
        },
      };
    },
  });

const renderList = (client: ApolloClient) => renderListPage(client, '/projects', <ProjectsListPage />);

describe("the projects list's group counts", () => {
  beforeEach(() => {
    sessionStorage.clear();
    giveTableASize();
  });
  afterEach(() => vi.restoreAllMocks());

  it('come from the server for every column the list groups by', () => {
    const groupable = PROJECT_COLUMNS.filter((column) => column.groupable !== false).map((column) => column.id);
    expect(Object.keys(PROJECT_GROUP_FIELDS).sort()).toEqual(groupable.sort());
  });

  it("show no number until the server's counts arrive, never the rows loaded so far", async () => {
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    renderList(client);
    const group = await groupRow('Analysing');
    expect(await screen.findAllByRole('row', { name: /Project \d/ })).toHaveLength(3);
    expect(countPlaceholder(group)).toBeInTheDocument();

    // The list's status filter starts on Analysing: the counts are asked for with it.
    expect(countsRequests.map((request) => request.variables)).toEqual([{ groupBy: 'STATUS', statusIds: ['1'] }]);
    act(() => countsRequests[0]!.answer([['Analysing', 450]]));
    expect(await within(group).findByText('(450)')).toBeInTheDocument();
    expect(within(group).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(seen).toEqual(['Analysing', 'Analysing(450)']);
  });

  it("show no number for a new search until the server counts it, not the previous search's count", async () => {
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    const router = renderList(client);
    await groupRow('Analysing');
    act(() => countsRequests[0]!.answer([['Analysing', 450]]));
    expect(await screen.findByText('(450)')).toBeInTheDocument();

    await act(() => router.navigate('/projects?search=wharf'));
    expect(await screen.findAllByRole('row', { name: /Project \d/ })).toHaveLength(2);
    const group = await groupRow('Analysing');
    expect(countPlaceholder(group)).toBeInTheDocument();

    expect(countsRequests.map((request) => request.variables.search)).toEqual([undefined, 'wharf']);
    act(() => countsRequests[1]!.answer([['Analysing', 40]]));
    expect(await within(group).findByText('(40)')).toBeInTheDocument();
    expect(seen).toEqual(['Analysing', 'Analysing(450)', 'Analysing', 'Analysing(40)']);
  });

  it('count a project in each of its types, with no number until the new grouping is counted', async () => {
    const user = userEvent.setup();
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    renderList(client);
    await groupRow('Analysing');
    act(() => countsRequests[0]!.answer([['Analysing', 450]]));
    expect(await screen.findByText('(450)')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(screen.getByRole('option', { name: 'Project Type' }));
    const bridging = await groupRow('Bridging');
    const development = await groupRow('Development');
    expect(countPlaceholder(bridging)).toBeInTheDocument();
    expect(countPlaceholder(development)).toBeInTheDocument();
    // Project 3 is in both groups, as the server counts it.
    expect(screen.getAllByRole('row', { name: /Project 3/ })).toHaveLength(2);

    expect(countsRequests.map((request) => request.variables.groupBy)).toEqual(['STATUS', 'PROJECT_TYPES']);
    act(() =>
      countsRequests[1]!.answer([
        ['Bridging', 300],
        ['Development', 170],
      ]),
    );
    expect(await within(bridging).findByText('(300)')).toBeInTheDocument();
    expect(await within(development).findByText('(170)')).toBeInTheDocument();
    expect(seen).toEqual(['Analysing', 'Analysing(450)', 'Bridging | Development', 'Bridging(300) | Development(170)']);
  });
});
