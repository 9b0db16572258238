import { beforeAll, describe, expect, it } from 'vitest';
import { CapitalProvider } from '@ft8/contract/capital-provider';
import { CurrentUser, PersonDetail } from '@ft8/contract/contact';
import { api, get, signIn } from './client.js';
import { expectAnswer, expectPerson, messages, type PersonDetailJson } from './answers.js';
import { newPerson } from './records.js';

let admin: string;
let staff: string;
let staffId: number;
beforeAll(async () => {
  admin = (await signIn('admin')).token;
  const user = await signIn('user');
  staff = user.token;
  staffId = user.user.id;
});

describe('POST people/ and PATCH/PUT/DELETE people/{id}/', () => {
  it('creates (201 PersonDetail, lowercased email), reads it back the same, patches one field, deletes', async () => {
    const body = newPerson({ tags: ['Alpha', 'alpha'] });
    const created = await api<PersonDetailJson>('POST', 'people/', { token: staff, body });
    expect(created.status, created.text).toBe(201);
    expectPerson(created.body, PersonDetail);
    expect(created.body.emails[0]!.email).toBe(body.emails[0]!.email.toLowerCase());
    expect(created.body.tags).toEqual(['alpha']);
    expect((await get(`people/${created.body.id}/`, staff)).body).toEqual(created.body);

    const patched = await api<PersonDetailJson>('PATCH', `people/${created.body.id}/`, {
      token: staff,
      body: { job_title: 'Partner' },
    });
    expect(patched.status).toBe(200);
    expectPerson(patched.body, PersonDetail);
    expect(patched.body).toMatchObject({ job_title: 'Partner', last_name: body.last_name });

    const put = await api('PUT', `people/${created.body.id}/`, { token: staff, body: { job_title: 'x' } });
    expect(put.status).toBe(400);

    expect((await api('DELETE', `people/${created.body.id}/`, { token: staff })).body).toEqual(messages.forbidden);
    expect((await api('DELETE', `people/${created.body.id}/`, { token: admin })).status).toBe(204);
    expect((await get(`people/?id=${created.body.id}`, staff)).body).toMatchObject({ count: 0 });
  });

  it('answers the conflicting work email with the owner named and their id', async () => {
    const first = await api<PersonDetailJson>('POST', 'people/', { token: staff, body: newPerson() });
    const email = first.body.emails[0]!.email;
    const second = await api('POST', 'people/', {
      token: staff,
      body: newPerson({ emails: [{ email: email.toUpperCase(), label: 'Work' }] }),
    });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      emails: [`This work email address is already being used by: ${first.body.full_name}`],
      conflicting_person: [String(first.body.id)],
    });
  });

  it('answers your own record as CurrentUser and refuses deleting it', async () => {
    const own = await api('PATCH', `people/${staffId}/`, { token: staff, body: { department: 'Debt' } });
    expect(own.status).toBe(200);
    expectAnswer(CurrentUser, own.body);
    expect((await api('DELETE', `people/${(await signIn('admin')).user.id}/`, { token: admin })).status).toBe(403);
  });
});

describe('invite and revoke', () => {
  it('sets Pending with an invite mail, then revoke sets NotSent', async () => {
    const created = await api<PersonDetailJson>('POST', 'people/', { token: staff, body: newPerson() });
    const invited = await api<PersonDetailJson>('POST', `people/${created.body.id}/invite/`, { token: staff });
    expect(invited.status, invited.text).toBe(200);
    expectPerson(invited.body, PersonDetail);
    expect(invited.body.invite_status).toBe(1);
    const mail = await get<{ body: string }[]>(`sandbox/mail/?to=${encodeURIComponent(created.body.emails[0]!.email)}`);
    if (mail.status === 200) expect(mail.body[0]?.body).toMatch(new RegExp(`/invite/${created.body.id}/[\\w-]+`));
    const revoked = await api<PersonDetailJson>('DELETE', `people/${created.body.id}/revoke/`, { token: staff });
    expect(revoked.status).toBe(200);
    expect(revoked.body.invite_status).toBe(0);
  });
});

describe('POST and PATCH capital_provider/', () => {
  it('creates and patches criteria, answering CapitalProvider; the rules answer per field', async () => {
    const person = (
      await api<PersonDetailJson>('POST', 'people/', { token: staff, body: newPerson({ categories: [1] }) })
    ).body.id;
    const bad = await api('POST', 'capital_provider/', {
      token: staff,
      body: { person, is_debt: false, is_equity: false },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual([
      'cp_subcategory_types',
      'description',
      'investment_classes',
      'is_debt',
    ]);
    const created = await api<{ id: number }>('POST', 'capital_provider/', {
      token: staff,
      body: {
        person,
        cp_subcategory_types: [1],
        investment_classes: [1],
        description: 'Senior debt',
        max_size: 1000000,
      },
    });
    expect(created.status, created.text).toBe(201);
    expectAnswer(CapitalProvider, created.body);
    const patched = await api('PATCH', `capital_provider/${created.body.id}/`, { token: staff, body: { max_ltv: 60 } });
    expect(patched.status).toBe(200);
    expectAnswer(CapitalProvider, patched.body);
    expect(patched.body).toMatchObject({ max_ltv: 60, max_size: 1000000 });
  });
});
