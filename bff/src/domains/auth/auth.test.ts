import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, DEMO_PASSWORD, gql, restToken, startBff, USER_EMAIL, type TestBff } from '../../test/bff.js';

const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { user { id email fullName profileType isAdmin hasFullAccess } userErrors { field message } }
}`;
const ME = '{ me { id email profileType isAdmin hasFullAccess isCapitalProvider tableColumnPrefs } }';

function sessionCookie(cookies: string[]): string | undefined {
  return cookies.find((cookie) => cookie.startsWith('ft8_session='));
}

describe('sessions', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('me is null when nobody is signed in, without an error', async () => {
    const { body } = await gql(bff, ME);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ me: null });
    expect(body.extensions?.restCalls).toEqual([]);
  });

  it('signs in with a cookie, uses it, and clears it on sign-out', async () => {
    const signIn = await gql(bff, SIGN_IN, { variables: { input: { email: ADMIN_EMAIL, password: DEMO_PASSWORD } } });
    expect(signIn.body.data?.signIn).toMatchObject({
      user: { email: ADMIN_EMAIL, profileType: 'ADMIN', isAdmin: true, hasFullAccess: true },
      userErrors: [],
    });
    const setCookie = sessionCookie(signIn.cookies);
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = setCookie!.split(';')[0]!;

    const me = await gql(bff, ME, { cookie });
    expect(me.body.data?.me).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });

    const signOut = await gql(bff, 'mutation { signOut { success } }', { cookie });
    expect(signOut.body.data).toEqual({ signOut: { success: true } });
    expect(sessionCookie(signOut.cookies)).toMatch(/ft8_session=;/);
    expect(signOut.body.extensions?.restCalls).toEqual([{ method: 'POST', path: 'auth/logout/' }]);

    // The REST token is revoked: the old cookie no longer signs anyone in.
    const after = await gql(bff, ME, { cookie });
    expect(after.body.data).toEqual({ me: null });
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const signIn = await gql(bff, SIGN_IN, {
      variables: { input: { email: USER_EMAIL, password: DEMO_PASSWORD } },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(sessionCookie(signIn.cookies)).toMatch(/Secure/i);
  });

  it("answers a wrong password with the spec's login-failed message", async () => {
    const { body, cookies } = await gql(bff, SIGN_IN, {
      variables: { input: { email: ADMIN_EMAIL, password: 'wrong-password' } },
    });
    expect(body.data?.signIn).toEqual({
      user: null,
      userErrors: [{ field: null, message: 'Login failed. Please, check your email and password.' }],
    });
    expect(sessionCookie(cookies)).toBeUndefined();
  });

  it('accepts Authorization: Token <key>, which wins over the cookie', async () => {
    const token = await restToken(USER_EMAIL);
    const { body } = await gql(bff, ME, { token, cookie: 'ft8_session=not-a-token' });
    expect(body.data?.me).toMatchObject({
      email: USER_EMAIL,
      profileType: 'USER',
      isAdmin: false,
      hasFullAccess: true,
      isCapitalProvider: false,
    });
  });

  it('signs out even when the api no longer knows the token', async () => {
    const { body, cookies } = await gql(bff, 'mutation { signOut { success } }', { cookie: 'ft8_session=stale' });
    expect(body.data).toEqual({ signOut: { success: true } });
    expect(sessionCookie(cookies)).toMatch(/ft8_session=;/);
  });
});

describe('password reset', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  const REQUEST = `mutation ($email: String!) {
    requestPasswordReset(input: { email: $email }) { success userErrors { field message } }
  }`;
  const RESET = `mutation ($input: ResetPasswordInput!) {
    resetPassword(input: $input) { success userErrors { field message } }
  }`;

  it('accepts any well-formed email', async () => {
    const { body } = await gql(bff, REQUEST, { variables: { email: 'nobody@ft8.test' } });
    expect(body.data?.requestPasswordReset).toEqual({ success: true, userErrors: [] });
  });

  it('reports a blank or invalid email on the email field', async () => {
    for (const email of ['', 'not-an-email']) {
      const { body } = await gql(bff, REQUEST, { variables: { email } });
      const payload = body.data?.requestPasswordReset as { success: boolean; userErrors: Array<{ field: string }> };
      expect(payload.success).toBe(false);
      expect(payload.userErrors.length).toBeGreaterThan(0);
      expect(payload.userErrors.every((error) => error.field === 'email')).toBe(true);
    }
  });

  it("says 'Password can't be empty' for an empty password", async () => {
    const { body } = await gql(bff, RESET, { variables: { input: { person: '1', token: 'x', password: '' } } });
    expect(body.data?.resetPassword).toEqual({
      success: false,
      userErrors: [{ field: 'password', message: "Password can't be empty" }],
    });
  });

  it('reports a dead link on the token field', async () => {
    const { body } = await gql(bff, RESET, {
      variables: { input: { person: '1', token: 'dead-token', password: 'a-new-password-1' } },
    });
    expect(body.data?.resetPassword).toEqual({
      success: false,
      userErrors: [{ field: 'token', message: 'The link might be dead or inactive.' }],
    });
  });
});

describe('table column preferences', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('saves one table type and reads it back through me', async () => {
    const token = await restToken(USER_EMAIL);
    const columns = [{ type: 'company', label: 'Company', active: true, order: 1 }];
    const saved = await gql(
      bff,
      `mutation ($input: SaveTableColumnPrefsInput!) {
        saveTableColumnPrefs(input: $input) { user { tableColumnPrefs } userErrors { field message } }
      }`,
      { token, variables: { input: { tableType: 'people', columns } } },
    );
    expect(saved.body.errors).toBeUndefined();
    const payload = saved.body.data?.saveTableColumnPrefs as { user: { tableColumnPrefs: Record<string, unknown> } };
    expect(payload.user.tableColumnPrefs.people).toEqual(columns);
    const me = await gql(bff, ME, { token });
    expect((me.body.data?.me as { tableColumnPrefs: Record<string, unknown> }).tableColumnPrefs.people).toEqual(
      columns,
    );
  });

  it('needs a signed-in user', async () => {
    const { body } = await gql(
      bff,
      'mutation { saveTableColumnPrefs(input: { tableType: "people", columns: [] }) { userErrors { message } } }',
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

describe('sign-in throttling', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it("shows the api's 'Too many attempts' sentence once an email has used up its failed sign-ins", async () => {
    const email = `nobody-${Date.now().toString(36)}@ft8.test`;
    const messages: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { body } = await gql(bff, SIGN_IN, { variables: { input: { email, password: 'wrong' } } });
      const errors = (body.data?.signIn as { userErrors: { message: string }[] } | undefined)?.userErrors ?? [];
      messages.push(errors.map((error) => error.message).join(' | '));
    }
    expect(
      messages.slice(0, 10).every((message) => message === 'Login failed. Please, check your email and password.'),
    ).toBe(true);
    expect(messages[10]).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
  });
});
