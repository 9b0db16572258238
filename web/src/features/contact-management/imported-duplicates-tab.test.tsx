import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../components/notifications/notifications';
import {
  ContactManagement_ImportedDuplicatesDocument,
  type ContactManagement_ImportedDuplicatesQuery,
} from '../../generated/graphql';
import { ImportedDuplicatesTab } from './imported-duplicates-tab';

type Duplicate = ContactManagement_ImportedDuplicatesQuery['importedDuplicates'][number];

const duplicate = (id: string, firstName: string): Duplicate => ({
  __typename: 'ImportedDuplicate',
  id,
  firstName,
  lastName: 'Hale',
  company: 'Hale Estates',
  jobTitle: null,
  createdAt: '2026-01-05T10:00:00Z',
  emails: [{ __typename: 'PersonEmail', email: `${firstName.toLowerCase()}@hale.test`, label: 'Work' }],
  duplicateOf: {
    __typename: 'Person',
    id: `9${id}`,
    fullName: `${firstName} Hale`,
    company: 'Hale Estates',
    jobTitle: null,
    primaryEmail: null,
    primaryPhone: null,
  },
});

function renderTab(answer: { result: { data: ContactManagement_ImportedDuplicatesQuery } } | { error: Error }) {
  return render(
    <MockedProvider mocks={[{ request: { query: ContactManagement_ImportedDuplicatesDocument }, ...answer }]}>
      <NotificationsProvider>
        <MemoryRouter>
          <ImportedDuplicatesTab />
        </MemoryRouter>
      </NotificationsProvider>
    </MockedProvider>,
  );
}

describe('Imported Duplicates', () => {
  it('merges exactly one: with two selected, Merge is disabled and its popover says to select only one', async () => {
    renderTab({ result: { data: { importedDuplicates: [duplicate('1', 'Ada'), duplicate('2', 'Ben')] } } });
    const table = await screen.findByRole('table', { name: 'Imported duplicates' });
    // The button is drawn anew (with or without its popover) as the selection changes: found each time.
    const merge = () => screen.getByRole('button', { name: 'Merge' });
    await userEvent.hover(merge().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select a duplicate first');
    await userEvent.unhover(merge().parentElement!);

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 1' }));
    expect(merge()).toBeEnabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 2' }));
    expect(merge()).toBeDisabled();
    await userEvent.hover(merge().parentElement!);
    expect(await screen.findByText('Select only one duplicate to merge')).toBeInTheDocument();
    expect(screen.queryByText('Select a duplicate first')).not.toBeInTheDocument();
  });

  it('a list that does not load shows the error, not the empty state', async () => {
    renderTab({ error: new Error('Boom') });
    expect(await screen.findByText('An error occured while getting imported duplicates.')).toBeInTheDocument();
    expect(screen.getByText('The imported duplicates could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No imported duplicates')).not.toBeInTheDocument();
  });
});
