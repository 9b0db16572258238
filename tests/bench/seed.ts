// Generated contacts for the benchmarks that need 100,000 of them (api/src/seed/cli.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root, startApi } from '../../scripts/stack.mjs';
import { restSignIn } from './clients.js';

/**
 * Seeds `contacts` generated contacts into the database the environment names, unless the api at `apiUrl` already
 * lists that many; the seconds it took, or undefined when it had nothing to do.
 */
export async function seedContacts(env: Record<string, string>, contacts: number, apiUrl?: string) {
  if (apiUrl) {
    const token = await restSignIn(apiUrl, 'admin@ft8.test');
    const page = (await (
      await fetch(`${apiUrl}/people/?limit=1`, { headers: { authorization: `Token ${token}` } })
    ).json()) as { count: number };
    if (page.count >= contacts) return;
  }
  const started = Date.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--contacts', String(contacts)], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`seeding ${contacts} contacts failed`);
  return (Date.now() - started) / 1000;
}

/**
 * Seeds the embedded database in `pgliteDir` up to `contacts` contacts (counted through an api, then stopped: the
 * seed needs the directory to itself); the seconds it took, or undefined when it held enough.
 */
export async function seedEmbeddedContacts(pgliteDir: string, contacts: number) {
  const probe = await startApi({ env: { DATA_DIR: pgliteDir } });
  let count: number;
  try {
    const token = await restSignIn(probe.url, 'admin@ft8.test');
    ({ count } = (await (
      await fetch(`${probe.url}/people/?limit=1`, { headers: { authorization: `Token ${token}` } })
    ).json()) as { count: number });
  } finally {
    await probe.stop();
  }
  if (count >= contacts) return;
  return seedContacts({ DATA_DIR: pgliteDir, DATABASE_URL: '' }, contacts);
}
