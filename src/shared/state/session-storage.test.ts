import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createStorageArea } from './session-storage.ts';

class MapStorage implements Storage {
  readonly map = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
}

const Pending = v.object({ printGroupUuid: v.string(), shopSeq: v.number() });

describe('createStorageArea', () => {
  it('keeps text in the real storage', () => {
    const storage = new MapStorage();
    const area = createStorageArea<'k'>(() => storage);
    area.setText('k', 'tok');
    expect(storage.map.get('k')).toBe('tok');
    expect(area.getText('k')).toBe('tok');
    area.remove('k');
    expect(area.getText('k')).toBeNull();
  });

  it.each<[string, string | null, unknown]>([
    ['a matching value', JSON.stringify({ printGroupUuid: 'p', shopSeq: 1 }), { printGroupUuid: 'p', shopSeq: 1 }],
    ['a value of an old shape', JSON.stringify({ uuid: 'p' }), null],
    ['text that is not JSON', '{oops', null],
    ['nothing', null, null],
  ])('reads JSON through the schema: %s', (_, stored, expected) => {
    const storage = new MapStorage();
    if (stored !== null) storage.map.set('k', stored);
    expect(createStorageArea<'k'>(() => storage).getJson('k', Pending)).toEqual(expected);
  });

  it('round-trips JSON', () => {
    const storage = new MapStorage();
    const area = createStorageArea<'k'>(() => storage);
    area.setJson('k', { printGroupUuid: 'p', shopSeq: 2 });
    expect(area.getJson('k', Pending)).toEqual({ printGroupUuid: 'p', shopSeq: 2 });
  });

  it.each<[string, () => Storage | undefined]>([
    [
      'throws on access (private mode)',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
    ['does not exist', () => undefined],
  ])('falls back to memory when the storage %s', (_, getStorage) => {
    const area = createStorageArea<'k'>(getStorage);
    expect(area.getText('k')).toBeNull();
    area.setText('k', 'tok');
    expect(area.getText('k')).toBe('tok');
    area.remove('k');
    expect(area.getText('k')).toBeNull();
  });

  it('keeps a value whose write failed in memory, and the real storage again once writes work', () => {
    const storage = new MapStorage();
    const area = createStorageArea<'k'>(() => storage);
    storage.failWrites = true;
    area.setText('k', 'one');
    expect(area.getText('k')).toBe('one');
    storage.failWrites = false;
    area.setText('k', 'two');
    expect(storage.map.get('k')).toBe('two');
    expect(area.getText('k')).toBe('two');
  });
});
