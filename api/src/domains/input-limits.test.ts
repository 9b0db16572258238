import { maxNoteLength } from '@ft8/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCsvRecordChars } from '../lib/csv.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Untrusted text has a ceiling on the server: notes as comments, and a CSV import's lines.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@ft8.test');
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, payload });
const upload = (url: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...admin, 'content-type': 'multipart/form-data; boundary=ft8limits' },
    payload: `--ft8limits\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--ft8limits--\r\n`,
  });

describe('input limits', () => {
  it(`refuses a note of more than ${maxNoteLength} characters, on a contact and on a project`, async () => {
    const person = t.fixture.accounts.client;
    const { deal } = t.fixture.domains.project;
    for (const [url, target] of [
      ['notes/people/', { person }],
      ['notes/projects/', { project: deal }],
    ] as const) {
      expect((await post(url, { ...target, text: 'n'.repeat(maxNoteLength + 1) })).statusCode, url).toBe(400);
      const fits = await post(url, { ...target, text: 'n'.repeat(maxNoteLength) });
      expect(fits.statusCode, url).toBe(201);
    }
  });

  it('refuses an import whose line is longer than a line can be, as not a valid CSV', async () => {
    for (const [url, header] of [
      ['people/importCsv/', 'First Name,Last Name,Company,E-mail Address'],
      ['projects/importCsv/', 'Name,Client,Closing Date,Project Type'],
    ] as const) {
      const response = await upload(url, `${header}\r\n"${'q'.repeat(maxCsvRecordChars + 1)}",b,c,d\r\n`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ file: string[] }>().file[0], url).toMatch(/^The file is not a valid CSV: /);
    }
  });
});
