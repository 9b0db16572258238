import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bff package folder: defaults are relative to it, not to the shell's working directory. */
export const bffRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readLogLevel(raw: string | undefined, fallback: LogLevel): LogLevel {
  const level = raw?.trim();
  if (!level) return fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  }
  return level as LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readUrl(name: string, raw: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${raw}"`);
  }
  return url;
}

function readOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => readUrl('ALLOWED_ORIGINS', item, ['http:', 'https:']).origin);
}

/** Reads and validates the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const apiPort = readInt(env, 'API_PORT', 8000, 1, 65535);
  const apiUrl = readUrl('API_URL', env.API_URL?.trim() || `http://127.0.0.1:${apiPort}/api`, ['http:', 'https:']);
  if (!apiUrl.pathname.endsWith('/')) apiUrl.pathname += '/';
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl) readUrl('REDIS_URL', redisUrl, ['redis:', 'rediss:']);
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const isProduction = nodeEnv === 'production';
  const webDist = env.WEB_DIST?.trim() ? path.resolve(env.WEB_DIST.trim()) : path.resolve(bffRoot, '../web/dist');

  return {
    port: readInt(env, 'PORT', 4000, 0, 65535),
    apiUrl,
    redisUrl,
    allowedOrigins: readOrigins(env.ALLOWED_ORIGINS),
    outlookPollMs: readInt(env, 'OUTLOOK_POLL_MS', 30_000, 100, 24 * 3600_000),
    nodeEnv,
    isProduction,
    exposeRestCalls: !isProduction || env.BFF_EXPOSE_REST_CALLS === '1',
    webDist,
    playgroundDist: path.resolve(bffRoot, 'dist/playground'),
    logLevel: readLogLevel(env.LOG_LEVEL, isProduction ? 'info' : 'debug'),
    restDeadlineMs: readInt(env, 'REST_DEADLINE_MS', 15_000, 100, 300_000),
  };
}

export function hasBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}
