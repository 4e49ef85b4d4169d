import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureBudget } from '../src/worker-contract/picture-budget.ts';
import { candidateWidths, PICTURE_SLOTS } from '../src/worker-contract/picture-slots.ts';
import { imageRoutes, renderImage, resizeImage } from './images.ts';
import { makeApp } from './test-support.ts';

// sharp on a shared machine: generous, but a hang still fails.
const SLOW = 60_000;

describe('renderImage', () => {
  it.each([
    ['menu/1/101.png', 1024, 1024, 'jpeg'],
    ['banner-file/shop/1.png', 1536, 512, 'jpeg'],
    ['group/euljiro-food-street/banner.png', 1536, 512, 'jpeg'],
    ['mapped/Xk3v9QbT.png', 1024, 1024, 'jpeg'],
    ['promotion/1.png', 960, 640, 'jpeg'],
    ['custom-logo-file/shop/1.png', 256, 256, 'png'],
    ['custom-link/euljiro-food-street/1.png', 256, 256, 'png'],
  ])(
    'makes %s at %ix%i as %s',
    async (path, width, height, format) => {
      const answer = await renderImage(path);
      const meta = await sharp(answer?.body).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([width, height, format]);
    },
    SLOW,
  );

  it(
    'makes photos that compress like photos (1 to 3 bits a pixel as JPEG), not flat drawings',
    async () => {
      for (const path of ['menu/1/101.png', 'menu/2/201.png', 'banner-file/shop/1.png']) {
        const answer = await renderImage(path);
        const { width = 0, height = 0 } = await sharp(answer?.body).metadata();
        const bitsPerPixel = ((answer?.body.length ?? 0) * 8) / (width * height);
        expect(bitsPerPixel).toBeGreaterThan(1);
        expect(bitsPerPixel).toBeLessThan(3);
      }
    },
    SLOW,
  );

  it(
    'makes the same picture for the same path and another for another path',
    async () => {
      const [a, again, b] = await Promise.all(['menu/1/101.png', 'menu/1/101.png', 'menu/1/102.png'].map(renderImage));
      expect(a?.body.equals(again?.body ?? Buffer.alloc(0))).toBe(true);
      expect(a?.body.equals(b?.body ?? Buffer.alloc(0))).toBe(false);
    },
    SLOW,
  );

  it.each(['menu/1.png', 'other/1.png', 'menu/../1/1.png', 'menu/1/1.jpg'])('has nothing at %s', async (path) => {
    expect(await renderImage(path)).toBeNull();
  });
});

/** The largest variant each slot asks for (its 2× picture) is within its budget in AVIF and WebP. */
describe('variants within the picture budget', () => {
  const slots = [
    ['menu/1/101.png', 'menuRow'],
    ['menu/1/101.png', 'carousel'],
    ['menu/1/101.png', 'menuTile'],
    ['menu/1/101.png', 'menuEasy'],
    ['banner-file/shop/1.png', 'banner'],
    ['mapped/Xk3v9QbT.png', 'groupThumb'],
  ] as const;
  it.each(slots)(
    '%s as %s',
    async (path, slotName) => {
      const source = await renderImage(path);
      const sourceWidth = (await sharp(source?.body).metadata()).width ?? 0;
      const slot = PICTURE_SLOTS[slotName];
      const width = Math.max(...candidateWidths(slot.maxCssWidth));
      for (const format of ['avif', 'webp'] as const) {
        const variant = await resizeImage(source?.body ?? Buffer.alloc(0), { width, format });
        const meta = await sharp(variant.body).metadata();
        expect(meta.width).toBe(Math.min(width, sourceWidth));
        const shown = { width: (meta.width ?? 0) / 2, height: (meta.height ?? 0) / 2 };
        expect(variant.body.length, `${format} at ${width} px`).toBeLessThanOrEqual(
          pictureBudget(shown.width, shown.height, 2),
        );
      }
    },
    SLOW,
  );
});

// The 28 px logo's 56 px picture would have 522 bytes; AVIF's container alone takes about 300 and
// the logo comes out near 650. Lighthouse's check leaves savings under 4 KiB alone; the logo is
// held to 1 KiB here.
it(
  'keeps the 28 px logo under 1 KiB in AVIF and WebP',
  async () => {
    const source = await renderImage('custom-logo-file/shop/1.png');
    for (const format of ['avif', 'webp'] as const) {
      const variant = await resizeImage(source?.body ?? Buffer.alloc(0), { width: 56, format });
      expect(variant.body.length).toBeLessThan(1024);
    }
  },
  SLOW,
);

describe('image host', () => {
  const app = makeApp();

  it('serves the source as it is, cacheable for a year, to any origin', async () => {
    const res = await app.request('/img/menu/9/90001.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('vary')).toBeNull();
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpeg', 'image/jpeg', 'jpeg'],
  ])(
    'resizes to the width and format asked for: %s',
    async (fm, type, sharpFormat) => {
      const res = await app.request(`/img/menu/9/90001.png?w=176&fm=${fm}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([176, 176, sharpFormat]);
    },
    SLOW,
  );

  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['image/png,image/*;q=0.8', 'image/jpeg'],
  ])(
    'picks the format from Accept %s when none is named',
    async (accept, type) => {
      const res = await app.request('/img/menu/9/90001.png?w=96', { headers: { accept } });
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('vary')).toBe('Accept');
    },
    SLOW,
  );

  it(
    'never enlarges past the source',
    async () => {
      const res = await app.request('/img/custom-logo-file/shop/1.png?w=1024&fm=webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(256);
    },
    SLOW,
  );

  it.each(['w=0', 'w=abc', 'w=99999', 'w=176&fm=gif', 'fm=avif', 'w=176&w=200', 'w=17.5'])(
    'refuses %s with 400',
    async (query) => {
      expect((await app.request(`/img/menu/9/90001.png?${query}`)).status).toBe(400);
    },
  );

  it('answers 404 for an unknown picture', async () => {
    expect((await app.request('/img/nothing.png')).status).toBe(404);
    expect((await app.request('/img/nothing.png?w=176&fm=avif')).status).toBe(404);
  });
});

describe('image host under load', () => {
  it(
    'answers a variant it made before at once, while other pictures are still being made',
    async () => {
      // Room for one source only: the banner's is gone from memory by the time it is asked again.
      const host = imageRoutes({
        sources: { entries: 1, bytes: 64 * 1024 * 1024 },
        variants: { entries: 100, bytes: 64 * 1024 * 1024 },
      });
      const banner = '/img/banner-file/shop/1.png?w=828&fm=avif';
      expect((await host.request(banner)).status).toBe(200);
      expect((await host.request('/img/menu/1/101.png?w=176&fm=avif')).status).toBe(200);
      const order: string[] = [];
      const ask = async (url: string) => order.push(`${url} ${(await host.request(url)).status}`);
      // Two sources to make (their answers are the sources themselves), asked before the banner.
      await Promise.all([ask('/img/menu/1/102.png'), ask('/img/menu/1/103.png'), ask(banner)]);
      expect(order[0]).toBe(`${banner} 200`);
    },
    SLOW,
  );

  it(
    'drops a picture whose asker left before its turn, and still answers one who stayed',
    async () => {
      const host = imageRoutes({
        sources: { entries: 10, bytes: 64 * 1024 * 1024 },
        variants: { entries: 100, bytes: 64 * 1024 * 1024 },
      });
      const gone = new AbortController();
      const busy = host.request('/img/menu/2/201.png?w=176&fm=avif');
      const left = host.request(
        new Request('http://img.test/img/menu/2/202.png?w=176&fm=avif', { signal: gone.signal }),
      );
      const stayed = host.request('/img/menu/2/202.png?w=176&fm=avif');
      gone.abort();
      expect((await busy).status).toBe(200);
      const kept = await stayed;
      expect(kept.status).toBe(200);
      expect(kept.headers.get('content-type')).toBe('image/avif');
      expect((await left).status).not.toBe(200);
    },
    SLOW,
  );
});
