import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTypes } from '../activity/types.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// `POST emails/send/`: a message sent in one step from a multipart form, as a draft with its attachments is sent.

const BOUNDARY = '----ft8sendform';
type Part = { name: string; value: string; filename?: string; type?: string };
const field = (name: string, value: string | number): Part => ({ name, value: String(value) });
const file = (filename: string, value: string): Part => ({ name: 'file', value, filename, type: 'text/plain' });
function form(parts: Part[]) {
  const body = parts
    .map(
      (part) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"` : '') +
        (part.type ? `\r\nContent-Type: ${part.type}` : '') +
        `\r\n\r\n${part.value}\r\n`,
    )
    .join('');
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.from(`${body}--${BOUNDARY}--\r\n`),
  };
}

let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ft8-send-form-'));
  t = await createTestApp({ dataDir });
  admin = await t.signIn('admin@ft8.test');
  user = await t.signIn('user@ft8.test');
  // The admin connects Outlook (the sandbox's sign-in); the user does not.
  await t.app.inject({ method: 'GET', url: '/api/auth/login_with_ms/?state=/', headers: admin });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function send(headers: { authorization: string }, parts: Part[]) {
  const { headers: formHeaders, payload } = form(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/emails/send/',
    headers: { ...headers, ...formHeaders },
    payload,
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}
type SendAnswer = {
  draft: number;
  is_sent: boolean;
  results: { recipient: string; to: number[]; company: string | null; status: string; message: number | null }[];
};
/** What a send leaves behind: drafts, their file rows, stored bytes. */
async function leftBehind() {
  const count = async (table: 'email_draft' | 'email_draft_file') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    drafts: await count('email_draft'),
    files: await count('email_draft_file'),
    stored: (await readdir(join(dataDir, 'files')).catch(() => [] as string[])).length,
  };
}
const activityOf = async (type: number, draft: number) =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM activity
        WHERE type = ${type} AND args->>'email' = ${String(draft)}`.execute(t.database.db)
    ).rows[0]!.n,
  );

describe('sending a message in one step (emails/send/)', () => {
  it('sends a message with two files: each message sent carries both, as a draft sent with its attachments', async () => {
    const { ann, bob, carol } = t.fixture.people;
    const before = await leftBehind();
    const sent = await send(admin, [
      field('to', `${ann}, ${bob}`),
      field('cc', carol),
      field('subject', 'Terms for {{first_name}}'),
      file('terms.txt', 'the terms'),
      field('body', '<p>Attached, about {{project_name}}.</p>'),
      field('project', t.fixture.domains.project.deal),
      file('teaser.txt', 'a teaser'),
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const answer = sent.body as SendAnswer;
    expect(answer.is_sent).toBe(true);
    expect(answer.results.map((result) => [result.recipient, result.to, result.status])).toEqual([
      [`person:${ann}`, [ann], 'sent'],
      [`person:${bob}`, [bob], 'sent'],
    ]);

    const toAnn = (await t.call('GET', `/emails/${answer.results[0]!.message}/`, admin)).body;
    expect(toAnn).toMatchObject({ subject: 'Terms for Ann', receiver: [ann], cc: [carol] });
    for (const result of answer.results) {
      const carried = await t.database.db
        .selectFrom('email_message_file')
        .select(['name', 'size'])
        .where('message_id', '=', result.message!)
        .orderBy('name')
        .execute();
      expect(carried.map((row) => [row.name, Number(row.size)])).toEqual([
        ['teaser.txt', 8],
        ['terms.txt', 9],
      ]);
    }
    // The draft it became: sent, with its attachments; Contact Activity as for a draft sent with files added.
    const draft = (await t.call('GET', `/emails/contexts/${answer.draft}/`, admin)).body;
    expect(draft).toMatchObject({
      is_sent: true,
      to: [ann, bob],
      cc: [carol],
      project: t.fixture.domains.project.deal,
    });
    expect((draft as { uploaded_files: { name: string }[] }).uploaded_files.map((row) => row.name)).toEqual([
      'terms.txt',
      'teaser.txt',
    ]);
    expect(await activityOf(activityTypes.emailSent, answer.draft)).toBe(2);
    expect(await activityOf(activityTypes.fileAdded, answer.draft)).toBe(2);
    expect(await leftBehind()).toEqual({
      drafts: before.drafts + 1,
      files: before.files + 2,
      stored: before.stored + 2,
    });
  });

  it('reads a company email from the form: To as a JSON array part, is_company as a checkbox', async () => {
    const { ann, dan } = t.fixture.people;
    const sent = await send(admin, [
      { name: 'to', value: JSON.stringify([ann, dan]), type: 'application/json' },
      field('is_company', 'on'),
      field('body', '<p>{{multiple_first_names}}</p>'),
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((sent.body as SendAnswer).results.map((result) => [result.company, result.to, result.status])).toEqual([
      ['Acme Capital', [ann, dan], 'sent'],
    ]);
  });

  it('answers a bad field with a 400 naming it, and leaves no draft, no file row and no stored bytes', async () => {
    const { ann } = t.fixture.people;
    const before = await leftBehind();
    const refused: [Part[], Record<string, string[]>][] = [
      [[field('to', 999999)], { to: ['Invalid pk "999999" - object does not exist.'] }],
      [[field('to', `${ann},x`)], { to: ['A valid integer is required.'] }],
      [[field('subject', 'Hi')], { to: ['This field is required.'] }],
      [[field('to', '')], { to: ['This list may not be empty.'] }],
      [
        [field('to', ann), field('subject', 'x'.repeat(1001))],
        { subject: ['Ensure this field has no more than 1000 characters.'] },
      ],
      [[field('to', ann), field('is_company', 'maybe')], { is_company: ['Must be a valid boolean.'] }],
      [[field('to', ann), field('project', 999999)], { project: ['Invalid pk "999999" - object does not exist.'] }],
      [[field('to', ann), field('subject', 'a\u0000b')], { subject: ['Null characters are not allowed.'] }],
    ];
    for (const [fields, errors] of refused) {
      // Files first and last: stored before the fields are known, discarded with the refusal.
      expect(await send(admin, [file('a.txt', 'first'), ...fields, file('b.txt', 'second')])).toEqual({
        status: 400,
        body: errors,
      });
    }
    expect(await send(admin, [field('to', ann), file('empty.txt', '')])).toEqual({
      status: 400,
      body: { file: ['The submitted file is empty.'] },
    });
    // The limits of every upload: at most 20 files.
    const tooMany = Array.from({ length: 21 }, (_, index) => file(`${index}.txt`, 'x'));
    expect(await send(admin, [field('to', ann), ...tooMany])).toEqual({
      status: 413,
      body: { detail: 'At most 20 files can be uploaded at once.' },
    });
    expect(await leftBehind()).toEqual(before);
  });

  it('needs a connected Outlook account, as sending a draft does, and reads nothing before', async () => {
    const before = await leftBehind();
    expect(await send(user, [field('to', t.fixture.people.ann), file('a.txt', 'a')])).toEqual({
      status: 400,
      body: { non_field_errors: ['You need to be authenticated with Outlook to do that'] },
    });
    expect(await leftBehind()).toEqual(before);
  });

  it('is for staff: a client or a guest is refused (403); a JSON body is not a form (415)', async () => {
    for (const email of ['client@ft8.test', 'guest@ft8.test']) {
      expect(await send(await t.signIn(email), [field('to', t.fixture.people.ann)])).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
    }
    expect(await t.call('POST', '/emails/send/', admin, { to: [t.fixture.people.ann] })).toEqual({
      status: 415,
      body: { detail: 'Unsupported media type "application/json" in request.' },
    });
  });
});
