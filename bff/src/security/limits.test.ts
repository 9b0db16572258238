import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { firstResult, gql, startBff, wsClient, type TestBff } from '../test/bff.js';

// The schema is too shallow to reach depth 11 with real fields; unknown fields still go through every rule.
const TOO_DEEP = `{ me { a { b { c { d { e { f { g { h { i { j } } } } } } } } } } }`;
const TOO_MANY_ALIASES = `{ ${Array.from({ length: 31 }, (_, index) => `a${index}: health`).join(' ')} }`;
const TOO_COSTLY = `{ ${Array.from({ length: 501 }, () => '__typename').join(' ')} }`;
const FRAGMENT_BOMB = `
  query { ...F4 }
  fragment F0 on Query { health __typename }
  fragment F1 on Query { ...F0 ...F0 ...F0 ...F0 ...F0 ...F0 ...F0 ...F0 }
  fragment F2 on Query { ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 }
  fragment F3 on Query { ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 }
  fragment F4 on Query { ...F3 ...F3 ...F3 ...F3 ...F3 ...F3 ...F3 ...F3 }`;

// graphql-armor's wording (its "Syntax Error: " prefix dropped: these are validation errors).
const cases = [
  { name: 'depth', query: TOO_DEEP, message: /Query depth limit of 10 exceeded, found 11\./ },
  { name: 'alias', query: TOO_MANY_ALIASES, message: /Aliases limit of 30 exceeded, found 31\./ },
  { name: 'cost', query: TOO_COSTLY, message: /Query Cost limit of 500 exceeded, found 501\./ },
  { name: 'cost of a fragment bomb', query: FRAGMENT_BOMB, message: /Query Cost limit of 500 exceeded, found \d+\./ },
];

describe('operation limits', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('lets an operation within every limit through', async () => {
    const within = `{ ${Array.from({ length: 30 }, (_, index) => `a${index}: health`).join(' ')} }`;
    const { body } = await gql(bff, within);
    expect(body.errors).toBeUndefined();
  });

  for (const { name, query, message } of cases) {
    it(`rejects by ${name} over HTTP`, async () => {
      const { status, body } = await gql(bff, query);
      expect(status).toBe(400);
      const messages = body.errors?.map((error) => error.message).join('\n');
      expect(messages).toMatch(message);
      expect(messages).not.toMatch(/Syntax Error/);
    });

    it(`rejects by ${name} over the WebSocket`, async () => {
      const client = wsClient(bff);
      try {
        await expect(firstResult(client, query)).rejects.toThrow(message);
      } finally {
        await client.dispose();
      }
    });
  }
});

describe('the size of a document', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());
  // 900 KB of fields, anonymous: parsed and validated whole, it held the bff for 2 s before the cost limit refused it.
  const HUGE = `query { ${'me { id } '.repeat(90_000)}}`;
  // (graphql-js writes "more that".)
  const refused = /Document contains more tha[nt] 10000 tokens\. Parsing aborted\./;

  it('stops parsing past 10,000 tokens, over HTTP and the WebSocket', async () => {
    const { status, body } = await gql(bff, HUGE);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(refused);
    const client = wsClient(bff);
    try {
      await expect(firstResult(client, HUGE)).rejects.toThrow(refused);
    } finally {
      await client.dispose();
    }
  });
});

describe('rows per operation', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  // Variables are unknown to validation: the rows are counted once they are (aliases, fragments and nesting too).
  const twice = `query Twice($n: Int!) { a: people(first: $n) { totalCount } ...More }
    fragment More on Query { b: people(first: $n) { totalCount } }`;
  const nested = `query Nested($n: Int!) { projects(first: $n) { nodes { id } } tasks(first: 2) { nodes { id } } }`;
  const refused = /This operation asks for (\d+) rows; at most 10000 in one operation\./;

  it('refuses lists that together ask for more than 10,000 rows, over HTTP', async () => {
    const over = await gql(bff, twice, { variables: { n: 5001 } });
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]?.message).toMatch(refused);
    expect(over.body.errors?.[0]?.message).toContain('10002 rows');
    expect((await gql(bff, nested, { variables: { n: 9999 } })).body.errors?.[0]?.message).toContain('10001 rows');
    // Within the limit the operation runs (and is refused only for want of a sign-in).
    const within = await gql(bff, twice, { variables: { n: 5000 } });
    expect(within.body.errors?.map((error) => error.message).join('\n')).not.toMatch(refused);
  });

  it('counts a page size written in the operation as one given in its variables', async () => {
    // graphql-armor's cost rule multiplied a literal `first` into the cost: this page was refused, `first: $n` not.
    const literal = `{ tasks(first: 200) { nodes { id title state dueDate } } projects(first: 9800) { nodes { id } } }`;
    const { status, body } = await gql(bff, literal);
    const messages = body.errors?.map((error) => error.message).join('\n') ?? '';
    expect(messages).not.toMatch(/Cost limit|rows; at most/);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(status).not.toBe(400);
    // Over the rows limit, the literal is refused as the variable is.
    const over = await gql(bff, `{ tasks(first: 200) { nodes { id } } projects(first: 9801) { nodes { id } } }`);
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]?.message).toContain('10001 rows');
  });

  it('refuses them over the WebSocket', async () => {
    const client = wsClient(bff);
    try {
      await expect(firstResult(client, twice, { n: 5001 })).rejects.toThrow(refused);
    } finally {
      await client.dispose();
    }
  });
});

describe('request origin', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ ALLOWED_ORIGINS: 'https://app.ft8.test' });
  });
  afterAll(() => bff.close());

  function upgradeStatus(origin: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(bff.wsUrl, 'graphql-transport-ws', { headers: { origin } });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', (error) => reject(error));
    });
  }

  it('refuses a WebSocket from another site with 403', async () => {
    expect(await upgradeStatus('https://evil.example')).toBe(403);
  });

  it('accepts a WebSocket from the same host or an allowed origin', async () => {
    expect(await upgradeStatus(bff.url)).toBe(101);
    expect(await upgradeStatus('https://app.ft8.test')).toBe(101);
  });

  it('answers a WebSocket query from an allowed page', async () => {
    const client = wsClient(bff, { origin: bff.url });
    try {
      expect(await firstResult(client, '{ health }')).toMatchObject({ data: { health: true } });
    } finally {
      await client.dispose();
    }
  });

  it('blocks a GET query that a cross-site page could send (CSRF prevention)', async () => {
    const response = await fetch(`${bff.url}/graphql?query=${encodeURIComponent('{ health }')}`);
    expect(response.status).toBe(400);
    const allowed = await fetch(`${bff.url}/graphql?query=${encodeURIComponent('{ health }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });
});
