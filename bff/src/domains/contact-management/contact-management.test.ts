import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, USER_EMAIL, gql, restCall, restToken, startBff, type TestBff } from '../../test/bff.js';

const PERSON = `query ($id: ID!) { person(id: $id) { id fullName jobTitle isDeleted notes { id } undoableMerges { id mergedIds mergedNames } } }`;
type PersonAnswer = {
  id: string;
  fullName: string;
  jobTitle: string | null;
  isDeleted: boolean;
  notes: { id: string }[];
  undoableMerges: { id: string; mergedIds: string[]; mergedNames: string[] }[];
};

describe('Contact Management', () => {
  let bff: TestBff;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
    user = await restToken(USER_EMAIL);
  });
  afterAll(() => bff.close());

  const person = async (id: string, token = admin) => {
    const { body } = await gql(bff, PERSON, { token, variables: { id } });
    expect(body.errors).toBeUndefined();
    return body.data?.person as PersonAnswer;
  };

  it.each([
    'importedDuplicates { id }',
    'possibleDuplicates { id }',
    'externalContacts { id }',
    'deletedPeople { id }',
  ])('%s is FORBIDDEN for a user', async (field) => {
    const { body } = await gql(bff, `{ ${field} }`, { token: user });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers the four tabs for an admin', async () => {
    const { body } = await gql(
      bff,
      '{ importedDuplicates { id duplicateOf { id } } possibleDuplicates { id reasons people { id fullName } } externalContacts { id emailAddress } deletedPeople { id isDeleted } }',
      { token: admin },
    );
    expect(body.errors).toBeUndefined();
    expect((body.data?.deletedPeople as { isDeleted: boolean }[]).every((row) => row.isDeleted)).toBe(true);
  });

  it('merges two contacts, keeps both notes on the survivor, undoes it, and reactivates', async () => {
    // Two contacts of its own, each with a note: other test files create, merge and delete contacts meanwhile.
    const stamp = Date.now().toString(36);
    const [survivor, other] = (await Promise.all(
      ['Merle', 'Morwenna'].map(async (first) => {
        const { id } = await restCall<{ id: number }>('POST', 'people/', admin, {
          first_name: first,
          last_name: `Bffmerge${stamp}`,
          company: 'Merge Test Ltd',
          profile_type: 2,
          emails: [{ email: `${first.toLowerCase()}.${stamp}@merge.test`, label: 'Work' }],
        });
        await restCall('POST', 'notes/people/', admin, { person: id, text: `${first}'s note` });
        return String(id);
      }),
    )) as [string, string];
    const before = [await person(survivor), await person(other)];

    const { body } = await gql(
      bff,
      `mutation ($input: MergePossibleDuplicatesInput!) { mergePossibleDuplicates(input: $input) { person { id jobTitle } userErrors { field message } } }`,
      {
        token: admin,
        variables: { input: { survivor, people: [other], fields: { jobTitle: 'Merged in the bff test' } } },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.mergePossibleDuplicates).toEqual({
      person: { id: survivor, jobTitle: 'Merged in the bff test' },
      userErrors: [],
    });
    const after = await person(survivor);
    expect(after.notes.map((note) => note.id).sort()).toEqual(
      [...before[0]!.notes, ...before[1]!.notes].map((note) => note.id).sort(),
    );
    expect(after.undoableMerges[0]?.mergedIds).toEqual([other]);
    expect((await person(survivor, user)).undoableMerges).toEqual([]);

    const { body: undone } = await gql(
      bff,
      'mutation ($id: ID!) { undoMerge(id: $id) { person { id } userErrors { message } } }',
      { token: admin, variables: { id: after.undoableMerges[0]!.id } },
    );
    expect(undone.data?.undoMerge).toEqual({ person: { id: survivor }, userErrors: [] });
    expect([await person(survivor), await person(other)]).toEqual(before);
  });

  it('reports bad merges as userErrors with the server message', async () => {
    const { body } = await gql(
      bff,
      `mutation ($input: MergePossibleDuplicatesInput!) { mergePossibleDuplicates(input: $input) { person { id } userErrors { field message } } }`,
      { token: admin, variables: { input: { survivor: '1', people: ['1'], fields: {} } } },
    );
    expect(body.data?.mergePossibleDuplicates).toEqual({
      person: null,
      userErrors: [{ field: 'people', message: 'Select at least one other contact to merge.' }],
    });
  });
});
