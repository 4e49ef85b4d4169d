import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from './limits.ts';
import { counterOrderBody, makeApp, postJson } from './test-support.ts';

describe('request limits', () => {
  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['application/json', 200],
    ['application/json; charset=utf-8', 200],
  ])('a visit record sent as %s answers %i', async (type, status) => {
    const res = await makeApp().request('/api/history', {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify({ url: '/1/1' }),
    });
    expect(res.status).toBe(status);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await makeApp().request('/api/history', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES + 20) },
      body: JSON.stringify({ url: `/${'x'.repeat(BODY_LIMIT_BYTES)}` }),
    });
    expect(res.status).toBe(413);
  });

  it('takes an order larger than 64 KB (orders may be up to 1 MB)', async () => {
    const app = makeApp();
    // Long enough to pass 64 KB; the schema's own limits then judge it, not the size check.
    const body = { ...counterOrderBody(), padding: 'x'.repeat(70_000) };
    const res = await postJson(app, '/api/order', body);
    expect(res.status).not.toBe(413);
  });
});
