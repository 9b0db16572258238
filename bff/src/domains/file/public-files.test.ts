import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CLIENT_EMAIL, restToken, startBff, type TestBff } from '../../test/bff.js';
import { browserAnswer } from './public-files.js';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const URL_OF_KEY = /^(.*)\/api\/people\/public-files\/([0-9a-f-]{36})\/$/;

const imageForm = (bytes: Uint8Array = PNG, type = 'image/png', name = 'logo.png') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

describe('editor images (public files)', () => {
  let bff: TestBff;
  let admin: string;
  beforeAll(async () => {
    bff = await startBff();
    admin = await restToken(ADMIN_EMAIL);
  });
  afterAll(() => bff.close());

  const upload = (
    form: FormData,
    headers: Record<string, string> = { authorization: `Token ${admin}`, 'x-requested-with': 'XMLHttpRequest' },
    target: TestBff = bff,
  ) => fetch(`${target.url}/files/public`, { method: 'POST', headers, body: form });

  it('uploads an image to people/public-files/ and answers its URL on the bff, which serves it to anyone', async () => {
    const uploaded = await upload(imageForm());
    expect(uploaded.status).toBe(201);
    const { file } = (await uploaded.json()) as { file: string };
    const [, origin] = URL_OF_KEY.exec(file) ?? [];
    expect(origin).toBe(bff.url);

    // No session, no cookie: a mail's recipient.
    const image = await fetch(file);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // An X-Forwarded-Host from anyone but a trusted proxy does not move the URL.
    const spoofed = await upload(imageForm(), {
      authorization: `Token ${admin}`,
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(URL_OF_KEY.exec(((await spoofed.json()) as { file: string }).file)?.[1]).toBe(bff.url);
  });

  it('behind a trusted load balancer, the URL is on the address the browser used (X-Forwarded-Host, -Proto)', async () => {
    const behind = await startBff({ TRUST_PROXY: 'loopback' });
    try {
      const uploaded = await upload(
        imageForm(),
        {
          authorization: `Token ${admin}`,
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-host': 'crm.example.com',
          'x-forwarded-proto': 'https',
        },
        behind,
      );
      expect(uploaded.status).toBe(201);
      const { file } = (await uploaded.json()) as { file: string };
      const [, origin, key] = URL_OF_KEY.exec(file) ?? [];
      expect(origin).toBe('https://crm.example.com');
      expect((await fetch(`${behind.url}/api/people/public-files/${key}/`)).status).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('refuses an upload without a session, without the CSRF header, from a client, and anything but an image', async () => {
    expect((await upload(imageForm(), { 'x-requested-with': 'XMLHttpRequest' })).status).toBe(401);
    const noHeader = await upload(imageForm(), { authorization: `Token ${admin}` });
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toEqual({ detail: 'Uploads need the x-requested-with header.' });
    const client = await restToken(CLIENT_EMAIL);
    expect(
      (await upload(imageForm(), { authorization: `Token ${client}`, 'x-requested-with': 'XMLHttpRequest' })).status,
    ).toBe(403);

    const svg = await upload(
      imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'a.svg'),
    );
    expect(svg.status).toBe(400);
    expect(await svg.json()).toEqual({
      file: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
    const text = await upload(imageForm(Buffer.from('hello'), 'text/plain', 'a.txt'));
    expect(text.status).toBe(400);
    expect(Object.keys((await text.json()) as object)).toEqual(['file']);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await fetch(`${bff.url}/api/people/public-files/00000000-0000-0000-0000-000000000000/`)).status).toBe(404);
    expect((await fetch(`${bff.url}/api/people/public-files/..%2F..%2Fetc/`)).status).toBe(404);
  });

  it("leaves an answer that names no public file as the api gave it (the editor then shows the spec's error)", () => {
    expect(browserAnswer('{"detail":"x"}', 'https://app')).toBe('{"detail":"x"}');
    expect(browserAnswer('{"file":"https://elsewhere/x.png"}', 'https://app')).toBe(
      '{"file":"https://elsewhere/x.png"}',
    );
    expect(browserAnswer('not json', 'https://app')).toBe('not json');
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(
      JSON.parse(
        browserAnswer(JSON.stringify({ file: `http://127.0.0.1:8000/api/people/public-files/${key}/` }), 'https://app'),
      ),
    ).toEqual({
      file: `https://app/api/people/public-files/${key}/`,
    });
  });
});
