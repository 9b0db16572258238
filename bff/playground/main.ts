import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleTabs } from './examples.js';

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
  // The explorer builds operations by ticking fields; the tabs are the product's own examples.
  createRoot(container).render(
    createElement(GraphiQL, {
      fetcher,
      defaultEditorToolsVisibility: true,
      plugins: [explorerPlugin()],
      defaultTabs: exampleTabs,
      // The first tab's variables do not load from `defaultTabs` alone (GraphiQL 5).
      initialVariables: exampleTabs[0]?.variables,
    }),
  );
}
