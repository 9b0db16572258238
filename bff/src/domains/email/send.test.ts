import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_EMAIL,
  CLIENT_EMAIL,
  gql,
  newAccount,
  restCall,
  restToken,
  startBff,
  type TestBff,
} from '../../test/bff.js';

const CREATE = `mutation ($input: CreateDraftInput!) { createDraft(input: $input) { draft { id to { id fullName } isCompany toCompanyCount } userErrors { field message } } }`;
const UPDATE = `mutation ($input: UpdateDraftInput!) { updateDraft(input: $input) { draft { id subject body } userErrors { field message } } }`;
const SEND = `mutation ($id: ID!) { sendDraft(input: { id: $id }) { isSent results { recipient company to { id fullName } status messageId error } userErrors { field message } } }`;
const EMAILS = `query ($personId: ID!, $first: Int, $after: String, $filter: EmailFilter) {
  emails(personId: $personId, first: $first, after: $after, filter: $filter) {
    totalCount nodes { id subject date sender { name person { id } } to { name address } } pageInfo { hasNextPage endCursor }
  }
}`;
const EMAIL = `query ($id: ID!) { email(id: $id) { id subject content conversationId hasUnsafeContent to { person { id fullName } address } } }`;
const FORWARD = `mutation ($id: ID!) { forwardEmail(input: { messageId: $id }) { draft { id subject body to { id } } userErrors { field message } } }`;
const THREAD = `query ($c: String!, $p: ID) { emailThread(conversationId: $c, personId: $p) { id } }`;

type Result = { recipient: string; to: { id: string; fullName: string }[]; status: string; messageId: string | null };
type RestPerson = { id: number; first_name: string; full_name: string; company: string };

async function restJson<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Token ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

describe('sending a draft and reading the email a contact exchanged', () => {
  let bff: TestBff;
  let sender: string;
  /** This file's three recipients, of two companies. */
  let people: RestPerson[];

  beforeAll(async () => {
    bff = await startBff();
    // A staff account of its own, connected to the mail sandbox's Outlook: outlook.test.ts, running beside this
    // file, starts from the admin not connected, and the drafts and sent mail read here are this account's alone.
    sender = (await newAccount(2)).token;
    await fetch(`${inject('apiUrl')}auth/login_with_ms/?state=/`, {
      headers: { authorization: `Token ${sender}` },
      redirect: 'manual',
    });
    const admin = await restToken(ADMIN_EMAIL);
    const stamp = `send${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    people = [];
    for (const [first, company] of [
      ['Ann', 'Alpha'],
      ['Bob', 'Beta'],
      ['Cat', 'Beta'],
    ] as const)
      people.push(
        await restCall<RestPerson>('POST', 'people/', admin, {
          first_name: first,
          last_name: stamp,
          company: `${company} ${stamp}`,
          profile_type: 2,
          emails: [{ email: `${first.toLowerCase()}.${stamp}@bff.test`, label: 'Work' }],
        }),
      );
  });
  afterAll(() => bff.close());

  it('creates a draft, fills it, sends one email per recipient, and a retry sends nothing twice', async () => {
    const [first, second] = people as [RestPerson, RestPerson];
    const created = await gql(bff, CREATE, {
      token: sender,
      variables: { input: { to: [String(first.id), String(second.id)] } },
    });
    const draft = (created.body.data?.createDraft as { draft: { id: string; toCompanyCount: number } }).draft;
    expect(draft.toCompanyCount).toBe(2);
    const updated = await gql(bff, UPDATE, {
      token: sender,
      variables: { input: { id: draft.id, subject: 'bff {{first_name}}', body: '<p>Dear {{first_name}}</p>' } },
    });
    expect(updated.body.data?.updateDraft).toMatchObject({ draft: { subject: 'bff {{first_name}}' }, userErrors: [] });

    const sent = (await gql(bff, SEND, { token: sender, variables: { id: draft.id } })).body.data?.sendDraft as {
      isSent: boolean;
      results: Result[];
    };
    expect(sent.isSent).toBe(true);
    expect(sent.results.map((result) => [result.to, result.status])).toEqual([
      [[{ id: String(first.id), fullName: first.full_name }], 'SENT'],
      [[{ id: String(second.id), fullName: second.full_name }], 'SENT'],
    ]);
    const again = (await gql(bff, SEND, { token: sender, variables: { id: draft.id } })).body.data?.sendDraft as {
      results: Result[];
    };
    expect(again.results.map((result) => result.status)).toEqual(['ALREADY_SENT', 'ALREADY_SENT']);

    const message = (await gql(bff, EMAIL, { token: sender, variables: { id: sent.results[0]!.messageId } })).body.data
      ?.email as { subject: string; content: string; conversationId: string; to: { person: { id: string } }[] };
    expect(message).toMatchObject({ subject: `bff ${first.first_name}`, hasUnsafeContent: false });
    expect(message.to[0]!.person.id).toBe(String(first.id));
    const thread = await gql(bff, THREAD, {
      token: sender,
      variables: { c: message.conversationId, p: String(first.id) },
    });
    expect(thread.body.data?.emailThread).toEqual([{ id: sent.results[0]!.messageId }]);

    // The activity connection is the REST list, page by page.
    const rest = await restJson<{ count: number; results: { id: number }[] }>(
      sender,
      `emails/?person=${first.id}&ordering=-date`,
    );
    const page = (await gql(bff, EMAILS, { token: sender, variables: { personId: String(first.id), first: 1 } })).body
      .data?.emails as { totalCount: number; nodes: { id: string }[]; pageInfo: { hasNextPage: boolean } };
    expect(rest.count).toBe(1);
    expect(page.totalCount).toBe(rest.count);
    expect(page.nodes.map((node) => node.id)).toEqual([String(rest.results[0]!.id)]);
    // The activity card's variables: every filter present, unset ones null.
    const card = await gql(bff, EMAILS, {
      token: sender,
      variables: { personId: String(first.id), filter: { sender: null, receiver: null, search: null } },
    });
    expect(card.body.errors).toBeUndefined();
    expect((card.body.data?.emails as { totalCount: number }).totalCount).toBe(rest.count);
    const both = await gql(bff, EMAILS, {
      token: sender,
      variables: { personId: String(first.id), filter: { sender: '1', receiver: '2' } },
    });
    expect(both.body.errors?.[0]?.message).toBe('Choose sender or receiver, not both.');
  });

  it('forwards a message: a forward draft, then one email to everyone in To, in the same thread, marked forwarded', async () => {
    const page = await restJson<{ results: { id: number; subject: string; conversation_id: string }[] }>(
      sender,
      `emails/?person=${people[0]!.id}&limit=1`,
    );
    // The email the first test sent to the first recipient.
    const original = page.results[0]!;
    expect(original.subject).toBe(`bff ${people[0]!.first_name}`);
    const forwarded = (await gql(bff, FORWARD, { token: sender, variables: { id: String(original.id) } })).body.data
      ?.forwardEmail as { draft: { id: string; subject: string; body: string; to: unknown[] }; userErrors: unknown[] };
    expect(forwarded.userErrors).toEqual([]);
    expect(forwarded.draft.subject).toMatch(/^(Fw|FW|fw|Fwd): /);
    expect(forwarded.draft.to).toEqual([]);
    const to = [String(people[1]!.id), String(people[2]!.id)];
    await gql(bff, UPDATE, { token: sender, variables: { input: { id: forwarded.draft.id, to } } });
    const sent = (await gql(bff, SEND, { token: sender, variables: { id: forwarded.draft.id } })).body.data
      ?.sendDraft as { isSent: boolean; results: Result[] };
    expect(sent.isSent).toBe(true);
    expect(sent.results.map((result) => result.to.map((person) => person.id))).toEqual([to]);
    const message = await restJson<{ conversation_id: string; is_forwarded: boolean }>(
      sender,
      `emails/${sent.results[0]!.messageId}/`,
    );
    expect(message).toMatchObject({ conversation_id: original.conversation_id, is_forwarded: true });
    const missing = (await gql(bff, FORWARD, { token: sender, variables: { id: '999999' } })).body.data?.forwardEmail;
    expect(missing).toMatchObject({ draft: null, userErrors: [{ field: 'message' }] });
  });

  it("is staff only, and someone else's draft cannot be sent", async () => {
    const client = await restToken(CLIENT_EMAIL);
    const answer = await gql(bff, EMAILS, { token: client, variables: { personId: String(people[0]!.id) } });
    expect(answer.body.errors?.[0]?.extensions?.status).toBe(403);
    const unknown = (await gql(bff, SEND, { token: sender, variables: { id: '999999' } })).body.data?.sendDraft;
    expect(unknown).toEqual({ isSent: false, results: [], userErrors: [{ field: 'id', message: 'Not found.' }] });
  });
});
