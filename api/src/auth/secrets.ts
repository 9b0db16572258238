import { createHash, randomBytes } from 'node:crypto';

/** A random API token key: 40 hex characters, as DRF's TokenAuthentication issues. */
export const newTokenKey = () => randomBytes(20).toString('hex');

/** A random password-link token (URL safe). */
export const newLinkToken = () => randomBytes(24).toString('base64url');

/** Keys and link tokens are stored only as their sha256, so a database leak gives no usable credentials. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
