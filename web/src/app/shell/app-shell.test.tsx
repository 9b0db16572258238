import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientDashboard_ProjectsDocument, OutlookStatusButton_StatusDocument } from '../../generated/graphql';
import { makeUser, renderApp } from '../../test/render';
import { MOBILE_BANNER_DISMISSED_KEY } from './mobile-banner';

const outlookStatus = {
  request: { query: OutlookStatusButton_StatusDocument },
  result: {
    data: {
      outlookStatus: {
        __typename: 'OutlookStatus' as const,
        state: 'NOT_CONNECTED' as const,
        hasOutlookCredentials: false,
        hasOutlookSubscription: false,
        credentialsAreActive: false,
        subscriptionsAreActive: false,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => setWidth(1280));

describe('Application shell', () => {
  it('gives admins the top tabs, the Outlook status and the admin menu items', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', user: makeUser('ADMIN'), mocks: [outlookStatus] });
    const tabs = await screen.findByRole('tablist', { name: 'Main sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Projects', 'Contacts', 'Calendar', 'Search']);
    expect(within(tabs).getByRole('tab', { name: 'Calendar' })).toHaveAttribute('href', '/calendar/month');
    expect(screen.getByRole('button', { name: 'Outlook status' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Management menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Contact Management', 'Email Management', 'Contact Activity']);
  });

  it('shows users Email Management but not the admin-only items', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', user: makeUser('USER'), mocks: [outlookStatus] });
    await user.click(await screen.findByRole('button', { name: 'Management menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Email Management']);
  });

  it('shows clients only the full logo: no tabs, no Outlook status', async () => {
    const noProjects = {
      request: { query: ClientDashboard_ProjectsDocument },
      result: { data: { boardProjects: [], myTasks: [] } },
    };
    renderApp({ path: '/', user: makeUser('CLIENT'), mocks: [noProjects] });
    expect(await screen.findByText('You have not been added to a project yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Main sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Outlook status' })).not.toBeInTheDocument();
  });

  it("shows guests 'My Dashboard' with 'My Tasks' only and no tabs", async () => {
    renderApp({ path: '/', user: makeUser('GUEST') });
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Projects' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Main sections' })).not.toBeInTheDocument();
  });

  it('has the legal links and a 2020 copyright line in the footer', async () => {
    renderApp({ path: '/', user: makeUser('GUEST') });
    expect(await screen.findByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByText(/© 2020/)).toBeInTheDocument();
  });

  it('remembers on the device that the mobile banner was dismissed', async () => {
    setWidth(480);
    const user = userEvent.setup();
    const first = renderApp({ path: '/', user: makeUser('ADMIN'), mocks: [outlookStatus] });
    const banner = await screen.findByText(/designed for desktop/);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/designed for desktop/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(MOBILE_BANNER_DISMISSED_KEY)).toBe('true');
    first.unmount();

    renderApp({ path: '/', user: makeUser('ADMIN'), mocks: [outlookStatus] });
    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
    expect(screen.queryByText(/designed for desktop/)).not.toBeInTheDocument();
  });

  it('forces mobile users to the home route', async () => {
    setWidth(400);
    // A page of the management menu: the route's code loads before the shell draws.
    const { router } = renderApp({ path: '/activity', user: makeUser('ADMIN'), mocks: [outlookStatus] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps a desktop user on their page when the window narrows for a moment', async () => {
    const { router } = renderApp({ path: '/contacts', user: makeUser('ADMIN'), mocks: [outlookStatus] });
    await screen.findByRole('main');
    act(() => setWidth(400));
    act(() => setWidth(1280));
    expect(router.state.location.pathname).toBe('/contacts');
  });
});
