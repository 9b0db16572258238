import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { makeUser, meMock } from '../../../test/render';
import { CurrentUserProvider } from '../../../lib/current-user';
import {
  EditMultiple_PeopleDocument,
  ListActions_UpdatePeopleDocument,
  type ProfileType,
} from '../../../generated/graphql';
import { ADMINS_SELECTED } from './contacts-list-actions';
import { EditMultiplePage } from '../../../components/contact-actions/edit-multiple-page';
import {
  emptyEditMultipleForm,
  toUpdateInput,
  type EditMultipleForm,
} from '../../../components/contact-actions/edit-multiple-values';

// Edit multiple, opened from the contacts list with the selected contacts: the form's values as the update sends them,
// and the page.

const form = (overrides: Partial<EditMultipleForm>): EditMultipleForm => ({ ...emptyEditMultipleForm(), ...overrides });
const cpData = (overrides: Partial<EditMultipleForm['cpData']>) => ({
  ...emptyEditMultipleForm().cpData,
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
          tags: ['a', 'b'],
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

  it('sends no tags for an empty list, whether adding or overwriting', () => {
    expect(toUpdateInput(['1'], form({ tags: [], modes: { tags: 'add' } }), false)).toEqual({ ids: ['1'] });
    expect(toUpdateInput(['1'], form({ tags: [], modes: { tags: 'overwrite' } }), false)).toEqual({ ids: ['1'] });
  });

  it('sends cpData only when the capital-provider section shows', () => {
    const values = form({ cpData: cpData({ maxLtv: '60' }) });
    expect(toUpdateInput(['1'], values, false)).toEqual({ ids: ['1'] });
    expect(toUpdateInput(['1'], values, true)).toEqual({ ids: ['1'], cpData: { maxLtv: '60' } });
  });

  it('sends a lookup chosen as empty as -1, and lists with "None" as [-1]', () => {
    expect(toUpdateInput(['1'], form({ title: '-1', legalStatus: '2', locations: ['-1'], modes: {} }), false)).toEqual({
      ids: ['1'],
      title: -1,
      legalStatus: 2,
      locations: [-1],
    });
  });

  it('sends emails lowercased and phones without empty rows, with the rating and their modes', () => {
    expect(
      toUpdateInput(
        ['1'],
        form({
          emails: [
            { email: ' Team@Acme.TEST ', label: 'Other' },
            { email: '', label: 'Other 2' },
          ],
          phones: [{ number: ' 020 7946 0000 ', label: 'Work' }],
          rating: '0',
          modes: { emails: 'add', phones: 'overwrite', rating: 'add' },
        }),
        false,
      ),
    ).toEqual({
      ids: ['1'],
      rating: 0,
      emails: [{ email: 'team@acme.test', label: 'Other' }],
      phones: [{ number: '020 7946 0000', label: 'Work' }],
      add: ['rating', 'emails'],
    });
  });

  it('converts numeric criteria, sets flags, and adds to the criteria whose toggle says so', () => {
    expect(
      toUpdateInput(
        ['1'],
        form({
          cpData: cpData({
            maxSize: '2,500,000',
            minIrr: '12.5',
            isEquity: 'yes',
            isSharia: 'no',
            investingGeographyTypes: ['3'],
            description: ' Senior debt ',
          }),
          cpModes: { minIrr: 'add', investingGeographyTypes: 'add', description: 'overwrite' },
        }),
        true,
      ),
    ).toEqual({
      ids: ['1'],
      cpData: {
        maxSize: '2500000',
        minIrr: '12.5',
        isEquity: true,
        isSharia: false,
        investingGeographyTypes: [3],
        description: 'Senior debt',
      },
      add: ['cpData.minIrr', 'cpData.investingGeographyTypes'],
    });
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

const item = <T extends string>(__typename: T, id: string, name: string) => ({ __typename, id, name });
function peopleMock(people: { id: string; profileType: ProfileType; isCapitalProvider: boolean }[]) {
  return {
    request: {
      query: EditMultiple_PeopleDocument,
      variables: { ids: people.map((person) => person.id), first: people.length },
    },
    result: {
      data: {
        people: {
          __typename: 'PersonConnection',
          nodes: people.map((person) => ({ __typename: 'Person', fullName: `Person ${person.id}`, ...person })),
        },
        lookups: {
          __typename: 'Lookups',
          titles: [item('Title', '1', 'Ms')],
          clientClasses: [item('ClientClass', '1', 'Institutional')],
          legalStatuses: [item('LegalStatus', '1', 'Limited Company')],
          categories: [
            { ...item('Category', '1', 'Lender'), isCp: true },
            { ...item('Category', '4', 'Developer'), isCp: false },
          ],
          subcategories: [item('Subcategory', '1', 'High Street Bank')],
          useClassTypes: [item('UseClass', '1', 'Class E')],
          locationTypes: [item('Location', '1', 'London')],
          cpSubcategories: [item('CpSubcategory', '1', 'Senior Debt')],
          investmentClassTypes: [item('InvestmentClass', '1', 'Residential')],
          investingGeographyTypes: [item('InvestingGeography', '1', 'UK Wide')],
        },
        tags: ['bridging', 'london'],
      },
    },
  };
}

function renderBulkEdit(profileType: ProfileType, mocks: object[], items: string) {
  return render(
    <MockedProvider mocks={[meMock(makeUser(profileType)), ...(mocks as never[])]}>
      <CurrentUserProvider>
        <MemoryRouter initialEntries={[`/edit-multiple-contacts?items=${items}`]}>
          <NotificationsProvider>
            <Routes>
              <Route path="/edit-multiple-contacts" element={<EditMultiplePage />} />
              <Route path="/contacts" element={<p>contacts list</p>} />
            </Routes>
          </NotificationsProvider>
        </MemoryRouter>
      </CurrentUserProvider>
    </MockedProvider>,
  );
}

/** What the last `updatePeople` sent. */
let sent: unknown = null;
function updateMock() {
  sent = null;
  return {
    request: {
      query: ListActions_UpdatePeopleDocument,
      variables: (variables: { input: unknown }) => {
        sent = variables.input;
        return true;
      },
    },
    result: { data: { updatePeople: { __typename: 'UpdatePeoplePayload', people: [], userErrors: [] } } },
  };
}

describe('Edit selected contacts', () => {
  it('shows the Admins popover and no Apply Changes to a user when Admins are selected', async () => {
    const people = [
      { id: '1', profileType: 'ADMIN' as const, isCapitalProvider: false },
      { id: '2', profileType: 'USER' as const, isCapitalProvider: false },
    ];
    renderBulkEdit('USER', [peopleMock(people)], '1,2');
    const apply = await screen.findByRole('button', { name: 'Apply Changes' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Middle Name' })).toBeInTheDocument());
    await waitFor(() => expect(apply).toBeDisabled());
    await userEvent.hover(apply.parentElement!);
    expect(await screen.findByText(ADMINS_SELECTED)).toBeInTheDocument();
  });

  it('adds tags as chips, known ones offered, each lowercased once, added to each contact by default', async () => {
    const user = userEvent.setup();
    const people = [
      { id: '1', profileType: 'USER' as const, isCapitalProvider: false },
      { id: '2', profileType: 'USER' as const, isCapitalProvider: false },
    ];
    renderBulkEdit('ADMIN', [peopleMock(people), updateMock()], '1,2');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply Changes' })).toBeEnabled());

    const tags = within(dialog).getByRole('combobox', { name: 'Tags' });
    await user.click(tags);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['bridging', 'london']);
    await user.click(screen.getByRole('option', { name: 'london' }));
    await user.type(tags, ' Priority {Enter}');
    await user.type(tags, 'LONDON{Enter}');
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^(london|priority)$/ })
        .map((chip) => chip.textContent),
    ).toEqual(['london', 'priority']);
    await user.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));
    expect(await screen.findByText('contacts list')).toBeInTheDocument();
    expect(sent).toEqual({ ids: ['1', '2'], tags: ['london', 'priority'], add: ['tags'] });
  }, 60_000);

  it('overwrites the tags when the toggle says so, with a tag typed but not confirmed', async () => {
    const user = userEvent.setup();
    const people = [{ id: '3', profileType: 'USER' as const, isCapitalProvider: false }];
    renderBulkEdit('ADMIN', [peopleMock(people), updateMock()], '3');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply Changes' })).toBeEnabled());
    // Typed without Enter: leaving the field adds it, it is not lost.
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'Bridging');
    await user.click(within(within(dialog).getByRole('group', { name: 'Tags mode' })).getByText('Overwrite'));
    expect(within(dialog).getByRole('button', { name: 'bridging' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));
    expect(await screen.findByText('contacts list')).toBeInTheDocument();
    expect(sent).toEqual({ ids: ['3'], tags: ['bridging'] });
  }, 60_000);

  it('shows CAPITAL PROVIDER INFORMATION once a capital-provider category is chosen, and sends every field set', async () => {
    const user = userEvent.setup();
    const people = [
      { id: '1', profileType: 'USER' as const, isCapitalProvider: false },
      { id: '2', profileType: 'USER' as const, isCapitalProvider: false },
    ];
    renderBulkEdit('ADMIN', [peopleMock(people), updateMock()], '1,2');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply Changes' })).toBeEnabled());
    expect(within(dialog).queryByText('CAPITAL PROVIDER INFORMATION')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Contact Category' }));
    await user.click(await screen.findByRole('option', { name: 'Lender' }));
    expect(await within(dialog).findByText('CAPITAL PROVIDER INFORMATION')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add email' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Email 1' }));
    await user.paste('Desk@Acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add phone' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Phone 1' }));
    await user.paste('020 7946 0000');
    await user.click(within(within(dialog).getByRole('group', { name: 'Phones mode' })).getByText('Overwrite'));
    await user.click(within(dialog).getByRole('textbox', { name: 'Min IRR (%)' }));
    await user.paste('12.5');
    await user.click(within(within(dialog).getByRole('group', { name: 'Min IRR (%) mode' })).getByText('Add data'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Equity' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));

    expect(await screen.findByText('contacts list')).toBeInTheDocument();
    expect(sent).toEqual({
      ids: ['1', '2'],
      categories: [1],
      emails: [{ email: 'desk@acme.test', label: 'Work' }],
      phones: [{ number: '020 7946 0000', label: 'Mobile' }],
      cpData: { minIrr: '12.5', isEquity: true },
      add: ['categories', 'emails', 'cpData.minIrr'],
    });
  }, 90_000);
});
