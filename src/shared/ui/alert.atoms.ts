import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';
import { store } from '../state/store.ts';

export interface AlertRequest {
  message: MessageDescriptor;
  /** Runs after the diner presses OK (spec: the root popup's optional callback). */
  onClose?: () => void;
}

export const alertAtom = atom<AlertRequest | null>(null);

/** The root view's one-button alert popup; usable from loaders and handlers alike. */
export function showAlert(request: AlertRequest): void {
  store.set(alertAtom, request);
}
