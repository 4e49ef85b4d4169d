/**
 * The host recipes the build writes next to the app, for a host that serves `dist/` as static
 * files: which file answers each address, how long a browser may keep it, and the security headers.
 *
 * - Every route of the app is a client route: an address that is no file answers `index.html`
 *   (the app itself shows its error page for an address no screen answers to).
 * - A hashed file under `assets/` never changes: a year, immutable. A missing one answers 404,
 *   never the page, so a stale tab's lazy screen fails as a script and the app says so.
 * - `sw.js`, `index.html` and the other unhashed files are checked on every use (`no-cache`): a
 *   worker or a page kept by the HTTP cache would hold the diner on an old release.
 */
import { type HeaderMap, HSTS } from './security-headers.ts';

export const NGINX_APP_FILE = 'nginx-app.conf';
export const REDIRECTS_FILE = '_redirects';

export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  checked: 'no-cache',
} as const;

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * nginx: the app's `location` blocks, to `include` in a `server` block whose `root` is the build.
 * Each block repeats the headers: nginx drops inherited `add_header` lines in a block that has its
 * own.
 */
export function nginxAppLocations(headers: HeaderMap): string {
  const lines = (cacheControl: string) =>
    Object.entries({ ...headers, ...HSTS, 'Cache-Control': cacheControl }).map(
      ([name, value]) => `    add_header ${name} ${quote(value)} always;`,
    );
  return [
    '# Made by the build (scripts/host-recipes.ts) for this build only: the policy names its inline',
    '# scripts by hash. Build again to change hosts or gateways; do not edit by hand.',
    '# Include it in the server block whose root is this folder (docs/deploy.md).',
    'location /assets/ {',
    '    try_files $uri =404;',
    ...lines(CACHE_CONTROL.hashed),
    '}',
    'location = /sw.js {',
    ...lines(CACHE_CONTROL.checked),
    '}',
    // Debian's and nginx's own mime.types lack the manifest's type.
    'location = /manifest.webmanifest {',
    '    default_type application/manifest+json;',
    ...lines(CACHE_CONTROL.checked),
    '}',
    'location / {',
    '    try_files $uri /index.html;',
    ...lines(CACHE_CONTROL.checked),
    '}',
    '',
  ].join('\n');
}

/**
 * Netlify's `_redirects`: an address that is no file answers `index.html` with a 200 (a file that
 * exists is served first). Cloudflare Pages does this by itself when the build has no `404.html`,
 * and refuses this rule as a loop: delete the file there.
 */
export function redirectsFile(): string {
  return [
    '# Made by the build (scripts/host-recipes.ts). Netlify: every route of the app is answered by the app.',
    '# Cloudflare Pages answers them by itself: delete this file there (docs/deploy.md).',
    '/*    /index.html    200',
    '',
  ].join('\n');
}
