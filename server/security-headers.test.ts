import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerFetch } from './serve.ts';
import { FALLBACK_APP_HEADERS, staticApp } from './static.ts';

const BUILD_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";

function dist(withHeaders: boolean | 'broken'): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-headers-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  if (withHeaders === 'broken') writeFileSync(join(dir, 'security-headers.json'), '{"app": 1}');
  else if (withHeaders) {
    writeFileSync(
      join(dir, 'security-headers.json'),
      JSON.stringify({ app: { 'Content-Security-Policy': BUILD_CSP, 'X-Content-Type-Options': 'nosniff' } }),
    );
  }
  return dir;
}

describe('the app pages and files', () => {
  it.each(['/', '/list/1/1', '/index.html', '/missing.js'])('send the build headers on %s', async (path) => {
    const response = await staticApp(dist(true)).request(path);
    expect(response.headers.get('content-security-policy')).toBe(BUILD_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('send a policy without inline scripts when the build has no headers file', async () => {
    const response = await staticApp(dist(false)).request('/list/1/1');
    expect(response.headers.get('content-security-policy')).toBe(FALLBACK_APP_HEADERS['Content-Security-Policy']);
  });

  it('send the fallback policy when the headers file is broken', async () => {
    const response = await staticApp(dist('broken')).request('/');
    expect(response.headers.get('content-security-policy')).toBe(FALLBACK_APP_HEADERS['Content-Security-Policy']);
  });
});

describe('the service answers', () => {
  const fetch = createServerFetch({ distDir: dist(true), controls: true, secret: 'test-secret' });
  const get = (path: string) => fetch(new Request(`http://127.0.0.1${path}`));

  it.each([
    '/api/shopInfo?shopSeq=1',
    '/api/nothing',
    '/img/menu/1/101.png',
    '/pg/smartro/pay.js',
    '/__demo/catalogue',
  ])('are never pages on %s', async (path) => {
    const response = await get(path);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('keep the card page its own policy', async () => {
    const response = await get('/pg/smartro/card?Moid=x');
    expect(response.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    // Framed by the merchant page's PC layer (same origin in the demo), by nothing else.
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
