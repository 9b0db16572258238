import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, host: '127.0.0.1', databaseUrl: undefined, microsoft: null, mailSandboxApi: false, seedDemo: true, logLevel: 'info' });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({ API_PORT: '8200', DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: '0', MAIL_SANDBOX_API: '1', HOST: '', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ port: 8200, host: '127.0.0.1', databaseUrl: 'postgres://x@h/db', seedDemo: false, mailSandboxApi: true, logLevel: 'warn' });
  });

  it('stops on invalid values', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ MS_CLIENT_ID: 'id' })).toThrow(/MS_CLIENT_SECRET/);
  });

  it('switches the mail sandbox off when Microsoft is configured', () => {
    expect(loadConfig({ MS_CLIENT_ID: 'a', MS_CLIENT_SECRET: 'b', MS_TENANT_ID: 'c' }).microsoft).toEqual({ clientId: 'a', clientSecret: 'b', tenantId: 'c' });
  });
});
