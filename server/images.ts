/**
 * The image host and its resizer. Every picture the seeds name is made by the service itself (no
 * network, no files): a photo-like source per path (images/photo.ts), served as it is at its path
 * (what a plain static host does), and resized by sharp at `?w=…&fm=avif|webp|jpeg` (what an image
 * resizer does; docs/images.md). Without `fm` the format follows the browser's Accept header. The
 * path is the seed, so a picture never changes and may be cached for a year.
 */
import { Hono } from 'hono';
import sharp, { type Sharp } from 'sharp';
import { drawBanner, drawLogo, drawMenu, seededRandom } from './images/art.ts';
import { BoundedCache } from './images/bounded-cache.ts';
import { type PhotoKind, photographicSource } from './images/photo.ts';
import { Dropped, oneAtATime } from './images/queue.ts';
import { type Negotiated, parseVariant, type VariantRequest } from './images/variant.ts';
import type { VariantStore } from './images/variant-store.ts';

// One encode at a time: the service shares its machine, and a page's pictures queue anyway.
sharp.concurrency(1);

const SEGMENT = '[A-Za-z0-9_-]{1,64}';

const MENU: PhotoKind = {
  width: 1024,
  height: 1024,
  drawWidth: 400,
  drawHeight: 400,
  draw: drawMenu,
  photographic: true,
};
const BANNER: PhotoKind = {
  width: 1536,
  height: 512,
  drawWidth: 900,
  drawHeight: 300,
  draw: drawBanner,
  photographic: true,
};
const PROMOTION: PhotoKind = {
  width: 960,
  height: 640,
  drawWidth: 600,
  drawHeight: 400,
  draw: drawBanner,
  photographic: true,
};
const LOGO: PhotoKind = {
  width: 256,
  height: 256,
  drawWidth: 200,
  drawHeight: 200,
  draw: drawLogo,
  photographic: false,
};

/** Path patterns under the image host and the picture each names. */
const KINDS: { pattern: RegExp; kind: PhotoKind }[] = [
  { pattern: new RegExp(`^menu/${SEGMENT}/${SEGMENT}\\.png$`), kind: MENU },
  { pattern: new RegExp(`^mapped/${SEGMENT}\\.png$`), kind: MENU },
  { pattern: new RegExp(`^banner-file/shop/${SEGMENT}\\.png$`), kind: BANNER },
  { pattern: new RegExp(`^group/${SEGMENT}/banner\\.png$`), kind: BANNER },
  { pattern: new RegExp(`^promotion/${SEGMENT}\\.png$`), kind: PROMOTION },
  { pattern: new RegExp(`^custom-logo-file/shop/${SEGMENT}\\.png$`), kind: LOGO },
  { pattern: new RegExp(`^custom-link/${SEGMENT}/${SEGMENT}\\.png$`), kind: LOGO },
];

/** Encoder settings: the smallest files that still look like the source at their size. */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image: Sharp) => image.webp({ quality: 62, effort: 5 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 72, mozjpeg: true }),
};

export interface ImageAnswer {
  body: Buffer;
  type: string;
}

export function kindOf(path: string): PhotoKind | null {
  return KINDS.find((candidate) => candidate.pattern.test(path))?.kind ?? null;
}

/** The source picture at `path`: a photo-like JPEG (a PNG for a logo), or null when nothing is there. */
export async function renderImage(path: string): Promise<ImageAnswer | null> {
  const kind = kindOf(path);
  if (!kind) return null;
  const body = await photographicSource(kind, seededRandom(path));
  return { body, type: kind.photographic ? 'image/jpeg' : 'image/png' };
}

/** One resized variant of a source: never wider than the source, in the format asked for. */
export async function resizeImage(source: Buffer, variant: Negotiated): Promise<ImageAnswer> {
  const body = await ENCODE[variant.format](
    sharp(source).resize({ width: variant.width, withoutEnlargement: true }),
  ).toBuffer();
  return { body, type: `image/${variant.format}` };
}

/** Sources are the costly part (a drawing, a lens, grain); variants are kept by their bytes. */
const SOURCE_LIMIT = { entries: 96, bytes: 48 * 1024 * 1024 };
const VARIANT_LIMIT = { entries: 4000, bytes: 64 * 1024 * 1024 };

const HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  // The app asks for pictures with CORS (crossorigin="anonymous"), so the worker may cache
  // them as readable 200s instead of opaque answers: an image host on another origin must
  // send this header (docs/deploy.md, CORS).
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export interface ImageHostLimits {
  sources: { entries: number; bytes: number };
  variants: { entries: number; bytes: number };
}

/**
 * @param store where made variants are also kept, across starts (none: in memory only)
 */
export function imageRoutes(
  limits: ImageHostLimits = { sources: SOURCE_LIMIT, variants: VARIANT_LIMIT },
  store?: VariantStore,
): Hono {
  const app = new Hono();
  const sources = new BoundedCache<ImageAnswer | null>(limits.sources, (answer) => answer?.body.length ?? 0);
  const variants = new BoundedCache<ImageAnswer>(limits.variants, (answer) => answer.body.length);
  const queue = oneAtATime();

  const source = (path: string, signal: AbortSignal) => sources.get(path, () => queue(() => renderImage(path), signal));

  /**
   * A variant made once is answered from memory at once, as a resizer's CDN answers a cached
   * variant: it never waits for its source, nor behind other pictures' work in the queue.
   */
  const variantOf = (path: string, variant: Negotiated, signal: AbortSignal) => {
    const key = `${path}?${variant.width}.${variant.format}`;
    return variants.get(key, async () => {
      const kept = await store?.read(key);
      if (kept) return { body: kept, type: `image/${variant.format}` };
      const made = await source(path, signal);
      if (!made) throw new Error(`No image at ${path}.`);
      const answer = await queue(() => resizeImage(made.body, variant), signal);
      // A full disk only costs the next start the making again.
      await store?.write(key, answer.body).catch(() => undefined);
      return answer;
    });
  };

  /** Work shared with an asker who left is dropped: whoever still waits asks once more. */
  async function answerFor(path: string, variant: Negotiated | null, signal: AbortSignal): Promise<ImageAnswer | null> {
    const ask = () => (variant ? variantOf(path, variant, signal) : source(path, signal));
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof Dropped) || signal.aborted) throw error;
      return ask();
    }
  }

  app.get('/*', async (c) => {
    const path = c.req.path.replace(/^\/img\//, '');
    if (!kindOf(path)) return c.json({ error: { code: 'unknown_image', message: `No image at ${path}.` } }, 404);
    const request: VariantRequest | string = parseVariant(new URL(c.req.url).searchParams, c.req.header('accept'));
    if (typeof request === 'string') return c.json({ error: { code: 'bad_image_request', message: request } }, 400);
    const signal = c.req.raw.signal;
    const answer = await answerFor(path, request.variant, signal).catch((error: unknown) => {
      // Nobody is left to read an answer to a request whose asker went away.
      if (error instanceof Dropped && signal.aborted) return null;
      throw error;
    });
    if (!answer) return c.json({ error: { code: 'unknown_image', message: `No image at ${path}.` } }, 404);
    return c.body(new Uint8Array(answer.body), 200, {
      ...HEADERS,
      'Content-Type': answer.type,
      // A format chosen from the Accept header differs by browser: shared caches must keep them apart.
      ...(request.negotiated ? { Vary: 'Accept' } : {}),
    });
  });

  return app;
}
