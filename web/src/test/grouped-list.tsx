import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable, of } from 'rxjs';
import { onTestFinished, vi } from 'vitest';
import { NotificationsProvider } from '../components/notifications/notifications';
import { CurrentUser_MeDocument } from '../generated/graphql';
import { createCache } from '../lib/apollo';
import { CurrentUserProvider } from '../lib/current-user';
import { makeUser } from './render';

// The kit of the paged lists' group count tests (contacts, projects): a server that holds the counts until the test
// answers, and what the group headers showed meanwhile.

export type CountsRequest = {
  variables: Record<string, unknown>;
  /** Answers with the count of each group value (null for the blank group). */
  answer: (counts: [string | null, number][]) => void;
};

/**
 * The answer to a group counts query (`field`, a list of `typename`), held in `requests` until the test answers it,
 * as a slow server would.
 */
export function heldGroupCounts(
  operation: ApolloLink.Operation,
  requests: CountsRequest[],
  field: string,
  typename: string,
): Observable<ApolloLink.Result> {
  return new Observable((subscriber) => {
    requests.push({
      variables: operation.variables,
      answer: (counts) => {
        const groups = counts.map(([value, count]) => ({ __typename: typename, value, count }));
        subscriber.next({ data: { [field]: groups } });
        subscriber.complete();
      },
    });
  });
}

/** happy-dom lays nothing out: the scroll area gets a size, or the virtualized body draws no rows. */
export function giveTableASize() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 1000, height: 600 }));
}

const groupRows = () =>
  [...document.querySelectorAll('tbody tr')].filter((row) => row.querySelector('button[aria-label$=" group"]'));

/**
 * Every text the group rows held each time the DOM changed, in order (the groups' texts joined by ' | '): a count
 * shown before the last one stays recorded, where a check at the end would miss it.
 */
export function recordGroupHeaders(): string[] {
  const seen: string[] = [];
  const record = () => {
    const headers = groupRows()
      .map((row) => row.textContent)
      .join(' | ');
    if (headers && seen.at(-1) !== headers) seen.push(headers);
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}

/** `page` at `path` with the signed-in user and notifications, as the app shows a list. */
export function renderListPage(client: ApolloClient, path: string, page: ReactElement) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  render(
    <ApolloProvider client={client}>
      <CurrentUserProvider>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </CurrentUserProvider>
    </ApolloProvider>,
  );
  return router;
}

/** The group row labelled `label`, once its rows are loaded. */
export const groupRow = async (label: string) =>
  (await screen.findByText(label, { selector: 'tbody tr p' })).closest('tr')!;

export const countPlaceholder = (row: HTMLElement) =>
  within(row).getByRole('progressbar', { name: "Loading the group's count" });

/**
 * A client for a grouped list's page: the user's saved columns group `table` by `groupBy`; the group counts query
 * (`counts`) is held in `countsRequests` until the test answers it; saving column prefs succeeds; any other
 * operation answers `answer(operation)` (the list's page, its lookups).
 */
export function heldListClient(options: {
  table: string;
  groupBy: string;
  counts: { operation: string; field: string; typename: string };
  answer: (operation: ApolloLink.Operation) => Record<string, unknown>;
}) {
  const countsRequests: CountsRequest[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === options.counts.operation)
      return heldGroupCounts(operation, countsRequests, options.counts.field, options.counts.typename);
    if (operation.operationName === 'DataTable_SaveTableColumnPrefs')
      return of({
        data: { saveTableColumnPrefs: { __typename: 'SaveTableColumnPrefsPayload', user: null, userErrors: [] } },
      });
    return of({ data: options.answer(operation) });
  });
  const client = new ApolloClient({ link, cache: createCache() });
  const user = makeUser('USER', { tableColumnPrefs: { [options.table]: [{ type: options.groupBy, group: true }] } });
  client.cache.writeQuery({ query: CurrentUser_MeDocument, data: { me: user } });
  return { client, countsRequests };
}
