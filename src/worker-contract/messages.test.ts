import { describe, expect, it } from 'vitest';
import {
  cachedAtOf,
  FROM_CACHE_HEADER,
  isPageMessage,
  isQueuedResponse,
  isWorkerMessage,
  MOST_GIVEN_UP_URLS,
  QUEUED_HEADER,
  queuedResponseInit,
} from './messages.ts';

describe('isPageMessage', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }, true],
    [{ type: 'REPLAY_QUEUES' }, true],
    [{ type: 'CACHE_URLS', payload: { urlsToCache: ['/api/shopInfo?shopSeq=1'] } }, true],
    [{ type: 'CACHE_URLS', payload: { urlsToCache: [['/api/category?shopSeq=1', { headers: { a: 'b' } }]] } }, true],
    [{ type: 'CACHE_URLS', payload: { urlsToCache: [42] } }, false],
    [{ type: 'CACHE_URLS' }, false],
    [{ type: 'PICTURES_GIVEN_UP', payload: { urls: ['https://shop.example/img/menu/1/101.png?w=176&fm=avif'] } }, true],
    [{ type: 'PICTURES_GIVEN_UP', payload: { urls: [] } }, true],
    [{ type: 'PICTURES_GIVEN_UP', payload: { urls: [42] } }, false],
    [
      { type: 'PICTURES_GIVEN_UP', payload: { urls: Array.from({ length: MOST_GIVEN_UP_URLS + 1 }, () => '/a') } },
      false,
    ],
    [{ type: 'PICTURES_GIVEN_UP', payload: 'everything' }, false],
    [{ type: 'CLEAR_EVERYTHING' }, false],
    ['SKIP_WAITING', false],
    [null, false],
  ])('%o is a page message: %s', (data, expected) => {
    expect(isPageMessage(data)).toBe(expected);
  });
});

describe('isWorkerMessage', () => {
  it.each([
    [{ type: 'RECEIPT_REPLAYED', printGroupUuid: 'pg-1', status: 200 }, true],
    [{ type: 'RECEIPT_REPLAYED', printGroupUuid: 'pg-1', status: 208 }, true],
    [{ type: 'RECEIPT_REPLAYED', printGroupUuid: '', status: 200 }, false],
    [{ type: 'RECEIPT_REPLAYED', printGroupUuid: 'pg-1', status: 'sent' }, false],
    [{ type: 'RECEIPT_REPLAYED', status: 200 }, false],
    [{ type: 'REQUEST_QUEUED', queue: 'receipt' }, true],
    [{ type: 'REQUEST_QUEUED', queue: 'history' }, true],
    [{ type: 'REQUEST_QUEUED', queue: 'payment' }, false],
    [{ type: 'workbox-broadcast-update' }, false],
    [undefined, false],
  ])('%o is a worker message: %s', (data, expected) => {
    expect(isWorkerMessage(data)).toBe(expected);
  });
});

describe('isQueuedResponse', () => {
  it('recognises the worker’s synthetic answer', () => {
    expect(isQueuedResponse(new Response('{}', queuedResponseInit()))).toBe(true);
  });

  it.each([
    [202, {}],
    [200, { [QUEUED_HEADER]: '1' }],
    [202, { [QUEUED_HEADER]: '0' }],
  ])('does not take status %s with headers %o for it', (status, headers) => {
    expect(isQueuedResponse(new Response(null, { status, headers }))).toBe(false);
  });
});

describe('cachedAtOf', () => {
  it.each([
    [{ [FROM_CACHE_HEADER]: '2026-11-21T05:30:00.000Z' }, Date.parse('2026-11-21T05:30:00.000Z')],
    [{}, null],
    [{ [FROM_CACHE_HEADER]: 'yesterday' }, null],
  ])('reads %o as %s', (headers, expected) => {
    expect(cachedAtOf(new Response(null, { headers }))).toBe(expected);
  });
});
