import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { imageRoutes } from '../images.ts';
import { diskVariantStore, type VariantStore } from './variant-store.ts';

const SLOW = 60_000;
const LIMITS = {
  sources: { entries: 10, bytes: 64 * 1024 * 1024 },
  variants: { entries: 100, bytes: 64 * 1024 * 1024 },
};
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'variant-store-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A store that counts what was written to it, around a real one. */
function counted(store: VariantStore) {
  const written: string[] = [];
  return {
    written,
    store: {
      read: store.read,
      write(key: string, body: Buffer) {
        written.push(key);
        return store.write(key, body);
      },
    },
  };
}

describe('diskVariantStore', () => {
  it('reads back what was written, and nothing for a key never written', async () => {
    const store = diskVariantStore(folder(), 'v1');
    await store.write('menu/1/101.png?176.avif', Buffer.from('picture'));
    expect((await store.read('menu/1/101.png?176.avif'))?.toString()).toBe('picture');
    expect(await store.read('menu/1/101.png?256.avif')).toBeNull();
  });

  it('keeps nothing of another version of the picture makers', async () => {
    const dir = folder();
    await diskVariantStore(dir, 'v1').write('menu/1/101.png?176.avif', Buffer.from('old drawing'));
    expect(await diskVariantStore(dir, 'v2').read('menu/1/101.png?176.avif')).toBeNull();
  });

  it('leaves no half-written file behind', async () => {
    const dir = folder();
    await diskVariantStore(dir, 'v1').write('menu/1/101.png?176.avif', Buffer.alloc(64 * 1024));
    expect(readdirSync(join(dir, 'v1')).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});

describe('image host with a store', () => {
  it(
    'makes a variant once: a host started later answers it from the store',
    async () => {
      const dir = folder();
      const first = counted(diskVariantStore(dir, 'v1'));
      const made = await imageRoutes(LIMITS, first.store).request('/img/menu/1/101.png?w=176&fm=avif');
      expect(made.status).toBe(200);
      expect(first.written).toEqual(['menu/1/101.png?176.avif']);

      const second = counted(diskVariantStore(dir, 'v1'));
      const kept = await imageRoutes(LIMITS, second.store).request('/img/menu/1/101.png?w=176&fm=avif');
      expect(kept.status).toBe(200);
      expect(kept.headers.get('content-type')).toBe('image/avif');
      expect(Buffer.from(await kept.arrayBuffer())).toEqual(Buffer.from(await made.arrayBuffer()));
      expect(second.written).toEqual([]);
    },
    SLOW,
  );
});
