import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { clear, set } from 'idb-keyval';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readKept } from './early-kept.ts';

const Lines = v.array(v.number());

/** What a page looks like to the app: `window` with the boot script's read on it. */
function bootRead(keys: string[], values: Promise<Map<string, unknown> | null>) {
  vi.stubGlobal('window', { __tableOrderKept: { keys, values } });
}

beforeEach(async () => {
  await clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readKept', () => {
  it('reads the keys that are stored and leaves out the rest, in one transaction', async () => {
    await set('k:menu', { menus: 400 });
    await set('k:cart', [1, 2]);
    const found = await readKept(['k:menu', 'k:session', 'k:cart']);
    expect(found).toEqual(
      new Map<string, unknown>([
        ['k:menu', { menus: 400 }],
        ['k:cart', [1, 2]],
      ]),
    );
  });

  it('finds nothing on a first visit and does not create the database', async () => {
    const empty = new IDBFactory();
    expect(await readKept(['k:menu'], empty)).toBeNull();
    expect(await empty.databases()).toEqual([]);
  });
});

describe('the app reading through the boot script', () => {
  async function freshStorage() {
    vi.resetModules();
    return import('./idb-storage.ts');
  }

  it('takes the boot script value once instead of reading the database', async () => {
    await set('k:cart', [9]);
    bootRead(['k:cart'], Promise.resolve(new Map([['k:cart', [1, 2]]])));
    const { readIdb } = await freshStorage();
    // The boot script's copy (here different from the database, to tell them apart) comes first…
    expect(await readIdb('k:cart', Lines, [])).toEqual([1, 2]);
    // …and only once: a later read goes to the database.
    expect(await readIdb('k:cart', Lines, [])).toEqual([9]);
  });

  it('says "nothing stored" when the boot script found nothing under the key', async () => {
    await set('k:cart', [9]);
    bootRead(['k:cart'], Promise.resolve(new Map()));
    const { readIdb } = await freshStorage();
    expect(await readIdb('k:cart', Lines, [])).toEqual([]);
  });

  it('reads the database when the boot script read failed, or was not about the key', async () => {
    await set('k:cart', [9]);
    await set('k:other', [3]);
    bootRead(['k:cart'], Promise.resolve(null));
    const { readIdb } = await freshStorage();
    expect(await readIdb('k:cart', Lines, [])).toEqual([9]);
    expect(await readIdb('k:other', Lines, [])).toEqual([3]);
  });

  it('never hands out a copy older than a write of this page', async () => {
    bootRead(['k:cart'], Promise.resolve(new Map([['k:cart', [1]]])));
    const { readIdb, writeIdb } = await freshStorage();
    await writeIdb('k:cart', [7]);
    expect(await readIdb('k:cart', Lines, [])).toEqual([7]);
  });

  it('still parses the boot script value through the schema', async () => {
    bootRead(['k:cart'], Promise.resolve(new Map([['k:cart', 'not lines']])));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readIdb } = await freshStorage();
    expect(await readIdb('k:cart', Lines, [])).toEqual([]);
  });
});

describe('readKept without IndexedDB', () => {
  it('finds nothing, and fails no one, when the browser has none or it throws', async () => {
    expect(await readKept(['k:menu'], null)).toBeNull();
    const throwing = {
      open: () => {
        throw new Error('denied');
      },
    } as unknown as IDBFactory;
    expect(await readKept(['k:menu'], throwing)).toBeNull();
  });
});
