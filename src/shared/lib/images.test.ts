import { describe, expect, it } from 'vitest';
import { bannerImageUrl, customLogoUrl, imageUrl } from './images.ts';

describe('imageUrl', () => {
  it.each<[string, string | null | undefined, string, string | null]>([
    ['joins a relative path to a relative base', 'menu/12.png', '/img', '/img/menu/12.png'],
    ['drops the path leading slash (relative to the base)', '/menu/12.png', '/img/', '/img/menu/12.png'],
    ['joins to an absolute base', 'menu/12.png', 'https://cdn.example/files', 'https://cdn.example/files/menu/12.png'],
    [
      'encodes spaces and non-ASCII',
      'menu/김치 찌개.png',
      '/img',
      '/img/menu/%EA%B9%80%EC%B9%98%20%EC%B0%8C%EA%B0%9C.png',
    ],
    ['keeps an already encoded path', 'menu/a%20b.png', '/img', '/img/menu/a%20b.png'],
    ['keeps a query', 'menu/a.png?v=2', '/img', '/img/menu/a.png?v=2'],
    [
      'passes an absolute https address on the image host through',
      'https://cdn.example/a.png',
      'https://cdn.example/files',
      'https://cdn.example/a.png',
    ],
    [
      'passes an absolute http address on the image host through',
      'HTTP://cdn.example/a.png',
      'http://cdn.example/',
      'http://cdn.example/a.png',
    ],
    ['refuses an absolute address on another host', 'https://tracker.example/a.png', 'https://cdn.example/files', null],
    ['refuses a lookalike of the image host', 'https://cdn.example.evil.example/a.png', 'https://cdn.example/', null],
    ['refuses any other host with a relative base', 'https://cdn.example/a.png', '/img', null],
    ['refuses javascript:', 'javascript:alert(1)', '/img', null],
    ['refuses javascript: in disguise', ' JaVaScRiPt:alert(1)', '/img', null],
    ['refuses a tab inside the scheme', 'java\tscript:alert(1)', '/img', null],
    ['refuses data:', 'data:image/svg+xml,<svg/>', '/img', null],
    ['refuses a protocol-relative address', '//evil.example/a.png', '/img', null],
    ['refuses a backslash', '\\\\evil.example\\a.png', '/img', null],
    ['refuses climbing out of the base', '../../secret.png', '/img', null],
    ['refuses encoded climbing out of the base', '%2e%2e/secret.png', '/img', null],
    ['refuses an http address without a host', 'http://', '/img', null],
    ['gives null for an empty path', '  ', '/img', null],
    ['gives null for no path', null, '/img', null],
  ])('%s', (_, path, base, expected) => {
    expect(imageUrl(path, base)).toBe(expected);
  });
});

describe('bannerImageUrl', () => {
  it.each<[string, string | null, string | null]>([
    ['puts a bare file name under the banner folder', 'b1.png', '/img/banner-file/shop/b1.png'],
    ['never doubles the folder', 'banner-file/shop/b1.png', '/img/banner-file/shop/b1.png'],
    ['never doubles the folder after a slash', '/banner-file/shop/b1.png', '/img/banner-file/shop/b1.png'],
    ['refuses an absolute address off the image host', 'https://cdn.example/b1.png', null],
    ['refuses javascript:', 'javascript:alert(1)', null],
    ['refuses climbing out', '../../x.png', null],
    ['gives null for nothing', null, null],
  ])('%s', (_, file, expected) => {
    expect(bannerImageUrl(file, '/img')).toBe(expected);
  });
});

describe('customLogoUrl', () => {
  it.each<[string, string, string | null]>([
    ['puts a bare file name under the logo folder', 'l.png', '/img/custom-logo-file/shop/l.png'],
    ['never doubles the folder', 'custom-logo-file/shop/l.png', '/img/custom-logo-file/shop/l.png'],
    ['uses an absolute base', 'l.png', 'https://cdn.example/img/custom-logo-file/shop/l.png'],
  ])('%s', (_, file, expected) => {
    const base = expected?.startsWith('https') ? 'https://cdn.example/img' : '/img';
    expect(customLogoUrl(file, base)).toBe(expected);
  });
});
