import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { catchError, from } from 'rxjs';
import { CONNECTIONS, EMBEDDED_TYPES } from '../generated/cache-policy';
import { takeEarlyAnswer } from './early-answer';
import { socketStatusEvents } from './socket-status';

type Connection = { __typename?: string; totalCount: number; nodes: Reference[]; pageInfo: unknown };

/**
 * The one cache policy of every paged list (a connection: `people`, `projects`, ...): a page with `after` is
 * appended, a first page replaces the list. Every argument but the page's (`first`, `after`) makes a separate list.
 */
const connectionPolicy: FieldPolicy<Connection> = {
  keyArgs: (args) =>
    JSON.stringify(
      Object.keys(args ?? {})
        .filter((name) => name !== 'first' && name !== 'after' && args?.[name] !== undefined)
        .sort()
        .map((name): [string, unknown] => [name, args?.[name]]),
    ),
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.after) return incoming;
    const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
    const added = incoming.nodes.filter((node) => !seen.has(readField<string>('id', node)));
    return { ...incoming, nodes: [...existing.nodes, ...added] };
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Person: { keyFields: ['id'] },
      CurrentUser: { keyFields: ['id'] },
      // Both lists come from the schema (codegen.ts): the types it marks `@embedded` are kept inside the object that
      // holds them, not by id; its Query fields that answer a connection get the paged-list policy.
      ...Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, { keyFields: false as const }])),
      Query: { fields: Object.fromEntries(CONNECTIONS.map((field) => [field, connectionPolicy])) },
    },
  });
}

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

const MAX_RETRY_WAIT_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s, each between half and all of it, so that many tabs do not reconnect in step. */
export function retryWait(retries: number): Promise<void> {
  const ceiling = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS);
  return new Promise((resolve) => setTimeout(resolve, ceiling / 2 + (Math.random() * ceiling) / 2));
}

/**
 * A query the page's HTML already sent (web/early-start.ts, named by its operation) takes that answer instead of
 * asking again; one that failed to arrive is asked for as usual.
 */
export const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const early = takeEarlyAnswer<ApolloLink.Result['data']>(operation.operationName ?? '', operation.variables);
  if (!early) return forward(operation);
  return from(early as Promise<ApolloLink.Result>).pipe(catchError(() => forward(operation)));
});

type ApolloOptions = {
  /** Called when the server says the session is gone, so the app can show the login page. */
  onUnauthenticated?: () => void;
};

export function createApolloClient({ onUnauthenticated }: ApolloOptions = {}): ApolloClient {
  // Same origin: the session cookie travels with every request.
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  // Lazy: the socket opens with the first subscription and closes when none is left. A restarted or redeployed bff
  // must not leave open pages deaf: reconnect for ever (a refused connection too, which graphql-ws would otherwise
  // treat as fatal), backing off to 30 s, and resubscribe.
  const wsLink = new GraphQLWsLink(
    createClient({
      url: webSocketUrl(),
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait,
      // Live screens say when they are not live (lib/socket-status.ts).
      on: socketStatusEvents,
    }),
  );

  const errorLink = new ErrorLink(({ error, operation }) => {
    // A cancelled request is not a failure: nothing to show or log (spec section 8).
    if (error.name === 'AbortError') return;
    if (CombinedGraphQLErrors.is(error)) {
      const unauthenticated = error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
      if (unauthenticated && operation.operationName !== 'CurrentUser_Me') onUnauthenticated?.();
    }
    console.warn(`[graphql] ${operation.operationName ?? 'operation'} failed:`, error.message);
  });

  const transport = ApolloLink.split(({ query }) => isSubscriptionOperation(query), wsLink, httpLink);

  return new ApolloClient({ link: ApolloLink.from([errorLink, earlyAnswerLink, transport]), cache: createCache() });
}
