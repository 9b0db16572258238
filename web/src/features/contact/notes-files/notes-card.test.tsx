import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import {
  NotesCard_CreateNoteDocument,
  NotesCard_DeleteNoteDocument,
  NotesCard_UpdateNoteDocument,
} from '../../../generated/graphql';
import { createCache } from '../../../lib/apollo';
import { notes } from '../contact-detail-fixtures';
import { NotesCard } from './notes-card';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

const saved = (id: string, text: string) => ({
  __typename: 'Note' as const,
  id,
  text,
  createdAt: '2026-03-01T10:00:00.000Z',
  creator: { __typename: 'PersonRef' as const, id: '1', fullName: 'Alex Morgan' },
});

function renderCard(mocks: Mocks, list = notes(2)) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <NotificationsProvider>
        <NotesCard personId="5" notes={list} />
      </NotificationsProvider>
    </MockedProvider>,
  );
}

describe('NotesCard', () => {
  it('discards a new note with blank text without sending it', async () => {
    renderCard([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
  });

  it('adds a note, and shows the server message per field when it is refused', async () => {
    const refused = {
      request: { query: NotesCard_CreateNoteDocument, variables: { input: { personId: '5', text: 'Too late' } } },
      result: {
        data: {
          createNote: {
            __typename: 'NotePayload',
            note: null,
            userErrors: [
              { __typename: 'UserError', field: 'text', message: 'Ensure this field has no more than 10 characters.' },
            ],
          },
        },
      },
    };
    renderCard([refused]);
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Too late');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this field has no more than 10 characters.')).toBeInTheDocument();
    expect(screen.getByText("Couldn't create note 400")).toBeInTheDocument();
  });

  it('edits a note in place', async () => {
    const list = notes(1);
    const update = {
      request: { query: NotesCard_UpdateNoteDocument, variables: { input: { id: list[0]!.id, text: 'Changed' } } },
      result: {
        data: { updateNote: { __typename: 'NotePayload', note: saved(list[0]!.id, 'Changed'), userErrors: [] } },
      },
    };
    renderCard([update], list);
    await userEvent.click(screen.getByRole('button', { name: 'Edit note' }));
    const field = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    await userEvent.type(field, 'Changed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit note' });
  });

  it("asks 'Delete?' before deleting, and says so when it fails", async () => {
    const list = notes(1);
    const failing = {
      request: { query: NotesCard_DeleteNoteDocument, variables: { input: { id: list[0]!.id } } },
      error: new Error('boom'),
    };
    renderCard([failing], list);
    await userEvent.click(screen.getByRole('button', { name: 'Delete note' }));
    const confirm = screen.getByRole('group', { name: 'Delete note' });
    expect(within(confirm).getByText('Delete?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("Couldn't delete note")).toBeInTheDocument();
  });

  it('shows the 4 newest notes, then the rest on Show more', async () => {
    renderCard([], notes(6));
    expect(screen.getAllByRole('listitem', { name: 'Note' })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem', { name: 'Note' })).toHaveLength(6);
  });
});
