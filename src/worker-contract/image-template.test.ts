import { describe, expect, it } from 'vitest';
import {
  closestWidth,
  DEMO_IMAGE_URL_TEMPLATE,
  encodePathSegments,
  fillImageTemplate,
  imageTemplateSetting,
  parseImageTemplate,
  readVariant,
  templatePrefix,
} from './image-template.ts';

const SOURCE = { path: 'menu/1/101.jpg', url: 'https://img.shop.example/menu/1/101.jpg' };

describe('fillImageTemplate: each resizer of docs/images.md', () => {
  it.each([
    [
      'Cloudflare Images, same zone',
      'https://shop.example/cdn-cgi/image/width={width},format={format}/img/{path}',
      'avif',
      'https://shop.example/cdn-cgi/image/width=176,format=avif/img/menu/1/101.jpg',
    ],
    [
      'Cloudflare Images, another origin',
      '/cdn-cgi/image/width={width},format={format}/{url}',
      'webp',
      '/cdn-cgi/image/width=176,format=webp/https://img.shop.example/menu/1/101.jpg',
    ],
    [
      'imgix (format negotiated)',
      'https://shop.imgix.net/{path}?w={width}&auto=format',
      'jpeg',
      'https://shop.imgix.net/menu/1/101.jpg?w=176&auto=format',
    ],
    [
      'Cloudinary fetch (format negotiated)',
      'https://res.cloudinary.com/demo/image/fetch/w_{width},f_auto/{url}',
      'jpeg',
      'https://res.cloudinary.com/demo/image/fetch/w_176,f_auto/https://img.shop.example/menu/1/101.jpg',
    ],
    [
      'Cloudinary upload',
      'https://res.cloudinary.com/demo/image/upload/w_{width},f_{format}/{path}',
      'webp',
      'https://res.cloudinary.com/demo/image/upload/w_176,f_webp/menu/1/101.jpg',
    ],
    ['the demo service', DEMO_IMAGE_URL_TEMPLATE, 'avif', '/img/menu/1/101.jpg?w=176&fm=avif'],
  ] as const)('%s', (_, text, format, expected) => {
    const template = parseImageTemplate(text);
    expect(template).not.toBeNull();
    expect(fillImageTemplate(template ?? { text, namesFormat: false }, SOURCE, 176, format)).toBe(expected);
  });

  it('fills in one pass: a value that looks like a placeholder stays as it is', () => {
    const template = parseImageTemplate('/r/{width}/{path}') ?? { text: '', namesFormat: false };
    expect(fillImageTemplate(template, { path: '{width}', url: '' }, 10, 'jpeg')).toBe('/r/10/{width}');
  });
});

describe('parseImageTemplate', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['https://shop.imgix.net/{path}', null],
    ['https://shop.imgix.net/x.jpg?w={width}', null],
  ])('has no resizer in %j', (text, expected) => {
    expect(parseImageTemplate(text)).toBe(expected);
  });

  it('says whether the page names the format', () => {
    expect(parseImageTemplate('/r/{path}?w={width}&fm={format}')?.namesFormat).toBe(true);
    expect(parseImageTemplate('/r/{path}?w={width}&auto=format')?.namesFormat).toBe(false);
  });
});

describe('imageTemplateSetting', () => {
  it.each([
    ['the demo build', {}, DEMO_IMAGE_URL_TEMPLATE],
    ['a build for a real service without a resizer', { VITE_API_BASE: 'https://api.example' }, null],
    ['a build with its own image host only', { VITE_IMAGE_BASE: 'https://img.example' }, null],
    ['an empty setting', { VITE_IMAGE_URL_TEMPLATE: '' }, null],
    ['a template', { VITE_IMAGE_URL_TEMPLATE: '/t/{path}?w={width}' }, '/t/{path}?w={width}'],
  ])('%s', (_, vars, expected) => {
    expect(imageTemplateSetting(vars)?.text ?? null).toBe(expected);
  });
});

describe('encodePathSegments: a shop-entered path stays in its slot', () => {
  it.each([
    ['menu/1/101.jpg', 'menu/1/101.jpg'],
    ['menu/%ED%95%9C%EA%B8%80.jpg', 'menu/%ED%95%9C%EA%B8%80.jpg'],
    ['menu/a,w_9999.jpg', 'menu/a%2Cw_9999.jpg'],
    ['menu/a%3Fw%3D9999%26fm%3Dpng.jpg', 'menu/a%3Fw%3D9999%26fm%3Dpng.jpg'],
    ['menu/a%23frag.jpg', 'menu/a%23frag.jpg'],
    ['menu/a%2F..%2F..%2Fsecret.jpg', 'menu/a%2F..%2F..%2Fsecret.jpg'],
    ['menu/%7Bwidth%7D.jpg', 'menu/%7Bwidth%7D.jpg'],
    ["menu/a'(b)*!.jpg", 'menu/a%27%28b%29%2A%21.jpg'],
    ['menu/a;b=c&d.jpg', 'menu/a%3Bb%3Dc%26d.jpg'],
  ])('%s -> %s', (path, expected) => {
    expect(encodePathSegments(path)).toBe(expected);
  });

  it.each(['menu/../x.jpg', 'menu//x.jpg', './x.jpg', 'menu/%E0%A4%A.jpg'])('refuses %s', (path) => {
    expect(encodePathSegments(path)).toBeNull();
  });
});

describe('templatePrefix', () => {
  it.each([
    ['https://shop.imgix.net/{path}?w={width}', 'https://shop.imgix.net/'],
    ['/cdn-cgi/image/width={width},format={format}/{url}', 'https://app.example/cdn-cgi/image/width='],
    [DEMO_IMAGE_URL_TEMPLATE, 'https://app.example/img/'],
  ])('%s starts with %s', (text, expected) => {
    const template = parseImageTemplate(text);
    expect(template && templatePrefix(template, 'https://app.example')?.href).toBe(expected);
  });
});

describe('readVariant', () => {
  const ORIGIN = 'https://app.example';
  it.each([
    [DEMO_IMAGE_URL_TEMPLATE, '/img/menu/1/101.png?w=176&fm=avif', { picture: 'menu/1/101.png', width: 176 }],
    [
      DEMO_IMAGE_URL_TEMPLATE,
      'https://app.example/img/menu/1/101.png?w=96&fm=jpeg',
      { picture: 'menu/1/101.png', width: 96 },
    ],
    [DEMO_IMAGE_URL_TEMPLATE, '/img/menu/1/101.png', null],
    [DEMO_IMAGE_URL_TEMPLATE, 'https://elsewhere.example/img/menu/1/101.png?w=96&fm=jpeg', null],
    [
      'https://res.cloudinary.com/demo/image/fetch/w_{width},f_auto/{url}',
      'https://res.cloudinary.com/demo/image/fetch/w_640,f_auto/https://img.example/menu/1.jpg',
      { picture: 'https://img.example/menu/1.jpg', width: 640 },
    ],
    [
      '/cdn-cgi/image/width={width},format={format}/img/{path}',
      'https://app.example/cdn-cgi/image/width=256,format=webp/img/menu/1.jpg',
      { picture: 'menu/1.jpg', width: 256 },
    ],
    [
      'https://shop.imgix.net/{path}?w={width}&auto=format',
      'https://shop.imgix.net/menu/a%2Cb.jpg?w=64&auto=format',
      { picture: 'menu/a%2Cb.jpg', width: 64 },
    ],
  ])('%s reads %s', (text, address, expected) => {
    const template = parseImageTemplate(text);
    expect(template && readVariant(template, ORIGIN, address)).toEqual(expected);
  });
});

describe('closestWidth', () => {
  it.each([
    [176, [96, 176, 480], 176],
    [176, [96, 256, 480], 256],
    [1080, [96, 256, 480], 480],
    [176, [], null],
  ])('for %i among %j: %s', (wanted, widths, expected) => {
    expect(closestWidth(wanted, widths)).toBe(expected);
  });
});
