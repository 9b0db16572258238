import type { DomainSeed } from '../../test-support/fixture.js';
import { everyone, staffOnly, type Endpoint } from '../../test-support/roles.js';

declare module '../../test-support/fixture.js' {
  interface DomainFixtures {
    /**
     * The admin's draft to Ann and Bob (cc Carol), the admin's template, a message the admin sent Ann, and one the
     * admin sent an address of no contact (`privateMessage`: the admin's mailbox alone reads it).
     */
    email: { draft: number; template: number; message: number; privateMessage: number };
  }
}

export const seed: DomainSeed = async (db, base) => {
  const { id: draft } = await db
    .insertInto('email_draft')
    .values({ owner_id: base.accounts.admin, subject: 'Teaser', body: '<p>Dear {{first_name}}</p>' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('email_draft_recipient')
    .values([
      { draft_id: draft, kind: 'to', person_id: base.people.ann, position: 0 },
      { draft_id: draft, kind: 'to', person_id: base.people.bob, position: 1 },
      { draft_id: draft, kind: 'cc', person_id: base.people.carol, position: 0 },
    ])
    .execute();
  const { id: template } = await db
    .insertInto('email_template')
    .values({
      owner_id: base.accounts.admin,
      name: 'Teaser',
      subject: 'A new deal',
      body: '<p>Dear {{first_name}}</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A message the admin sent Ann (cc Carol and an address with no contact): a row of each moving table.
  const { id: message } = await db
    .insertInto('email_message')
    .values({ subject: 'Hello', content: '<p>Dear Ann</p>', sender_id: base.accounts.admin, conversation_id: 'c-1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('email_message_recipient')
    .values([
      { message_id: message, kind: 'to', person_id: base.people.ann, position: 0 },
      { message_id: message, kind: 'cc', person_id: base.people.carol, position: 0 },
      { message_id: message, kind: 'cc', address: 'someone@elsewhere.test', position: 1 },
    ])
    .execute();
  const { id: privateMessage } = await db
    .insertInto('email_message')
    .values({ subject: 'Salary', content: '<p>Private</p>', sender_id: base.accounts.admin, conversation_id: 'c-2' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('email_message_recipient')
    .values({ message_id: privateMessage, kind: 'to', address: 'payroll@bureau.test', position: 0 })
    .execute();
  return { draft, template, message, privateMessage };
};

const all = (status: number) => ({ anonymous: 401, admin: status, user: status, client: status, guest: status });

/** Staff only; another account's draft or template is a 404 (the user is not the fixture's owner). */
const ownOnly = (status: number) => ({ ...staffOnly, admin: status, user: 404 });

/** What each role gets from this domain's routes (spec part 2 section 6); see ../role-matrix.test.ts. */
export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/api/emails/contexts/', url: () => '/api/emails/contexts/?is_sent=0', expect: staffOnly },
  {
    method: 'POST',
    route: '/api/emails/contexts/',
    url: () => '/api/emails/contexts/',
    payload: { to: [999999] },
    expect: { ...staffOnly, admin: 400, user: 400 },
  },
  {
    method: 'GET',
    route: '/api/emails/contexts/{id}/',
    url: (_, f) => `/api/emails/contexts/${f.domains.email.draft}/`,
    expect: ownOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/emails/contexts/{id}/',
    url: (_, f) => `/api/emails/contexts/${f.domains.email.draft}/`,
    payload: {},
    expect: ownOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/emails/contexts/{id}/',
    url: () => '/api/emails/contexts/999999/',
    expect: { ...staffOnly, admin: 404, user: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/emails/contexts/delete_multiple/',
    url: () => '/api/emails/contexts/delete_multiple/',
    payload: { ids: [999999] },
    expect: staffOnly,
  },
  {
    method: 'POST',
    route: '/api/emails/contexts/{id}/save_as_template/',
    url: (_, f) => `/api/emails/contexts/${f.domains.email.draft}/save_as_template/`,
    payload: { name: ' ' },
    expect: { ...staffOnly, admin: 400, user: 400 },
  },
  { method: 'GET', route: '/api/emails/templates/', url: () => '/api/emails/templates/', expect: staffOnly },
  {
    method: 'GET',
    route: '/api/emails/templates/group_counts/',
    url: () => '/api/emails/templates/group_counts/?field=name',
    expect: staffOnly,
  },
  {
    method: 'POST',
    route: '/api/emails/templates/',
    url: () => '/api/emails/templates/',
    expect: { ...staffOnly, admin: 201, user: 201 },
  },
  {
    method: 'DELETE',
    route: '/api/emails/templates/',
    url: () => '/api/emails/templates/',
    payload: { ids: [999999] },
    expect: staffOnly,
  },
  {
    method: 'DELETE',
    route: '/api/emails/templates/delete_multiple/',
    url: () => '/api/emails/templates/delete_multiple/',
    payload: { ids: [999999] },
    expect: staffOnly,
  },
  {
    method: 'GET',
    route: '/api/emails/templates/{id}/',
    url: (_, f) => `/api/emails/templates/${f.domains.email.template}/`,
    expect: ownOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/emails/templates/{id}/',
    url: (_, f) => `/api/emails/templates/${f.domains.email.template}/`,
    payload: {},
    expect: ownOnly(200),
  },
  {
    method: 'POST',
    route: '/api/emails/templates/{id}/save_as_draft/',
    url: () => '/api/emails/templates/999999/save_as_draft/',
    payload: {},
    expect: { ...staffOnly, admin: 404, user: 404 },
  },
  { method: 'GET', route: '/api/emails/', url: (_, f) => `/api/emails/?person=${f.people.ann}`, expect: staffOnly },
  {
    method: 'GET',
    route: '/api/emails/{id}/',
    url: (_, f) => `/api/emails/${f.domains.email.message}/`,
    expect: staffOnly,
  },
  // A message with no contact is its mailbox's alone: another member of staff is told it does not exist.
  {
    method: 'GET',
    route: '/api/emails/{id}/',
    url: (_, f) => `/api/emails/${f.domains.email.privateMessage}/`,
    expect: { ...staffOnly, user: 404 },
  },
  {
    method: 'POST',
    route: '/api/emails/forward_chain/',
    url: () => '/api/emails/forward_chain/',
    payload: { message: 999999 },
    expect: { ...staffOnly, admin: 400, user: 400 },
  },
  {
    method: 'POST',
    route: '/api/emails/forward_chain/',
    url: () => '/api/emails/forward_chain/',
    payload: (f) => ({ message: f.domains.email.message }),
    expect: { ...staffOnly, admin: 201, user: 201 },
  },
  {
    method: 'POST',
    route: '/api/emails/forward_chain/',
    url: () => '/api/emails/forward_chain/',
    payload: (f) => ({ message: f.domains.email.privateMessage }),
    expect: { ...staffOnly, admin: 201, user: 400 },
  },
  {
    // A draft that is not yours is not found, connected or not; the Outlook check is in send.test.ts.
    method: 'POST',
    route: '/api/emails/contexts/{id}/send/',
    url: () => '/api/emails/contexts/999999/send/',
    expect: { ...staffOnly, admin: 404, user: 404 },
  },
  {
    // Staff only, as sending a draft; a body that is not a form is a 415 before anything else (the form's
    // checks are in send-form.test.ts).
    method: 'POST',
    route: '/api/emails/send/',
    url: () => '/api/emails/send/',
    payload: { to: [999999] },
    expect: { ...staffOnly, admin: 415, user: 415 },
  },
  // Preview and progress: your own draft only (another staff account's is not found).
  ...(['preview', 'progress'] as const).map((path): Endpoint => ({
    method: 'GET',
    route: `/api/emails/contexts/{id}/${path}/`,
    url: () => `/api/emails/contexts/999999/${path}/`,
    expect: { ...staffOnly, admin: 404, user: 404 },
  })),
  // Attachments: the owner's draft or template (another staff account gets a 404, clients and guests a 403); a body
  // that is not multipart is a 400 before anything else.
  ...(['contexts', 'templates'] as const).flatMap((path): Endpoint[] => [
    {
      method: 'GET',
      route: `/api/emails/${path}/{id}/files/`,
      url: (_, f) =>
        `/api/emails/${path}/${path === 'contexts' ? f.domains.email.draft : f.domains.email.template}/files/`,
      expect: ownOnly(200),
    },
    {
      method: 'POST',
      route: `/api/emails/${path}/{id}/add_files/`,
      url: (_, f) =>
        `/api/emails/${path}/${path === 'contexts' ? f.domains.email.draft : f.domains.email.template}/add_files/`,
      payload: {},
      expect: all(400),
    },
    {
      method: 'GET',
      route: `/api/emails/${path}/files/{id}/download/`,
      url: () => `/api/emails/${path}/files/999999/download/`,
      expect: all(404),
    },
    {
      method: 'DELETE',
      route: `/api/emails/${path}/files/{id}/`,
      url: () => `/api/emails/${path}/files/999999/`,
      expect: all(404),
    },
  ]),
  // The mail sandbox (sandbox/), served only with MAIL_SANDBOX_API=1: open to anyone.
  {
    method: 'GET',
    route: '/api/sandbox/mail/',
    url: () => '/api/sandbox/mail/',
    expect: everyone,
  },
  {
    method: 'POST',
    route: '/api/sandbox/inbound/',
    url: () => '/api/sandbox/inbound/',
    payload: { to: 999999, from: 'someone@example.test' },
    expect: { anonymous: 400, admin: 400, user: 400, client: 400, guest: 400 },
  },
  // None for outlook/ (`callback/`, `notifications/`): this app runs the mail sandbox, where they are not served. Both
  // are open to anyone by design (Microsoft's redirect and Graph's notifications carry no session); what guards them
  // is the signed state (tested in outlook/outlook.test.ts) and the subscription's client state (outlook-mail.test.ts).
];
