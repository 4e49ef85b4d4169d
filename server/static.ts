/**
 * Serves the built app from `dist/` the way a production host would: hashed files under /assets/
 * cached for a year, the shell and the service worker revalidated on every visit, text files
 * compressed (brotli when the browser takes it, gzip otherwise), and client routes
 * (`/12/3?token=…`, `/list/1/1.5`) answered with index.html. Paths the demo service owns never fall
 * back to the shell, so a wrong API call is a clear 404, not an HTML page.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { Hono } from 'hono';
import { HEADERS_FILE, type HeaderMap, type HeadersFileContent } from '../scripts/security-headers.ts';
import { errorBody } from './http.ts';
import { isDemoPath } from './paths.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Text files worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.webmanifest', '.svg']);

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli is smaller, gzip is understood by all.
 * @example pickEncoding('gzip, deflate, br') // 'br'
 */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed bodies, made once per file version and encoding: the build never changes under a
 * running server except by a new build, whose size or time gives the key away.
 */
const compressedCache = new Map<string, Promise<Buffer>>();

function compressedBody(file: FoundFile, encoding: Encoding): Promise<Buffer> {
  const key = `${file.path}\0${file.size}\0${file.mtimeMs}\0${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = readFile(file.path).then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipAsync(raw, { level: 9 }),
    );
    // A failed read must not stick: the next request tries again.
    body.catch(() => compressedCache.delete(key));
    compressedCache.set(key, body);
  }
  return body;
}

const NOT_BUILT =
  'The app is not built yet: run `npm run build`, then start the server again. (The demo order service under /api, /img and /pg works already.)\n';

interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(path: string): Promise<FoundFile | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside root, or null when the path tries to leave it. */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Without the build's headers file (a build from before it existed, or a broken one), the app
 * still goes out with a policy: one with no inline script allowed, which only costs the boot
 * script's head start.
 */
export const FALLBACK_APP_HEADERS: HeaderMap = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const headersCache = new Map<string, Promise<HeaderMap>>();

function isHeaderMap(value: unknown): value is HeaderMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string') &&
    typeof (value as HeaderMap)['Content-Security-Policy'] === 'string'
  );
}

/** The headers the build wrote for its own pages (security-headers.json), read once per build. */
export async function appHeaders(root: string): Promise<HeaderMap> {
  const file = await fileAt(join(root, HEADERS_FILE));
  if (!file) return FALLBACK_APP_HEADERS;
  const key = `${file.path}\0${file.size}\0${file.mtimeMs}`;
  let headers = headersCache.get(key);
  if (!headers) {
    headers = readFile(file.path, 'utf8').then((text) => {
      const content = JSON.parse(text) as Partial<HeadersFileContent>;
      if (!isHeaderMap(content.app)) throw new Error(`${HEADERS_FILE} has no app headers`);
      return content.app;
    });
    headers.catch(() => headersCache.delete(key));
    headersCache.set(key, headers);
  }
  return headers.catch((error: unknown) => {
    console.warn('[static] the build headers could not be read; sending the fallback policy', error);
    return FALLBACK_APP_HEADERS;
  });
}

async function serveFile(request: Request, file: FoundFile, pathname: string, security: HeaderMap): Promise<Response> {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const extension = extname(file.path).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension);
  const headers: Record<string, string> = {
    ...security,
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(pathname),
    ETag: etag,
    // Caches in between must not hand a brotli body to a browser that asked for gzip.
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const encoding = compressible ? pickEncoding(request.headers.get('accept-encoding')) : null;
  if (encoding) {
    const compressed = await compressedBody(file, encoding);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(compressed), {
      status: 200,
      headers: { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(compressed.length) },
    });
  }
  const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file.path)) as ReadableStream);
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(file.size) } });
}

/**
 * Whether a path that names no file is a missing file (404) rather than a client route: anything
 * under /assets/, or a name ending in a file type this server serves. `/list/1/1.5` is a route.
 */
export function isMissingFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || Object.hasOwn(TYPES, extname(pathname).toLowerCase());
}

export function staticApp(root: string): Hono {
  const app = new Hono();
  const absoluteRoot = normalize(root);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = c.req.path;
    if (isDemoPath(pathname)) return c.json(errorBody('not_found', `Nothing at ${pathname}.`), 404);
    const shell = await fileAt(join(absoluteRoot, 'index.html'));
    if (!shell) return c.text(NOT_BUILT, 503, { ...FALLBACK_APP_HEADERS, 'Cache-Control': 'no-store' });
    const security = await appHeaders(absoluteRoot);
    const target = resolveInside(absoluteRoot, pathname);
    if (!target) return c.text('Not found\n', 404, security);
    const file = pathname.endsWith('/') ? null : await fileAt(target);
    if (file) return serveFile(c.req.raw, file, pathname, security);
    if (isMissingFile(pathname)) return c.text('Not found\n', 404, security);
    return serveFile(c.req.raw, shell, '/index.html', security);
  });

  app.all('*', (c) => c.text('Method not allowed\n', 405, FALLBACK_APP_HEADERS));
  return app;
}
