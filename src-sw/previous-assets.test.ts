import { describe, expect, it } from 'vitest';
import { isHashedAsset, manifestUrls, previousAssetUrls } from './previous-assets.ts';

const ORIGIN = 'https://app.example';

describe('previousAssetUrls', () => {
  const cached = [
    `${ORIGIN}/assets/index-OLD11111.js`,
    `${ORIGIN}/assets/_menuSeq-OLD22222.js`,
    `${ORIGIN}/assets/messages-SAME3333.js`,
    `${ORIGIN}/index.html?__WB_REVISION__=abc`,
    `${ORIGIN}/icons/icon-192.png?__WB_REVISION__=def`,
  ];
  const next = manifestUrls(
    ['assets/index-NEW11111.js', { url: 'assets/messages-SAME3333.js' }, 'index.html'],
    `${ORIGIN}/sw.js`,
  );

  it('keeps the hashed files the new build drops, and nothing else', () => {
    expect(previousAssetUrls(cached, next, ORIGIN)).toEqual([
      `${ORIGIN}/assets/index-OLD11111.js`,
      `${ORIGIN}/assets/_menuSeq-OLD22222.js`,
    ]);
  });

  it('keeps nothing on a first install', () => {
    expect(previousAssetUrls([], next, ORIGIN)).toEqual([]);
  });
});

describe('isHashedAsset', () => {
  it.each([
    ['/assets/a-1234abcd.js', true],
    ['/icons/icon-192.png', false],
    ['https://cdn.example/assets/a.js', false],
  ])('%s: %s', (path, expected) => {
    expect(isHashedAsset(new URL(path, ORIGIN), ORIGIN)).toBe(expected);
  });
});
