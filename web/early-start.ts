import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

/**
 * A page whose data is worth starting before the app's code runs: when its URL is opened in a new tab (a link in an
 * email, a bookmark, a reload), the page's HTML itself asks the bff for the data and preloads the page's chunks, while
 * the app's code is still loading (about 250-330 ms on this 2-core machine before the router even starts).
 */
export type EarlyStart = {
  /** What the page takes it by (`takeEarlyAnswer` in src/lib/early-answer.ts). */
  name: string;
  /** The URL's path; its named groups are the query's variables. */
  path: RegExp;
  /** The page's module: its chunk and those it imports (besides the entry's own) are preloaded. None: data only. */
  page?: string;
  /** The page's first query, sent as Apollo Client sends it (with `__typename`s, so the answers compare equal). */
  query: DocumentNode;
};

type Entry = { name: string; path: string; preload: string[]; query: string };

/** Runs in the page's head, before anything else (kept to what every browser the app supports runs as is). */
function runEarlyStarts(entries: Entry[]) {
  const early: Record<string, { variables: Record<string, string>; answer: Promise<unknown> }> = {};
  (window as unknown as { __ft8Early: typeof early }).__ft8Early = early;
  for (const entry of entries) {
    const match = new RegExp(entry.path).exec(location.pathname);
    if (!match) continue;
    const variables = match.groups ?? {};
    // The data first: the browser opens few connections per host, and the code is also on its way.
    const answer = fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: entry.query, variables }),
    }).then((response) => response.json());
    // Taken or not, a failure here is the page's own query's to show.
    answer.catch(() => undefined);
    early[entry.name] = { variables: { ...variables }, answer };
    for (const href of entry.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

/** Writes each start into the built index.html: the page's chunks by their hashed names, the query as text. */
export function earlyStart(starts: EarlyStart[]): Plugin {
  return {
    name: 'ft8-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const entries = starts.map((start): Entry => {
          const query = print(addTypenameToDocument(start.query));
          const pageModule = start.page;
          if (!pageModule) return { name: start.name, path: start.path.source, preload: [], query };
          const page = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(pageModule),
          );
          if (!page) throw new Error(`early start ${start.name}: no chunk for ${pageModule}`);
          // The chunks the page needs that the app's entry does not already load.
          const closure = (file: string, files = new Set<string>()) => {
            const output = bundle[file];
            if (files.has(file) || output?.type !== 'chunk') return files;
            files.add(file);
            for (const imported of output.imports) closure(imported, files);
            return files;
          };
          const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
          const loaded = entry ? closure(entry.fileName) : new Set<string>();
          const files = [...closure(page.fileName)].filter((file) => !loaded.has(file));
          return {
            name: start.name,
            path: start.path.source,
            preload: files.map((file) => `/${file}`),
            query,
          };
        });
        // The entries are JSON of names from the build and the query's text: nothing a request brings.
        const script = `(${runEarlyStarts.toString()})(${JSON.stringify(entries).replace(/</g, '\\u003c')})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
