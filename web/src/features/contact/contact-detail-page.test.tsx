import { gql } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../components/notifications/notifications';
import { ContactDetailPage_PersonDocument } from '../../generated/graphql';
import { createCache } from '../../lib/apollo';
import {
  capitalProvider,
  contactCardsMocks,
  contactDetail,
  contactFormLookupsMock,
  notes,
} from './contact-detail-fixtures';
import type { ContactDetail } from './contact-detail-types';
import { ContactDetailPage } from './contact-detail-page';

function renderPage(person: ContactDetail | null, cache = createCache()) {
  const mock = {
    request: { query: ContactDetailPage_PersonDocument, variables: { id: '5' } },
    result: { data: { person } },
  };
  return render(
    <MockedProvider mocks={[mock, contactFormLookupsMock, ...contactCardsMocks()]} cache={cache}>
      <MemoryRouter initialEntries={['/contacts/5']}>
        <NotificationsProvider>
          <Routes>
            <Route path="/contacts/:id" element={<ContactDetailPage />} />
            <Route path="/not-found" element={<p>Not found page</p>} />
          </Routes>
        </NotificationsProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ContactDetailPage', () => {
  it("shows 'User not found' and goes to the not-found page when the contact is missing", async () => {
    renderPage(null);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(screen.getByText('User not found 404')).toBeInTheDocument();
  });

  it('shows the contact read-only in sections, with a back link and an Edit button', async () => {
    renderPage(contactDetail());
    expect(await screen.findByRole('heading', { name: 'Ann Smith' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/contacts');
    for (const section of ['Contact Information', 'Contact Details', 'Personal', 'Tags', 'Notes']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Not Rated')).toBeInTheDocument();
    expect(screen.getByText('01 Feb 1980')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows the Capital Provider Information card only for capital providers', async () => {
    const { unmount } = renderPage(contactDetail());
    await screen.findByRole('heading', { name: 'Ann Smith' });
    expect(screen.queryByRole('region', { name: 'Capital Provider Information' })).not.toBeInTheDocument();
    unmount();

    renderPage(contactDetail({ isCapitalProvider: true, capitalProvider }));
    const card = await screen.findByRole('region', { name: 'Capital Provider Information' });
    expect(within(card).getByText('65.00%')).toBeInTheDocument();
    expect(within(card).getByText('12.50%')).toBeInTheDocument();
    expect(within(card).getByText('1.5x')).toBeInTheDocument();
    expect(within(card).getByText('5 years')).toBeInTheDocument();
    expect(within(card).getByText('£10,000,000')).toBeInTheDocument();
  });

  it('shows the Capital Provider Information card as soon as a capital-provider category is picked, before saving', async () => {
    const user = userEvent.setup();
    renderPage(
      contactDetail({ categories: [{ __typename: 'Category', id: '4', name: 'Developer' }], subcategories: [] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const categories = await screen.findByRole('combobox', { name: 'Contact Category' });
    expect(screen.queryByRole('region', { name: 'Capital Provider Information' })).not.toBeInTheDocument();

    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: 'Lender' }));
    const card = await screen.findByRole('region', { name: 'Capital Provider Information' });
    expect(within(card).getByRole('button', { name: 'Add' })).toBeInTheDocument();

    // Removing the last capital-provider category hides it again; Cancel goes back to the saved categories.
    await user.click(within(screen.getByRole('button', { name: 'Lender' })).getByTestId('CancelIcon'));
    expect(screen.queryByRole('region', { name: 'Capital Provider Information' })).not.toBeInTheDocument();
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: 'Lender' }));
    expect(await screen.findByRole('region', { name: 'Capital Provider Information' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Capital Provider Information' })).not.toBeInTheDocument();
  });

  it('hides the Capital Provider Information card of a capital provider while its categories are all removed', async () => {
    const user = userEvent.setup();
    renderPage(contactDetail({ isCapitalProvider: true, capitalProvider }));
    const card = await screen.findByRole('region', { name: 'Capital Provider Information' });
    // The contact's Edit, not the card's own.
    const edit = screen.getAllByRole('button', { name: 'Edit' }).find((button) => !card.contains(button));
    await user.click(edit!);
    await screen.findByRole('combobox', { name: 'Contact Category' });
    await user.click(within(screen.getByRole('button', { name: 'Lender' })).getByTestId('CancelIcon'));
    expect(screen.queryByRole('region', { name: 'Capital Provider Information' })).not.toBeInTheDocument();
  });

  it('asks to connect the mail account before showing email activity', async () => {
    renderPage(contactDetail());
    const card = await screen.findByRole('region', { name: 'Email Activity' });
    expect(within(card).getByText('Connect your account to view email activity.')).toBeInTheDocument();
  });

  it('shows the connect message for a connected contact too until email activity can be read', async () => {
    renderPage(contactDetail({ isMsAuthorized: true }));
    const card = await screen.findByRole('region', { name: 'Email Activity' });
    expect(within(card).getByText('Connect your account to view email activity.')).toBeInTheDocument();
    expect(within(card).queryByText('No email activity.')).not.toBeInTheDocument();
  });

  it('shows the 4 newest notes, then the rest on Show more', async () => {
    renderPage(contactDetail({ notes: notes(6) }));
    const card = await screen.findByRole('region', { name: 'Notes' });
    expect(within(card).getByText('Note 6')).toBeInTheDocument();
    expect(within(card).queryByText('Note 2')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(within(card).getByText('Note 1')).toBeInTheDocument();
  });
});

// Every lookup list numbers its entries from 1, so the same id appears in many lists. If lists shared a type, the
// normalized cache would merge "Title 1", "Category 1" and "Investing geography 1" into one object.
const otherLists = [
  'Title',
  'Category',
  'Subcategory',
  'UseClass',
  'Location',
  'ClientClass',
  'LegalStatus',
  'CpSubcategory',
  'InvestmentClass',
  'InvestingGeography',
  'ProfileTypeLabel',
  'TaskStateLabel',
];

function cacheHoldingOtherLists() {
  const cache = createCache();
  for (const [index, typename] of otherLists.entries()) {
    cache.writeFragment({
      id: cache.identify({ __typename: typename, id: '1' }),
      fragment: gql(`fragment Seeded${typename} on ${typename} { id name }`),
      data: { __typename: typename, id: '1', name: `Seeded ${index}` },
    });
  }
  return cache;
}

describe('ContactDetailPage lookup values', () => {
  const expected = {
    Title: 'Ms',
    'Contact Category': 'Lender',
    Subcategory: 'High Street Bank',
    'Use Class': 'Class E',
    Locations: 'London',
    'Legal Status': 'Limited Company',
    'Capital Type': 'Senior Debt',
    'Investment Class': 'Residential',
    'Investing Geographies': 'UK Wide',
  };

  it('shows each lookup field from its own list when every list has an entry with the same id', async () => {
    renderPage(contactDetail({ isCapitalProvider: true, capitalProvider }));
    await screen.findByRole('heading', { name: 'Ann Smith' });
    for (const [label, value] of Object.entries(expected)) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
    }
  });

  it('shows the right values when the cache already holds entries of other lists with the same ids', async () => {
    renderPage(contactDetail({ isCapitalProvider: true, capitalProvider }), cacheHoldingOtherLists());
    await screen.findByRole('heading', { name: 'Ann Smith' });
    for (const [label, value] of Object.entries(expected)) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
    }
  });

  it('shows the Client Class of a client from its own list', async () => {
    renderPage(contactDetail({ profileType: 'CLIENT' }), cacheHoldingOtherLists());
    const field = await screen.findByRole('group', { name: 'Client Class' });
    expect(within(field).getByText('Institutional')).toBeInTheDocument();
  });

  it('shows unset capital-provider criteria as a dash, not 0.00%', async () => {
    renderPage(
      contactDetail({ isCapitalProvider: true, capitalProvider: { ...capitalProvider, maxLtgdv: 0, minIrr: 0 } }),
    );
    const card = await screen.findByRole('region', { name: 'Capital Provider Information' });
    expect(within(within(card).getByRole('group', { name: 'Max LTGDV' })).getByText('—')).toBeInTheDocument();
    expect(within(card).queryByText('0.00%')).not.toBeInTheDocument();
  });
});
