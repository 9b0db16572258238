// The people list's speed over HTTP against an api holding ~100k contacts: every sortable column both ways, every
// filter, deep pages by offset and by the `next` link, one contact, and group counts. Medians of 25 requests for
// 200 rows (after 3 warm-up requests), count included.
import { request } from 'undici';

const warmUp = 3;
const iterations = 25;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Json = { count?: number; next?: string | null; results?: unknown[] } | unknown[];

async function getJson(url: string, token: string): Promise<{ ms: number; body: Json }> {
  const started = performance.now();
  const response = await request(url, { headers: { authorization: `Token ${token}` } });
  const body = (await response.body.json()) as Json;
  const ms = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${JSON.stringify(body)}`);
  return { ms, body };
}

async function medianOf(url: string, token: string): Promise<number> {
  for (let i = 0; i < warmUp; i++) await getJson(url, token);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) times.push((await getJson(url, token)).ms);
  return median(times);
}

/** The sortable columns of `GET people/` (api/README.md). */
export const orderingFields = [
  'company',
  'full_name',
  'first_name',
  'last_name',
  'job_title',
  'city',
  'country',
  'rating',
  'profile_type',
  'invite_status',
  'created_at',
  'updated_at',
] as const;

export type PeopleFigure = { name: string; path: string; ms: number };

/**
 * `apiUrl` is the REST base, e.g. http://127.0.0.1:8000/api; `token` a staff member's API token.
 * `only` keeps the figures whose name contains it (e.g. 'sorted by').
 */
export async function benchApiPeople(apiUrl: string, token: string, only?: string): Promise<PeopleFigure[]> {
  const base = apiUrl.replace(/\/$/, '');
  const first = await getJson(`${base}/people/?limit=1&ordering=created_at`, token);
  const someone = (first.body as { results: Array<{ id: number }> }).results[0]!.id;
  const types = (await getJson(`${base}/utils/types/`, token)).body as unknown as { categories: Array<{ id: number }> };
  const tags = (await getJson(`${base}/utils/tags/`, token)).body as Array<{ name: string }>;
  // A page's `next` link from deep in the list: what a client that follows `next` asks for there.
  const nextOf = async (path: string) => {
    const { body } = await getJson(`${base}/${path}`, token);
    const next = (body as { next: string | null }).next;
    if (!next) throw new Error(`no next link for ${path}`);
    return next.slice(next.indexOf('/people/') + 1);
  };

  const cases: Array<[string, string | (() => Promise<string>)]> = [
    ['default order (-company,full_name)', 'people/?limit=200'],
    ['name search "smi"', 'people/?limit=200&search=smi'],
    ['name search "morgan"', 'people/?limit=200&search=morgan'],
    ['one contact', `people/${someone}/`],
    ...orderingFields.flatMap((field): Array<[string, string]> => [
      [`sorted by ${field}`, `people/?limit=200&ordering=${field}`],
      [`sorted by -${field}`, `people/?limit=200&ordering=-${field}`],
    ]),
    ['filter profile_type=2', 'people/?limit=200&profile_type=2'],
    ['filter profile_type=1', 'people/?limit=200&profile_type=1'],
    [`filter category=${types.categories[0]!.id}`, `people/?limit=200&category=${types.categories[0]!.id}`],
    [
      `filter category=${types.categories[1]!.id},${types.categories[2]!.id}`,
      `people/?limit=200&category=${types.categories[1]!.id},${types.categories[2]!.id}`,
    ],
    ['filter is_capital_provider=true', 'people/?limit=200&is_capital_provider=true'],
    ['filter is_capital_provider=false', 'people/?limit=200&is_capital_provider=false'],
    [`filter tags=${tags[0]!.name}`, `people/?limit=200&tags=${encodeURIComponent(tags[0]!.name)}`],
    ['filter is_deleted=true', 'people/?limit=200&is_deleted=true'],
    ['category + sorted by city', `people/?limit=200&category=${types.categories[0]!.id}&ordering=city`],
    ['offset 50,000', 'people/?limit=200&offset=50000'],
    ['offset 99,000 by job_title', 'people/?limit=200&offset=99000&ordering=job_title'],
    ['next link after offset 50,000', () => nextOf('people/?limit=200&offset=49800')],
    ['next link after offset 99,000 by job_title', () => nextOf('people/?limit=200&offset=98800&ordering=job_title')],
    ['next link after offset 60,000 by -rating', () => nextOf('people/?limit=200&offset=59800&ordering=-rating')],
    ['group counts by company', 'people/group_counts/?field=company'],
    ['group counts by categories', 'people/group_counts/?field=categories'],
    ['group counts by tags', 'people/group_counts/?field=tags'],
    ['group counts by city', 'people/group_counts/?field=city'],
    ['group counts by rating, capital providers', 'people/group_counts/?field=rating&is_capital_provider=true'],
  ];
  const figures: PeopleFigure[] = [];
  for (const [name, target] of cases) {
    if (only && !name.includes(only)) continue;
    const path = typeof target === 'string' ? target : await target();
    try {
      figures.push({ name, path, ms: await medianOf(`${base}/${path}`, token) });
    } catch (error) {
      // group_counts does not exist before this issue's change: the bench still prints the rest.
      figures.push({ name, path, ms: Number.NaN });
      console.warn(`${name}: ${(error as Error).message.slice(0, 200)}`);
    }
  }
  return figures;
}

/** One request of the selectivity sweep and its median. */
export type SweepFigure = { name: string; path: string; count: number; ms: number };
/**
 * `worst` and `ratio` come from the confirmation: the slowest cases of the sweep measured again, each alternating with
 * the default first page over more requests (the slowest of ~130 medians of 7 on a busy 2-core machine is partly its
 * noise). `sweepWorst` is the slowest median of the sweep itself.
 */
export type SelectivitySweep = {
  figures: SweepFigure[];
  defaultPage: SweepFigure;
  worst: SweepFigure;
  ratio: number;
  confirmed: { figure: SweepFigure; defaultMs: number; ratio: number }[];
  sweepWorst: SweepFigure;
};

const sweepIterations = 7;
/** How many of the slowest cases are measured again, and over how many requests each (and the default page). */
const confirmCases = 8;
const confirmIterations = 21;
/** The two orderings each sweep case is read in: the default (-company,full_name) and one with empty values. */
const sweepOrderings = ['', '&ordering=city'];
/** The tag the sweep puts on exactly 10 contacts. */
export const sweepTag = 'bench-ten-people';

/**
 * The people list at every selectivity: every pair of categories, a tag on 10 contacts, and searches that match
 * about 0, 10, 1,000 and 50,000 contacts, three-letter fragments matching about 2,000 and 8,000, two-letter ones
 * that most, some and few contacts hold, four-letter ones that many words hold, and terms together (two common
 * two-letter fragments, two four-letter ones, two and three common words), two searches within two categories (terms
 * chosen from the data by their counts, not written in), each in two orderings; the worst case against the default
 * first page (measured between the cases, as the machine's load drifts), then the slowest cases confirmed against it
 * over more requests. Tags 10 contacts (`sweepTag`) the first time.
 */
export async function benchPeopleSelectivity(apiUrl: string, token: string): Promise<SelectivitySweep> {
  const base = apiUrl.replace(/\/$/, '');
  const countOf = async (query: string) =>
    ((await getJson(`${base}/people/?limit=1&${query}`, token)).body as { count: number }).count;
  const types = (await getJson(`${base}/utils/types/`, token)).body as unknown as { categories: Array<{ id: number }> };

  if ((await countOf(`tags=${sweepTag}`)) !== 10) {
    const sample = (await getJson(`${base}/people/?limit=10&ordering=-created_at`, token)).body as {
      results: Array<{ id: number }>;
    };
    const response = await request(
      `${base}/people/update_multiple/?items=${sample.results.map((person) => person.id).join(',')}`,
      {
        method: 'PATCH',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: [sweepTag], add: ['tags'] }),
      },
    );
    await response.body.dump();
    if (response.statusCode !== 200) throw new Error(`tagging 10 contacts answered ${response.statusCode}`);
  }

  const searches = await searchTermsByCount(base, token, countOf, [0, 10, 1_000, 50_000]);
  // Three letters that hundreds of the contacts' words hold (name and company beginnings, endings such as 'son'), and
  // two that most contacts hold, or some, or few (under 3 characters no trigram serves them: a scan of person_search).
  const fragments = await searchTermsByCount(base, token, countOf, [2_000, 8_000], 3);
  const [twoLetters, twoLettersToo, ...twoLettersFewer] = await searchTermsByCount(
    base,
    token,
    countOf,
    [100_000, 50_000, 3_000, 10],
    2,
  );
  // Four letters that many words hold (a beginning or an end of many names, companies and email domains): many
  // trigram matches to recheck.
  const [fourLetters, fourLettersToo] = await searchTermsByCount(base, token, countOf, [10_000, 3_000], 4);
  // Terms together: every term must match (DRF's SearchFilter).
  const [commonWord, commonWordToo, commonWordThird] = await searchTermsByCount(
    base,
    token,
    countOf,
    [50_000, 20_000, 10_000],
  );
  const together = (name: string, first: { term: string }, second: { term: string }): Array<[string, string]> =>
    first.term === second.term ? [] : [[name, `search=${encodeURIComponent(`${first.term} ${second.term}`)}`]];
  const categories = types.categories.map((category) => category.id);
  const filters: Array<[string, string]> = [
    ...categories.flatMap((first, index) =>
      categories
        .slice(index + 1)
        .map((second): [string, string] => [`category=${first},${second}`, `category=${first},${second}`]),
    ),
    [`tag on 10 contacts`, `tags=${sweepTag}`],
    ...searches.map(({ target, term }): [string, string] => [
      `search matching ~${target.toLocaleString('en-GB')}`,
      `search=${encodeURIComponent(term)}`,
    ]),
    ...fragments.map(({ target, term }): [string, string] => [
      `three-letter fragment matching ~${target.toLocaleString('en-GB')}`,
      `search=${encodeURIComponent(term)}`,
    ]),
    [
      `two-letter fragment matching the most (${twoLetters!.count.toLocaleString('en-GB')})`,
      `search=${encodeURIComponent(twoLetters!.term)}`,
    ],
    ...twoLettersFewer.map(({ target, term }): [string, string] => [
      `two-letter fragment matching ~${target.toLocaleString('en-GB')}`,
      `search=${encodeURIComponent(term)}`,
    ]),
    ...[fourLetters!, fourLettersToo!].map(({ target, term }): [string, string] => [
      `four-letter fragment matching ~${target.toLocaleString('en-GB')}`,
      `search=${encodeURIComponent(term)}`,
    ]),
    ...together('two two-letter fragments together', twoLetters!, twoLettersToo!),
    ...together('two four-letter fragments together', fourLetters!, fourLettersToo!),
    ...together('two common words together', commonWord!, commonWordToo!),
    ...together('three common words together', commonWord!, {
      term: [commonWordToo!.term, commonWordThird!.term].join(' '),
    }),
    ['search "zz" (under 3 characters, no trigram)', 'search=zz'],
    // A search within categories: counted on person, not on the narrow person_search.
    ...[twoLetters!, commonWord!].map(({ term }): [string, string] => [
      `search "${term}" in categories ${categories[0]} and ${categories[1]}`,
      `category=${categories[0]},${categories[1]}&search=${encodeURIComponent(term)}`,
    ]),
  ];
  const measure = async (name: string, path: string): Promise<SweepFigure> => {
    const url = `${base}/${path}`;
    for (let i = 0; i < 2; i++) await getJson(url, token);
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < sweepIterations; i++) {
      const { ms, body } = await getJson(url, token);
      times.push(ms);
      count = (body as { count: number }).count;
    }
    return { name, path, count, ms: median(times) };
  };
  const defaultTimes: number[] = [];
  const figures: SweepFigure[] = [];
  for (const [index, [name, query]] of filters.entries()) {
    if (index % 8 === 0) defaultTimes.push((await measure('default', 'people/?limit=200')).ms);
    for (const ordering of sweepOrderings)
      figures.push(await measure(`${name}${ordering ? ', by city' : ''}`, `people/?limit=200&${query}${ordering}`));
  }
  defaultTimes.push((await measure('default', 'people/?limit=200')).ms);
  const defaultPage = { name: 'default first page', path: 'people/?limit=200', count: 0, ms: median(defaultTimes) };
  const sweepWorst = figures.reduce((slowest, figure) => (figure.ms > slowest.ms ? figure : slowest));
  const confirmed: SelectivitySweep['confirmed'] = [];
  for (const figure of [...figures].sort((a, b) => b.ms - a.ms).slice(0, confirmCases)) {
    const times: number[] = [];
    const defaults: number[] = [];
    for (let i = 0; i < confirmIterations; i++) {
      defaults.push((await getJson(`${base}/people/?limit=200`, token)).ms);
      times.push((await getJson(`${base}/${figure.path}`, token)).ms);
    }
    const again = { ...figure, ms: median(times) };
    confirmed.push({ figure: again, defaultMs: median(defaults), ratio: median(times) / median(defaults) });
  }
  const worst = confirmed.reduce((slowest, entry) => (entry.ratio > slowest.ratio ? entry : slowest));
  return { figures, defaultPage, worst: worst.figure, ratio: worst.ratio, confirmed, sweepWorst };
}

/**
 * For each target count, the search term whose count is nearest (by ratio) among candidates taken from a sample of
 * the contacts: full emails and names (few), surnames and companies (hundreds to thousands), job-title words and
 * email domains (tens of thousands), and a term no one has. With `fragments`, the first and last three letters of
 * their names and companies instead.
 */
async function searchTermsByCount(
  base: string,
  token: string,
  countOf: (query: string) => Promise<number>,
  targets: number[],
  /** Fragments of this many letters (the beginnings and ends of names and companies) instead of words and names. */
  fragmentLength?: number,
) {
  const sample = (await getJson(`${base}/people/?limit=300&ordering=updated_at`, token)).body as {
    results: Array<{
      first_name: string;
      last_name: string;
      company: string;
      job_title: string | null;
      emails: Array<{ email: string }>;
    }>;
  };
  const candidates = new Set<string>(fragmentLength ? [] : ['qxzjv']);
  for (const person of sample.results.filter((_, index) => index % 10 === 0)) {
    if (fragmentLength) {
      for (const word of [person.first_name, person.last_name, person.company.split(' ')[0]!].map((w) =>
        w.toLowerCase(),
      ))
        if (/^[a-z]{4,}$/.test(word)) candidates.add(word.slice(0, fragmentLength)).add(word.slice(-fragmentLength));
      continue;
    }
    const email = person.emails[0]?.email.toLowerCase();
    if (email) candidates.add(email.split('@')[0]!).add(email.split('@')[1]!.replace(/^[^.]*/, ''));
    candidates.add(`${person.first_name} ${person.last_name}`.toLowerCase());
    candidates.add(person.last_name.toLowerCase()).add(person.company.toLowerCase().split(' ')[0]!);
    for (const word of (person.job_title ?? '').toLowerCase().split(' ')) if (word.length >= 3) candidates.add(word);
  }
  const counted: Array<{ term: string; count: number }> = [];
  for (const term of candidates)
    if (term.trim().length >= (fragmentLength ?? 3))
      counted.push({ term, count: await countOf(`search=${encodeURIComponent(term)}`) });
  const distance = (count: number, target: number) => Math.abs(Math.log((count + 1) / (target + 1)));
  return targets.map((target) => {
    const best = counted.reduce((nearest, candidate) =>
      distance(candidate.count, target) < distance(nearest.count, target) ? candidate : nearest,
    );
    return { target, ...best };
  });
}

// Run directly: API_URL=http://127.0.0.1:8200/api tsx tests/bench/api-people.ts [name filter] (signs in as the demo admin).
if (import.meta.url === `file://${process.argv[1]}`) {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8000/api';
  const signIn = await request(`${apiUrl.replace(/\/$/, '')}/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@ft8.test', password: 'ft8-demo-pass' }),
  });
  const { token } = (await signIn.body.json()) as { token: string };
  if (process.argv[2] === 'sweep') {
    const sweep = await benchPeopleSelectivity(apiUrl, token);
    for (const figure of [...sweep.figures, sweep.defaultPage])
      console.log(
        `${figure.name.padEnd(48)} ${figure.ms.toFixed(1).padStart(7)} ms ${String(figure.count).padStart(7)}   ${figure.path}`,
      );
    console.log(`slowest in the sweep: ${sweep.sweepWorst.path} ${sweep.sweepWorst.ms.toFixed(1)} ms`);
    for (const { figure, defaultMs, ratio } of sweep.confirmed)
      console.log(
        `confirmed: ${figure.path} ${figure.ms.toFixed(1)} ms against ${defaultMs.toFixed(1)}: ${ratio.toFixed(2)}x`,
      );
    console.log(
      `worst: ${sweep.worst.path} ${sweep.worst.ms.toFixed(1)} ms, ${sweep.ratio.toFixed(2)}x the default first page`,
    );
  } else {
    for (const figure of await benchApiPeople(apiUrl, token, process.argv[2])) {
      console.log(`${figure.name.padEnd(48)} ${figure.ms.toFixed(1).padStart(7)} ms   ${figure.path}`);
    }
  }
}
