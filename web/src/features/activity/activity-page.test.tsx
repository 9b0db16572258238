import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ActivityPage_ActivitiesDocument,
  ActivityPage_TypesDocument,
  ActivityPage_UsersDocument,
} from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';

const entry = (id: number, type: { id: string; name: string } | null, date: string, fields: string[] | null) => ({
  __typename: 'Activity' as const,
  id: String(id),
  date,
  type: type && { __typename: 'ActivityType' as const, ...type },
  person: { __typename: 'PersonRef' as const, id: '1', fullName: 'Ada Admin' },
  document: `Contact ${id}`,
  args: {
    __typename: 'ActivityArgs' as const,
    person: String(100 + id),
    people: null,
    fields,
    file: null,
    created: null,
    failedLines: null,
    duplicate: null,
  },
});

const page = (variables: object, nodes: ReturnType<typeof entry>[], totalCount = nodes.length) => ({
  request: { query: ActivityPage_ActivitiesDocument, variables: { first: 200, ...variables } },
  result: {
    data: {
      activities: {
        __typename: 'ActivityConnection' as const,
        totalCount,
        nodes,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
  maxUsageCount: 5,
});

const UPDATED = { id: '2', name: 'Contact Updated' };
const mocks = [
  {
    request: { query: ActivityPage_TypesDocument },
    result: {
      data: {
        lookups: {
          __typename: 'Lookups' as const,
          activityTypes: [
            { __typename: 'ActivityType' as const, id: '1', name: 'Contact Created' },
            { __typename: 'ActivityType' as const, ...UPDATED },
          ],
        },
      },
    },
    maxUsageCount: 5,
  },
  {
    request: { query: ActivityPage_UsersDocument, variables: { first: 20 } },
    result: { data: { people: { __typename: 'PersonConnection' as const, nodes: [] } } },
    maxUsageCount: 5,
  },
  page({}, [
    entry(2, UPDATED, '2026-03-02T10:00:00.000Z', ['job_title', 'company']),
    entry(1, null, '2026-03-01T10:00:00.000Z', null),
  ]),
  page({ types: ['-1'] }, [entry(1, null, '2026-03-01T10:00:00.000Z', null)]),
];

// happy-dom lays nothing out: give the scroll area a size, or the virtualized body draws no rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 1400, height: 800 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Contact Activity', () => {
  it('shows the entries newest first with their count, type (or Not Specified) and args', async () => {
    renderApp({ path: '/activity', user: makeUser('ADMIN'), mocks });
    expect(await screen.findByText('2 actions')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const body = rows.filter((row) => within(row).queryByText(/^Contact \d$/));
    expect(body.map((row) => within(row).getByText(/^Contact \d$/).textContent)).toEqual(['Contact 2', 'Contact 1']);
    expect(within(body[0]!).getByText('Contact Updated')).toBeInTheDocument();
    expect(within(body[0]!).getByText('job_title, company')).toBeInTheDocument();
    expect(within(body[1]!).getByText('Not Specified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage columns' })).toBeInTheDocument();
  });

  it("filters by type, 'Not Specified' included, through the query string", async () => {
    const { router } = renderApp({ path: '/activity', user: makeUser('ADMIN'), mocks });
    await screen.findByText('2 actions');
    await userEvent.click(screen.getByRole('combobox', { name: 'Types' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not Specified' }));
    await waitFor(() => expect(router.state.location.search).toBe('?types=-1'));
    expect(await screen.findByText('1 action')).toBeInTheDocument();
  });

  it('exports all when no row is selected, the selected rows otherwise, and says so when it fails', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    renderApp({ path: '/activity', user: makeUser('ADMIN'), mocks });
    await screen.findByText('2 actions');
    await userEvent.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/files/activity/exportAll');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ actions: 'all' });
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(await screen.findByText(/An error occured while exporting activity/)).toBeInTheDocument();

    const [first] = screen.getAllByRole('checkbox', { name: 'Select row' });
    await userEvent.click(first!);
    await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(fetch.mock.calls[1]![1]!.body as string)).toEqual({ actions: [2] });
  });

  it('opens Print with the current query string', async () => {
    const { router } = renderApp({ path: '/activity?types=-1', user: makeUser('ADMIN'), mocks });
    await screen.findByText('1 action');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/print/activity'));
    expect(router.state.location.search).toBe('?types=-1');
  });

  it('is not for users', async () => {
    const { router } = renderApp({ path: '/activity', user: makeUser('USER'), mocks });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
