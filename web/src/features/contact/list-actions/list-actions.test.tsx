import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { makeUser, meMock } from '../../../test/render';
import { CurrentUserProvider } from '../../../lib/current-user';
import type { ProfileType } from '../../../generated/graphql';
import { ContactsListActions, ADMINS_SELECTED } from './contacts-list-actions';
import { failedLinesCsv, importMessage } from './csv-files';
import { EditMultiplePage, toUpdateInput, type EditMultipleForm } from './edit-multiple-page';

function renderActions(profileType: ProfileType, selected: { id: string; profileType: string }[]) {
  return render(
    <MockedProvider mocks={[meMock(makeUser(profileType))]}>
      <CurrentUserProvider>
        <MemoryRouter>
          <NotificationsProvider>
            <ContactsListActions selected={selected} onDone={() => {}} />
          </NotificationsProvider>
        </MemoryRouter>
      </CurrentUserProvider>
    </MockedProvider>,
  );
}

describe('ContactsListActions', () => {
  it('offers Delete to admins only, and Edit multiple only once contacts are selected', async () => {
    renderActions('ADMIN', []);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit multiple' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
  });

  it('a user with Admins selected gets the popover and a disabled Edit multiple, and no Delete', async () => {
    renderActions('USER', [
      { id: '1', profileType: 'ADMIN' },
      { id: '2', profileType: 'USER' },
    ]);
    const edit = await screen.findByRole('button', { name: 'Edit multiple' });
    expect(edit).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.hover(edit.parentElement!);
    expect(await screen.findByText(ADMINS_SELECTED)).toBeInTheDocument();
  });

  it('shows nothing to clients and guests', async () => {
    const { container } = renderActions('CLIENT', []);
    await waitFor(() => expect(container.querySelector('button')).toBeNull());
  });
});

describe('import result', () => {
  it("reads 'Created: n | Duplicated: n | Failed: n' and the failed lines download as CSV", () => {
    const result = {
      created: [{ id: 1, full_name: 'A B' }],
      duplicate: 2,
      failed_lines: [{ line: 4, reason: 'emails: Email address is not valid, twice' }],
    };
    expect(importMessage(result)).toBe('Created: 1 | Duplicated: 2 | Failed: 1');
    expect(failedLinesCsv(result)).toBe('line,reason\n4,"emails: Email address is not valid, twice"\n');
  });
});

const form = (overrides: Partial<EditMultipleForm>): EditMultipleForm => ({
  company: '',
  jobTitle: '',
  department: '',
  website: '',
  street: '',
  city: '',
  postcode: '',
  country: '',
  maxLtv: '',
  maxLtc: '',
  minTerm: '',
  maxTerm: '',
  minSize: '',
  maxSize: '',
  description: '',
  profileType: '',
  categories: [],
  tags: '',
  modes: { categories: 'add', tags: 'add' },
  ...overrides,
});

describe('toUpdateInput', () => {
  it('sends only fields with values, lookups as ids, and the fields to add to', () => {
    expect(
      toUpdateInput(
        ['1', '2'],
        form({
          city: ' York ',
          categories: ['4'],
          tags: 'a, b',
          modes: { city: 'add', tags: 'overwrite', categories: 'add' },
        }),
        false,
      ),
    ).toEqual({
      ids: ['1', '2'],
      city: 'York',
      categories: [4],
      tags: ['a', 'b'],
      add: ['city', 'categories'],
    });
  });

  it('sends cpData only when the capital-provider section shows', () => {
    expect(toUpdateInput(['1'], form({ maxLtv: '60' }), false)).toEqual({ ids: ['1'] });
    expect(toUpdateInput(['1'], form({ maxLtv: '60' }), true)).toEqual({ ids: ['1'], cpData: { maxLtv: '60' } });
  });
});

describe('EditMultiplePage', () => {
  it('sends an empty or non-numeric list to /contacts', async () => {
    render(
      <MockedProvider mocks={[]}>
        <MemoryRouter initialEntries={['/edit-multiple-contacts?items=a,b']}>
          <Routes>
            <Route path="/edit-multiple-contacts" element={<EditMultiplePage />} />
            <Route path="/contacts" element={<p>contacts list</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('contacts list')).toBeInTheDocument();
  });
});
