/**
 * The app's Content Security Policy and the other security headers, made from what the build
 * really contains (the hashes of its inline scripts and styles) and where it was told the order
 * service, the image host, the order-link host and the gateways are (`VITE_*`, see
 * src/shared/config.ts). The same headers go to the demo service's static server, to the service
 * worker (for the pages it serves from its cache) and to deployers as a `_headers` file and an
 * nginx snippet.
 *
 * Why each directive (MDN "Content-Security-Policy", and the W3C CSP Level 3 draft):
 * - scripts: our own files and the gateways' script addresses, plus the hash of each inline script
 *   (the boot script, the offline page's retry); never 'unsafe-inline' or 'unsafe-eval'.
 * - object-src 'none', base-uri 'none': no plugins, and no <base> that re-points our relative URLs.
 * - frame-ancestors 'none': no one frames a page that takes money (clickjacking).
 * - form-action: our origin, the gateways' (where the card forms go) and the order service's
 *   payment relay (where a Smartro PC approval form goes).
 * - frame-src: the gateways' origins (a PC card window is a layer with a frame); 'self' only when a
 *   gateway script is served from our own origin (the demo's stand-ins), else nothing.
 * - connect-src / img-src: our origin and the configured API, image and order-link hosts only, and
 *   the image resizer's (`VITE_IMAGE_URL_TEMPLATE`) when it names one (the worker fetches its
 *   variants too), and the field figures' endpoint when the build has one.
 */
import { createHash } from 'node:crypto';
import { setting } from '../src/settings/settings.ts';

export interface HostConfig {
  apiBase: string;
  imageBase: string;
  /** The image resizer's URL template, if any: the host it names up to its first placeholder. */
  imageUrlTemplate: string | null;
  orderLinkBase: string;
  gatewayScripts: readonly string[];
  /** Further origins a real gateway posts its forms to or frames, beyond its script's. */
  gatewayOrigins: readonly string[];
  /** The order service's payment relay, where the app posts a Smartro PC approval form. */
  relayBase: string;
  /** Where browsers send violation reports, if anywhere. */
  reportUri: string | null;
  /** Where the app sends field figures (`VITE_RUM_ENDPOINT`), if anywhere. */
  rumEndpoint: string | null;
}

export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export type HeaderMap = Record<string, string>;

/** The build's headers, next to index.html. */
export const HEADERS_FILE = 'security-headers.json';

export interface HeadersFileContent {
  /** Sent with every page and file of the app. */
  app: HeaderMap;
}

/** Unset hosts are the demo service on the same origin, as the app has them (src/settings/settings.ts). */
export function hostConfigFrom(env: Readonly<Record<string, string | undefined>>): HostConfig {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(/[\s,]+/)
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    apiBase: setting(env, 'VITE_API_BASE'),
    imageBase: setting(env, 'VITE_IMAGE_BASE'),
    imageUrlTemplate: env.VITE_IMAGE_URL_TEMPLATE?.trim() || null,
    orderLinkBase: setting(env, 'VITE_ORDER_LINK_BASE'),
    gatewayScripts: [
      setting(env, 'VITE_PG_SMARTRO_PC_SCRIPT'),
      setting(env, 'VITE_PG_SMARTRO_MOBILE_SCRIPT'),
      setting(env, 'VITE_PG_NICE_SCRIPT'),
    ],
    gatewayOrigins: list(env.VITE_PG_ORIGINS),
    relayBase: setting(env, 'VITE_PAY_RELAY_BASE'),
    reportUri: env.VITE_CSP_REPORT_URI?.trim() || null,
    rumEndpoint: env.VITE_RUM_ENDPOINT?.trim() || null,
  };
}

/**
 * The origin of an absolute http(s) address; null for a path on our own origin ('self' covers it).
 * A protocol-relative or otherwise odd address is refused: the build must not guess.
 * @example originOf('https://img.example.com/a/') // 'https://img.example.com'
 */
export function originOf(address: string): string | null {
  if (address.startsWith('/') && !address.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`not an absolute http(s) address or a path: ${address}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not an http(s) address: ${address}`);
  return url.origin;
}

/** A script address as a CSP source: the exact file on another origin, nothing for our own. */
function scriptSource(address: string): string | null {
  const origin = originOf(address);
  if (!origin) return null;
  const url = new URL(address);
  // A CSP source with a path matches only that file (CSP3 "path-part"); a query never matches.
  return `${origin}${url.pathname}`;
}

function unique(items: readonly (string | null)[]): string[] {
  return [...new Set(items.filter((item): item is string => item !== null))];
}

/** `'sha256-…'` of an inline script's or style's text, exactly as the page holds it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline `<script>` (no src) and `<style>` in an HTML page. */
export function inlineBlocks(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes) && body !== '') scripts.push(body);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.push(match[1] ?? '');
  return { scripts, styles };
}

/** Inline handlers (`onclick=`) and `javascript:` links cannot be allowed by a hash: the build refuses them. */
export function inlineHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi), ...html.matchAll(/=\s*["']?\s*(javascript:)/gi)].map(
    (match) => match[1] ?? '',
  );
}

/** A URL template up to its first placeholder: the part that names the resizer's host. */
export function templateHead(template: string | null): string {
  return template?.split('{')[0] ?? '';
}

export function contentSecurityPolicy(hosts: HostConfig, inline: InlineHashes): string {
  const gatewayOrigins = unique([...hosts.gatewayScripts.map(originOf), ...hosts.gatewayOrigins.map(originOf)]);
  // A gateway on our own origin (the demo's stand-ins) opens its PC card window in a frame of ours.
  const ownGateway = hosts.gatewayScripts.some((address) => originOf(address) === null);
  const frameSources = [...(ownGateway ? ["'self'"] : []), ...gatewayOrigins];
  const head = templateHead(hosts.imageUrlTemplate);
  // A template that starts with its placeholder (`{url}…`) names no host beyond the image base's.
  const resizer = head ? originOf(head) : null;
  const dataHosts = unique([
    originOf(hosts.apiBase),
    originOf(hosts.imageBase),
    resizer,
    originOf(hosts.orderLinkBase),
  ]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(inline.scripts.map(cspHash)), ...unique(hosts.gatewayScripts.map(scriptSource))],
    ['style-src', "'self'", ...unique(inline.styles.map(cspHash))],
    ['img-src', "'self'", ...unique([originOf(hosts.imageBase), resizer, originOf(hosts.apiBase)])],
    ['font-src', "'self'"],
    // Field figures' beacons go out only when the build names their endpoint.
    ['connect-src', "'self'", ...unique([...dataHosts, hosts.rumEndpoint ? originOf(hosts.rumEndpoint) : null])],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', ...(frameSources.length > 0 ? frameSources : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...unique([...gatewayOrigins, originOf(hosts.relayBase)])],
    ['frame-ancestors', "'none'"],
    ...(hosts.reportUri ? [['report-uri', hosts.reportUri] as [string, string]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * What the app's pages and files are sent with. COOP keeps other windows from holding ours, but
 * allows popups: a gateway that opens its card window as a popup still reaches its opener.
 */
export function securityHeaders(csp: string): HeaderMap {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    // Table addresses carry the table token: other sites get our origin at most, never the path.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Frame-Options': 'DENY',
  };
}

/** Every powerful feature the app never uses, denied to it and to anything it loads. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** For anything that is not one of the app's pages or files: the service's JSON, images, controls. */
export const SERVICE_HEADERS: HeaderMap = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** HTTPS hosts only: deploy files carry it, the plain-HTTP demo does not. */
export const HSTS = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' };

/** Netlify / Cloudflare Pages `_headers`: every path gets the headers, the worker is never cached. */
export function headersFile(headers: HeaderMap): string {
  const lines = (map: HeaderMap) => Object.entries(map).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Made by the build (scripts/security-headers.ts) for this build only: the policy names its',
    '# inline scripts by hash. Build again to change hosts or gateways; do not edit by hand.',
    '/*',
    ...lines({ ...headers, ...HSTS }),
    '/sw.js',
    '  Cache-Control: no-cache',
    '/index.html',
    '  Cache-Control: no-cache',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** An nginx snippet to `include` inside the app's `location` blocks. */
export function nginxSnippet(headers: HeaderMap): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return [
    '# Made by the build (scripts/security-headers.ts) for this build only: the policy names its',
    '# inline scripts by hash. Build again to change hosts or gateways; do not edit by hand.',
    '# Include it in every location that serves the app (nginx drops inherited add_header lines',
    '# in a location that has its own).',
    ...Object.entries({ ...headers, ...HSTS }).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}
