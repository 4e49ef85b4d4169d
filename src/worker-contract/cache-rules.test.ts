import { describe, expect, it } from 'vitest';
import { CALLS, type CallName } from '../api/contract/calls.ts';
import {
  type Bases,
  CACHE_NAMES,
  declaredPictureBytes,
  IMAGE_MAX_BYTES,
  isCacheableImage,
  isCached,
  isImageRequest,
  isOutdatedCache,
  isShopPublicRequest,
  nonAppPaths,
  pathUnder,
  QUEUED_PATHS,
  queueFor,
  SHOP_PUBLIC_PATHS,
} from './cache-rules.ts';
import { DEMO_IMAGE_URL_TEMPLATE, parseImageTemplate } from './image-template.ts';

const ORIGIN = 'https://app.example';
const template = (text: string) => parseImageTemplate(text);
const cloudflare = template('/cdn-cgi/image/width={width},format={format}/img/{path}');
const demo: Bases = { apiBase: '/api', imageBase: '/img', origin: ORIGIN };
const hosted: Bases = {
  apiBase: 'https://orders.example/v2/',
  imageBase: 'https://cdn.example/pictures',
  origin: ORIGIN,
};
const cloudinary: Bases = {
  ...hosted,
  imageTemplate: template('https://res.cloudinary.com/demo/image/fetch/w_{width},f_auto/{url}'),
};

const at = (path: string, base = ORIGIN) => new URL(path, base);

describe('pathUnder', () => {
  it.each([
    ['/api/shopInfo?shopSeq=1', '/api', '/shopInfo'],
    ['/api/shop/waiting', '/api/', '/shop/waiting'],
    ['/apis/shopInfo', '/api', null],
    ['/img/menu/1/2.png', '/api', null],
    ['https://orders.example/v2/category', 'https://orders.example/v2', '/category'],
    ['https://other.example/v2/category', 'https://orders.example/v2', null],
  ])('%s under %s is %s', (url, base, expected) => {
    expect(pathUnder(at(url), base, ORIGIN)).toBe(expected);
  });
});

describe('isShopPublicRequest', () => {
  it.each([
    '/api/shopInfo?shopSeq=12',
    '/api/table/info?shopSeq=12&tableNum=3',
    '/api/breakTime?shopSeq=12',
    '/api/promotion?shopSeq=12',
    '/api/locale/shop?shopSeq=12',
    '/api/locale/option?shopSeq=12',
    '/api/locale/option-group?shopSeq=12',
    '/api/category?shopSeq=12',
    '/api/shop/group?groupCode=FOOD',
    '/api/shop/waiting?shopSeq=40',
  ])('caches the shop-public read %s', (path) => {
    expect(isShopPublicRequest(at(path), 'GET', demo)).toBe(true);
  });

  it.each([
    ['the session check', '/api/session/check?shopSeq=1&tableNum=1'],
    ['a phone number', '/api/phone?uuid=abc'],
    ['a waiting registration', '/api/shop/waiting/6f1c2d'],
    ['a waiting cancel', '/api/shop/waiting/6f1c2d/cancel'],
    ['the payment result', '/api/payment/result?mchtTrdNo=abc'],
    ['a print log', '/api/print/log/all?printGroupUuid=abc'],
    ['an order number', '/api/order/number/abc'],
    ['the order status', '/api/order/log/status?shopSeq=1&tableNum=1&localeCode=ko'],
    ['a demo control', '/__demo/received'],
    ['a gateway script', '/pg/smartro/pay.js'],
    ['a shop path outside the api', '/shopInfo?shopSeq=1'],
  ])('never caches %s', (_, path) => {
    expect(isCached(at(path), 'GET', demo)).toBe(false);
  });

  it.each(['POST', 'PUT', 'DELETE'])('never caches a %s', (method) => {
    expect(isCached(at('/api/shopInfo?shopSeq=1'), method, demo)).toBe(false);
  });

  it('follows a hosted order service', () => {
    expect(isShopPublicRequest(at('https://orders.example/v2/category?shopSeq=1'), 'GET', hosted)).toBe(true);
    expect(isShopPublicRequest(at('/api/category?shopSeq=1'), 'GET', hosted)).toBe(false);
  });
});

describe('isImageRequest', () => {
  it.each([
    ['/img/menu/12/3.png', demo, true],
    ['/img/banner-file/shop/12.png', demo, true],
    ['/img/custom-logo-file/shop/12.png', demo, true],
    ['/img/group/FOOD/banner.png', demo, true],
    ['/icons/icon-192.png', demo, false],
    ['https://elsewhere.example/img/menu/1.png', demo, false],
    ['https://cdn.example/pictures/menu/12/3.png', hosted, true],
    ['/img/menu/12/3.png', hosted, false],
    ['/img/menu/12/3.png?w=176&fm=avif', { ...demo, imageTemplate: template(DEMO_IMAGE_URL_TEMPLATE) }, true],
    ['/cdn-cgi/image/width=176,format=avif/img/menu/1.jpg', { ...demo, imageTemplate: cloudflare }, true],
    ['/cdn-cgi/other/x', { ...demo, imageTemplate: cloudflare }, false],
    ['https://res.cloudinary.com/demo/image/fetch/w_176,f_auto/https://cdn.example/pictures/1.jpg', cloudinary, true],
    ['https://res.cloudinary.com/other/image/fetch/w_176/x.jpg', cloudinary, false],
    ['/api/shopInfo', { ...demo, imageTemplate: template('{url}?w={width}') }, false],
  ])('%s is an image: %s', (path, bases, expected) => {
    expect(isImageRequest(at(path), 'GET', bases)).toBe(expected);
  });
});

describe('queueFor', () => {
  it.each([
    ['/api/history', 'POST', 'history'],
    ['/api/messaging/receipt', 'POST', 'receipt'],
    ['/api/history', 'GET', null],
    ['/api/shop/waiting', 'POST', null],
    ['/api/order', 'POST', null],
    ['/api/payment/mobile/cancel/abc', 'POST', null],
    ['/history', 'POST', null],
  ])('%s %s goes to queue %s', (path, method, expected) => {
    expect(queueFor(at(path), method, demo)).toBe(expected);
  });
});

describe('the contract', () => {
  // Every call is placed on purpose: a new call added to the contract fails here until it is.
  const placement: Record<CallName, 'cached' | 'queued' | 'network'> = {
    shopInfo: 'cached',
    tableInfo: 'cached',
    breakTime: 'cached',
    promotion: 'cached',
    localeShop: 'cached',
    localeOption: 'cached',
    localeOptionGroup: 'cached',
    category: 'cached',
    shopGroup: 'cached',
    shopWaiting: 'cached',
    history: 'queued',
    receipt: 'queued',
    phone: 'network',
    sessionCheck: 'network',
    paymentResult: 'network',
    printLogAll: 'network',
    orderNumber: 'network',
    paymentCancel: 'network',
    orderCancel: 'network',
    orderLogStatus: 'network',
    waitingRegister: 'network',
    waitingDetail: 'network',
    waitingCancel: 'network',
    placeOrder: 'network',
    // Sent by the page's outbox itself; a call's state is the table's, never kept.
    staffCall: 'network',
    staffCallState: 'network',
    // The table's cart is live and shared: never kept; its ops go through the page's own outbox.
    tableCart: 'network',
    tableCartOps: 'network',
  };

  it.each(Object.entries(CALLS))('places %s as intended', (name, spec) => {
    const path = spec.path.replace(/\{\w+\}/g, 'x1');
    const url = at(`/api${path}`);
    const expected = placement[name as CallName];
    expect(isCached(url, spec.method, demo)).toBe(expected === 'cached');
    expect(queueFor(url, spec.method, demo) !== null).toBe(expected === 'queued');
  });

  it('lists only paths the contract knows', () => {
    const known = new Set(Object.values(CALLS).map((spec) => spec.path));
    for (const path of [...SHOP_PUBLIC_PATHS, ...Object.keys(QUEUED_PATHS)]) expect(known).toContain(path);
  });
});

/** What the worker's navigation route does with a same-origin path: the shell answers all but the denylist. */
function shellAnswers(url: URL, bases: Bases): boolean {
  return !nonAppPaths(bases).some((pattern) => pattern.test(url.pathname));
}

describe('nonAppPaths', () => {
  it.each([
    ['/', true],
    ['/list/12/3', true],
    ['/payment/process/abc', true],
    ['/api/shopInfo', false],
    ['/img/menu/1/2.png', false],
    ['/pg/smartro/card', false],
    ['/__demo/catalogue', false],
  ])('%s is answered by the shell: %s', (path, expected) => {
    expect(shellAnswers(at(path), demo)).toBe(expected);
  });

  it('keeps a same-origin api base of another name away from the shell', () => {
    const bases = { ...demo, apiBase: '/order-service/' };
    expect(shellAnswers(at('/order-service/shopInfo'), bases)).toBe(false);
  });
});

describe('isOutdatedCache', () => {
  it.each([
    [CACHE_NAMES.images, false],
    [CACHE_NAMES.shopData, false],
    [CACHE_NAMES.previousAssets, false],
    ['table-order-images-v0', true],
    ['workbox-precache-v2-https://app.example/', false],
    ['someone-else', false],
  ])('%s is outdated: %s', (name, expected) => {
    expect(isOutdatedCache(name)).toBe(expected);
  });
});

describe('isCacheableImage', () => {
  it.each([
    [{ status: 200, type: 'cors', bytes: 40_000 }, true],
    [{ status: 200, type: 'basic', bytes: IMAGE_MAX_BYTES }, true],
    [{ status: 200, type: 'cors', bytes: IMAGE_MAX_BYTES + 1 }, false],
    [{ status: 200, type: 'cors', bytes: 0 }, false],
    [{ status: 0, type: 'opaque', bytes: 0 }, false],
    [{ status: 200, type: 'opaque', bytes: 1_000 }, false],
    [{ status: 404, type: 'cors', bytes: 1_000 }, false],
    [{ status: 500, type: 'basic', bytes: 1_000 }, false],
  ])('%o is kept: %s', (answer, expected) => {
    expect(isCacheableImage(answer)).toBe(expected);
  });
});

describe('declaredPictureBytes', () => {
  it.each([
    ['an AVIF with its length', { 'content-type': 'image/avif', 'content-length': '7600' }, 7600],
    ['a JPEG with parameters in its type', { 'content-type': 'image/jpeg; q=80', 'content-length': '40000' }, 40000],
    ['WebP in capitals', { 'content-type': 'IMAGE/WEBP', 'content-length': ' 12 ' }, 12],
    ['no length (sent in chunks)', { 'content-type': 'image/avif' }, null],
    ['a length that is not a number', { 'content-type': 'image/png', 'content-length': '12kb' }, null],
    ['a negative length', { 'content-type': 'image/png', 'content-length': '-1' }, null],
    ['SVG, which hosts gzip', { 'content-type': 'image/svg+xml', 'content-length': '900' }, null],
    [
      'a raster picture sent compressed after all',
      { 'content-type': 'image/png', 'content-length': '900', 'content-encoding': 'gzip' },
      null,
    ],
    ['an error page', { 'content-type': 'text/html', 'content-length': '900' }, null],
    ['no type', { 'content-length': '900' }, null],
  ])('%s → %s', (_case, headers, bytes) => {
    expect(declaredPictureBytes(new Headers(headers))).toBe(bytes);
  });
});
