import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { apiUrl } from './client.js';

// The probes live at the server root, beside /api.
const probe = async (path: string) => {
  const response = await request(new URL(path, apiUrl).toString());
  return { status: response.statusCode, body: await response.body.json() };
};

describe('health probes', () => {
  it('GET /healthz and /readyz answer 200 {"status": "ok"} without a token', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
