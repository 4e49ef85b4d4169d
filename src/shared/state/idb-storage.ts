/**
 * Jotai atoms persisted in IndexedDB (idb-keyval), for what must survive reloads, closed tabs
 * and offline starts: the cart, the order log, waiting tickets.
 *
 * - Every read goes through the atom's valibot schema; old or corrupt data reads as the initial
 *   value (with a console warning), never as a crash.
 * - A failed or slow operation is tried again (twice, after 250 ms and 1 s). When IndexedDB is
 *   missing, or still throws (some private modes) or does not answer after that, the atoms keep
 *   working in memory and `persistenceUnavailableAtom` turns true, so the app can say once that
 *   nothing will be kept.
 * - An update is applied to what IndexedDB holds, not to this tab's copy: the stored value is read,
 *   changed and written back in one IndexedDB transaction, and the atom then takes the result.
 *   Two tabs (or two writes of one tab) changing one key at the same moment both keep their
 *   change; the last writer does not win.
 * - A write is announced to other tabs over a BroadcastChannel; their mounted atoms re-read it.
 * - `getOnInit`: the stored value is read as soon as the atom is created. Until the first write
 *   the atom's value is a Promise (the jotai trap); updaters here are only ever given the stored
 *   value, never a Promise, and a tab's writes run one after another.
 *   Routes `await loadIdbAtom(store, atom)` before rendering, so no screen flashes an empty cart.
 */
import { del as idbDel, get as idbGet, set as idbSet, update as idbUpdate } from 'idb-keyval';
import { atom, type createStore, type WritableAtom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import * as v from 'valibot';
import { pause, timeoutSignal, untilAborted } from '../../api/deadline.ts';

type Store = ReturnType<typeof createStore>;

/** jotai's async storage contract (its type is not exported). */
interface AsyncStorage<T> {
  getItem(key: string, initialValue: T): Promise<T>;
  setItem(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
  subscribe(key: string, callback: (value: T) => void, initialValue: T): () => void;
}

/** IndexedDB that takes longer than this is treated as unavailable (some browsers hang). */
const IDB_TIMEOUT_MS = 3_000;
const CHANNEL_NAME = 'table-order:idb';

/* ---- persistence state of this page ---- */

// The last value seen for each key, so a failure midway keeps what the page already had.
const memory = new Map<string, unknown>();
let unavailable = false;
const unavailableListeners = new Set<() => void>();

function markUnavailable(reason: unknown): void {
  if (unavailable) return;
  unavailable = true;
  console.warn('IndexedDB is unavailable; state is kept in memory for this page only.', reason);
  for (const listener of unavailableListeners) listener();
}

export function isPersistenceUnavailable(): boolean {
  return unavailable;
}

const unavailableSignal = atom(0);
unavailableSignal.onMount = (setSignal) => {
  const bump = () => setSignal((n) => n + 1);
  unavailableListeners.add(bump);
  if (unavailable) bump();
  return () => {
    unavailableListeners.delete(bump);
  };
};

/** True once IndexedDB failed on this page. Read it from a mounted component (or `store.sub`). */
export const persistenceUnavailableAtom = atom((get) => {
  get(unavailableSignal);
  return unavailable;
});

/** Waits before trying a failed IndexedDB operation again (a quota moment, a busy disk). */
const RETRY_DELAYS_MS = [250, 1_000] as const;

/**
 * One IndexedDB operation, tried again after a failure: a single failed or slow write is not
 * "this browser cannot keep anything". Only when every try failed is persistence called gone for
 * the page (and the diner told once); from then on the page works in memory.
 */
async function attemptIdb<T>(operation: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  if (unavailable) return { ok: false };
  if (typeof globalThis.indexedDB === 'undefined') {
    markUnavailable('no indexedDB');
    return { ok: false };
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { ok: true, value: await untilAborted(operation(), timeoutSignal(IDB_TIMEOUT_MS)) };
    } catch (error) {
      const wait = RETRY_DELAYS_MS[attempt];
      if (wait === undefined || unavailable) {
        markUnavailable(error);
        return { ok: false };
      }
      await pause(wait);
    }
  }
}

async function rawRead(key: string): Promise<unknown> {
  const result = await attemptIdb(() => idbGet<unknown>(key));
  if (!result.ok) return memory.get(key);
  if (result.value === undefined) memory.delete(key);
  else memory.set(key, result.value);
  return result.value;
}

async function rawWrite(key: string, value: unknown): Promise<void> {
  memory.set(key, value);
  await attemptIdb(() => idbSet(key, value));
}

async function rawRemove(key: string): Promise<void> {
  memory.delete(key);
  await attemptIdb(() => idbDel(key));
}

/* ---- other tabs ---- */

const keyListeners = new Map<string, Set<() => void>>();
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof globalThis.BroadcastChannel !== 'function') {
    channel = null;
    return channel;
  }
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data !== 'object' || data === null || !('key' in data) || typeof data.key !== 'string') return;
    for (const listener of keyListeners.get(data.key) ?? []) listener();
  };
  // Node (tests) would stay alive for an open channel; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

function announce(key: string): void {
  // A channel never hears its own messages, so this tab does not re-read what it just wrote.
  if (!unavailable) getChannel()?.postMessage({ key });
}

function onKeyChange(key: string, listener: () => void): () => void {
  getChannel();
  const listeners = keyListeners.get(key) ?? new Set();
  listeners.add(listener);
  keyListeners.set(key, listeners);
  return () => {
    listeners.delete(listener);
  };
}

/* ---- reads and writes ---- */

function parseStored<T>(key: string, raw: unknown, schema: v.GenericSchema<unknown, T>, initial: T): T {
  if (raw === undefined) return initial;
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  console.warn(`Stored "${key}" no longer matches its shape; starting from the default.`, v.summarize(result.issues));
  return initial;
}

/** The stored value parsed through `schema`; `initial` when missing, unreadable or mismatched. */
export async function readIdb<T>(key: string, schema: v.GenericSchema<unknown, T>, initial: T): Promise<T> {
  return parseStored(key, await rawRead(key), schema, initial);
}

/**
 * Changes the stored value in one IndexedDB transaction (read, `change`, write back) and tells
 * other tabs; resolves to the value now stored (`initial` after a RESET, which deletes it).
 * `change` must be synchronous and pure: it runs inside the transaction, and again on a retry.
 */
export async function updateIdb<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  initial: T,
  change: (prev: T) => T | typeof RESET,
): Promise<T> {
  let stored: T = initial;
  const apply = (raw: unknown): T | undefined => {
    const next = change(parseStored(key, raw, schema, initial));
    stored = next === RESET ? initial : next;
    return next === RESET ? undefined : next;
  };
  const result = await attemptIdb(() => idbUpdate(key, apply));
  // Without IndexedDB the page's own copy is the stored value.
  if (!result.ok) apply(memory.get(key));
  if (stored === initial) memory.delete(key);
  else memory.set(key, stored);
  announce(key);
  return stored;
}

/** Writes outside an atom (e.g. a route finishing a payment) and tells other tabs. */
export async function writeIdb(key: string, value: unknown): Promise<void> {
  await rawWrite(key, value);
  announce(key);
}

export async function removeIdb(key: string): Promise<void> {
  await rawRemove(key);
  announce(key);
}

/* ---- atoms ---- */

export type IdbUpdate<T> = T | typeof RESET | ((prev: T) => T | typeof RESET);
export type IdbAtom<T> = WritableAtom<T | Promise<T>, [IdbUpdate<T>], Promise<void>>;

/**
 * An atom kept in IndexedDB under `key`.
 * @example const orderLogAtom = atomWithIdb(STORAGE_KEYS.idb.orderLog, [], v.array(OrderLogEntrySchema));
 */
export function atomWithIdb<T>(key: string, initial: NoInfer<T>, schema: v.GenericSchema<unknown, T>): IdbAtom<T> {
  // The read made at creation is handed out once more, to the first mount: mounting then sets the
  // same promise again (no change) instead of a fresh pending one that would suspend the screen.
  let creationRead: Promise<T> | undefined;
  let creationReadUses = 0;
  let ownWrites = 0;
  // The value an update just stored: handing it to the atom must not write it a second time.
  let justStored: { value: T } | null = null;

  const storage: AsyncStorage<T> = {
    getItem(itemKey, itemInitial) {
      if (creationReadUses === 0) creationRead = readIdb(itemKey, schema, itemInitial);
      if (creationRead && creationReadUses < 2) {
        creationReadUses += 1;
        return creationRead;
      }
      return readIdb(itemKey, schema, itemInitial);
    },
    async setItem(itemKey, value) {
      creationReadUses = 2;
      ownWrites += 1;
      if (justStored?.value === value) {
        justStored = null;
        return;
      }
      await writeIdb(itemKey, value);
    },
    async removeItem(itemKey) {
      creationReadUses = 2;
      ownWrites += 1;
      await removeIdb(itemKey);
    },
    subscribe(itemKey, callback, itemInitial) {
      const unsubscribe = onKeyChange(itemKey, () => {
        creationReadUses = 2;
        void readIdb(itemKey, schema, itemInitial).then(callback);
      });
      // Another tab's write between the first read (a route loader) and this subscription was
      // announced before anyone listened: read once more and take it, unless this page wrote since.
      const seen = creationRead;
      const writesBefore = ownWrites;
      if (seen) {
        void Promise.all([seen, readIdb(itemKey, schema, itemInitial)]).then(([before, now]) => {
          if (ownWrites === writesBefore && JSON.stringify(before) !== JSON.stringify(now)) callback(now);
        });
      }
      return unsubscribe;
    },
  };

  const base = atomWithStorage<T>(key, initial, storage, { getOnInit: true });
  let queue: Promise<unknown> = Promise.resolve();

  return atom(
    (get) => get(base),
    (get, set, update: IdbUpdate<T>) => {
      /** Puts a value in the atom without writing it: it is stored already, or is about to be. */
      const show = async (value: T) => {
        justStored = { value };
        await set(base, value);
        justStored = null;
      };
      const run = async () => {
        if (typeof update !== 'function') {
          await set(base, update);
          return;
        }
        const change = update as (prev: T) => T | typeof RESET;
        // The tab shows its own change at once (a tapped switch must not spring back while
        // IndexedDB answers), then takes what the transaction stored, another tab's lines included.
        const shown = change(await get(base));
        if (shown !== RESET) await show(shown);
        // Read-modify-write of what IndexedDB holds, which may be another tab's newer value.
        await show(await updateIdb(key, schema, initial, change));
      };
      const done = queue.then(run, run);
      queue = done.catch(() => undefined);
      return done;
    },
  );
}

/** Waits until the atom holds its stored value, e.g. in a route loader before the first render. */
export async function loadIdbAtom<T>(store: Pick<Store, 'get'>, idbAtom: IdbAtom<T>): Promise<T> {
  return await store.get(idbAtom);
}
