/**
 * The image host. Every picture the seeds name is drawn by the service itself (no network, no
 * files), encoded once and kept in memory; the path is the seed, so a picture never changes and
 * may be cached for a year.
 */
import { Hono } from 'hono';
import { drawBanner, drawLogo, drawMenu, type Random, seededRandom } from './images/art.ts';
import { encodePng } from './images/png.ts';
import { createRaster, type Raster } from './images/raster.ts';

type Drawer = (raster: Raster, random: Random) => void;

const SEGMENT = '[A-Za-z0-9_-]{1,64}';

/** Path patterns under the image host, the size of their pictures and how they are drawn. */
const KINDS: { pattern: RegExp; width: number; height: number; draw: Drawer }[] = [
  { pattern: new RegExp(`^menu/${SEGMENT}/${SEGMENT}\\.png$`), width: 400, height: 400, draw: drawMenu },
  { pattern: new RegExp(`^mapped/${SEGMENT}\\.png$`), width: 400, height: 400, draw: drawMenu },
  { pattern: new RegExp(`^banner-file/shop/${SEGMENT}\\.png$`), width: 1200, height: 400, draw: drawBanner },
  { pattern: new RegExp(`^group/${SEGMENT}/banner\\.png$`), width: 1200, height: 400, draw: drawBanner },
  { pattern: new RegExp(`^promotion/${SEGMENT}\\.png$`), width: 600, height: 400, draw: drawBanner },
  { pattern: new RegExp(`^custom-logo-file/shop/${SEGMENT}\\.png$`), width: 200, height: 200, draw: drawLogo },
  { pattern: new RegExp(`^custom-link/${SEGMENT}/${SEGMENT}\\.png$`), width: 200, height: 200, draw: drawLogo },
];

/** Enough for every seeded picture; beyond it the oldest is forgotten, so odd paths cannot fill memory. */
const CACHE_LIMIT = 1000;

export function renderImage(path: string): Buffer | null {
  const kind = KINDS.find((candidate) => candidate.pattern.test(path));
  if (!kind) return null;
  const raster = createRaster(kind.width, kind.height, [255, 255, 255]);
  kind.draw(raster, seededRandom(path));
  return encodePng(raster.width, raster.height, raster.pixels);
}

export function imageRoutes(): Hono {
  const app = new Hono();
  const cache = new Map<string, Buffer>();

  app.get('/*', (c) => {
    const path = c.req.path.replace(/^\/img\//, '');
    let png = cache.get(path);
    if (!png) {
      const rendered = renderImage(path);
      if (!rendered) return c.json({ error: { code: 'unknown_image', message: `No image at ${path}.` } }, 404);
      png = rendered;
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
      cache.set(path, png);
    }
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The app asks for pictures with CORS (crossorigin="anonymous"), so the worker may cache
      // them as readable 200s instead of opaque answers: an image host on another origin must
      // send this header (see the README).
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  return app;
}
