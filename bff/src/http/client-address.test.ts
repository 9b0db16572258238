import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../../scripts/stack.mjs';
import { ADMIN_EMAIL, DEMO_PASSWORD, gql, startBff, type TestBff } from '../test/bff.js';

// Behind a load balancer every browser reaches the bff from the balancer's address. The api's sign-in throttle counts
// failures per client address (AUTH_THROTTLE_PER_ADDRESS, 3 here), so the bff must forward each browser's own address:
// the one the balancer puts in X-Forwarded-For, read only when TRUST_PROXY names the balancer (here loopback: the
// test is the balancer).

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { user { id } userErrors { message } } }`;
const tooMany = /^Too many attempts\. Try again in \d+ seconds?\.$/;

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  // An api of its own: low limits, and it trusts the bff beside it (loopback) as `pnpm start` sets it up.
  api = await startApi({
    env: { MS_CLIENT_ID: '', TRUST_PROXY: 'loopback', AUTH_THROTTLE_PER_ADDRESS: '3', AUTH_THROTTLE_PER_ACCOUNT: '3' },
  });
}, 180_000);
afterAll(() => api?.stop());

/** A sign-in through the bff from the browser at `address` (the balancer's X-Forwarded-For): the user or the error. */
async function signIn(bff: TestBff, address: string, email: string, password: string) {
  const { body } = await gql(bff, SIGN_IN, {
    variables: { input: { email, password } },
    headers: { 'x-forwarded-for': address },
  });
  const answer = body.data?.signIn as { user: { id: string } | null; userErrors: { message: string }[] };
  return answer.user ? 'signed in' : answer.userErrors.map((error) => error.message).join(' | ');
}

/** Three failed sign-ins from `address`, each with a new email: the address's whole allowance. */
async function useUpAllowance(bff: TestBff, address: string) {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const failures = [];
  for (let i = 0; i < 3; i += 1) failures.push(await signIn(bff, address, `nobody-${stamp}-${i}@ft8.test`, 'wrong'));
  expect(failures).toEqual(Array(3).fill('Login failed. Please, check your email and password.'));
}

describe('behind a proxy the bff trusts (TRUST_PROXY)', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ API_URL: `${api.url}/`, TRUST_PROXY: 'loopback' });
  });
  afterAll(() => bff?.close());

  it('counts two browsers behind one proxy apart: one using up its failed sign-ins does not lock the other out', async () => {
    await useUpAllowance(bff, '198.51.100.1');
    expect(await signIn(bff, '198.51.100.1', ADMIN_EMAIL, DEMO_PASSWORD)).toMatch(tooMany);
    expect(await signIn(bff, '198.51.100.2', ADMIN_EMAIL, DEMO_PASSWORD)).toBe('signed in');
  });
});

describe('without TRUST_PROXY', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ API_URL: `${api.url}/` });
  });
  afterAll(() => bff?.close());

  it('ignores X-Forwarded-For: a browser cannot pose as another address to escape the throttle', async () => {
    await useUpAllowance(bff, '198.51.100.3');
    // Every request is the socket's address (the test's): another header is no other browser.
    expect(await signIn(bff, '198.51.100.4', ADMIN_EMAIL, DEMO_PASSWORD)).toMatch(tooMany);
  });
});
