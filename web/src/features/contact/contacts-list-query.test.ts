import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ContactsListPage_PeopleDocument, CurrentUser_MeDocument } from '../../generated/graphql';
import { createCache } from '../../lib/apollo';
import { makeUser } from '../../test/render';
import { contactsListVariables, prefetchContactsList } from './contacts-list-query';

const emptyPage = {
  people: {
    __typename: 'PersonConnection',
    totalCount: 0,
    nodes: [],
    pageInfo: { hasNextPage: false, endCursor: null },
  },
};

/** A client whose link records each operation it sends and answers an empty page after `delayMs`. */
function recordingClient(delayMs = 20) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const timer = setTimeout(() => {
          observer.next({ data: emptyPage });
          observer.complete();
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
  return { client: new ApolloClient({ link, cache: createCache() }), sent };
}

describe('prefetchContactsList', () => {
  it("asks for the page with the URL's search and the user's saved sorting, as the page will", async () => {
    const { client, sent } = recordingClient();
    const saved = [{ type: 'city', sortOrder: 0, sortDirection: 'asc' }];
    client.cache.writeQuery({
      query: CurrentUser_MeDocument,
      data: { me: makeUser('ADMIN', { tableColumnPrefs: { people: saved } }) },
    });
    await prefetchContactsList(client, { url: new URL('http://localhost/contacts?search=albion') });
    expect(sent).toEqual([
      {
        operationName: 'ContactsListPage_People',
        variables: contactsListVariables('albion', [{ id: 'city', desc: false }]),
      },
    ]);
    expect(sent[0]?.variables).toMatchObject({ first: 200, orderBy: [{ field: 'CITY', direction: 'ASC' }] });
  });

  it('uses the default sorting without saved preferences, and the page joins the request in flight', async () => {
    const { client, sent } = recordingClient();
    const prefetch = prefetchContactsList(client, { url: new URL('http://localhost/contacts') });
    const variables = contactsListVariables('', [
      { id: 'company', desc: true },
      { id: 'name', desc: false },
    ]);
    // The page's own query, while the prefetch is still waiting for its answer: no second request.
    const page = client.query({ query: ContactsListPage_PeopleDocument, variables });
    await Promise.all([prefetch, page]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual(variables);
  });
});
