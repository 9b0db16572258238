// The possible-duplicates scan (`GET people/existing-duplicates-v2/`) over the 100,000 contacts: plants duplicates
// (api/src/seed/plant-duplicates.ts: typos, swapped case, the same email), then times the scan and counts the
// planted pairs it finds in one group.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/stack.mjs';
import { median, restSignIn, timeMs } from './clients.js';

export async function benchPossibleDuplicates(apiUrl: string, env: Record<string, string>) {
  const planted = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/plant-duplicates.ts', '300'], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (planted.status !== 0) throw new Error(`planting duplicates failed: ${planted.stderr}`);
  const pairs = JSON.parse(planted.stdout.trim().split('\n').at(-1)!) as [number, number][];
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  let groups: { people: { id: number }[] }[] = [];
  const times: number[] = [];
  for (let i = 0; i < 4; i++) {
    times.push(
      await timeMs(async () => {
        const response = await fetch(`${apiUrl}/people/existing-duplicates-v2/`, {
          headers: { authorization: `Token ${token}` },
        });
        groups = (await response.json()) as typeof groups;
      }),
    );
  }
  const groupOf = new Map<number, number>();
  groups.forEach((group, index) => group.people.forEach((person) => groupOf.set(person.id, index)));
  const found = pairs.filter(([a, b]) => groupOf.get(a) !== undefined && groupOf.get(a) === groupOf.get(b)).length;
  return { ms: median(times.slice(1)), found, planted: pairs.length, groups: groups.length };
}
