import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bffRoot, ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      apiUrl: new URL('http://127.0.0.1:8000/api/'),
      redisUrl: null,
      allowedOrigins: [],
      outlookPollMs: 30_000,
      nodeEnv: 'development',
      isProduction: false,
      exposeRestCalls: true,
      webDist: path.resolve(bffRoot, '../web/dist'),
      playgroundDist: path.resolve(bffRoot, 'dist/playground'),
      logLevel: 'debug',
      restDeadlineMs: 15_000,
      trustProxy: false,
    });
  });

  it('reads TRUST_PROXY as the api does: true, false, or the proxies whose X-Forwarded-For gives the address', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.7,172.16.0.0/255.240.0.0,fd00::/8,::1' }).trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8', '192.168.1.7', '172.16.0.0/255.240.0.0', 'fd00::/8', '::1']);
  });

  it('stops on a TRUST_PROXY that names no proxy, rather than trusting the wrong one', () => {
    for (const value of ['yes', '1', 'lb.internal', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129', 'loopback,10.0.0.300']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY must be true, false, or comma-separated`);
    }
  });

  it('reads the environment, treating empty values as unset and trimming the others', () => {
    const config = loadConfig({
      PORT: ' 4100 ',
      API_PORT: '8200',
      REDIS_URL: 'rediss://cache:6380',
      ALLOWED_ORIGINS: 'https://a.test/x, http://b.test:8080,',
      OUTLOOK_POLL_MS: '1000',
      NODE_ENV: 'production',
      LOG_LEVEL: '',
      REST_DEADLINE_MS: '2500',
      WEB_DIST: 'some/dist',
    });
    expect(config).toMatchObject({
      port: 4100,
      apiUrl: new URL('http://127.0.0.1:8200/api/'),
      redisUrl: 'rediss://cache:6380',
      allowedOrigins: ['https://a.test', 'http://b.test:8080'],
      outlookPollMs: 1000,
      isProduction: true,
      exposeRestCalls: false,
      logLevel: 'info',
      restDeadlineMs: 2500,
      webDist: path.resolve('some/dist'),
    });
    expect(loadConfig({ NODE_ENV: 'production', BFF_EXPOSE_REST_CALLS: '1' }).exposeRestCalls).toBe(true);
  });

  it('ends the REST base with a slash, whatever API_URL says', () => {
    expect(loadConfig({ API_URL: 'https://api.test/v1' }).apiUrl.href).toBe('https://api.test/v1/');
    expect(loadConfig({ API_URL: 'https://api.test/v1/' }).apiUrl.href).toBe('https://api.test/v1/');
  });

  it('stops on invalid values, naming the variable and the value', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'eighty' }, /PORT must be integer, got "eighty"/],
      [{ PORT: '65536' }, /PORT must be <= 65535, got "65536"/],
      [{ API_PORT: '0' }, /API_PORT must be >= 1, got "0"/],
      [{ OUTLOOK_POLL_MS: '1.5' }, /OUTLOOK_POLL_MS must be integer, got "1.5"/],
      [{ REST_DEADLINE_MS: '1e3' }, /REST_DEADLINE_MS must be integer/],
      [{ API_URL: 'ftp://api.test' }, /API_URL must match pattern/],
      [{ API_URL: 'http://' }, /API_URL must be a URL, got "http:\/\/"/],
      [{ REDIS_URL: 'http://cache' }, /REDIS_URL must match pattern/],
      [{ ALLOWED_ORIGINS: 'https://a.test,a.test' }, /ALLOWED_ORIGINS \(item 2\) must match pattern/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be equal to one of the allowed values, got "loud"/],
      [{ BFF_EXPOSE_REST_CALLS: 'yes' }, /BFF_EXPOSE_REST_CALLS/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it('reports every bad value at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT .*; LOG_LEVEL /);
  });
});
