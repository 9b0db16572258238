import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  OperationTypeNode,
  print,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { Plugin } from 'vite';

/**
 * A page whose data is worth starting before the app's code runs: when its URL is opened in a new tab (a link in an
 * email, a bookmark, a reload), the page's HTML itself asks the bff for the data and preloads the page's chunks, while
 * the app's code is still loading (about 250-330 ms on this 2-core machine before the router even starts).
 */
export type EarlyStart = {
  /** The merged request's operation name, where there are several queries (one keeps its own). */
  name?: string;
  /** The URL's path; its named groups are the queries' variables. The first start whose path matches is sent. */
  path: RegExp;
  /** The page's module: its chunk and those it imports (besides the entry's own) are preloaded. None: data only. */
  page?: string;
  /**
   * The queries the page asks first, sent as one request (`mergeQueries`), each as Apollo Client sends it (with
   * `__typename`s, so the answers compare equal), and each answer taken by its `name` (`takeEarlyAnswer` in
   * src/lib/early-answer.ts).
   */
  queries: { name: string; query: DocumentNode }[];
};

/** One query of a merged request: the name it is taken by, its variables, and its fields in the merged answer. */
export type EarlyPart = { name: string; variables: string[]; fields: string[] };

const operationOf = (document: DocumentNode) => {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1 || operations[0]!.operation !== OperationTypeNode.QUERY)
    throw new Error('an early start is one query per document');
  return operations[0]!;
};

const responseKey = (selection: SelectionNode) => {
  if (selection.kind !== Kind.FIELD) throw new Error('an early query selects plain fields at its root');
  return selection.alias?.value ?? selection.name.value;
};

/**
 * Several queries as one operation named `name`, so that a page's first data is one request: their root fields side
 * by side, their variables and fragments once each. Two queries may share a variable or a fragment only as the same
 * definition, and no root field's key twice (each answer is cut back out by its keys: `cutAnswer`).
 */
export function mergeQueries(
  name: string,
  queries: { name: string; query: DocumentNode }[],
): { query: string; parts: EarlyPart[] } {
  const variables = new Map<string, VariableDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  const selections: SelectionNode[] = [];
  const keys = new Set<string>();
  const parts = queries.map(({ name: partName, query }): EarlyPart => {
    const document = addTypenameToDocument(query);
    const operation = operationOf(document);
    for (const definition of operation.variableDefinitions ?? []) {
      const known = variables.get(definition.variable.name.value);
      if (known && print(known) !== print(definition))
        throw new Error(`early start ${name}: $${definition.variable.name.value} is defined twice, differently`);
      variables.set(definition.variable.name.value, definition);
    }
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const known = fragments.get(definition.name.value);
      if (known && print(known) !== print(definition))
        throw new Error(`early start ${name}: fragment ${definition.name.value} is defined twice, differently`);
      fragments.set(definition.name.value, definition);
    }
    const fields = operation.selectionSet.selections.map(responseKey);
    for (const key of fields) {
      if (keys.has(key)) throw new Error(`early start ${name}: two queries answer ${key}`);
      keys.add(key);
    }
    selections.push(...operation.selectionSet.selections);
    return {
      name: partName,
      variables: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
      fields,
    };
  });
  const merged: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        name: { kind: Kind.NAME, value: name },
        variableDefinitions: [...variables.values()],
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
      ...fragments.values(),
    ],
  };
  return { query: print(merged), parts };
}

/**
 * A part's answer cut out of the merged one: its fields, and the errors under them. Rejected when the answer lacks a
 * field (no data, or an error above the fields): the part's own query then asks for itself.
 */
export function cutAnswer(answer: unknown, fields: string[]) {
  const whole = answer as { data?: Record<string, unknown> | null; errors?: { path?: unknown[] }[] } | null;
  const data = whole && whole.data;
  if (!data || fields.some((field) => !(field in data))) throw new Error('no early answer');
  const cut: Record<string, unknown> = {};
  for (const field of fields) cut[field] = data[field];
  const errors = ((whole && whole.errors) || []).filter(
    (error) => error.path && fields.indexOf(String(error.path[0])) >= 0,
  );
  return errors.length > 0 ? { data: cut, errors } : { data: cut };
}

type Entry = { path: string; preload: string[]; query: string; parts: EarlyPart[] };

/**
 * Runs in the page's head, before anything else (kept to what every browser the app supports runs as is): the first
 * start whose path matches sends its one request, and each of its queries' answers waits to be taken by name.
 */
function runEarlyStarts(entries: Entry[], cut: typeof cutAnswer) {
  const early: Record<string, { variables: Record<string, string>; answer: Promise<unknown> }> = {};
  (window as unknown as { __ft8Early: typeof early }).__ft8Early = early;
  for (const entry of entries) {
    const match = new RegExp(entry.path).exec(location.pathname);
    if (!match) continue;
    const groups = match.groups || {};
    // The data first: the browser opens few connections per host, and the code is also on its way.
    const answer = fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: entry.query, variables: groups }),
    }).then((response) => response.json());
    // Taken or not, a failure here is the page's own queries' to show.
    answer.catch(() => undefined);
    for (const part of entry.parts) {
      const variables: Record<string, string> = {};
      for (const name of part.variables) if (name in groups) variables[name] = groups[name]!;
      const partAnswer = answer.then((whole) => cut(whole, part.fields));
      partAnswer.catch(() => undefined);
      early[part.name] = { variables, answer: partAnswer };
    }
    for (const href of entry.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    return;
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
          const [first] = start.queries;
          const name = start.queries.length === 1 ? operationOf(first!.query).name?.value : start.name;
          if (!name) throw new Error(`early start ${start.path.source}: no operation name`);
          const merged = mergeQueries(name, start.queries);
          const pageModule = start.page;
          if (!pageModule) return { path: start.path.source, preload: [], ...merged };
          const page = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(pageModule),
          );
          if (!page) throw new Error(`early start ${name}: no chunk for ${pageModule}`);
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
          return { path: start.path.source, preload: files.map((file) => `/${file}`), ...merged };
        });
        // The entries are JSON of names from the build and the query's text: nothing a request brings.
        const script = `(${runEarlyStarts.toString()})(${JSON.stringify(entries).replace(/</g, '\\u003c')}, ${cutAnswer.toString()})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
