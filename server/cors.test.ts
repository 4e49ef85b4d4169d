/** Cross-origin calls: answered only for the origins named, with every header the app sends. */
import { describe, expect, it } from 'vitest';
import { createDemoApp } from './app.ts';
import { corsOriginsFrom } from './cors.ts';
import { SECRET } from './test-support.ts';

const APP = 'https://order.example.com';

function preflight(origin: string, method = 'GET', path = '/api/shopInfo') {
  const app = createDemoApp({ secret: SECRET, corsOrigins: [APP] });
  return app.request(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization, idempotency-key, content-type',
    },
  });
}

describe('CORS', () => {
  it('reads the setting as a list of origins', () => {
    expect(corsOriginsFrom(' https://a.example/ , http://b.example:8080/path,')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(corsOriginsFrom(undefined)).toEqual([]);
  });

  it.each(['GET', 'POST', 'PUT'])(
    'answers a %s preflight from a named origin with the app’s headers',
    async (method) => {
      const res = await preflight(APP, method, '/api/shop/waiting/abc/cancel');
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(APP);
      expect(res.headers.get('access-control-allow-methods')).toContain(method);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of ['authorization', 'idempotency-key', 'content-type']) expect(allowed).toContain(header);
    },
  );

  it('gives another origin nothing to go on', async () => {
    const res = await preflight('https://elsewhere.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks answers and error answers for the named origin', async () => {
    const app = createDemoApp({ secret: SECRET, corsOrigins: [APP] });
    const ok = await app.request('/api/breakTime?shopSeq=1', { headers: { Origin: APP } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    const refused = await app.request('/api/print/log/all?printGroupUuid=none', { headers: { Origin: APP } });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('is off unless origins are named', async () => {
    const app = createDemoApp({ secret: SECRET, corsOrigins: [] });
    const res = await app.request('/api/breakTime?shopSeq=1', { headers: { Origin: APP } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
