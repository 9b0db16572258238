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
import { TEMPLATE_COLUMNS, TEMPLATE_GROUP_FIELDS, TEMPLATES_TABLE_TYPE } from './template-columns';
import { TemplatesTab } from './templates-tab';

// A group's count is the server's size of that group in the user's whole templates list as searched (200 templates a
// page, the rest not loaded). Until the server answers for the current grouping and search, the header shows no
// number: neither the rows loaded so far nor an earlier answer.

const template = (id: number, name: string, isCompany: boolean) => ({
  __typename: 'Template' as const,
  id: String(id),
  name,
  subject: 'A new deal',
  isCompany,
  createdAt: '2025-01-01T10:00:00Z',
  updatedAt: '2025-01-02T10:00:00Z',
});

/**
 * A client whose link answers the templates query at once (three templates, two of them company ones, one still
 * unnamed; two when searching) and holds each group counts query until the test answers it, as a slow server would.
 * The user's saved columns group the list by Company Email.
 */
const heldCountsClient = () =>
  heldListClient({
    table: TEMPLATES_TABLE_TYPE,
    groupBy: 'isCompany',
    counts: {
      operation: 'EmailManagement_TemplateGroupCounts',
      field: 'templateGroupCounts',
      typename: 'TemplateGroupCount',
    },
    answer: (operation) => ({
      templates: {
        __typename: 'TemplateConnection',
        totalCount: 450,
        nodes: operation.variables.search
          ? [template(1, 'Teaser', true), template(2, 'Teaser', true)]
          : [template(1, 'Teaser', true), template(2, 'Teaser', true), template(3, '', false)],
        pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'page-1' },
      },
    }),
  });

const renderList = (client: ApolloClient) => renderListPage(client, '/email-management/templates', <TemplatesTab />);

describe("the templates list's group counts", () => {
  beforeEach(() => giveTableASize());
  afterEach(() => vi.restoreAllMocks());

  it('come from the server for every column the list groups by', () => {
    const groupable = TEMPLATE_COLUMNS.filter((column) => column.groupable !== false).map((column) => column.id);
    expect(Object.keys(TEMPLATE_GROUP_FIELDS).sort()).toEqual(groupable.sort());
  });

  it("show no number until the server's counts arrive, never the rows loaded so far", async () => {
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    renderList(client);
    const yes = await groupRow('Yes');
    const no = await groupRow('No');
    expect(await screen.findAllByRole('row', { name: /Teaser|New Template/ })).toHaveLength(3);
    expect(countPlaceholder(yes)).toBeInTheDocument();
    expect(countPlaceholder(no)).toBeInTheDocument();

    expect(countsRequests.map((request) => request.variables)).toEqual([{ groupBy: 'COMPANY_EMAIL' }]);
    act(() =>
      countsRequests[0]!.answer([
        ['false', 150],
        ['true', 300],
      ]),
    );
    expect(await within(yes).findByText('(300)')).toBeInTheDocument();
    expect(await within(no).findByText('(150)')).toBeInTheDocument();
    expect(within(yes).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(seen).toEqual(['No | Yes', 'No(150) | Yes(300)']);
  });

  it("show no number for a new search until the server counts it, not the previous search's count", async () => {
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    const router = renderList(client);
    await groupRow('Yes');
    act(() =>
      countsRequests[0]!.answer([
        ['false', 150],
        ['true', 300],
      ]),
    );
    expect(await screen.findByText('(300)')).toBeInTheDocument();

    await act(() => router.navigate('/email-management/templates?search=teaser'));
    expect(await screen.findAllByRole('row', { name: /Teaser/ })).toHaveLength(2);
    const group = await groupRow('Yes');
    expect(countPlaceholder(group)).toBeInTheDocument();

    expect(countsRequests.map((request) => request.variables.search)).toEqual([undefined, 'teaser']);
    act(() => countsRequests[1]!.answer([['true', 40]]));
    expect(await within(group).findByText('(40)')).toBeInTheDocument();
    expect(seen).toEqual(['No | Yes', 'No(150) | Yes(300)', 'Yes', 'Yes(40)']);
  });

  it('count an unnamed template under New Template, with no number until the new grouping is counted', async () => {
    const user = userEvent.setup();
    const seen = recordGroupHeaders();
    const { client, countsRequests } = heldCountsClient();
    renderList(client);
    await groupRow('Yes');
    act(() =>
      countsRequests[0]!.answer([
        ['false', 150],
        ['true', 300],
      ]),
    );
    expect(await screen.findByText('(300)')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(screen.getByRole('option', { name: 'Name' }));
    const unnamed = await groupRow('New Template');
    const teaser = await groupRow('Teaser');
    expect(countPlaceholder(unnamed)).toBeInTheDocument();
    expect(countPlaceholder(teaser)).toBeInTheDocument();

    expect(countsRequests.map((request) => request.variables.groupBy)).toEqual(['COMPANY_EMAIL', 'NAME']);
    act(() =>
      countsRequests[1]!.answer([
        ['', 12],
        ['Teaser', 438],
      ]),
    );
    expect(await within(unnamed).findByText('(12)')).toBeInTheDocument();
    expect(await within(teaser).findByText('(438)')).toBeInTheDocument();
    expect(seen).toEqual(['No | Yes', 'No(150) | Yes(300)', 'New Template | Teaser', 'New Template(12) | Teaser(438)']);
  });
});
