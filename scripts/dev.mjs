// For people working on the code: api and bff under `tsx watch` (restart on change), the web app on Vite's dev
// server with hot reload (it proxies /graphql and /api to the bff). Same data as `pnpm start` (.data/).
import { spawnPnpm, superviseChildren } from './pnpm.mjs';

const port = process.env.PORT ?? '4000';
const apiPort = process.env.API_PORT ?? '8000';
const webPort = process.env.WEB_PORT ?? '5173';
const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  BFF_PORT: port,
  WEB_PORT: webPort,
  NODE_ENV: 'development',
};
// The api trusts X-Forwarded-For from the bff beside it (loopback), the bff from the proxies TRUST_PROXY names.
const apiEnv = { ...env, TRUST_PROXY: 'loopback' };

const children = [
  spawnPnpm(['--filter', 'api', 'exec', 'tsx', 'watch', 'src/server.ts'], { env: apiEnv, detached: true }),
  spawnPnpm(['--filter', 'bff', 'exec', 'tsx', 'watch', 'src/server.ts'], { env, detached: true }),
  spawnPnpm(['--filter', 'web', 'exec', 'vite', '--port', webPort, '--strictPort'], { env, detached: true }),
];

superviseChildren(children);

console.log(`
  ft8 dev: web with hot reload http://localhost:${webPort}, bff http://localhost:${port}/graphiql,
  REST http://localhost:${apiPort}/api; api and bff restart when their code changes. Ctrl-C stops everything.
`);
