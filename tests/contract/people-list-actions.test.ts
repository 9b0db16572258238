import { beforeAll, describe, expect, it } from 'vitest';
import { Person } from '@ft8/contract/contact';
import { DeletedPeople, ImportResult } from '@ft8/contract/contact-list-actions';
import { api, get, signIn } from './client.js';
import { expectAnswer, expectPerson, type PersonJson } from './answers.js';
import { createPerson, importCsv, unique } from './records.js';

let admin: string;
let user: string;
let guest: string;
beforeAll(async () => {
  const [a, u, g] = await Promise.all([signIn('admin'), signIn('user'), signIn('guest')]);
  admin = a.token;
  user = u.token;
  guest = g.token;
});

const stamp = unique();

describe('POST people/importCsv/ (multipart)', () => {
  it('answers created, duplicate and failed_lines', async () => {
    const existing = (await createPerson(user)).emails[0]!.email;
    const csv = `First Name,Last Name,Company,Email\nImp,One${stamp},Contract Co,imp${stamp}@contract.test\nAgain,Twice,Co,${existing}\nNo,Email,Co,\n`;
    const response = await importCsv(user, csv);
    expect(response.status).toBe(200);
    expectAnswer(ImportResult, response.body);
    expect(response.body.created).toHaveLength(1);
    expect(response.body.duplicate).toBe(1);
    expect(response.body.failed_lines).toEqual([{ line: 4, reason: 'emails: The first email address is required.' }]);
    const created = await get<PersonJson>(`people/${response.body.created[0]!.id}/`, user);
    expect(created.body).toMatchObject({
      first_name: 'Imp',
      last_name: `One${stamp}`,
      company: 'Contract Co',
      emails: [{ email: `imp${stamp}@contract.test`, label: 'Work' }],
    });
  });

  it('is refused to a guest', async () => {
    expect((await importCsv(guest, 'first_name,last_name,company,email\n')).status).toBe(403);
  });
});

describe('POST people/exportAll/', () => {
  it('answers text/csv named ft8-contactsYYYYMMDD.csv with one row per selected contact', async () => {
    const ids: number[] = [];
    for (let made = 0; made < 3; made++) ids.push((await createPerson(user)).id);
    const response = await api('POST', 'people/exportAll/', { token: user, body: { people: ids } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ft8-contacts${today}.csv"`);
    const rows = response.text.trim().split('\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('PATCH people/update_multiple/ and DELETE people/multiple/', () => {
  it('answers the updated people; deletes (admins) answer the deleted ids; is_deleted false reactivates', async () => {
    const { body } = await importCsv(
      admin,
      `first_name,last_name,company,email\nBulk,A${stamp},Bulk Co,bulka${stamp}@contract.test\nBulk,B${stamp},Bulk Co,bulkb${stamp}@contract.test\n`,
    );
    const ids = body.created.map((person) => person.id);
    const updated = await api<PersonJson[]>('PATCH', `people/update_multiple/?items=${ids.join(',')}`, {
      token: user,
      body: { city: 'Bath', tags: ['Contract'], add: ['tags'] },
    });
    expect(updated.status, updated.text).toBe(200);
    for (const person of updated.body) {
      expectPerson(person, Person);
      expect(person).toMatchObject({ city: 'Bath', tags: ['contract'] });
    }
    expect((await api('DELETE', 'people/multiple/', { token: user, body: { ids } })).status).toBe(403);
    const deleted = await api<{ deleted: number[] }>('DELETE', 'people/multiple/', { token: admin, body: { ids } });
    expect(deleted.status).toBe(200);
    expectAnswer(DeletedPeople, deleted.body);
    expect(deleted.body.deleted).toEqual(ids);
    const back = await api<PersonJson[]>('PATCH', `people/update_multiple/?items=${ids.join(',')}`, {
      token: admin,
      body: { is_deleted: false },
    });
    expect(back.body.map((person) => person.is_deleted)).toEqual([false, false]);
  });
});
