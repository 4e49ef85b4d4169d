import { beforeEach, describe, expect, it } from 'vitest';
import { readSession, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { keepDefaultAddress, orderLinkUrl } from './group-links.ts';

describe('orderLinkUrl', () => {
  it.each([
    ['adds the code as a query', 'Xk3v9QbT', '/api/order-link', '/api/order-link?randomCode=Xk3v9QbT'],
    [
      'joins an existing query',
      'ab',
      'https://data.example/link?src=group',
      'https://data.example/link?src=group&randomCode=ab',
    ],
    ['encodes the code', 'a b&c', '/l', '/l?randomCode=a%20b%26c'],
  ])('%s', (_rule, code, base, expected) => {
    expect(orderLinkUrl(code, base)).toBe(expected);
  });
});

describe('keepDefaultAddress', () => {
  beforeEach(() => {
    writeSession(STORAGE_KEYS.session.defaultAddress, 'old address');
  });

  it.each([
    ['keeps a present address', '서울특별시 중구 을지로 157', '서울특별시 중구 을지로 157'],
    ['removes it when missing', null, null],
    ['removes it when blank', '  ', null],
  ])('%s', (_rule, defaultAddress, expected) => {
    keepDefaultAddress({ defaultAddress });
    expect(readSession(STORAGE_KEYS.session.defaultAddress)).toBe(expected);
  });
});
