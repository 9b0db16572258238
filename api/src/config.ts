import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Type from 'typebox';
import { ConfigError, readEnv } from '@ft8/contract/env';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const positiveInteger = '^[1-9]\\d{0,8}$';

const EnvSchema = Type.Object({
  API_PORT: Type.Optional(Type.String({ pattern: '^\\d{1,5}$' })),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  MS_CLIENT_ID: Type.Optional(Type.String()),
  MS_CLIENT_SECRET: Type.Optional(Type.String()),
  MS_TENANT_ID: Type.Optional(Type.String()),
  /** 32 bytes, base64: seals refresh tokens at rest. */
  MS_TOKEN_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9+/]{43}=$' })),
  MS_AUTHORITY_HOST: Type.Optional(Type.String({ pattern: '^https?://' })),
  MS_GRAPH_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Where Microsoft returns after sign-in and where Graph posts mail notifications (the bff relays both). */
  MS_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** A PEM file of extra certificate authorities for Microsoft's hosts (a TLS-inspecting proxy; the test double). */
  MS_CA_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /** The product's own mail (resets, invitations) goes from this mailbox (Graph application permission Mail.Send). */
  MS_APP_MAILBOX: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$' })),
  /** Serves the sandbox's outbox (reset and invite links included) to anyone: tests and demos only. */
  MAIL_SANDBOX_API: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /** This production instance is a public demo: its sandbox mail may be read by anyone (MAIL_SANDBOX_API=1). */
  DEMO_INSTANCE: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  NODE_ENV: Type.Optional(Type.String()),
  SEED_DEMO: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  LOG_LEVEL: Type.Optional(
    Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level))),
  ),
  WEB_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  AUTH_THROTTLE_PER_ACCOUNT: Type.Optional(Type.String({ pattern: positiveInteger })),
  AUTH_THROTTLE_PER_ADDRESS: Type.Optional(Type.String({ pattern: positiveInteger })),
  AUTH_THROTTLE_PER_ACCOUNT_ANYWHERE: Type.Optional(Type.String({ pattern: positiveInteger })),
  AUTH_THROTTLE_WINDOW_SECONDS: Type.Optional(Type.String({ pattern: positiveInteger })),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63 })),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_REGION: Type.Optional(Type.String({ minLength: 1 })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_FORCE_PATH_STYLE: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  microsoft: MicrosoftConfig | null;
  /** Serve GET sandbox/mail/ (only ever with the sandbox on). */
  mailSandboxApi: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** Where the web app lives: the base of reset and invite links. */
  webUrl: string;
  /** Shared store for the sign-in throttle (counters hold across api instances); memory when unset. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the client address (the throttle keys on it). */
  trustProxy: boolean | string;
  /** Failed attempts allowed per account and per client address within the window, for each throttled auth route. */
  authThrottle: AuthThrottle;
  /** Where file bodies go when set (S3 or an S3-compatible store); otherwise `<dataDir>/files` on local disk. */
  s3: S3Config | null;
};

export type S3Config = {
  bucket: string;
  /** An S3-compatible store's address (MinIO, R2, ...); AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** Both, or neither (the SDK's default credential chain: environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type MicrosoftConfig = {
  clientId: string;
  clientSecret: string;
  tenantId: string;
  /** AES-256-GCM key of the token caches at rest. */
  tokenKey: Buffer;
  /** The Microsoft identity platform (login.microsoftonline.com; a test double in tests). */
  authorityHost: string;
  /** Graph's REST base, `https://graph.microsoft.com/v1.0` (a test double in tests). */
  graphUrl: string;
  /** The sign-in's return address, `<public>/api/outlook/callback/`. */
  redirectUri: string;
  /** Graph's change notifications go here, `<public>/api/outlook/notifications/`. */
  notificationUrl: string;
  /** Extra trusted certificate authorities (PEM) for those hosts, besides the system's. */
  ca?: string;
  /** The mailbox the product's own mail (resets, invitations) is sent from; kept in the outbox without one. */
  appMailbox?: string;
};

/**
 * Refused attempts allowed within `windowSeconds`: `perAccount` for one account from one client address (so nobody
 * elsewhere can lock the owner out), `perAddress` for one address across accounts, `perAccountAnywhere` for one
 * account from every address together (a bound on a guess spread over many addresses).
 */
export type AuthThrottle = {
  perAccount: number;
  perAddress: number;
  perAccountAnywhere: number;
  windowSeconds: number;
};

export const defaultAuthThrottle: AuthThrottle = {
  perAccount: 10,
  perAddress: 30,
  perAccountAnywhere: 100,
  windowSeconds: 15 * 60,
};

/** TRUST_PROXY: `true` (any proxy), or comma-separated proxy addresses/CIDRs (unset: the socket address). */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Reads and validates the environment once, at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = readEnv(EnvSchema, env);
  const { MS_CLIENT_ID, MS_CLIENT_SECRET, MS_TENANT_ID } = vars;
  // MS_CLIENT_ID switches the mail sandbox off; then Microsoft needs all three settings.
  if (MS_CLIENT_ID && !(MS_CLIENT_SECRET && MS_TENANT_ID && vars.MS_TOKEN_KEY)) {
    throw new ConfigError('Invalid environment: MS_CLIENT_ID needs MS_CLIENT_SECRET, MS_TENANT_ID and MS_TOKEN_KEY');
  }
  // The outbox API hands anyone the reset and invite links of every account: never in production, unless a demo.
  if (vars.MAIL_SANDBOX_API === '1' && vars.NODE_ENV === 'production' && vars.DEMO_INSTANCE !== '1') {
    throw new ConfigError(
      'Invalid environment: MAIL_SANDBOX_API=1 serves every reset and invite link to anyone; with NODE_ENV=production ' +
        'it needs DEMO_INSTANCE=1 (a public demo), or unset MAIL_SANDBOX_API',
    );
  }
  const webUrl = (vars.WEB_URL ?? 'http://localhost:4000').replace(/\/$/, '');
  const publicUrl = (vars.MS_PUBLIC_URL ?? webUrl).replace(/\/$/, '');
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = vars;
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    port: Number(vars.API_PORT ?? 8000),
    host: vars.HOST ?? '127.0.0.1',
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR ?? `${repoRoot}.data`,
    microsoft:
      MS_CLIENT_ID && MS_CLIENT_SECRET && MS_TENANT_ID && vars.MS_TOKEN_KEY
        ? {
            clientId: MS_CLIENT_ID,
            clientSecret: MS_CLIENT_SECRET,
            tenantId: MS_TENANT_ID,
            tokenKey: Buffer.from(vars.MS_TOKEN_KEY, 'base64'),
            authorityHost: (vars.MS_AUTHORITY_HOST ?? 'https://login.microsoftonline.com').replace(/\/$/, ''),
            graphUrl: (vars.MS_GRAPH_URL ?? 'https://graph.microsoft.com/v1.0').replace(/\/$/, ''),
            redirectUri: `${publicUrl}/api/outlook/callback/`,
            notificationUrl: `${publicUrl}/api/outlook/notifications/`,
            ...(vars.MS_CA_FILE && { ca: readFileSync(vars.MS_CA_FILE, 'utf8') }),
            ...(vars.MS_APP_MAILBOX && { appMailbox: vars.MS_APP_MAILBOX }),
          }
        : null,
    mailSandboxApi: vars.MAIL_SANDBOX_API === '1',
    seedDemo: vars.SEED_DEMO !== '0',
    logLevel: vars.LOG_LEVEL ?? 'info',
    webUrl,
    redisUrl: vars.REDIS_URL,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    authThrottle: {
      perAccount: Number(vars.AUTH_THROTTLE_PER_ACCOUNT ?? defaultAuthThrottle.perAccount),
      perAddress: Number(vars.AUTH_THROTTLE_PER_ADDRESS ?? defaultAuthThrottle.perAddress),
      perAccountAnywhere: Number(vars.AUTH_THROTTLE_PER_ACCOUNT_ANYWHERE ?? defaultAuthThrottle.perAccountAnywhere),
      windowSeconds: Number(vars.AUTH_THROTTLE_WINDOW_SECONDS ?? defaultAuthThrottle.windowSeconds),
    },
    s3: S3_BUCKET
      ? {
          bucket: S3_BUCKET,
          endpoint: S3_ENDPOINT,
          region: vars.S3_REGION ?? 'us-east-1',
          credentials:
            S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
              ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
              : undefined,
          // S3-compatible stores are mostly addressed by path; AWS by virtual host.
          forcePathStyle: (vars.S3_FORCE_PATH_STYLE ?? (S3_ENDPOINT ? '1' : '0')) === '1',
        }
      : null,
  };
}
