import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Type from 'typebox';
import { ConfigError, envUrl, readEnv } from '@ft8/contract/env';

/** The bff package folder: defaults are relative to it, not to the shell's working directory. */
export const bffRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const httpUrl = Type.String({ pattern: '^https?://' });

/** The environment the bff reads, all optional (defaults below); the same approach as the api's config.ts. */
const EnvSchema = Type.Object({
  PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** Where the api listens when API_URL is unset. */
  API_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  API_URL: Type.Optional(httpUrl),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** Comma-separated. */
  ALLOWED_ORIGINS: Type.Optional(Type.Array(httpUrl)),
  OUTLOOK_POLL_MS: Type.Optional(Type.Integer({ minimum: 100, maximum: 24 * 3600_000 })),
  NODE_ENV: Type.Optional(Type.String()),
  BFF_EXPOSE_REST_CALLS: Type.Optional(Type.Enum(['0', '1'])),
  WEB_DIST: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Optional(Type.Enum(LOG_LEVELS)),
  REST_DEADLINE_MS: Type.Optional(Type.Integer({ minimum: 100, maximum: 300_000 })),
  /** `true`, `false`, or comma-separated proxy addresses, CIDRs or proxy-addr's names (loopback, ...). */
  TRUST_PROXY: Type.Optional(Type.String()),
});

export type Config = {
  port: number;
  /** REST base, always ending with `/` so that relative paths resolve under it. */
  apiUrl: URL;
  redisUrl: string | null;
  /** Origins allowed to open the WebSocket besides the request's own host. */
  allowedOrigins: string[];
  outlookPollMs: number;
  nodeEnv: string;
  isProduction: boolean;
  /** Whether responses carry `extensions.restCalls` (the bench and tests read it). */
  exposeRestCalls: boolean;
  webDist: string;
  playgroundDist: string;
  logLevel: LogLevel;
  /** How long an operation may wait for the REST api before it answers 504 (and each REST call's upper bound). */
  restDeadlineMs: number;
  /**
   * Fastify's trustProxy, as the api's TRUST_PROXY: the proxies (a load balancer) whose `X-Forwarded-For` gives the
   * browser's address, which the bff forwards to the api (its sign-in throttle counts per address). False: the
   * socket's address, and the header is ignored.
   */
  trustProxy: boolean | string[];
};

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY item as proxy-addr reads it: a name, an address, or an address with a prefix length or mask. */
function isProxyItem(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = '', range, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  return /^\d{1,3}$/.test(range) ? Number(range) <= (family === 4 ? 32 : 128) : family === 4 && isIP(range) === 4;
}

/** TRUST_PROXY: `true` (any proxy: only when nothing else reaches the bff), or the proxies' addresses; unset: none. */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isProxyItem(item));
  if (bad.length > 0 || items.length === 0)
    throw new ConfigError(
      `Invalid environment: TRUST_PROXY must be true, false, or comma-separated addresses, CIDRs, loopback, linklocal or uniquelocal, got "${value}"`,
    );
  return items;
}

/** Reads and validates the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const vars = readEnv(EnvSchema, env);
  const apiUrl = envUrl('API_URL', vars.API_URL ?? `http://127.0.0.1:${vars.API_PORT ?? 8000}/api`);
  if (!apiUrl.pathname.endsWith('/')) apiUrl.pathname += '/';
  const nodeEnv = vars.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  if (vars.REDIS_URL) envUrl('REDIS_URL', vars.REDIS_URL);

  return {
    port: vars.PORT ?? 4000,
    apiUrl,
    redisUrl: vars.REDIS_URL ?? null,
    allowedOrigins: (vars.ALLOWED_ORIGINS ?? []).map((origin) => envUrl('ALLOWED_ORIGINS', origin).origin),
    outlookPollMs: vars.OUTLOOK_POLL_MS ?? 30_000,
    nodeEnv,
    isProduction,
    exposeRestCalls: !isProduction || vars.BFF_EXPOSE_REST_CALLS === '1',
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : path.resolve(bffRoot, '../web/dist'),
    playgroundDist: path.resolve(bffRoot, 'dist/playground'),
    logLevel: vars.LOG_LEVEL ?? (isProduction ? 'info' : 'debug'),
    restDeadlineMs: vars.REST_DEADLINE_MS ?? 15_000,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
  };
}

export function hasBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

export { ConfigError };
