import { describe, expect, it, vi } from 'vitest';
import {
  addressOf,
  BATCH_SIZE,
  createBatcher,
  PAGE_EVENT_LIMIT,
  pageOf,
  plainAttribution,
  type RumEvent,
  scrub,
} from './rum-event.ts';

const ORIGIN = 'https://order.example';

describe('pageOf', () => {
  it.each([
    ['/list/12/3', '/list/12/3'],
    ['/payment/receipt/7f3a9c2e-1b4d-4e8f-9a6b-3c2d1e0f9a8b', '/payment/receipt/:id'],
    ['/payment/process/pg20261127120000abcd', '/payment/process/:id'],
    ['/order/log/12/3/false', '/order/log/12/3/false'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(pageOf(path)).toBe(expected);
  });
});

describe('addressOf', () => {
  it.each([
    ['a table link loses its token', '/12/3?token=abc.def.ghi', '/12/3'],
    ['an own file keeps its path', `${ORIGIN}/assets/index-abc.js`, '/assets/index-abc.js'],
    ['another host keeps its origin', 'https://img.example/menu/1.webp?w=176', 'https://img.example/menu/1.webp'],
    ['a fragment goes', '/payment/7/3#top', '/payment/7/3'],
    ['nothing stays nothing', '', '/'],
  ])('%s', (_, address, expected) => {
    expect(addressOf(address, ORIGIN)).toBe(expected);
  });
});

describe('scrub', () => {
  it.each([
    ['a phone number', 'No answer for 010-1234-5678 today', 'No answer for # today'],
    ['a bare phone number', 'receipt to 01012345678 failed', 'receipt to # failed'],
    ['a token after its name', 'bad token=eyJhbGciOi.x.y here', 'bad token=… here'],
    ['a bearer header', 'Authorization: Bearer abc', 'Authorization: …'],
    ['a long id-like run', 'state aGVsbG8td29ybGQtdGhpcy1pcy1sb25n lost', 'state … lost'],
    ['plain words stay', 'Cannot read properties of undefined', 'Cannot read properties of undefined'],
    ['a small number stays', 'item 42 of 400', 'item 42 of 400'],
  ])('blots out %s', (_, text, expected) => {
    expect(scrub(text)).toBe(expected);
  });

  it('keeps a message short', () => {
    expect(scrub('x '.repeat(500))).toHaveLength(200);
  });
});

describe('plainAttribution', () => {
  it('keeps numbers and texts, shapes addresses, drops entries and elements', () => {
    const attribution = {
      target: 'main.menu-home > img.banner',
      url: `${ORIGIN}/img/banner.webp?token=abc`,
      timeToFirstByte: 120.12345,
      lcpEntry: { startTime: 1 },
      navigationEntry: { name: `${ORIGIN}/12/3?token=abc` },
      interactionTargetElement: undefined,
    };
    expect(plainAttribution(attribution, ORIGIN)).toEqual({
      target: 'main.menu-home > img.banner',
      url: '/img/banner.webp',
      timeToFirstByte: 120.123,
    });
  });
});

const vital = (n: number): RumEvent => ({
  kind: 'vital',
  name: 'INP',
  value: n,
  rating: 'good',
  navigationType: 'navigate',
  page: '/',
  attribution: {},
});

describe('createBatcher', () => {
  it('sends a full batch at once and the rest when flushed', () => {
    const send = vi.fn(() => true);
    const batcher = createBatcher(send);
    for (let n = 0; n < BATCH_SIZE + 2; n += 1) batcher.add(vital(n));
    expect(send).toHaveBeenCalledTimes(1);
    batcher.flush();
    expect(send).toHaveBeenCalledTimes(2);
    const sizes = send.mock.calls.map(([body]: unknown[]) => JSON.parse(String(body)).events.length);
    expect(sizes).toEqual([BATCH_SIZE, 2]);
  });

  it('sends nothing when nothing waits', () => {
    const send = vi.fn(() => true);
    createBatcher(send).flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at most the page limit, and drops a refused beacon instead of keeping it', () => {
    const send = vi.fn(() => false);
    const batcher = createBatcher(send);
    for (let n = 0; n < PAGE_EVENT_LIMIT * 2; n += 1) batcher.add(vital(n));
    batcher.flush();
    const sent = send.mock.calls.reduce((sum, [body]: unknown[]) => sum + JSON.parse(String(body)).events.length, 0);
    expect(sent).toBe(PAGE_EVENT_LIMIT);
  });
});
