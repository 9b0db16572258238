import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { bffRoot, hasBuild, loadConfig } from '../config.js';

/** The inline script of the test's index.html, as the web build writes early-start.ts into the page's head. */
const EARLY_SCRIPT = 'window.__early = 1';

/** The directives of a Content-Security-Policy header, by name. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const fixedHeaders = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

async function appWith(webDist: string, playgroundDist: string): Promise<FastifyInstance> {
  const config = { ...loadConfig({ API_URL: 'http://127.0.0.1:9/api', NODE_ENV: 'test' }), webDist, playgroundDist };
  return buildApp(config, { logger: false });
}

describe('the built web app and the playground', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ft8-bff-web-'));
    await mkdir(path.join(dir, 'web/assets'), { recursive: true });
    await mkdir(path.join(dir, 'playground'), { recursive: true });
    await writeFile(
      path.join(dir, 'web/index.html'),
      `<!doctype html><title>ft8 web</title><script>${EARLY_SCRIPT}</script><script type="module" src="/assets/app-1234.js"></script>`,
    );
    await writeFile(path.join(dir, 'web/assets/app-1234.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'web/assets/app-1234.js.br'), brotliCompressSync('console.log(1)'));
    await writeFile(path.join(dir, 'web/assets/app-1234.js.gz'), gzipSync('console.log(1)'));
    await writeFile(path.join(dir, 'playground/index.html'), '<!doctype html><title>ft8 GraphQL playground</title>');
    app = await appWith(path.join(dir, 'web'), path.join(dir, 'playground'));
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html for any page path (SPA fallback), revalidated', async () => {
    for (const url of ['/', '/contacts/12', '/login?next=%2Fcontacts']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('ft8 web');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('no other site may frame the app, and no type is guessed: pages, assets and the GraphQL endpoint alike', async () => {
    for (const url of ['/', '/contacts/12', '/assets/app-1234.js', '/graphql?query=%7B__typename%7D', '/nowhere.js']) {
      const response = await app.inject({ url, headers: { 'apollo-require-preflight': 'true' } });
      expect(response.headers, url).toMatchObject(fixedHeaders);
      expect(policyOf(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  it("the page's policy runs its own scripts and the built inline script by hash, nothing inline else", async () => {
    const response = await app.inject({ url: '/contacts/12' });
    const policy = policyOf(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(Object.fromEntries(policy)).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'style-src': ["'self'", "'unsafe-inline'"],
    });
    // Over plain http (development, the tests) an upgrade would break every request of the page.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('the playground has its own policy: its editor runs in workers, no inline script either', async () => {
    for (const url of ['/graphiql/', '/graphiql']) {
      const response = await app.inject({ url });
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('worker-src'), url).toEqual(["'self'", 'blob:']);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers, url).toMatchObject(fixedHeaders);
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed asset the browser accepts, brotli first, varying on Accept-Encoding', async () => {
    const br = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');

    const gz = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');

    const plain = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends an asset from memory, read once: a file under /assets never changes', async () => {
    await writeFile(path.join(dir, 'web/assets/once-5678.js'), 'console.log(1)');
    const first = await app.inject({ url: '/assets/once-5678.js', headers: { 'accept-encoding': 'identity' } });
    expect(first.body).toBe('console.log(1)');
    expect(first.headers['content-type']).toBe('application/javascript; charset=utf-8');
    await writeFile(path.join(dir, 'web/assets/once-5678.js'), 'console.log(2)');
    const again = await app.inject({ url: '/assets/once-5678.js', headers: { 'accept-encoding': 'identity' } });
    expect(again.body).toBe('console.log(1)');
    expect((await app.inject({ method: 'HEAD', url: '/assets/once-5678.js' })).statusCode).toBe(200);
  });

  it('answers a missing asset (a chunk of an older build) with 404, not with the page', async () => {
    for (const url of ['/assets/gone-9999.js', '/assets/..%2Findex.html', '/assets/.hidden']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('ft8 web');
    }
  });

  it('does not answer /api or a missing asset with the page', async () => {
    expect((await app.inject({ url: '/api/people/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/graphiql/missing.js' })).statusCode).toBe(404);
  });

  it('serves the playground at /graphiql', async () => {
    const redirect = await app.inject({ url: '/graphiql' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/graphiql/');
    const page = await app.inject({ url: '/graphiql/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ft8 GraphQL playground');
  });

  it("says to run 'pnpm build' when nothing is built", async () => {
    const bare = await appWith(path.join(dir, 'none'), path.join(dir, 'none'));
    try {
      const web = await bare.inject({ url: '/contacts' });
      expect(web.statusCode).toBe(503);
      expect(web.body).toContain('pnpm build');
      const playground = await bare.inject({ url: '/graphiql/' });
      expect(playground.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('the real playground build', () => {
  const dist = path.join(bffRoot, 'dist/playground');

  it.skipIf(!hasBuild(dist))('loads nothing from a CDN at runtime', async () => {
    const files = await readdir(path.join(dist, 'assets'));
    const texts = await Promise.all(
      ['index.html', ...files.filter((file) => /\.(js|css|html)$/.test(file)).map((file) => `assets/${file}`)].map(
        (file) => readFile(path.join(dist, file), 'utf8'),
      ),
    );
    const cdn =
      /https?:\/\/(unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com|esm\.sh|fonts\.googleapis\.com|fonts\.gstatic\.com|embeddable-sandbox\.cdn\.apollographql\.com|apollo-server-landing-page\.cdn\.apollographql\.com)/;
    expect(texts.filter((text) => cdn.test(text))).toEqual([]);
    expect(texts[0]).toMatch(/src="\/graphiql\/assets\//);
  });
});
