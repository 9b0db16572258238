import { hash, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id = 2; the enum is a const enum that isolatedModules cannot import), OWASP's
// recommended cost: 19 MiB, 2 passes, 1 lane (about 50 ms here).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

// Verified against when the email is unknown, so that a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('not-a-real-password'));
