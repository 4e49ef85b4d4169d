import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

const make = (value: string) => async () => value;

describe('BoundedCache', () => {
  it('makes a thing once, and once only while it is being made', async () => {
    const cache = new BoundedCache<string>({ entries: 10, bytes: 100 }, (value) => value.length);
    let made = 0;
    const slow = () => {
      made += 1;
      return new Promise<string>((resolve) => setTimeout(() => resolve('abc'), 5));
    };
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a, b, made]).toEqual(['abc', 'abc', 1]);
    expect(await cache.get('k', slow)).toBe('abc');
    expect(made).toBe(1);
  });

  it('forgets the least recently used past its count', async () => {
    const cache = new BoundedCache<string>({ entries: 2, bytes: 100 }, (value) => value.length);
    await cache.get('a', make('1'));
    await cache.get('b', make('2'));
    await cache.get('a', make('x'));
    await cache.get('c', make('3'));
    expect(await cache.get('a', make('again'))).toBe('1');
    expect(await cache.get('b', make('again'))).toBe('again');
  });

  it('stays within its bytes', async () => {
    const cache = new BoundedCache<string>({ entries: 100, bytes: 10 }, (value) => value.length);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, make('xxxx'));
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
    expect(cache.size).toBe(2);
  });

  it('keeps no failure', async () => {
    const cache = new BoundedCache<string>({ entries: 10, bytes: 100 }, (value) => value.length);
    await expect(cache.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('k', make('ok'))).toBe('ok');
  });
});
