/**
 * Server data kept per key (`[shopSeq]`, `[shopSeq, tableNum]`), each key with its own entry: data,
 * status, when the service gave it and whether on this page (`keyed-rules.ts`). A screen reads
 * the entry of its own key, so it can never show another shop's or table's data.
 *
 * - One load per key at a time: every screen and guard that asks while one is out shares it.
 * - A copy the phone kept goes in with `keep`, only where the entry holds nothing yet; a load
 *   then refreshes it in place.
 * - A load's answer shares every part that did not change with the data before it
 *   (`replaceEqualDeep`), so a refresh re-renders only what changed.
 *
 * Functions take `{ get, set }`: the jotai store itself, or the `get`/`set` of an action atom.
 */
import { replaceEqualDeep } from '@tanstack/react-router';
import { type Atom, atom, type Getter, type PrimitiveAtom, type Setter } from 'jotai';
import { cachedCallsAtom } from '../lib/data-freshness.ts';
import { dataKey, EMPTY_ENTRY, type Entry, withKept } from './keyed-rules.ts';

export interface StoreAccess {
  get: Getter;
  set: Setter;
}

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/** What data belongs to: `[shopSeq]` or `[shopSeq, tableNum]`. */
export type Key = readonly number[];

export interface KeyedStore<T, K extends Key> {
  /** The entry of `key` in each jotai store (one atom per key, made on first use). */
  atom(...key: K): Atom<Entry<T>>;
  /**
   * The data of `key`'s entry alone: a screen reading it renders again only when the data
   * changes, not when a load starts or ends with the same data.
   */
  data(...key: K): Atom<T | null>;
  /**
   * Asks the service for `key`'s data, or joins the load already out for it. Resolves with the
   * data; rejects with the fetcher's failure (after logging it), the entry keeping its data.
   */
  load(access: StoreAccess, key: K, fetcher: Fetcher<T>): Promise<T>;
  /** Puts a kept copy in place where the entry holds nothing yet (`withKept`). */
  keep(access: StoreAccess, key: K, data: T, at: number): void;
  /**
   * Drops the load out for `key` (its calls are aborted, its answer never lands), so the next load
   * starts anew instead of joining a stalled one (a diner's "try again").
   */
  forget(access: StoreAccess, key: K): void;
}

interface Flight {
  load: Promise<unknown> | null;
  controller: AbortController | null;
}

/** A memo of one atom per key, made on first use. */
export function perKey<A>(make: (key: string) => A): (key: string) => A {
  const made = new Map<string, A>();
  return (key) => {
    let found = made.get(key);
    if (found === undefined) {
      found = make(key);
      made.set(key, found);
    }
    return found;
  };
}

/**
 * `call`: the contract's name of the call behind the data, when an answer may come from the
 * worker's cache (`data-freshness.ts`): such an answer counts as of that cache's date, not live.
 */
export function createKeyedStore<T, K extends Key>(name: string, call?: string): KeyedStore<T, K> {
  const entries = perKey<PrimitiveAtom<Entry<T>>>(() => atom<Entry<T>>(EMPTY_ENTRY));
  // A derived atom without dependencies is computed once per jotai store: the key's flight there.
  const flights = perKey(() => atom((): Flight => ({ load: null, controller: null })));
  const entryOf = (key: K) => entries(dataKey(...key));
  const data = perKey((id) => atom((get) => get(entries(id)).data));
  const flightOf = (key: K) => flights(dataKey(...key));

  return {
    atom: (...key) => entryOf(key),
    data: (...key) => data(dataKey(...key)),

    load(access, key, fetcher) {
      const flight = access.get(flightOf(key));
      if (flight.load) return flight.load as Promise<T>;
      const entry = entryOf(key);
      access.set(entry, (state) => ({ ...state, status: 'pending', error: null }));
      const controller = new AbortController();
      // A load forgotten meanwhile was superseded: its answer never overwrites a newer one.
      const lands = () => {
        if (flight.load !== load) return false;
        flight.load = null;
        return true;
      };
      const load: Promise<T> = fetcher(controller.signal).then(
        (data) => {
          if (!lands()) return data;
          const cachedAt = call === undefined ? undefined : access.get(cachedCallsAtom)[call];
          const shared = replaceEqualDeep(access.get(entry).data, data);
          access.set(entry, {
            status: 'success',
            data: shared,
            error: null,
            at: cachedAt ?? Date.now(),
            live: !cachedAt,
          });
          return shared;
        },
        (error: unknown) => {
          if (lands()) {
            access.set(entry, (state) => ({ ...state, status: 'error', error }));
            // Spec section 8: a failed store call is logged and rethrown; the screen decides.
            console.error(`Loading ${name} failed`, error);
          }
          throw error;
        },
      );
      flight.load = load;
      flight.controller = controller;
      return load;
    },

    keep(access, key, data, at) {
      access.set(entryOf(key), (state) => withKept(state, data, at));
    },

    forget(access, key) {
      const flight = access.get(flightOf(key));
      if (!flight.load) return;
      flight.controller?.abort();
      flight.load = null;
      access.set(entryOf(key), (state) => ({ ...state, status: state.data === null ? 'idle' : 'success' }));
    },
  };
}
