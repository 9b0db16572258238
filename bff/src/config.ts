import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';

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
});
type EnvVars = Static<typeof EnvSchema>;
type EnvName = keyof EnvVars;

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
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function isEnvName(name: string): name is EnvName {
  return name in EnvSchema.properties;
}

/**
 * The schema's view of one value. Only plain digits become numbers: "1.5", "1e3" or "0x10" stay strings and fail
 * as "must be integer", where `Value.Convert` would round or parse them.
 */
function typed(name: EnvName, value: string): unknown {
  const schema = EnvSchema.properties[name];
  if (Type.IsInteger(schema)) return /^\d+$/.test(value) ? Number(value) : value;
  if (Type.IsArray(schema))
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return value;
}

/** Checked by the schema's pattern first; the URL parser can still refuse one (`http://`, a port over 65535). */
function urlOf(name: EnvName, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new ConfigError(`Invalid environment: ${name} must be a URL, got "${raw}"`);
  }
}

function readEnv(env: Env): EnvVars {
  const raw = new Map<EnvName, string>();
  // Empty values mean "unset", as in most .env files; surrounding spaces are dropped.
  for (const [name, value] of Object.entries(env)) {
    if (isEnvName(name) && value?.trim()) raw.set(name, value.trim());
  }
  const vars = Object.fromEntries([...raw].map(([name, value]) => [name, typed(name, value)]));
  if (!Value.Check(EnvSchema, vars)) {
    const problems = [...Value.Errors(EnvSchema, vars)].map((error) => {
      const [name = 'env', ...rest] = error.instancePath.slice(1).split('/');
      const item = rest.length > 0 ? ` (item ${Number(rest[0]) + 1})` : '';
      const got = isEnvName(name) ? `, got "${raw.get(name)}"` : '';
      return `${name}${item} ${error.message}${got}`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return vars;
}

/** Reads and validates the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const vars = readEnv(env);
  const apiUrl = urlOf('API_URL', vars.API_URL ?? `http://127.0.0.1:${vars.API_PORT ?? 8000}/api`);
  if (!apiUrl.pathname.endsWith('/')) apiUrl.pathname += '/';
  const nodeEnv = vars.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  if (vars.REDIS_URL) urlOf('REDIS_URL', vars.REDIS_URL);

  return {
    port: vars.PORT ?? 4000,
    apiUrl,
    redisUrl: vars.REDIS_URL ?? null,
    allowedOrigins: (vars.ALLOWED_ORIGINS ?? []).map((origin) => urlOf('ALLOWED_ORIGINS', origin).origin),
    outlookPollMs: vars.OUTLOOK_POLL_MS ?? 30_000,
    nodeEnv,
    isProduction,
    exposeRestCalls: !isProduction || vars.BFF_EXPOSE_REST_CALLS === '1',
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : path.resolve(bffRoot, '../web/dist'),
    playgroundDist: path.resolve(bffRoot, 'dist/playground'),
    logLevel: vars.LOG_LEVEL ?? (isProduction ? 'info' : 'debug'),
    restDeadlineMs: vars.REST_DEADLINE_MS ?? 15_000,
  };
}

export function hasBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}
