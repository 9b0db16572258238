import { ApolloLink } from '@apollo/client';
import { screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test/render';

/** The signed-in user; the status refresh answers; every operation asked for is recorded. */
function server() {
  const user = makeUser('USER');
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName ?? '?');
    return new Observable((subscriber) => {
      if (operation.operationName === 'CurrentUser_Me') {
        subscriber.next({ data: { me: user } });
        return subscriber.complete();
      }
      return undefined;
    });
  });
  return { user, link, operations };
}

describe('the Outlook connection page', () => {
  it('says a sign-in from another browser, or used already, connected nothing, and offers to start again here', async () => {
    const { user, link, operations } = server();
    renderApp({ path: '/outlook-connect?state=/&error=state', user, link });
    expect(await screen.findByRole('heading', { name: 'Outlook not connected' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This Outlook sign-in was started in another browser or has already been used. Start again from this browser.',
    );
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      '/api/auth/login_with_ms/?state=%2F',
    );
    expect(screen.queryByText('Outlook connected')).not.toBeInTheDocument();
    expect(operations).not.toContain('OutlookStatusButton_Refresh');
  });

  it('says a cancelled sign-in connected nothing', async () => {
    const { user, link } = server();
    renderApp({ path: '/outlook-connect?state=/contacts&error=denied', user, link });
    expect(await screen.findByRole('alert')).toHaveTextContent('cancelled');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/contacts');
  });

  it('confirms a connection and tells the other windows', async () => {
    const { user, link, operations } = server();
    renderApp({ path: '/outlook-connect?state=/contacts', user, link });
    expect(await screen.findByRole('heading', { name: 'Outlook connected' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(operations).toContain('OutlookStatusButton_Refresh');
  });
});
