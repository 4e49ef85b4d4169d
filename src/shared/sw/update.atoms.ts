/**
 * The app's update state, kept apart from the registration (which loads lazily with
 * workbox-window), so the root view can show the prompt without pulling the worker code in.
 */
import { atom } from 'jotai';
import { settledBy, timeoutSignal } from '../../api/deadline.ts';
import { store } from '../state/store.ts';

export type UpdateState =
  /** Nothing new. */
  | 'none'
  /** A new version is installed and waits for the diner's consent. */
  | 'waiting'
  /** A new version already took over (the diner agreed in another tab): a reload uses it. */
  | 'ready';

export const updateStateAtom = atom<UpdateState>('none');
/** The diner chose "later": no prompt again in this page's life. */
export const updateDismissedAtom = atom(false);

let acceptHandler: (() => void) | null = null;

/** Called by the registration when a new version is there, with what consent should do. */
export function offerUpdate(state: Exclude<UpdateState, 'none'>, accept: () => void): void {
  acceptHandler = accept;
  store.set(updateStateAtom, state);
}

/** The diner agreed: activate the new version and reload this tab once. */
export function acceptUpdate(): void {
  acceptHandler?.();
}

let updateCheck: (() => Promise<unknown>) | null = null;

/** Called by the registration with how to ask the server for a newer worker. */
export function setUpdateCheck(check: () => Promise<unknown>): void {
  updateCheck = check;
}

/**
 * Asks for a newer version now, waiting at most `withinMs` for the answer: a screen file that
 * failed may belong to a build that a new deployment replaced. Without a worker it returns at once.
 */
export async function checkForUpdate(withinMs: number): Promise<void> {
  if (!updateCheck) return;
  await settledBy(updateCheck(), timeoutSignal(withinMs));
}
