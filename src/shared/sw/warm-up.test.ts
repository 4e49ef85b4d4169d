import { describe, expect, it } from 'vitest';
import { CALLS } from '../../api/contract/calls.ts';
import { SHOP_PUBLIC_PATHS } from '../../worker-contract/cache-rules.ts';
import { BEARER_PATHS, warmUpList } from './warm-up.ts';

const ORIGIN = 'https://app.example';
const bases = { apiBase: '/api', imageBase: '/img', origin: ORIGIN };

describe('warmUpList', () => {
  it('lists shop-public reads and pictures, the token only on the calls that carry it', () => {
    const names = [
      `${ORIGIN}/api/shopInfo?shopSeq=1`,
      `${ORIGIN}/api/breakTime?shopSeq=1`,
      `${ORIGIN}/img/menu/1/2.png`,
      `${ORIGIN}/img/menu/1/2.png`,
      `${ORIGIN}/api/session/check?shopSeq=1&tableNum=1`,
      `${ORIGIN}/api/phone?uuid=x`,
      `${ORIGIN}/assets/index-abc.js`,
      'not a url',
    ];
    expect(warmUpList(names, bases, 'tok')).toEqual([
      [`${ORIGIN}/api/shopInfo?shopSeq=1`, { headers: { authorization: 'Bearer tok' } }],
      `${ORIGIN}/api/breakTime?shopSeq=1`,
      `${ORIGIN}/img/menu/1/2.png`,
    ]);
  });

  it('sends no header without a token', () => {
    expect(warmUpList([`${ORIGIN}/api/category?shopSeq=1`], bases, null)).toEqual([`${ORIGIN}/api/category?shopSeq=1`]);
  });
});

describe('BEARER_PATHS', () => {
  it('are the cached calls the contract marks as carrying the token', () => {
    const bearer = Object.values(CALLS)
      .filter((spec) => spec.bearer && SHOP_PUBLIC_PATHS.includes(spec.path))
      .map((spec) => spec.path);
    expect([...BEARER_PATHS].sort()).toEqual(bearer.sort());
  });
});
