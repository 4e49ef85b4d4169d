/**
 * Serves the built app from `dist/` the way a production host would: hashed files under /assets/
 * cached for a year, the shell and the service worker revalidated on every visit, and client routes
 * (`/12/3?token=…`) answered with index.html. Paths the demo service owns never fall back to the
 * shell, so a wrong API call is a clear 404, not an HTML page.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
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

function serveFile(request: Request, file: FoundFile, pathname: string): Response {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(pathname),
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file.path)) as ReadableStream);
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(file.size) } });
}

export function staticApp(root: string): Hono {
  const app = new Hono();
  const absoluteRoot = normalize(root);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = c.req.path;
    if (isDemoPath(pathname)) return c.json(errorBody('not_found', `Nothing at ${pathname}.`), 404);
    const shell = await fileAt(join(absoluteRoot, 'index.html'));
    if (!shell) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
    const target = resolveInside(absoluteRoot, pathname);
    if (!target) return c.text('Not found\n', 404);
    const file = pathname.endsWith('/') ? null : await fileAt(target);
    if (file) return serveFile(c.req.raw, file, pathname);
    // A path with a file extension is a missing file, not a client route.
    if (/\.[a-z0-9]+$/i.test(pathname)) return c.text('Not found\n', 404);
    return serveFile(c.req.raw, shell, '/index.html');
  });

  app.all('*', (c) => c.text('Method not allowed\n', 405));
  return app;
}
