/**
 * The easy view: larger text (about 1.3x), tap targets of at least 48 px and the menu as one column
 * of large cards with their whole descriptions, for diners who find a crowded menu hard to read
 * and do not know the browser's own text size setting. The choice is kept on the phone and applied
 * before the first render (an attribute on <html> that the stylesheet keys on), so no screen
 * ever flashes in the small size first.
 */
import { atom } from 'jotai';
import { readLocal, writeLocal } from '../state/session-storage.ts';
import { STORAGE_KEYS } from '../state/storage-keys.ts';

const ON = 'on';

export function storedEasyView(): boolean {
  return readLocal(STORAGE_KEYS.local.easyView) === ON;
}

export function applyEasyView(on: boolean): void {
  if (on) document.documentElement.dataset.view = 'easy';
  else delete document.documentElement.dataset.view;
}

const easyViewBaseAtom = atom<boolean | null>(null);

/** Whether the easy view is on; read from the phone the first time it is asked. */
export const easyViewAtom = atom(
  (get) => get(easyViewBaseAtom) ?? storedEasyView(),
  (_get, set, on: boolean) => {
    set(easyViewBaseAtom, on);
    writeLocal(STORAGE_KEYS.local.easyView, on ? ON : 'off');
    applyEasyView(on);
  },
);
