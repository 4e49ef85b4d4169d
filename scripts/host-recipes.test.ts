import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, nginxAppLocations, redirectsFile } from './host-recipes.ts';
import { headersFile, securityHeaders } from './security-headers.ts';

/** The policy as docs/deploy.md prints it: each build writes its own. */
const DOC_POLICY = "default-src 'self'; … (your build's policy)";

const blocks = (conf: string) =>
  [...conf.matchAll(/^location ([^{]+) \{\n([\s\S]*?)^\}/gm)].map(([, where, body]) => [where, body] as const);

describe('nginxAppLocations', () => {
  const headers = securityHeaders("default-src 'self'");
  const conf = nginxAppLocations(headers);

  it('falls back to the page for routes, and never for a hashed file', () => {
    const byPlace = Object.fromEntries(blocks(conf));
    expect(byPlace['/']).toContain('try_files $uri /index.html;');
    expect(byPlace['/assets/']).toContain('try_files $uri =404;');
  });

  it('gives every block the security headers and its cache rule', () => {
    const rules: Record<string, string> = {
      '/assets/': CACHE_CONTROL.hashed,
      '= /sw.js': CACHE_CONTROL.checked,
      '= /manifest.webmanifest': CACHE_CONTROL.checked,
      '/': CACHE_CONTROL.checked,
    };
    expect(blocks(conf).map(([where]) => where)).toEqual(Object.keys(rules));
    for (const [where = '', body] of blocks(conf)) {
      for (const name of Object.keys(headers)) expect(body, where).toContain(`add_header ${name} `);
      expect(body, where).toContain(`add_header Cache-Control "${rules[where]}" always;`);
    }
  });
});

describe('docs/deploy.md', () => {
  const doc = readFileSync('docs/deploy.md', 'utf8');

  it('shows the nginx locations, _headers and _redirects exactly as the build writes them', () => {
    expect(doc).toContain(nginxAppLocations(securityHeaders(DOC_POLICY)));
    expect(doc).toContain(headersFile(securityHeaders(DOC_POLICY)));
    expect(doc).toContain(redirectsFile());
  });
});
