import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets at rest and in the sign-in round trip, with node's own crypto (no library adds anything to two calls):
 * AES-256-GCM seals an account's token cache (its refresh token), an HMAC signs the sign-in state.
 */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

/** The sealed text, or an error when it was altered or sealed with another key. */
export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(`state:${data}`).digest();

/** A value the browser carries to Microsoft and back, signed and valid for `ttlMs`. */
export function signState(key: Buffer, payload: object, ttlMs = 15 * 60_000): string {
  const data = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlMs })).toString('base64url');
  return `${data}.${mac(key, data).toString('base64url')}`;
}

/** The signed payload, or null when the state is forged, altered or expired. */
export function verifyState<T extends object>(key: Buffer, state: string): T | null {
  const [data, signature] = state.split('.');
  if (!data || !signature) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, data);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T & { exp: number };
  return payload.exp > Date.now() ? payload : null;
}
