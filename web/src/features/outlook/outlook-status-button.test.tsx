import { ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test/render';

const status = (state: 'CONNECTED' | 'EXPIRED') => ({
  __typename: 'OutlookStatus' as const,
  state,
  hasOutlookCredentials: true,
  hasOutlookSubscription: true,
  credentialsAreActive: state === 'CONNECTED',
  subscriptionsAreActive: true,
});

/** A server the test drives: the user, the status subscription as `subscription` says, nothing else ever answers. */
function server(subscription: 'pushes' | 'fails') {
  const user = makeUser('ADMIN');
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName ?? '?');
    return new Observable((subscriber) => {
      switch (operation.operationName) {
        case 'CurrentUser_Me':
          subscriber.next({ data: { me: user } });
          return subscriber.complete();
        case 'OutlookStatusButton_Changed':
          if (subscription === 'fails') return subscriber.error(new Error('socket closed'));
          return subscriber.next({ data: { outlookStatusChanged: status('CONNECTED') } });
        case 'OutlookStatusButton_Status':
          subscriber.next({ data: { outlookStatus: status('EXPIRED') } });
          return subscriber.complete();
        default:
          return undefined; // the page's own data: never answered here
      }
    });
  });
  return { user, link, operations };
}

const shownState = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Outlook status' }));
  return (await screen.findByTestId('outlook-state')).textContent;
};

describe('the Outlook status in the top bar', () => {
  it("shows the subscription's first push, the status as it is, without asking for it over HTTP", async () => {
    const { user, link, operations } = server('pushes');
    renderApp({ path: '/', user, link });
    await waitFor(async () => expect(await shownState()).toBe('Connected'));
    expect(operations).toContain('OutlookStatusButton_Changed');
    expect(operations).not.toContain('OutlookStatusButton_Status');
  });

  it('reads the status over HTTP once the subscription fails', async () => {
    const { user, link, operations } = server('fails');
    renderApp({ path: '/', user, link });
    await waitFor(() => expect(operations).toContain('OutlookStatusButton_Status'));
    expect(await shownState()).toBe('Expired');
  });
});
