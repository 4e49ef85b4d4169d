import { describe, expect, it } from 'vitest';
import { parseImageTemplate } from '../../worker-contract/image-template.ts';
import { candidateWidths } from '../../worker-contract/picture-slots.ts';
import { bannerImageUrl, imageUrl } from './images.ts';
import { pictureSet } from './picture.ts';

const DEMO = parseImageTemplate('/img/{path}?w={width}&fm={format}');
const NEGOTIATED = parseImageTemplate('https://shop.imgix.net/{path}?w={width}&auto=format');
const options = { base: '/img', template: DEMO, origin: 'https://app.example' };

describe('candidateWidths', () => {
  it.each([
    [88, [64, 96, 128, 176]],
    [56, [64, 96, 112]],
    [28, [56]],
    [528, [64, 96, 128, 176, 256, 352, 480, 640, 720, 828, 1056]],
  ])('a picture at most %i px wide offers %j', (max, widths) => {
    expect(candidateWidths(max)).toEqual(widths);
  });

  it.each([
    [380, 1.75],
    [380, 2],
    [343, 2],
    [328, 2],
  ])('offers the banner at %i px on a %s× phone a width at most a tenth over what it needs', (css, ratio) => {
    const needed = css * ratio;
    const chosen = candidateWidths(528).find((width) => width >= needed);
    expect(chosen).toBeLessThanOrEqual(needed * 1.1);
  });
});

describe('pictureSet', () => {
  it('offers AVIF and WebP at every width of the slot, and JPEG as the fallback', () => {
    const set = pictureSet(imageUrl('menu/1/101.png', '/img'), 'menuRow', options);
    expect(set).toEqual({
      src: '/img/menu/1/101.png?w=96&fm=jpeg',
      srcSet:
        '/img/menu/1/101.png?w=64&fm=jpeg 64w, /img/menu/1/101.png?w=96&fm=jpeg 96w, /img/menu/1/101.png?w=128&fm=jpeg 128w, /img/menu/1/101.png?w=176&fm=jpeg 176w',
      sizes: '88px',
      sources: [
        { type: 'image/avif', srcSet: expect.stringContaining('/img/menu/1/101.png?w=176&fm=avif 176w') },
        { type: 'image/webp', srcSet: expect.stringContaining('/img/menu/1/101.png?w=64&fm=webp 64w') },
      ],
    });
  });

  it('leaves the format to a resizer that negotiates it: one list, no sources', () => {
    const set = pictureSet(imageUrl('menu/1/101.png', 'https://img.example/'), 'groupThumb', {
      base: 'https://img.example/',
      template: NEGOTIATED,
    });
    expect(set?.sources).toEqual([]);
    expect(set?.srcSet).toBe(
      'https://shop.imgix.net/menu/1/101.png?w=64&auto=format 64w, https://shop.imgix.net/menu/1/101.png?w=96&auto=format 96w, https://shop.imgix.net/menu/1/101.png?w=112&auto=format 112w',
    );
  });

  it('keeps the folder of a banner', () => {
    expect(pictureSet(bannerImageUrl('7.png', '/img'), 'banner', options)?.src).toBe(
      '/img/banner-file/shop/7.png?w=640&fm=jpeg',
    );
  });

  it('serves the original address alone without a template (a plain static host)', () => {
    expect(pictureSet(imageUrl('menu/1/101.png', '/img'), 'detail', { ...options, template: null })).toEqual({
      src: '/img/menu/1/101.png',
      sources: [],
    });
  });

  it('has nothing for a refused address', () => {
    expect(pictureSet(imageUrl('javascript:alert(1)', '/img'), 'menuRow', options)).toBeNull();
  });

  it.each([
    ['a comma and an option', 'menu/a,w_9999.png', '/img/menu/a%2Cw_9999.png?w=176&fm=avif 176w'],
    ['an encoded query', 'menu/a%3Fw%3D1%26fm%3Dpng.png', '/img/menu/a%3Fw%3D1%26fm%3Dpng.png?w=176&fm=avif 176w'],
    ['an encoded slash', 'menu/a%2F..%2F..%2Fx.png', '/img/menu/a%2F..%2F..%2Fx.png?w=176&fm=avif 176w'],
    ['a placeholder', 'menu/{width}.png', '/img/menu/%7Bwidth%7D.png?w=176&fm=avif 176w'],
    ['a space and quotes', 'menu/a b"<x>.png', '/img/menu/a%20b%22%3Cx%3E.png?w=176&fm=avif 176w'],
  ])('keeps %s inside the path slot', (_, path, expected) => {
    const avif = pictureSet(imageUrl(path, '/img'), 'menuRow', options)?.sources[0]?.srcSet ?? '';
    expect(avif.split(', ')).toContain(expected);
  });

  it('serves a path with a real query as it is, outside the template', () => {
    expect(pictureSet(imageUrl('menu/a.png?v=2', '/img'), 'menuRow', options)).toEqual({
      src: '/img/menu/a.png?v=2',
      sources: [],
    });
  });

  it('never puts a srcset separator inside a candidate', () => {
    const set = pictureSet(imageUrl('menu/a, 9999w.png', '/img'), 'menuRow', options);
    for (const candidate of (set?.srcSet ?? '').split(', ')) expect(candidate).toMatch(/^\S+ \d+w$/);
  });
});
