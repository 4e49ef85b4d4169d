import { describe, expect, it } from 'vitest';
import { srcsetAddresses, WaitingAddresses } from './pictures-waiting.ts';

describe('srcsetAddresses', () => {
  it.each([
    [null, []],
    ['', []],
    ['/img/a.png?w=96&fm=avif 96w', ['/img/a.png?w=96&fm=avif']],
    [
      '/img/a.png?w=96&fm=avif 96w, /img/a.png?w=128&fm=avif 128w,/img/a.png?w=176&fm=avif 176w',
      ['/img/a.png?w=96&fm=avif', '/img/a.png?w=128&fm=avif', '/img/a.png?w=176&fm=avif'],
    ],
    ['  https://cdn.example/a.jpg   2x , ', ['https://cdn.example/a.jpg']],
  ])('%o offers %o', (srcset, expected) => {
    expect(srcsetAddresses(srcset)).toEqual(expected);
  });
});

describe('WaitingAddresses', () => {
  it('frees an address once no picture waits for it', () => {
    const waiting = new WaitingAddresses();
    waiting.wait(['/a?w=176', '/a?w=256']);
    expect(waiting.doneAndFreed(['/a?w=176', '/a?w=256'])).toEqual(['/a?w=176', '/a?w=256']);
    expect(waiting.waiting('/a?w=176')).toBe(0);
  });

  it('keeps an address another picture on the page still waits for (the browser shares their request)', () => {
    const waiting = new WaitingAddresses();
    // The list's card and the recommended row's card of one menu share the 176 px variant.
    waiting.wait(['/a?w=96', '/a?w=176']);
    waiting.wait(['/a?w=176', '/a?w=256']);
    expect(waiting.doneAndFreed(['/a?w=96', '/a?w=176'])).toEqual(['/a?w=96']);
    expect(waiting.waiting('/a?w=176')).toBe(1);
    expect(waiting.doneAndFreed(['/a?w=176', '/a?w=256'])).toEqual(['/a?w=176', '/a?w=256']);
  });

  it('never frees an address a picture that arrived was counted under twice', () => {
    const waiting = new WaitingAddresses();
    waiting.wait(['/a']);
    waiting.wait(['/a']);
    waiting.done(['/a']);
    expect(waiting.doneAndFreed(['/b'])).toEqual([]);
    expect(waiting.doneAndFreed(['/a'])).toEqual(['/a']);
    expect(waiting.doneAndFreed(['/a'])).toEqual([]);
  });
});
