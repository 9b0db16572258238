import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, gql, restToken, startBff, type TestBff } from '../../test/bff.js';

const CREATE = `mutation($input: CreatePersonInput!) {
  createPerson(input: $input) { person { id fullName emails { email label } tags profileType } conflictingPerson { id fullName } userErrors { field message } }
}`;
const UPDATE = `mutation($input: UpdatePersonInput!) {
  updatePerson(input: $input) { person { id jobTitle company categories { id name } } userErrors { field message } }
}`;
const INVITE =
  'mutation($id: ID!) { invitePerson(input: { id: $id }) { person { id inviteStatus } userErrors { field message } } }';
const REVOKE =
  'mutation($id: ID!) { revokeInvite(input: { id: $id }) { person { id inviteStatus } userErrors { field message } } }';
const DELETE = 'mutation($id: ID!) { deletePerson(input: { id: $id }) { deletedId userErrors { field message } } }';
const SAVE_CP = `mutation($input: SaveCapitalProviderInput!) {
  saveCapitalProvider(input: $input) { capitalProvider { id maxLtv isDebt isEquity cpSubcategoryTypes { id name } description } userErrors { field message } }
}`;
const SIGNATURE =
  'mutation($input: UpdateSignatureInput!) { updateSignature(input: $input) { user { signature } userErrors { field message } } }';

type Data = Record<string, Record<string, unknown> & { userErrors: { field: string | null; message: string }[] }>;
const email = () => `bff.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@Example.test`;

describe('contact edit mutations', () => {
  let bff: TestBff;
  let admin: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
  });
  afterAll(() => bff.close());

  const run = async (query: string, variables: Record<string, unknown>, token = admin) => {
    const { body } = await gql(bff, query, { token, variables });
    expect(body.errors).toBeUndefined();
    return body.data as Data;
  };

  it('creates, updates only the changed fields, invites, revokes and deletes a contact', async () => {
    const address = email();
    const created = (
      await run(CREATE, {
        input: {
          person: {
            firstName: 'Gia',
            lastName: 'Moss',
            company: 'Moss Ltd',
            profileType: 'USER',
            emails: [{ email: address, label: 'Work' }, null],
            tags: ['A', 'a'],
          },
        },
      })
    ).createPerson!;
    expect(created.userErrors).toEqual([]);
    const person = created.person as { id: string; emails: unknown; tags: string[]; profileType: string };
    expect(person).toMatchObject({
      emails: [{ email: address.toLowerCase(), label: 'Work' }],
      tags: ['a'],
      profileType: 'USER',
    });

    const updated = (
      await run(UPDATE, { input: { id: person.id, changes: { jobTitle: 'Head of Debt', categories: ['1'] } } })
    ).updatePerson!;
    expect(updated).toMatchObject({
      person: { jobTitle: 'Head of Debt', company: 'Moss Ltd', categories: [{ id: '1' }] },
      userErrors: [],
    });

    expect((await run(INVITE, { id: person.id })).invitePerson).toMatchObject({
      person: { inviteStatus: 'PENDING' },
      userErrors: [],
    });
    expect((await run(REVOKE, { id: person.id })).revokeInvite).toMatchObject({
      person: { inviteStatus: 'NOT_SENT' },
      userErrors: [],
    });

    const criteria = (
      await run(SAVE_CP, {
        input: {
          personId: person.id,
          cpSubcategoryTypes: ['1'],
          investmentClasses: ['1'],
          description: 'Mezzanine',
          maxLtv: 72.5,
        },
      })
    ).saveCapitalProvider!;
    expect(criteria).toMatchObject({
      capitalProvider: { maxLtv: 72.5, isDebt: true, cpSubcategoryTypes: [{ id: '1' }], description: 'Mezzanine' },
      userErrors: [],
    });
    const cpId = (criteria.capitalProvider as { id: string }).id;
    const refused = (await run(SAVE_CP, { input: { id: cpId, isDebt: false, isEquity: false } })).saveCapitalProvider!;
    expect(refused.userErrors).toEqual([
      { field: 'isDebt', message: 'At least one of debt or equity must be selected.' },
    ]);

    expect((await run(DELETE, { id: person.id })).deletePerson).toEqual({ deletedId: person.id, userErrors: [] });
  });

  it("answers the server's per-field messages, and the contact with the conflicting work email", async () => {
    const first = (
      await run(CREATE, {
        input: {
          person: {
            firstName: 'Ola',
            lastName: 'First',
            company: 'X',
            profileType: 'USER',
            emails: [{ email: email(), label: 'Work' }],
          },
        },
      })
    ).createPerson!;
    const taken = (first.person as { emails: { email: string }[] }).emails[0]!.email;
    const second = (
      await run(CREATE, {
        input: {
          person: {
            firstName: 'Ola',
            lastName: 'Second',
            company: 'X',
            profileType: 'USER',
            emails: [{ email: taken, label: 'Work' }],
          },
        },
      })
    ).createPerson!;
    expect(second.person).toBeNull();
    expect(second.conflictingPerson).toEqual({ id: (first.person as { id: string }).id, fullName: 'Ola First' });
    expect(second.userErrors).toEqual([
      { field: 'emails', message: 'This work email address is already being used by: Ola First' },
    ]);

    const blank = (
      await run(CREATE, { input: { person: { firstName: '', emails: [{ email: 'nope', label: 'Work' }] } } })
    ).createPerson!;
    expect(blank.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'This field may not be blank.' },
        { field: 'lastName', message: 'This field is required.' },
        { field: 'profileType', message: 'This field is required.' },
        { field: 'emails', message: 'Email address is not valid' },
      ]),
    );
  });

  it("saves the signed-in user's signature; a client may not create contacts", async () => {
    const client = await restToken(CLIENT_EMAIL);
    expect((await run(SIGNATURE, { input: { signature: '<p>Kind regards</p>' } }, client)).updateSignature).toEqual({
      user: { signature: '<p>Kind regards</p>' },
      userErrors: [],
    });
    const { body } = await gql(bff, CREATE, { token: client, variables: { input: { person: { firstName: 'X' } } } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
