import { describe, expect, it } from 'vitest';
import { appHeadersOf, withPageHeaders } from './page-headers.ts';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";

describe('appHeadersOf', () => {
  it.each<[string, unknown, Record<string, string> | null]>([
    [
      'reads the build file',
      { app: { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff' } },
      {
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
      },
    ],
    ['refuses a file without a policy', { app: { 'X-Content-Type-Options': 'nosniff' } }, null],
    ['refuses values that are not text', { app: { 'Content-Security-Policy': 1 } }, null],
    ['refuses anything else', 'x', null],
    ['refuses null', null, null],
  ])('%s', (_rule, content, expected) => {
    expect(appHeadersOf(content)).toEqual(expected);
  });
});

describe('withPageHeaders', () => {
  it('sets the policy on a cached page and keeps its own headers and body', async () => {
    const cached = new Response('<p>hi</p>', {
      headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': 'x' },
    });
    const served = withPageHeaders(cached, { 'Content-Security-Policy': CSP });
    expect(served.headers.get('Content-Security-Policy')).toBe(CSP);
    expect(served.headers.get('Content-Type')).toBe('text/html');
    expect(await served.text()).toBe('<p>hi</p>');
  });

  it('leaves the page alone without headers', () => {
    const cached = new Response('x');
    expect(withPageHeaders(cached, null)).toBe(cached);
  });
});
