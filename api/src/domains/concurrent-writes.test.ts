import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Two people at once (spec: nothing a user made is lost by another operation). Each case fires its requests
// together, several rounds: on PostgreSQL (TEST_DATABASE_URL) they truly overlap; the embedded database runs them
// one after the other, where the same outcomes must hold.

let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ft8-concurrent-'));
  t = await createTestApp({ dataDir });
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ROUNDS = 6;
const call: TestApp['call'] = (...args) => t.call(...args);
const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object | string) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...headers }, ...(payload !== undefined && { payload }) });

async function newProject(name: string) {
  const created = await call('POST', '/projects/', admin, {
    name,
    client: t.fixture.people.ann,
    project_types: [1],
    closing_date: '2027-06-30',
  });
  expect(created.status).toBe(201);
  const id = (created.body as { id: number }).id;
  const columns = (await call('GET', `/projects/columns/?project=${id}`, admin)).body as { id: number }[];
  return { id, column: columns[0]!.id };
}

async function newTask(project: { id: number; column: number }, title: string) {
  const created = await call('POST', '/tasks/', admin, { title, project: project.id, column: project.column });
  expect(created.status).toBe(201);
  return (created.body as { id: number }).id;
}

async function newContact(first: string) {
  const stamp = Math.random().toString(36).slice(2, 8);
  const created = await call('POST', '/people/', admin, {
    first_name: first,
    last_name: `Race${stamp}`,
    company: 'Race Holdings',
    profile_type: 2,
    emails: [{ email: `${first.toLowerCase()}.${stamp}@race.test`, label: 'Work' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: number }).id;
}

const BOUNDARY = '----ft8race';
const upload = (path: string, name: string) =>
  inject(
    'POST',
    path,
    { ...admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(20_000)}\r\n--${BOUNDARY}--\r\n`,
  );

/** Stored files that no row names: bytes kept for ever that nobody can reach. */
async function orphanedFiles() {
  const stored = await readdir(join(dataDir, 'files')).catch(() => [] as string[]);
  const { rows } = await sql<{ storage_key: string }>`SELECT storage_key FROM task_file
    UNION ALL SELECT storage_key FROM project_file UNION ALL SELECT storage_key FROM person_file`.execute(
    t.database.db,
  );
  const named = new Set(rows.map((row) => row.storage_key.split('/').pop()));
  return stored.filter((file) => !named.has(file));
}

describe('two people at once', () => {
  it('approve and reject of one submitted task: one goes through, the other is refused, the task ends as the first said', async () => {
    const project = await newProject('Race Approvals');
    for (let round = 0; round < ROUNDS; round++) {
      const task = await newTask(project, `Approve or reject ${round}`);
      expect((await call('POST', `/tasks/${task}/submit/`, admin)).status).toBe(200);
      const [approve, reject] = await Promise.all([
        call('POST', `/tasks/${task}/approve/`, admin),
        call('POST', `/tasks/${task}/reject/`, user),
      ]);
      const statuses = [approve.status, reject.status].sort();
      expect(statuses, JSON.stringify([approve.body, reject.body])).toEqual([200, 400]);
      const state = ((await call('GET', `/tasks/${task}/`, admin)).body as { state: number }).state;
      expect(state).toBe(approve.status === 200 ? 3 : 1);
    }
  });

  it('a task or project deleted while files are uploaded to it: no file kept on disk that no row names', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const project = await newProject(`Race Files ${round}`);
      const task = await newTask(project, 'Upload while deleting');
      const answers = await Promise.all([
        upload(`/tasks/${task}/files/`, 'a.txt'),
        upload(`/projects/${project.id}/files/`, 'b.txt'),
        inject('DELETE', `/tasks/${task}/`, admin),
        upload(`/tasks/${task}/files/`, 'c.txt'),
        inject('DELETE', `/projects/${project.id}/`, admin),
      ]);
      // An upload that lost the race is told the record is gone, never a server error.
      for (const answer of answers) expect([201, 204, 404], answer.body).toContain(answer.statusCode);
      expect(await orphanedFiles()).toEqual([]);
    }
  });

  it('merges crossing on one contact end as if one after the other, and no note ends on a contact merged away', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c] = [await newContact('Ada'), await newContact('Bea'), await newContact('Cal')];
      expect((await call('POST', '/notes/people/', admin, { person: a, text: `A's note ${round}` })).status).toBe(201);
      const merge = (survivor: number, merged: number) =>
        call('PATCH', `/people/existing-duplicates/${survivor}/merge_from_people/?people=${merged}`, admin, {});
      const answers = await Promise.all([merge(a, b), merge(c, b), merge(b, a)]);
      for (const answer of answers) expect([200, 400, 404, 409]).toContain(answer.status);
      // As if one after the other: B is merged away once at most, and A into B then B into C is the only pair.
      const [aTakesB, cTakesB, bTakesA] = answers.map((answer) => answer.status === 200);
      expect(aTakesB && cTakesB).toBe(false);
      expect(aTakesB && bTakesA).toBe(false);
      expect(aTakesB || cTakesB || bTakesA).toBe(true);
      const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM note n
        JOIN person p ON p.id = n.person_id WHERE p.id = any(${[a, b, c]}::int[]) AND p.is_deleted`.execute(
        t.database.db,
      );
      expect(rows[0]!.count).toBe(0);
    }
  });

  it('a bulk edit of a contact merged away is refused, not kept where nothing shows it, and one racing the merge too', async () => {
    const bulk = (ids: number[], tag: string) =>
      call('PATCH', `/people/update_multiple/?items=${ids.join(',')}`, admin, {
        tags: [tag],
        job_title: tag,
        add: ['tags'],
      });
    const merge = (survivor: number, merged: number) =>
      call('PATCH', `/people/existing-duplicates/${survivor}/merge_from_people/?people=${merged}`, admin, {});
    const writtenOnMerged = async (ids: number[]) => {
      const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM person p
        WHERE p.id = any(${ids}::int[]) AND p.is_deleted AND (p.job_title LIKE 'bulk %'
          OR EXISTS (SELECT 1 FROM person_tag pt JOIN tag g ON g.id = pt.tag_id WHERE pt.person_id = p.id AND g.name LIKE 'bulk %'))`.execute(
        t.database.db,
      );
      return rows[0]!.count;
    };

    // After the merge: refused with the survivor's name, and nothing written (on the other contact either).
    const [kept, gone, other] = [await newContact('Kit'), await newContact('Gil'), await newContact('Oli')];
    const { full_name: survivorName } = (await call('GET', `/people/${kept}/`, admin)).body as { full_name: string };
    const { full_name: goneName } = (await call('GET', `/people/${gone}/`, admin)).body as { full_name: string };
    expect((await merge(kept, gone)).status).toBe(200);
    expect(await bulk([other, gone], 'bulk after')).toEqual({
      status: 400,
      body: { items: [`${goneName} was merged into ${survivorName}: make the changes on ${survivorName}.`] },
    });
    expect(await writtenOnMerged([gone])).toBe(0);
    expect(((await call('GET', `/people/${other}/`, admin)).body as { job_title: string | null }).job_title).toBe(null);

    // At the same moment: the edit goes through before the merge, or is refused after it.
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await newContact('Ari'), await newContact('Ben')];
      const [merged, edited] = await Promise.all([merge(a, b), bulk([b], `bulk ${round}`)]);
      expect(merged.status).toBe(200);
      expect([200, 400], JSON.stringify(edited.body)).toContain(edited.status);
      if (edited.status === 400) expect(await writtenOnMerged([b])).toBe(0);
    }
  });

  it('a contact merged away is not added to a team, as a provider or as an assignee', async () => {
    const project = await newProject('Race Merged Away');
    const task = await newTask(project, 'Assign a merged contact');
    const survivor = await newContact('Sal');
    const bob = t.fixture.people.bob; // a capital provider
    const merged = await call(
      'PATCH',
      `/people/existing-duplicates/${survivor}/merge_from_people/?people=${bob}`,
      admin,
      {},
    );
    expect(merged.status).toBe(200);
    const invalid = [`Invalid pk "${bob}" - object does not exist.`];
    expect(await call('POST', '/projects/memberships/', admin, { project: project.id, person: bob, state: 1 })).toEqual(
      {
        status: 400,
        body: { person: invalid },
      },
    );
    expect(await call('POST', '/projects/providers/', admin, { project: project.id, person: bob })).toEqual({
      status: 400,
      body: { person: invalid },
    });
    expect(await call('PATCH', `/tasks/${task}/`, admin, { assignees: [bob] })).toEqual({
      status: 400,
      body: { assignees: invalid },
    });
  });

  it('a note, a file, an edit or a team place for a contact merged away is refused, not kept where nothing shows it', async () => {
    const project = await newProject('Race Merged Contact');
    const [survivor, merged] = [await newContact('Sue'), await newContact('Max')];
    const merge = await call(
      'PATCH',
      `/people/existing-duplicates/${survivor}/merge_from_people/?people=${merged}`,
      admin,
      {},
    );
    expect(merge.status).toBe(200);
    const invalid = [`Invalid pk "${merged}" - object does not exist.`];
    expect(await call('POST', '/notes/people/', admin, { person: merged, text: 'Too late' })).toEqual({
      status: 400,
      body: { person: invalid },
    });
    expect((await upload(`/people/${merged}/files/`, 'late.txt')).statusCode).toBe(404);
    expect((await call('PATCH', `/people/${merged}/`, user, { job_title: 'Too late' })).status).toBe(404);
    await sql`UPDATE person SET invite_status = 2 WHERE id = ${merged}`.execute(t.database.db);
    expect(await call('POST', `/projects/${project.id}/assign/?people=${merged}`, admin)).toEqual({
      status: 400,
      body: { people: invalid },
    });
    const { rows } = await sql<{ rows: number }>`SELECT (SELECT count(*) FROM note WHERE person_id = ${merged})
      + (SELECT count(*) FROM person_file WHERE person_id = ${merged})
      + (SELECT count(*) FROM project_membership WHERE person_id = ${merged}) AS rows`.execute(t.database.db);
    expect(Number(rows[0]!.rows)).toBe(0);
    expect(await orphanedFiles()).toEqual([]);
  });

  it('a note, a file, an edit and a team place racing the merge of their contact end on the survivor or are refused', async () => {
    const project = await newProject('Race Merge Writes');
    for (let round = 0; round < ROUNDS; round++) {
      const [survivor, merged] = [await newContact('Ria'), await newContact('Rex')];
      await sql`UPDATE person SET invite_status = 2 WHERE id = ${merged}`.execute(t.database.db);
      const [merge, note, file, edit, assign] = await Promise.all([
        call('PATCH', `/people/existing-duplicates/${survivor}/merge_from_people/?people=${merged}`, admin, {}),
        call('POST', '/notes/people/', user, { person: merged, text: `Raced ${round}` }),
        upload(`/people/${merged}/files/`, `raced-${round}.txt`),
        call('PATCH', `/people/${merged}/`, user, { job_title: `Raced ${round}` }),
        call('POST', `/projects/${project.id}/assign/?people=${merged}`, admin),
      ]);
      expect(merge.status).toBe(200);
      expect([201, 400]).toContain(note.status);
      expect([201, 404]).toContain(file.statusCode);
      expect([200, 404]).toContain(edit.status);
      expect([200, 400]).toContain(assign.status);
      // Accepted writes were made while the contact was current: the merge moved the rows to the survivor.
      if (edit.status === 200) expect((edit.body as { is_deleted: boolean }).is_deleted).toBe(false);
      const { rows } = await sql<{ left: number; moved: number }>`SELECT
          (SELECT count(*) FROM note WHERE person_id = ${merged}) + (SELECT count(*) FROM person_file
            WHERE person_id = ${merged}) + (SELECT count(*) FROM project_membership WHERE person_id = ${merged}) AS left,
          (SELECT count(*) FROM note WHERE person_id = ${survivor}) + (SELECT count(*) FROM person_file
            WHERE person_id = ${survivor}) + (SELECT count(*) FROM project_membership WHERE person_id = ${survivor}) AS moved`.execute(
        t.database.db,
      );
      expect(Number(rows[0]!.left)).toBe(0);
      const accepted = [note.status === 201, file.statusCode === 201, assign.status === 200].filter(Boolean).length;
      expect(Number(rows[0]!.moved)).toBe(accepted);
    }
    expect(await orphanedFiles()).toEqual([]);
  });

  it('the same project CSV imported twice at once creates each project once and counts the rest as duplicates', async () => {
    const stamp = Date.now().toString(36);
    const lines = Array.from(
      { length: 6 },
      (_, index) => `Race Import ${stamp} ${index},ann@acme.test,Development,2027-04-30`,
    );
    const csv = ['Project Name,Client Email,Project Type,Closing Date', ...lines].join('\n');
    const boundary = '----ft8import';
    const send = () =>
      inject(
        'POST',
        '/projects/importCsv/',
        { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      );
    const answers = await Promise.all([send(), send()]);
    const outcomes = answers.map((answer) => answer.json<{ created: unknown[]; duplicate: number }>());
    expect(outcomes.reduce((sum, outcome) => sum + outcome.created.length, 0)).toBe(lines.length);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.duplicate, 0)).toBe(lines.length);
    const listed = (await call('GET', `/projects/?search=${encodeURIComponent(`"race import ${stamp}"`)}`, admin))
      .body as { count: number };
    expect(listed.count).toBe(lines.length);
  });

  // Two imports of 1,010 lines a round: 10-20 s a round on the embedded database of a busy 2-core machine.
  it(
    'the same contacts CSV imported twice at once creates each contact once and counts the rest as duplicates',
    { timeout: 180_000 },
    async () => {
      for (let round = 0; round < 2; round++) {
        const stamp = `${Date.now().toString(36)}r${round}`;
        // Over one batch (1,000 lines), so that each import writes in several transactions.
        const lines = Array.from(
          { length: 1_010 },
          (_, i) => `Imp${i},Twice${stamp},Race Co,imp${i}.${stamp}@twice.test`,
        );
        const csv = ['First Name,Last Name,Company,Email', ...lines].join('\n');
        const boundary = '----ft8people';
        const send = (headers: object) =>
          inject(
            'POST',
            '/people/importCsv/',
            { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
          );
        const answers = await Promise.all([send(admin), send(user)]);
        const outcomes = answers.map((answer) => answer.json<{ created: unknown[]; duplicate: number }>());
        expect(outcomes.reduce((sum, outcome) => sum + outcome.created.length, 0)).toBe(lines.length);
        expect(outcomes.reduce((sum, outcome) => sum + outcome.duplicate, 0)).toBe(lines.length);
        const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM person
        WHERE last_name = ${`Twice${stamp}`} AND NOT is_deleted`.execute(t.database.db);
        expect(rows[0]!.count).toBe(lines.length);
      }
    },
  );

  it('a write that finds its task gone uses no board revision: the next write is numbered one more', async () => {
    const project = await newProject('Race Revisions');
    for (let round = 0; round < ROUNDS; round++) {
      const task = await newTask(project, `Deleted twice ${round}`);
      const answers = await Promise.all([
        inject('DELETE', `/tasks/${task}/`, admin),
        inject('DELETE', `/tasks/${task}/`, admin),
        inject('POST', `/tasks/${task}/submit/`, admin),
      ]);
      const numbered = answers.flatMap((answer) => {
        const revision = answer.headers['board-revision'];
        return revision === undefined ? [] : [Number(revision)];
      });
      const next = await inject('POST', '/tasks/', admin, {
        title: 'Next',
        project: project.id,
        column: project.column,
      });
      const last = Number(next.headers['board-revision']);
      // Each write that numbered the board went ahead; none of the gone ones took a number.
      expect(last - Math.min(...numbered)).toBe(numbered.length);
      expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(1);
      await inject('DELETE', `/tasks/${next.json<{ id: number }>().id}/`, admin);
    }
  });
});
