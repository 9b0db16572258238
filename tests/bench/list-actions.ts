// The contacts list's actions (issue 7): a CSV import of 50,000 lines on the embedded database (time, and the api's
// resident memory before, at its peak during the import, and after), then a bulk edit of 1,000 of the imported
// contacts (time; the api applies it in one transaction, list-actions.ts `updatePeople`) and a merge of 5 of them.
import { readFileSync } from 'node:fs';
import { restSignIn } from './clients.js';

const LINES = 50_000;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function csvOf(lines: number, stamp: string): string {
  const rows = ['First Name,Last Name,Company,Email,Mobile,Job Title,City,Tags'];
  for (let i = 0; i < lines; i++) {
    // One line in 100 repeats an earlier email (a duplicate), one in 200 has no company (fails).
    const email = i % 100 === 99 ? `bench${i - 1}.${stamp}@bench.test` : `bench${i}.${stamp}@bench.test`;
    rows.push(
      `Bench${i},Import${stamp},${i % 200 === 199 ? '' : `Bench Co ${i % 500}`},${email},+44 7700 ${String(i).padStart(6, '0')},Analyst,London,bench;import`,
    );
  }
  return `${rows.join('\n')}\n`;
}

export type ListActionFigure = [name: string, value: string, target: string];

export async function benchListActions(apiUrl: string, apiPid: number): Promise<ListActionFigure[]> {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  const stamp = Date.now().toString(36);
  const csv = csvOf(LINES, stamp);
  const before = rssMb(apiPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(apiPid));
  }, 50);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/people/importCsv/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  const result = (await response.json()) as { created: { id: number }[]; duplicate: number; failed_lines: unknown[] };
  const importMs = performance.now() - started;
  clearInterval(sampler);
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${JSON.stringify(result)}`);
  const after = rssMb(apiPid);

  const ids = result.created.slice(0, 1000).map((person) => person.id);
  const editStarted = performance.now();
  const edit = await fetch(`${apiUrl}/people/update_multiple/?items=${ids.join(',')}`, {
    method: 'PATCH',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ city: 'Leeds', job_title: 'Associate', tags: ['bulk'], add: ['tags'], categories: [1] }),
  });
  const edited = (await edit.json()) as unknown[];
  const editMs = performance.now() - editStarted;
  if (edit.status !== 200 || edited.length !== 1000) throw new Error(`bulk edit answered ${edit.status}`);

  // A merge of 5: four imported contacts, each with a note, into a fifth (one transaction, undoable).
  const [survivor, ...merged] = result.created.slice(1000, 1005).map((person) => person.id);
  for (const id of merged) {
    const note = await fetch(`${apiUrl}/notes/people/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ person: id, text: `Bench note of ${id}` }),
    });
    if (note.status !== 201) throw new Error(`adding a note answered ${note.status}`);
  }
  const mergeStarted = performance.now();
  const merge = await fetch(
    `${apiUrl}/people/existing-duplicates/${survivor}/merge_from_people/?people=${merged.join(',')}`,
    {
      method: 'PATCH',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['merged'] }),
    },
  );
  const mergeMs = performance.now() - mergeStarted;
  if (merge.status !== 200) throw new Error(`merge answered ${merge.status}: ${await merge.text()}`);

  return [
    [
      `CSV import, ${LINES.toLocaleString('en-GB')} lines, embedded db`,
      `${(importMs / 1000).toFixed(1)} s (created ${result.created.length}, duplicate ${result.duplicate}, failed ${result.failed_lines.length})`,
      '< 30 s',
    ],
    [
      'api RSS before / peak during / after the import',
      `${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)} MB`,
      'flat (streamed, batches of 1,000)',
    ],
    ['bulk edit of 1,000 contacts (one transaction)', `${(editMs / 1000).toFixed(2)} s`, '-'],
    ['merge of 5 contacts, with their notes (one transaction)', `${(mergeMs / 1000).toFixed(2)} s`, '-'],
  ];
}

/**
 * The export of every current contact (`POST people/exportAll/` with "all"): time to the last byte, rows, and the
 * api's resident memory before, at its peak while streaming, and after (issue 16: flat at any size).
 */
export async function benchExport(apiUrl: string, apiPid: number, label: string): Promise<ListActionFigure[]> {
  const token = await restSignIn(apiUrl, 'admin@ft8.test');
  const before = rssMb(apiPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(apiPid));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${apiUrl}/people/exportAll/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ people: 'all' }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  const after = rssMb(apiPid);
  return [
    [
      `${label}: export of every contact (CSV, streamed)`,
      `${(exportMs / 1000).toFixed(1)} s (${(lines - 1).toLocaleString('en-GB')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB)`,
      '-',
    ],
    [
      `${label}: api RSS before / peak during / after the export`,
      `${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)} MB`,
      'flat (streamed, batches of 1,000)',
    ],
  ];
}

// `tsx bench/list-actions.ts`: these figures alone, on a fresh api.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startApi } = await import('../../scripts/stack.mjs');
  const api = await startApi();
  try {
    for (const [name, value, target] of await benchListActions(api.url, api.pid))
      console.log(`${name}: ${value} (target ${target})`);
  } finally {
    await api.stop();
  }
}
