import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      microsoft: null,
      mailSandboxApi: false,
      seedDemo: true,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      API_PORT: '8200',
      DATABASE_URL: 'postgres://x@h/db',
      SEED_DEMO: '0',
      MAIL_SANDBOX_API: '1',
      HOST: '',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8200,
      host: '127.0.0.1',
      databaseUrl: 'postgres://x@h/db',
      seedDemo: false,
      mailSandboxApi: true,
      logLevel: 'warn',
    });
  });

  it('stops on invalid values', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ MS_CLIENT_ID: 'id' })).toThrow(/MS_CLIENT_SECRET/);
  });

  it('refuses the sandbox outbox API in production unless the instance is declared a demo', () => {
    expect(() => loadConfig({ MAIL_SANDBOX_API: '1', NODE_ENV: 'production' })).toThrow(
      /MAIL_SANDBOX_API=1 .*NODE_ENV=production .*DEMO_INSTANCE=1/,
    );
    expect(() => loadConfig({ MAIL_SANDBOX_API: '1', NODE_ENV: 'production', DEMO_INSTANCE: '0' })).toThrow(
      /DEMO_INSTANCE=1/,
    );
    expect(loadConfig({ MAIL_SANDBOX_API: '1', NODE_ENV: 'production', DEMO_INSTANCE: '1' }).mailSandboxApi).toBe(true);
    expect(loadConfig({ MAIL_SANDBOX_API: '1', NODE_ENV: 'development' }).mailSandboxApi).toBe(true);
    expect(loadConfig({ MAIL_SANDBOX_API: '0', NODE_ENV: 'production' }).mailSandboxApi).toBe(false);
    expect(() => loadConfig({ DEMO_INSTANCE: 'yes' })).toThrow(/DEMO_INSTANCE/);
  });

  it('switches the mail sandbox off when Microsoft is configured', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(() => loadConfig({ MS_CLIENT_ID: 'a', MS_CLIENT_SECRET: 'b', MS_TENANT_ID: 'c' })).toThrow(/MS_TOKEN_KEY/);
    const config = loadConfig({
      MS_CLIENT_ID: 'a',
      MS_CLIENT_SECRET: 'b',
      MS_TENANT_ID: 'c',
      MS_TOKEN_KEY: key,
      WEB_URL: 'https://crm.example.test/',
    });
    expect(config.microsoft).toEqual({
      clientId: 'a',
      clientSecret: 'b',
      tenantId: 'c',
      tokenKey: Buffer.alloc(32, 7),
      authorityHost: 'https://login.microsoftonline.com',
      graphUrl: 'https://graph.microsoft.com/v1.0',
      redirectUri: 'https://crm.example.test/api/outlook/callback/',
      notificationUrl: 'https://crm.example.test/api/outlook/notifications/',
    });
  });

  it('reads the sign-in throttle, the Redis store and the trusted proxies, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: undefined,
      trustProxy: false,
      authThrottle: { perAccount: 10, perAddress: 30, perAccountAnywhere: 100, windowSeconds: 900 },
    });
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
      AUTH_THROTTLE_PER_ACCOUNT: '3',
      AUTH_THROTTLE_PER_ADDRESS: '5',
      AUTH_THROTTLE_PER_ACCOUNT_ANYWHERE: '7',
      AUTH_THROTTLE_WINDOW_SECONDS: '60',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: '127.0.0.1,10.0.0.0/8',
      authThrottle: { perAccount: 3, perAddress: 5, perAccountAnywhere: 7, windowSeconds: 60 },
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('stops on a throttle limit that is not a positive whole number, or a non-Redis URL', () => {
    for (const value of ['0', '-1', 'ten', '1.5'])
      expect(() => loadConfig({ AUTH_THROTTLE_PER_ACCOUNT: value })).toThrow(/AUTH_THROTTLE_PER_ACCOUNT/);
    expect(() => loadConfig({ AUTH_THROTTLE_WINDOW_SECONDS: '0' })).toThrow(/AUTH_THROTTLE_WINDOW_SECONDS/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
  it('stores files on local disk unless S3_BUCKET is set, then in that bucket, path-style for another endpoint', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'ft8-files' }).s3).toEqual({
      bucket: 'ft8-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'ft8-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'ft8-files',
      endpoint: 'http://minio:9000',
      region: 'eu-west-2',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'ft8-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
