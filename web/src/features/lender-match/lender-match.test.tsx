import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LenderMatchEmail_StartOutreachDocument,
  LenderMatchEmail_TemplatesDocument,
  LenderMatchPage_MatchesDocument,
  type LenderCriterion,
} from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';
import { lenderMatchesCsv } from './lender-match-csv';
import { missWords, reasonsOf, relationWords, type LenderMatchRow, type LenderMissRow } from './lender-match-words';

const side = (value: Partial<LenderMissRow['want']>) => ({
  __typename: 'LenderCriterionValue' as const,
  amount: null,
  flag: null,
  geographies: null,
  ...value,
});
const miss = (criterion: LenderCriterion, want: object, have: object, hard = true, gap: number | null = null) => ({
  __typename: 'LenderMiss' as const,
  criterion,
  hard,
  gap,
  want: side(want),
  have: side(have),
});
const geography = (id: string, name: string) => ({ __typename: 'InvestingGeography' as const, id, name });
const match = (id: string, name: string, fields: Partial<LenderMatchRow>): LenderMatchRow => ({
  __typename: 'LenderMatch',
  person: { __typename: 'PersonRef', id, fullName: name },
  company: `${name} Capital`,
  score: 0,
  fits: false,
  nearMiss: false,
  met: [],
  misses: [],
  relationState: null,
  ...fields,
});

describe('the reasons in words', () => {
  it('says the provider’s limit, then the deal’s figure, in the criterion’s unit', () => {
    expect(missWords(miss('MAX_LTV', { amount: 70 }, { amount: 65 }, true, 5))).toBe('Max LTV 65%, this deal 70%');
    expect(missWords(miss('MAX_SIZE', { amount: 7_000_000 }, { amount: 5_000_000 }, true, 2_000_000))).toBe(
      'Max size £5,000,000, this deal £7,000,000',
    );
    expect(missWords(miss('MIN_SIZE', { amount: 250_000 }, { amount: 1_000_000 }))).toBe(
      'Min size £1,000,000, this deal £250,000',
    );
    expect(missWords(miss('MAX_LTGDV', { amount: 66.667 }, { amount: 60 }))).toBe('Max LTGDV 60%, this deal 66.67%');
    expect(missWords(miss('MAX_TERM', { amount: 36 }, { amount: 24 }))).toBe('Max term 24 months, this deal 36 months');
    expect(missWords(miss('IS_EQUITY', { flag: true }, { flag: false }))).toBe('No equity, this deal is equity');
    expect(missWords(miss('IS_SHARIA', { flag: true }, { flag: false }))).toBe(
      'Not Sharia-compliant, this deal is Sharia',
    );
    expect(
      missWords(
        miss(
          'INVESTING_GEOGRAPHIES',
          { geographies: [geography('3', 'Scotland')] },
          { geographies: [geography('1', 'London'), geography('2', 'South East')] },
          false,
        ),
      ),
    ).toBe('Invests in London, South East, this deal Scotland');
  });

  it('lists the hard misses before the soft ones, and names relation states as the types do', () => {
    const row = match('1', 'Ann', {
      misses: [
        miss('INVESTING_GEOGRAPHIES', { geographies: [geography('3', 'Scotland')] }, { geographies: [] }, false),
        miss('MAX_LTV', { amount: 70 }, { amount: 65 }, true, 5),
      ],
    });
    expect(reasonsOf(row)).toEqual(['Max LTV 65%, this deal 70%', 'Invests in none, this deal Scotland (soft)']);
    expect(relationWords('TERMS_AGREED')).toBe('Terms Agreed');
    expect(relationWords(null)).toBe('');
  });

  it('exports the rows as CSV, formula-safe', () => {
    const csv = lenderMatchesCsv([
      match('1', '=Evil', { fits: true, score: 80, met: ['MAX_LTV'], relationState: 'CONTACTED' }),
    ]);
    expect(csv.split('\n')[0]).toBe('Rank,Provider,Company,Fit,Score,Misses,Meets,On Project');
    expect(csv).toContain("1,'=Evil,'=Evil Capital,Fits,80,,LTV,Contacted");
  });
});

const rows = [
  match('11', 'Fiona Fit', { fits: true, score: 75, met: ['MAX_LTV', 'MAX_SIZE'], relationState: 'INTERESTED' }),
  match('12', 'Nina Near', {
    nearMiss: true,
    score: 40,
    met: ['MIN_SIZE'],
    misses: [miss('MAX_LTV', { amount: 70 }, { amount: 65 }, true, 5)],
  }),
];
const failing = match('13', 'Fred Fail', { misses: [miss('IS_DEBT', { flag: true }, { flag: false })] });

const matchesMock = (
  includeFails: boolean,
  nodes: LenderMatchRow[],
  page: { first?: number; hasNextPage?: boolean; totalCount?: number } = {},
) => ({
  request: {
    query: LenderMatchPage_MatchesDocument,
    variables: { id: '5', includeFails, first: page.first ?? 50 },
  },
  result: {
    data: {
      project: {
        __typename: 'Project' as const,
        id: '5',
        name: 'Sterling Yard',
        capitalRequired: 7_000_000,
        currency: 'GBP',
        lenderMatches: {
          __typename: 'LenderMatchConnection' as const,
          totalCount: page.totalCount ?? nodes.length,
          pageInfo: {
            __typename: 'PageInfo' as const,
            hasNextPage: page.hasNextPage ?? false,
            endCursor: page.hasNextPage ? String(nodes.length) : null,
          },
          nodes,
        },
      },
    },
  },
});

describe('the Match Lenders page', () => {
  it('lists the matches in rank order with their reasons and states, shows the fails when asked, and selects', async () => {
    renderApp({
      path: '/projects/5/lender-matches',
      user: makeUser('ADMIN'),
      mocks: [matchesMock(false, rows), matchesMock(true, [...rows, failing])],
    });
    const table = await screen.findByRole('table', { name: 'Lender matches' });
    const names = () =>
      within(screen.getByRole('table', { name: 'Lender matches' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('aria-label'));
    expect(names()).toEqual(['Fiona Fit', 'Nina Near']);
    const near = within(table).getByRole('row', { name: 'Nina Near' });
    expect(within(near).getByText('Max LTV 65%, this deal 70%')).toBeInTheDocument();
    expect(within(near).getByText('Near miss')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: 'Fiona Fit' })).getByText('Interested')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Show providers that fail'));
    await waitFor(() => expect(names()).toEqual(['Fiona Fit', 'Nina Near', 'Fred Fail']));
    const fail = within(screen.getByRole('table', { name: 'Lender matches' })).getByRole('row', { name: 'Fred Fail' });
    expect(within(fail).getByText('No debt, this deal is debt')).toBeInTheDocument();

    const action = screen.getByRole('button', { name: 'Add as providers and email' });
    expect(action).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Nina Near' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Fred Fail' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(action).toBeEnabled();
  });

  it('reads 50 rows at first: Show more reads the list again from the top, 50 rows longer', async () => {
    renderApp({
      path: '/projects/5/lender-matches',
      user: makeUser('ADMIN'),
      mocks: [
        matchesMock(false, [rows[0]!], { hasNextPage: true, totalCount: 2 }),
        matchesMock(false, [rows[0]!, rows[1]!], { first: 51, totalCount: 2 }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Lender matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/Showing 1 of 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the latest reading whole after Show more, not the old rows with new ones below', async () => {
    // Someone else changed a provider meanwhile, and the ranking moved: appending a next page would show a stale
    // order, and could repeat a row or leave one out.
    renderApp({
      path: '/projects/5/lender-matches',
      user: makeUser('ADMIN'),
      mocks: [
        matchesMock(false, [rows[0]!], { hasNextPage: true, totalCount: 2 }),
        matchesMock(false, [rows[1]!, rows[0]!], { first: 51, totalCount: 2 }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Lender matches' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['Nina Near', 'Fiona Fit']),
    );
  });

  it('adds the picked providers and drafts the email in one mutation, then opens the composer on the draft', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const templates = {
      request: { query: LenderMatchEmail_TemplatesDocument },
      result: {
        data: {
          templates: {
            __typename: 'TemplateConnection' as const,
            nodes: [{ __typename: 'Template' as const, id: '31', name: 'Teaser', subject: 'Funding', isCompany: true }],
          },
        },
      },
    };
    const outreach = {
      request: {
        query: LenderMatchEmail_StartOutreachDocument,
        variables: { input: { projectId: '5', personIds: ['11', '12'], templateId: '31' } },
      },
      result: {
        data: {
          startLenderOutreach: {
            __typename: 'StartLenderOutreachPayload' as const,
            draftId: '77',
            addedProviderIds: ['901'],
            userErrors: [],
          },
        },
      },
    };
    renderApp({
      path: '/projects/5/lender-matches',
      user: makeUser('ADMIN'),
      mocks: [matchesMock(false, rows), templates, outreach, matchesMock(false, rows)],
    });
    await screen.findByRole('table', { name: 'Lender matches' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Fiona Fit' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Nina Near' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add as providers and email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add as providers and email' });
    expect(within(dialog).getByText(/1 of 2 selected providers will be added/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Teaser · Company email' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add and email' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/email/drafts/77', 'compose-77', expect.any(String)));
    expect(await screen.findByText('Added 1 capital providers as Contacted')).toBeInTheDocument();
    open.mockRestore();
  });
});
