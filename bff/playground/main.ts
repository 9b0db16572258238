import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// Same origin as the bff: the session cookie rides along, and the socket is on the same host.
const socketProtocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${socketProtocol}//${window.location.host}/graphql`,
  // Apollo's CSRF prevention accepts requests that carry this header (a simple form post cannot).
  headers: { 'apollo-require-preflight': 'true' },
});

const container = document.getElementById('graphiql');
if (container) {
  createRoot(container).render(createElement(GraphiQL, { fetcher, defaultEditorToolsVisibility: true }));
}
