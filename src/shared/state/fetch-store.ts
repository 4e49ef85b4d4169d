/**
 * Server data with its fetch status (spec sections 3–4): pending when a call starts, success when
 * it returns, error when it fails, cancel when it was aborted. Before the first load the status is
 * `idle`.
 *
 * A newer load supersedes a running one: the old call is aborted (status passes through `cancel`
 * before the new `pending`), and whatever it answers later is ignored, so a slow old answer can
 * never overwrite a newer one. Data stays in place while loading, after an error and after a
 * cancel; screens decide by the status whether it is current. A load's answer shares every part
 * that did not change with the data before it (`replaceEqualDeep`).
 *
 * `load` takes `{ get, set }`: the jotai store itself, or the `get`/`set` of an action atom.
 */
import { type Atom, atom, type Getter, type Setter } from 'jotai';
import { ApiError, isApiError } from '../../api/errors.ts';
import { replaceEqualDeep } from '../lib/replace-equal-deep.ts';

export type FetchStatus = 'idle' | 'pending' | 'success' | 'error' | 'cancel';

export interface FetchState<T> {
  status: FetchStatus;
  data: T | null;
  /** The failure of the last load, when its status is `error`. */
  error: unknown;
}

export interface StoreAccess {
  get: Getter;
  set: Setter;
}

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface FetchStore<T> {
  /** `{ status, data, error }` of this data in each jotai store. */
  readonly atom: Atom<FetchState<T>>;
  /**
   * Runs `fetcher` as the current load and returns its data. Throws the fetcher's error (after
   * logging it), or an `aborted` ApiError when the load was cancelled or superseded.
   */
  load(access: StoreAccess, fetcher: Fetcher<T>, options?: { signal?: AbortSignal }): Promise<T>;
  /** Aborts the running load, if any (status `cancel`). */
  cancel(access: StoreAccess): void;
  /** Aborts the running load and forgets the data (status `idle`). */
  reset(access: StoreAccess): void;
  /**
   * Puts data kept on the device in place (status `success`) when the store holds none yet, so a
   * screen can show it before any call answers. Data already on the page is never replaced by an
   * older copy, and a load in flight stays in flight and replaces the kept data when it answers.
   */
  seed(access: StoreAccess, data: T): void;
}

interface LoadRef {
  controller: AbortController | null;
  /** Bumped by every load and cancel; a load whose number is no longer current is stale. */
  generation: number;
}

const IDLE: FetchState<never> = { status: 'idle', data: null, error: null };

export function createFetchStore<T>(name: string): FetchStore<T> {
  const stateAtom = atom<FetchState<T>>(IDLE);
  // A derived atom with no dependencies is computed once per jotai store: a per-store ref.
  const refAtom = atom((): LoadRef => ({ controller: null, generation: 0 }));

  function abortRunning(access: StoreAccess, ref: LoadRef): void {
    if (!ref.controller) return;
    ref.controller.abort();
    ref.controller = null;
    ref.generation += 1;
    access.set(stateAtom, (state) => ({ ...state, status: 'cancel' }));
  }

  function aborted(cause: unknown): ApiError {
    return isApiError(cause) && cause.kind === 'aborted' ? cause : new ApiError('aborted', name, { cause });
  }

  return {
    atom: stateAtom,

    async load(access, fetcher, options = {}) {
      const ref = access.get(refAtom);
      abortRunning(access, ref);
      const controller = new AbortController();
      const generation = ++ref.generation;
      ref.controller = controller;
      const unfollow = follow(options.signal, controller);
      access.set(stateAtom, (state) => ({ ...state, status: 'pending', error: null }));

      const isCurrent = () => ref.generation === generation;
      try {
        const data = await fetcher(controller.signal);
        if (!isCurrent()) throw aborted(undefined);
        if (controller.signal.aborted) {
          access.set(stateAtom, (state) => ({ ...state, status: 'cancel' }));
          throw aborted(undefined);
        }
        // Unchanged parts keep their objects: a refresh re-renders only what it changed.
        const shared = replaceEqualDeep(access.get(stateAtom).data, data);
        access.set(stateAtom, { status: 'success', data: shared, error: null });
        return shared;
      } catch (error) {
        if (!isCurrent()) throw aborted(error);
        if (controller.signal.aborted) {
          access.set(stateAtom, (state) => ({ ...state, status: 'cancel' }));
          throw aborted(error);
        }
        access.set(stateAtom, (state) => ({ ...state, status: 'error', error }));
        // Spec section 8: a failed store call is logged and rethrown; the screen decides.
        console.error(`Loading ${name} failed`, error);
        throw error;
      } finally {
        unfollow();
        if (ref.controller === controller) ref.controller = null;
      }
    },

    cancel(access) {
      abortRunning(access, access.get(refAtom));
    },

    reset(access) {
      const ref = access.get(refAtom);
      abortRunning(access, ref);
      access.set(stateAtom, IDLE);
    },

    seed(access, data) {
      access.set(stateAtom, (state) =>
        state.data !== null ? state : { status: state.status === 'pending' ? 'pending' : 'success', data, error: null },
      );
    },
  };
}

/** Aborts `controller` when `signal` aborts; returns the unsubscribe. */
function follow(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => undefined;
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => undefined;
  }
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}
