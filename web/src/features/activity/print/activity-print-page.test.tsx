import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ActivityPage_TypesDocument,
  ActivityPage_UserDocument,
  ActivityPrintPage_ActivitiesDocument,
} from '../../../generated/graphql';
import { ActivityPrintPage } from './activity-print-page';

const entry = (id: number) => ({
  __typename: 'Activity' as const,
  id: String(id),
  date: '2026-03-02T10:00:00.000Z',
  type: null,
  person: { __typename: 'PersonRef' as const, id: '7', fullName: 'Ada Admin' },
  document: `Contact ${id}`,
  args: {
    __typename: 'ActivityArgs' as const,
    person: null,
    people: null,
    fields: ['email'],
    file: null,
    created: null,
    failedLines: null,
    duplicate: null,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('the Contact Activity print view', () => {
  it('loads up to 10000 entries with the query string, describes the filters, then prints once', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const mocks = [
      {
        request: {
          query: ActivityPrintPage_ActivitiesDocument,
          variables: { first: 10000, types: ['-1', '2'], person: '7', dateFrom: '2026-03-01' },
        },
        result: {
          data: {
            activities: { __typename: 'ActivityConnection' as const, totalCount: 3, nodes: [entry(2), entry(1)] },
          },
        },
      },
      {
        request: { query: ActivityPage_TypesDocument },
        result: {
          data: {
            lookups: {
              __typename: 'Lookups' as const,
              activityTypes: [{ __typename: 'ActivityType' as const, id: '2', name: 'Contact Updated' }],
            },
          },
        },
      },
      {
        request: { query: ActivityPage_UserDocument, variables: { id: '7' } },
        result: { data: { person: { __typename: 'Person' as const, id: '7', fullName: 'Ada Admin' } } },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={['/print/activity?types=-1,2&user=7&dateFrom=2026-03-01']}>
          <Routes>
            <Route path="/print/activity" element={<ActivityPrintPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Contact Activity' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Contact 2',
      'Contact 1',
    ]);
    expect(within(rows[1]!).getByText('Not Specified')).toBeInTheDocument();
    const description = screen.getByLabelText('Description');
    expect(description).toHaveTextContent('The first 2 of 3 actions');
    expect(description).toHaveTextContent('Types: Not Specified, Contact Updated');
    expect(await within(description).findByText('User: Ada Admin')).toBeInTheDocument();
    expect(description).toHaveTextContent('From: 01 Mar 2026');
    expect(print).toHaveBeenCalledTimes(1);
  });
});
