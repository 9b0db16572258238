import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import { UndoMerge_MergesDocument } from '../../../generated/graphql';
import { createCache } from '../../../lib/apollo';
import { CurrentUserProvider } from '../../../lib/current-user';
import { makeUser, meMock } from '../../../test/render';
import { UndoMerge } from './undo-merge';

function renderUndo(merge: { mergedIds: string[]; mergedNames: string[] }) {
  const mergesMock = {
    request: { query: UndoMerge_MergesDocument, variables: { id: '5' } },
    result: {
      data: {
        person: {
          __typename: 'Person' as const,
          id: '5',
          undoableMerges: [
            {
              __typename: 'PersonMerge' as const,
              id: '9',
              ...merge,
              mergedAt: '2026-11-20T10:00:00.000Z',
              undoUntil: '2026-12-20T10:00:00.000Z',
            },
          ],
        },
      },
    },
  };
  return render(
    <MockedProvider mocks={[meMock(makeUser('ADMIN')), mergesMock]} cache={createCache()}>
      <NotificationsProvider>
        <CurrentUserProvider>
          <UndoMerge personId="5" />
        </CurrentUserProvider>
      </NotificationsProvider>
    </MockedProvider>,
  );
}

describe('UndoMerge', () => {
  it('says the merged contacts come back, for a merge of contacts', async () => {
    renderUndo({ mergedIds: ['6', '7'], mergedNames: ['Ann Smith', 'Bob Jones'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo merge' }));
    expect(
      await screen.findByText(/Undo the merge with Ann Smith, Bob Jones\? The merged contacts come back/),
    ).toBeInTheDocument();
  });

  it('says the line goes back to Imported Duplicates, for a merged imported line', async () => {
    renderUndo({ mergedIds: [], mergedNames: ['Ann Smith (imported line)'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo merge' }));
    expect(await screen.findByText(/The imported line goes back to Imported Duplicates/)).toBeInTheDocument();
    expect(screen.queryByText(/merged contacts come back/)).not.toBeInTheDocument();
  });
});
