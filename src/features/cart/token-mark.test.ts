import { describe, expect, it } from 'vitest';
import { isSameToken, tokenMark } from './token-mark.ts';

const TOKEN = 'MS4xLjE3OTU3MDUxNzE.Zwlo1xsM7m7Go4BgZMoe3Bjvr62Q20XXP0Ysq5LTYQs';

describe('tokenMark', () => {
  it('is the same for the same token and never contains it', () => {
    expect(tokenMark(TOKEN)).toBe(tokenMark(TOKEN));
    expect(tokenMark(TOKEN)).toMatch(/^mark:[0-9a-f]{16}$/);
    expect(tokenMark(TOKEN)).not.toContain(TOKEN.slice(0, 8));
  });

  it('differs for tokens that differ in one character', () => {
    expect(tokenMark(TOKEN)).not.toBe(tokenMark(`${TOKEN.slice(0, -1)}t`));
  });
});

describe('isSameToken', () => {
  it.each<[string, string, string, boolean]>([
    ['a mark of the token', tokenMark(TOKEN), TOKEN, true],
    ['the token itself, kept before marks', TOKEN, TOKEN, true],
    ['a mark of another token', tokenMark('other'), TOKEN, false],
    ['another token', 'other', TOKEN, false],
  ])('%s', (_rule, kept, token, expected) => {
    expect(isSameToken(kept, token)).toBe(expected);
  });
});
