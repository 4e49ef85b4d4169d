import { describe, expect, it } from 'vitest';
import {
  checkTableInShop,
  PARAM_ERRORS,
  parseFromOrder,
  parseFromOrderOrThrow,
  parsePositiveInt,
  parseShopTableParams,
  parseShopTableParamsOrThrow,
  RouteParamError,
} from './route-params.ts';

const notANumber = { ok: false, error: 'parameter is not a number' };

describe('parsePositiveInt', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('accepts digits: %j → %i', (raw, value) => {
    expect(parsePositiveInt(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-1'],
    ['plus sign', '+1'],
    ['leading space', ' 1'],
    ['trailing space', '1 '],
    ['exponent', '1e3'],
    ['hex', '0x1'],
    ['decimal', '1.0'],
    ['leading zero', '01'],
    ['letters', 'abc'],
    ['Infinity', 'Infinity'],
    ['full-width digits', '１２'],
    ['beyond the safe integers', '9007199254740993'],
    ['undefined', undefined],
  ])('rejects %s with "parameter is not a number"', (_case, raw) => {
    expect(parsePositiveInt(raw)).toEqual(notANumber);
  });
});

describe('parseShopTableParams', () => {
  it.each([
    ['both numbers', { shopSeq: '12', tableNum: '3' }, { ok: true, value: { shopSeq: 12, tableNum: 3 } }],
    ['a bad shopSeq', { shopSeq: '1e3', tableNum: '3' }, notANumber],
    ['a bad tableNum', { shopSeq: '12', tableNum: '-1' }, notANumber],
  ])('%s', (_case, params, expected) => {
    expect(parseShopTableParams(params)).toEqual(expected);
  });
});

describe('checkTableInShop', () => {
  it.each([
    ['a table in the list', 3, [1, 2, 3], { ok: true, value: 3 }],
    ['a table not in the list', 4, [1, 2, 3], { ok: false, error: 'tableNum is not in shop' }],
    ['an empty list', 1, [], { ok: false, error: 'tableNum is not in shop' }],
    ['a missing list', 1, null, { ok: false, error: 'tableNum is not in shop' }],
  ])('the table must be in the shop: %s', (_case, tableNum, list, expected) => {
    expect(checkTableInShop(tableNum, list)).toEqual(expected);
  });
});

describe('parseFromOrder', () => {
  it.each([
    ['true', { ok: true, value: true }],
    ['false', { ok: true, value: false }],
    ['TRUE', { ok: false, error: PARAM_ERRORS.notABoolean }],
    ['1', { ok: false, error: PARAM_ERRORS.notABoolean }],
    ['', { ok: false, error: PARAM_ERRORS.notABoolean }],
    [' true', { ok: false, error: PARAM_ERRORS.notABoolean }],
  ])('only the text true or false: %j', (raw, expected) => {
    expect(parseFromOrder(raw)).toEqual(expected);
  });
});

describe('throwing variants', () => {
  it('return the value when valid', () => {
    expect(parseShopTableParamsOrThrow({ shopSeq: '5', tableNum: '7' })).toEqual({ shopSeq: 5, tableNum: 7 });
    expect(parseFromOrderOrThrow('false')).toBe(false);
  });

  it('throw a RouteParamError carrying the spec message', () => {
    expect(() => parseShopTableParamsOrThrow({ shopSeq: 'x', tableNum: '7' })).toThrow(RouteParamError);
    expect(() => parseShopTableParamsOrThrow({ shopSeq: 'x', tableNum: '7' })).toThrow('parameter is not a number');
  });
});
