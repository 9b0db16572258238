// Issue 18's mail figures against the Microsoft Graph test double (api/src/test-support/graph-double.ts), on an api
// process with MS_* set, on the embedded database or (databaseUrl) on PostgreSQL:
//  - sync of 10,000 messages for one mailbox (sign-in, then the first sync), its time and the api's resident memory
//    before, at its peak, and after; then a second sync (Graph's notification of one new message) adds only that one;
//  - a contact's email activity with 5,000 messages: the first page's median at the api.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGraphDouble } from '../../api/src/test-support/graph-double.js';
import { startApi } from '../../scripts/stack.mjs';
import { median, restSignIn, timeMs } from './clients.js';

const MESSAGES = 10_000;
const ACTIVITY = 5_000;
const MAILBOX = 'user@ft8.test';

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function benchGraphSync(databaseUrl?: string): Promise<[string, string, string][]> {
  const figures: [string, string, string][] = [];
  const label = databaseUrl ? 'PostgreSQL' : 'embedded';
  const tenantId = 'bench-tenant';
  const clientId = 'bench-client';
  const graph = await startGraphDouble({ tenantId, clientId });
  const caFile = join(tmpdir(), `graph-double-${process.pid}.pem`);
  writeFileSync(caFile, graph.ca);
  const port = await freePort();
  const api = await startApi({
    databaseUrl,
    env: {
      API_PORT: String(port),
      MS_CLIENT_ID: clientId,
      MS_CLIENT_SECRET: 'bench-secret',
      MS_TENANT_ID: tenantId,
      MS_TOKEN_KEY: Buffer.alloc(32, 5).toString('base64'),
      MS_AUTHORITY_HOST: graph.url,
      MS_GRAPH_URL: graph.graphUrl,
      MS_PUBLIC_URL: `http://127.0.0.1:${port}`,
      MS_CA_FILE: caFile,
    },
  });
  try {
    const token = await restSignIn(api.url, MAILBOX);
    const headers = { authorization: `Token ${token}` };
    const admin = { authorization: `Token ${await restSignIn(api.url, 'admin@ft8.test')}` };
    // A contact whose address sends half the mailbox (the activity figure), the rest from 500 unknown addresses.
    const contact = (await (
      await fetch(`${api.url}/people/`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Bench',
          last_name: 'Sender',
          company: 'Bench Lending',
          profile_type: 2,
          emails: [{ email: 'bench.sender@bench-lending.test', label: 'Work' }],
        }),
      })
    ).json()) as { id: number };
    graph.fill(MAILBOX, MESSAGES, (index) =>
      index < ACTIVITY ? 'bench.sender@bench-lending.test' : `sender${index % 500}@bench-fund.test`,
    );
    const count = async () =>
      ((await (await fetch(`${api.url}/emails/?limit=1`, { headers: admin })).json()) as { count: number }).count;
    const before = await count();
    const login = await fetch(`${api.url}/auth/login_with_ms/?state=/`, { headers, redirect: 'manual' });
    const signInPage = new URL(login.headers.get('location')!);
    const state = signInPage.searchParams.get('state')!;
    const rssBefore = rssMb(api.pid);
    let peak = rssBefore;
    const started = performance.now();
    const back = await fetch(
      `${api.url}/outlook/callback/?code=${graph.issueCode(MAILBOX, signInPage)}&state=${encodeURIComponent(state)}`,
      // The sign-in finishes only in the session that started it.
      { headers, redirect: 'manual' },
    );
    if (back.status !== 302 || back.headers.get('location')!.includes('error'))
      throw new Error(`sign-in failed: ${back.status} ${back.headers.get('location')}`);
    while ((await count()) - before < MESSAGES) {
      peak = Math.max(peak, rssMb(api.pid));
      if (performance.now() - started > 300_000) throw new Error('sync took over 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    figures.push([
      `${label}: Graph sync of ${MESSAGES.toLocaleString('en')} messages (sign-in to all stored)`,
      `${seconds.toFixed(1)} s`,
      '< 60 s',
    ]);
    figures.push([
      `${label}: Graph sync, api resident memory before / peak / after`,
      `${rssBefore.toFixed(0)} / ${peak.toFixed(0)} / ${rssMb(api.pid).toFixed(0)} MB`,
      'flat',
    ]);
    // Graph notifies one new message: the second sync adds it alone.
    await graph.deliver(
      MAILBOX,
      { from: 'bench.sender@bench-lending.test', subject: 'One more', content: '<p>x</p>' },
      true,
    );
    const deadline = performance.now() + 30_000;
    while ((await count()) - before < MESSAGES + 1 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    figures.push([
      `${label}: Graph second sync (one new message notified), messages added`,
      `${(await count()) - before - MESSAGES}`,
      '1',
    ]);

    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 8; i++)
      times.push(
        await timeMs(async () => {
          const page = (await (
            await fetch(`${api.url}/emails/?person=${contact.id}&limit=20`, { headers: admin })
          ).json()) as { count: number };
          total = page.count;
        }),
      );
    figures.push([
      `${label}: a contact's email activity, ${total.toLocaleString('en')} messages, first page (median)`,
      `${median(times.slice(1)).toFixed(1)} ms`,
      '< 100 ms',
    ]);
  } finally {
    await api.stop();
    await graph.close();
    rmSync(caFile, { force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const [name, value, target] of await benchGraphSync(process.env.BENCH_DATABASE_URL))
    console.log(`${name}: ${value} (target ${target})`);
