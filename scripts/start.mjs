// One command for the whole product: builds the web app and the playground, starts the api (seeding demo data on an
// empty database) and the bff, and prints where to open it. Ctrl-C stops both; data stays under DATA_DIR (.data/).
import { runPnpm, spawnPnpm, superviseChildren } from './pnpm.mjs';

const skipBuild = process.argv.includes('--no-build');
const port = process.env.PORT ?? '4000';
const apiPort = process.env.API_PORT ?? '8000';
const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
};
// Sign-ins are throttled per browser address: the api trusts X-Forwarded-For from the bff beside it (loopback), the
// bff from the proxies TRUST_PROXY names (a load balancer in front; unset: browsers reach it directly).
const apiEnv = { ...env, TRUST_PROXY: 'loopback' };

if (!skipBuild) await runPnpm(['-r', '--filter', 'web', '--filter', 'bff', 'run', 'build']);

const children = [
  spawnPnpm(['--filter', 'api', 'start'], { env: apiEnv, detached: true }),
  spawnPnpm(['--filter', 'bff', 'start'], { env, detached: true }),
];

superviseChildren(children);

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (
  (await waitFor(`http://127.0.0.1:${apiPort}/api/utils/types/`)) &&
  (await waitFor(`http://127.0.0.1:${port}/graphiql`))
) {
  console.log(`
  ft8 is running
    app and GraphQL   http://localhost:${port}         (GraphQL endpoint http://localhost:${port}/graphql)
    GraphiQL          http://localhost:${port}/graphiql
    REST API          http://localhost:${apiPort}/api    (OpenAPI at /api/docs/json)
  demo accounts (password ft8-demo-pass): admin@ft8.test, user@ft8.test, client@ft8.test, guest@ft8.test
  Ctrl-C stops everything; the data stays under .data/
`);
}
