import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createServerFetch } from './serve.ts';
import { isMissingFile, pickEncoding, resolveInside, staticApp } from './static.ts';

function builtDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.x=1');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dir, 'assets', 'big-abc123.js'), 'export const menu = "bibimbap";\n'.repeat(200));
  writeFileSync(join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

describe('staticApp', () => {
  const app = staticApp(builtDist());

  it.each([
    ['/', 'shell', 'no-cache', 'text/html'],
    ['/12/3?token=abc', 'shell', 'no-cache', 'text/html'],
    ['/waiting/complete/5f0c6a2e', 'shell', 'no-cache', 'text/html'],
    ['/sw.js', 'self.x=1', 'no-cache', 'text/javascript'],
    ['/assets/app-abc123.js', 'console.log(1)', 'public, max-age=31536000, immutable', 'text/javascript'],
    ['/manifest.webmanifest', '{}', 'no-cache', 'application/manifest+json'],
  ])('serves %s', async (path, body, cacheControl, type) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(body);
    expect(res.headers.get('cache-control')).toBe(cacheControl);
    expect(res.headers.get('content-type')).toContain(type);
  });

  it.each(['/missing.js', '/assets/gone-123.css', '/assets/route.5', '/icons/none.png', '/%E0%A4%A'])(
    'answers 404 for %s',
    async (path) => {
      expect((await app.request(path)).status).toBe(404);
    },
  );

  it.each(['/list/1/1.5', '/12/3.0?token=abc', '/waiting/a.b'])(
    'answers the shell for the client route %s even with a dot in it',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('shell');
    },
  );

  const body = 'export const menu = "bibimbap";\n'.repeat(200);
  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('compresses a text file for Accept-Encoding "%s" with %s', async (accept, encoding, decode) => {
    const res = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(body.length / 4);
    expect(decode(bytes).toString('utf8')).toBe(body);
  });

  it('sends the file as it is when the browser takes no compression', async () => {
    const res = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(body);
  });

  it('never compresses pictures', async () => {
    const res = await app.request('/icon.png', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });

  it('compresses the shell it answers for a client route', async () => {
    const res = await app.request('/12/3', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toContain('shell');
  });

  it('answers 304 for a compressed file that has not changed', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.request('/assets/big-abc123.js', { headers });
    const again = await app.request('/assets/big-abc123.js', {
      headers: { ...headers, 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
  });

  it.each(['/api/nothing', '/img/x', '/pg/x', '/__demo/catalogue'])(
    'never falls back to the shell for %s',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    },
  );

  it('never serves a file outside the build', async () => {
    const res = await app.request('/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
    expect(await res.text()).not.toContain('root:');
  });

  it('answers 304 when the file has not changed', async () => {
    const first = await app.request('/sw.js');
    const again = await app.request('/sw.js', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers a clear 503 when the app is not built', async () => {
    const res = await staticApp(mkdtempSync(join(tmpdir(), 'empty-'))).request('/12/3');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    [null, null],
  ])('picks %s → %s', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });
});

describe('isMissingFile', () => {
  it.each([
    ['/assets/a-1.js', true],
    ['/assets/x', true],
    ['/missing.css', true],
    ['/list/1/1.5', false],
    ['/12/3', false],
  ])('%s is a missing file: %s', (path, expected) => {
    expect(isMissingFile(path)).toBe(expected);
  });
});

describe('resolveInside', () => {
  it.each([
    ['/assets/a.js', '/root/assets/a.js'],
    ['/../etc/passwd', null],
    ['/%2e%2e/x', null],
    ['/a%00b', null],
  ])('resolves %s', (path, expected) => {
    expect(resolveInside('/root', path)).toBe(expected);
  });
});

describe('createServerFetch', () => {
  it('sends service paths to the demo service and the rest to the app', async () => {
    const fetch = createServerFetch({ distDir: builtDist(), controls: false, secret: 's' });
    const api = await fetch(new Request('http://demo.test/api/shopInfo?shopSeq=1'));
    expect(api.status).toBe(200);
    expect(((await api.json()) as { shopSeq: number }).shopSeq).toBe(1);
    expect(await (await fetch(new Request('http://demo.test/list/1/1'))).text()).toContain('shell');
    expect((await fetch(new Request('http://demo.test/__demo/catalogue'))).status).toBe(404);
  });
});
