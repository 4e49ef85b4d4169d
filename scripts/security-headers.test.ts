import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspHash,
  headersFile,
  hostConfigFrom,
  inlineBlocks,
  inlineHandlers,
  nginxSnippet,
  originOf,
  securityHeaders,
} from './security-headers.ts';

function directive(csp: string, name: string): string[] | undefined {
  const found = csp.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1);
}

describe('originOf', () => {
  it.each<[string, string | null]>([
    ['/api', null],
    ['https://img.example.com/menu/', 'https://img.example.com'],
    ['http://localhost:8080/x', 'http://localhost:8080'],
  ])('%s', (address, expected) => {
    expect(originOf(address)).toBe(expected);
  });

  it.each(['//cdn.example.com/x', 'javascript:alert(1)', 'ftp://x.example.com/', 'img'])('refuses %s', (address) => {
    expect(() => originOf(address)).toThrow();
  });
});

describe('contentSecurityPolicy', () => {
  const inline = { scripts: ['boot()', 'retry()'], styles: ['body{}'] };

  it('allows only our origin, the inline blocks by hash, and nothing to frame or plug in (demo defaults)', () => {
    const csp = contentSecurityPolicy(hostConfigFrom({}), inline);
    expect(directive(csp, 'script-src')).toEqual(["'self'", cspHash('boot()'), cspHash('retry()')]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", cspHash('body{}')]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    // The demo's stand-in gateways frame their PC card window from our own origin.
    expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toContain('report-uri');
  });

  it.each([
    ['imgix', 'https://shop.imgix.net/{path}?w={width}&auto=format', 'https://shop.imgix.net'],
    [
      'Cloudinary fetch',
      'https://res.cloudinary.com/demo/image/fetch/w_{width},f_auto/{url}',
      'https://res.cloudinary.com',
    ],
    ['Cloudflare on our own zone', '/cdn-cgi/image/width={width},format={format}/img/{path}', null],
    ['a template that starts with its source', '{url}?w={width}', null],
  ])('lets pictures and the worker reach the resizer of %s', (_, template, origin) => {
    const csp = contentSecurityPolicy(hostConfigFrom({ VITE_IMAGE_URL_TEMPLATE: template }), inline);
    expect(directive(csp, 'img-src')).toEqual(origin ? ["'self'", origin] : ["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(origin ? ["'self'", origin] : ["'self'"]);
  });

  it.each([
    ['unset', {}, ["'self'"]],
    ['on our own origin', { VITE_RUM_ENDPOINT: '/rum' }, ["'self'"]],
    [
      'on another origin',
      { VITE_RUM_ENDPOINT: 'https://rum.example.com/collect?site=1' },
      ["'self'", 'https://rum.example.com'],
    ],
  ])('lets field figures out only to their endpoint: %s', (_, env, expected) => {
    expect(directive(contentSecurityPolicy(hostConfigFrom(env), inline), 'connect-src')).toEqual(expected);
  });

  it('names the configured hosts, the gateway script files and their origins', () => {
    const hosts = hostConfigFrom({
      VITE_API_BASE: 'https://order.example.com/v1',
      VITE_IMAGE_BASE: 'https://img.example.com/',
      VITE_ORDER_LINK_BASE: 'https://data.example.com/link',
      VITE_PG_SMARTRO_PC_SCRIPT: 'https://pay.smartro.example/js/pay.js?v=2',
      VITE_PG_SMARTRO_MOBILE_SCRIPT: 'https://mpay.smartro.example/js/pay.js',
      VITE_PG_NICE_SCRIPT: 'https://pay.nice.example/v1/pay.js',
      VITE_PG_ORIGINS: 'https://card.nice.example, https://pay.smartro.example',
      VITE_CSP_REPORT_URI: 'https://reports.example.com/csp',
      VITE_PAY_RELAY_BASE: 'https://order.example.com/pay-relay',
    });
    const csp = contentSecurityPolicy(hosts, inline);
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      cspHash('boot()'),
      cspHash('retry()'),
      'https://pay.smartro.example/js/pay.js',
      'https://mpay.smartro.example/js/pay.js',
      'https://pay.nice.example/v1/pay.js',
    ]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://order.example.com',
      'https://img.example.com',
      'https://data.example.com',
    ]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'https://img.example.com', 'https://order.example.com']);
    expect(directive(csp, 'form-action')).toEqual([
      "'self'",
      'https://pay.smartro.example',
      'https://mpay.smartro.example',
      'https://pay.nice.example',
      'https://card.nice.example',
      'https://order.example.com',
    ]);
    expect(directive(csp, 'frame-src')).toEqual([
      'https://pay.smartro.example',
      'https://mpay.smartro.example',
      'https://pay.nice.example',
      'https://card.nice.example',
    ]);
    expect(directive(csp, 'report-uri')).toEqual(['https://reports.example.com/csp']);
  });
});

describe('inline blocks', () => {
  const html =
    '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT >b()</SCRIPT ><style>p{}</style>';

  it('finds inline scripts and styles, not external scripts', () => {
    expect(inlineBlocks(html)).toEqual({ scripts: ['a()', 'b()'], styles: ['p{}'] });
  });

  it('finds handlers and javascript: addresses that no hash can allow', () => {
    expect(inlineHandlers('<button onclick="x()">')).toEqual(['onclick']);
    expect(inlineHandlers('<a href="javascript:x()">')).toEqual(['javascript:']);
    expect(inlineHandlers(html)).toEqual([]);
  });

  it('hashes the exact text as CSP3 says (sha256, base64)', () => {
    // Known answer: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('deploy files', () => {
  const headers = securityHeaders("default-src 'self'");

  it('writes a _headers file for every path, and never caches the worker', () => {
    const file = headersFile(headers);
    expect(file).toContain("/*\n  Content-Security-Policy: default-src 'self'\n");
    expect(file).toContain('  Strict-Transport-Security: max-age=');
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache');
  });

  it('writes nginx add_header lines, quoted', () => {
    expect(nginxSnippet(headers)).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
  });
});
