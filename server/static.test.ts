import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerFetch } from './serve.ts';
import { resolveInside, staticApp } from './static.ts';

function builtDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.x=1');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
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

  it.each(['/missing.js', '/assets/gone-123.css', '/%E0%A4%A'])('answers 404 for %s', async (path) => {
    expect((await app.request(path)).status).toBe(404);
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
