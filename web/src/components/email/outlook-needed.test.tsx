import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../lib/current-user';
import { makeUser, renderApp } from '../../test/render';
import { OUTLOOK_NEEDED_PROMPT, OutlookNeeded } from './outlook-needed';

/** The signed-in user's name once it is read: the prompt has had its chance to show by then. */
function SignedIn() {
  return <p>{useCurrentUser().user?.fullName}</p>;
}

const routes = [
  {
    path: '/email/compose/:id',
    element: (
      <>
        <OutlookNeeded />
        <SignedIn />
      </>
    ),
  },
];

describe('the Outlook prompt of the screens that send email', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks a user without Outlook to connect, opening Microsoft's sign-in in a new window with this location", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp({ path: '/email/compose/12?to=3', user: makeUser('USER', { isMsAuthorized: false }), routes });
    expect(await screen.findByText(OUTLOOK_NEEDED_PROMPT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect to Outlook' }));
    expect(open).toHaveBeenCalledWith(
      `/api/auth/login_with_ms/?state=${encodeURIComponent('/email/compose/12?to=3')}`,
      '_blank',
      'noopener',
    );
  });

  it('says nothing to a user whose Outlook is connected', async () => {
    renderApp({ path: '/email/compose/12', user: makeUser('USER', { isMsAuthorized: true }), routes });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText(OUTLOOK_NEEDED_PROMPT)).toBeNull();
  });
});
