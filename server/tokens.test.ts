import { describe, expect, it } from 'vitest';
import { bearerToken, isTokenValidFor, mintTableToken, mintToken, readToken } from './tokens.ts';

const NOW = new Date('2025-06-02T03:00:00Z');
const SECRET = 's3cret';

describe('mintTableToken', () => {
  it('mints a base64url token that reads back to its claims', () => {
    const token = mintTableToken(1, 7, NOW, SECRET, 60);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(readToken(token, SECRET)).toEqual({ shopSeq: 1, tableNum: 7, expiresAt: NOW.getTime() / 1000 + 60 });
  });

  it('expires after 24 hours by default', () => {
    const token = mintTableToken(1, 7, NOW, SECRET);
    expect(isTokenValidFor(token, 1, 7, new Date(NOW.getTime() + 23 * 3600_000), SECRET)).toBe(true);
    expect(isTokenValidFor(token, 1, 7, new Date(NOW.getTime() + 24 * 3600_000), SECRET)).toBe(false);
  });
});

describe('isTokenValidFor', () => {
  const token = mintTableToken(1, 7, NOW, SECRET, 60);

  it.each([
    ['the same table', token, 1, 7, true],
    ['another table', token, 1, 8, false],
    ['another shop', token, 2, 7, false],
    ['another secret', mintTableToken(1, 7, NOW, 'other', 60), 1, 7, false],
    ['an expired token', mintTableToken(1, 7, NOW, SECRET, -1), 1, 7, false],
    ['no token', null, 1, 7, false],
    ['a malformed token', 'abc', 1, 7, false],
    ['a token with extra parts', `${token}.x`, 1, 7, false],
    [
      'a signed payload that is not claims',
      mintToken({ shopSeq: -1, tableNum: 1, expiresAt: 9e9 }, SECRET),
      -1,
      1,
      false,
    ],
  ])('judges %s', (_, candidate, shopSeq, tableNum, expected) => {
    expect(isTokenValidFor(candidate, shopSeq, tableNum, NOW, SECRET)).toBe(expected);
  });

  it('refuses a token whose payload was changed after signing', () => {
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(`1.8.${NOW.getTime() / 1000 + 60}`).toString('base64url')}.${signature}`;
    expect(isTokenValidFor(forged, 1, 8, NOW, SECRET)).toBe(false);
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    [undefined, null],
  ])('reads %s', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
