// The advanced search (issue 52) over HTTP, against an api on PostgreSQL holding 100,000 contacts, 5,000 projects and
// 50,000 tasks (`pnpm seed -- --contacts 100000 --projects 5000 --tasks 50000`; `seedSearchData` adds what is
// missing): `GET search/{people|projects|tasks}/{query}` with four-row queries over every kind of field (lookups,
// categories with subcategory groups, capital-provider numbers and booleans, negations), pages of 200 with their
// exact count, medians of 11 requests after 3 warm-ups, the worst of each type with its query; then the export of
// every contact (`POST search/people/export/`), streamed, with the api's resident memory before, at its peak and after.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/stack.mjs';
import { restSignIn } from './clients.js';

export const searchData = { contacts: 100_000, projects: 5_000, tasks: 50_000 };
const warmUp = 3;
const iterations = 11;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

type Figure = [name: string, value: string, target: string];
type Lookup = { id: number; name: string; is_cp?: boolean; category?: number };

function client(apiUrl: string, token: string) {
  const base = apiUrl.replace(/\/$/, '');
  const get = async <T>(path: string): Promise<{ ms: number; body: T }> => {
    const started = performance.now();
    const response = await fetch(`${base}/${path}`, { headers: { authorization: `Token ${token}` } });
    const body = (await response.json()) as T;
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, body };
  };
  return { base, get };
}

/** How many rows of each type the api at `apiUrl` holds. */
export async function searchDataCounts(apiUrl: string): Promise<typeof searchData> {
  const { get } = client(apiUrl, await restSignIn(apiUrl, 'admin@ft8.test'));
  const count = async (type: string) => (await get<{ count: number }>(`search/${type}/?limit=1`)).body.count;
  return { contacts: await count('people'), projects: await count('projects'), tasks: await count('tasks') };
}

/** The projects and tasks missing for the figures (the contacts come from the people list's seed), or undefined. */
export function missingSearchData(have: typeof searchData) {
  const projects = Math.max(0, searchData.projects - have.projects);
  const tasks = Math.max(0, searchData.tasks - have.tasks);
  return projects === 0 && tasks === 0 ? undefined : { projects, tasks };
}

/** Adds them (`--projects`, `--tasks`) to the database `env` names; an api must not hold it open for long writes. */
export function seedSearchData(env: Record<string, string>, missing: { projects: number; tasks: number }) {
  const args = ['--projects', String(missing.projects), '--tasks', String(missing.tasks)];
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', ...args], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding projects and tasks failed');
}

/** The query string of `terms` as the path segment of `search/{type}/{query}`. */
const segment = (terms: string[]) => encodeURIComponent(terms.join('&'));

/** [name, value, target] rows; `apiPid` the api's process, for its memory during the export. */
export async function benchSearch(apiUrl: string, apiPid: number): Promise<Figure[]> {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  const { base, get } = client(apiUrl, token);
  const types = (await get<Record<string, Lookup[]>>('utils/types/')).body;
  const ids = (kind: string, count = 2) => (types[kind] ?? []).slice(0, count).map((item) => item.id);
  const cp = (types.categories ?? []).filter((category) => category.is_cp).map((category) => category.id);
  const other = (types.categories ?? []).filter((category) => !category.is_cp).map((category) => category.id);
  // Subcategories of a capital-provider category, and of two others (the builder's sub-rows of a category row).
  const subOf = (categories: number[]) =>
    (types.subcategories ?? []).filter((sub) => categories.includes(sub.category!)).map((sub) => sub.id);
  const cpSubs = subOf(cp);
  const otherSubs = subOf(other.slice(0, 3));
  const onePerson = (await get<{ results: { id: number }[] }>('search/people/?limit=1&ordering=created_at')).body
    .results[0]!.id;
  const someTask = (
    await get<{ results: { created_by: number | null }[] }>(`search/tasks/${segment(['state=1'])}?limit=50`)
  ).body.results.find((task) => task.created_by !== null);
  const owner = someTask?.created_by ?? onePerson;
  const column = (types.default_columns ?? [])[1] ?? (types.default_columns ?? [])[0]!;

  const queries: Record<'people' | 'projects' | 'tasks', Array<[label: string, terms: string[], extra?: string]>> = {
    people: [
      [
        'lookups',
        [
          `profile_type__overlaps=2,3`,
          `categories__orfkey=${other.slice(0, 2).join(',')}`,
          `locations__orfkey=${ids('location_types', 3).join(',')}`,
          `~use_classes__orfkey=${ids('use_class_types', 1).join(',')}`,
        ],
      ],
      [
        'categories with subcategory groups',
        [
          `categories__orfkey=${[cp[0]!, other[0]!].join(',')}`,
          `subcategories__OR=${[...cpSubs.slice(0, 2), ...otherSubs.slice(0, 2)].join(',')}`,
          `subcategories__NOTAND=${otherSubs.slice(0, 2).join(',')}`,
          `profile_type__overlaps=2,3`,
        ],
      ],
      [
        'capital-provider numbers and booleans',
        [`max_ltv__gt=50`, `min_size__lt=5000000`, `is_debt=true`, `capital_provider_type__orfkey=1,2`],
      ],
      [
        'negations',
        [
          `~categories__orfkey=${other.at(-1)!}`,
          `~profile_type__overlaps=1`,
          `~is_debt=true`,
          `subcategories__NOTOR=${otherSubs.slice(0, 2).join(',')}`,
        ],
      ],
      [
        'common lookups, sorted by city',
        [
          `categories__orfkey=${other.join(',')}`,
          `~locations__orfkey=${ids('location_types', 1).join(',')}`,
          `profile_type__overlaps=2,3,4`,
          `~client_class__overlaps=${ids('client_classes', 1).join(',') || '1'}`,
        ],
        '&ordering=city',
      ],
      [
        'provider criteria and categories',
        [
          `categories__andfkey=${cp.join(',')}`,
          `investment_classes__orfkey=${ids('investment_class_types', 3).join(',')}`,
          `max_ltv__lt=70`,
          `~is_equity=true`,
        ],
      ],
    ],
    projects: [
      [
        'lookups, numbers, text',
        [
          'status__overlaps=1,2,3',
          `project_types__orfkey=${ids('project_types', 2).join(',')}`,
          'capital_required__gt=1000000',
          'name__icontains=wharf',
        ],
      ],
      [
        'negations and dates',
        [
          `~transaction_types__orfkey=${ids('transaction_types', 1).join(',')}`,
          'fees__lt=2',
          'closing_date__gt=2026-03-01',
          '~status__overlaps=6',
        ],
        '&ordering=-capital_required',
      ],
      [
        'provider states and sizes',
        [
          `~provider_states__orfkey=${ids('provider_relation_types', 2).join(',')}`,
          'recent_valuation__gt=2000000',
          'term_sheet_fee__lt=15000',
          `~asset_types__orfkey=${ids('asset_types', 1).join(',')}`,
        ],
        '&ordering=closing_date',
      ],
    ],
    tasks: [
      [
        'title, state, dates, assignees',
        ['title__icontains=lender', 'state=1', 'due_date__gt=2026-03-01', `~assignees__orfkey=${owner}`],
      ],
      [
        'columns and creator',
        [
          `~state=3`,
          `column__iexact=${encodeURIComponent(column.name)}`,
          `default_column=${column.id}`,
          `created_by__overlaps=${owner}`,
        ],
      ],
      [
        'negations, sorted by title',
        ['~title__icontains=fees', '~state=2', 'due_date__lt=2026-10-01', `assignees__orfkey=${owner}`],
        '&ordering=title',
      ],
    ],
  };

  const figures: Figure[] = [];
  const sizes = {
    people: ['contacts', searchData.contacts],
    projects: ['projects', searchData.projects],
    tasks: ['tasks', searchData.tasks],
  } as const;
  for (const [type, cases] of Object.entries(queries)) {
    const measured: Array<{ label: string; path: string; ms: number; count: number }> = [];
    for (const [label, terms, extra = ''] of cases) {
      const path = `search/${type}/${segment(terms)}?limit=200${extra}`;
      let count = 0;
      for (let i = 0; i < warmUp; i++) count = (await get<{ count: number }>(path)).body.count;
      const times: number[] = [];
      for (let i = 0; i < iterations; i++) times.push((await get<{ count: number }>(path)).ms);
      measured.push({ label, path, ms: median(times), count });
      console.log(`  ${type}: ${median(times).toFixed(1).padStart(6)} ms ${String(count).padStart(7)} found  ${label}`);
    }
    const worst = measured.reduce((a, b) => (b.ms > a.ms ? b : a));
    const [word, size] = sizes[type as keyof typeof sizes];
    figures.push([
      `search of ${word} (${size.toLocaleString('en-GB')}, PostgreSQL), four rows: worst median of ${measured.length}`,
      `${worst.ms.toFixed(1)} ms, ${worst.count.toLocaleString('en-GB')} found (${worst.label}: ` +
        `${decodeURIComponent(worst.path)})`,
      '< 100 ms',
    ]);
  }

  // The export of every contact: streamed, in batches of 1,000 (search/repository.ts).
  const before = rssMb(apiPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(apiPid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${base}/search/people/export/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  if (response.status !== 200 || !response.body) throw new Error(`search export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const after = rssMb(apiPid);
  figures.push(
    [
      'search export of every contact (CSV, streamed)',
      `${(exportMs / 1000).toFixed(1)} s (${(lines - 1).toLocaleString('en-GB')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB)`,
      '< 10 s',
    ],
    [
      'search export: api RSS before / peak during / after, growth',
      `${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)} MB, +${(peak - before).toFixed(0)} MB`,
      '< 50 MB growth',
    ],
  );
  return figures;
}

// `tsx tests/bench/search.ts <apiUrl> <apiPid>`: the figures against a running api holding the data.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) {
  for (const row of await benchSearch(process.argv[2], Number(process.argv[3]))) console.log(row.join(' | '));
}
