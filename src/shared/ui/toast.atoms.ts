import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';
import { store } from '../state/store.ts';

export type ToastTone = 'neutral' | 'brand' | 'danger';

export interface ToastRequest {
  id: number;
  message: MessageDescriptor;
  tone: ToastTone;
  durationMs: number;
}

export const toastAtom = atom<ToastRequest | null>(null);

let nextId = 1;

/** Shows one short message; a newer toast replaces the one on screen. */
export function showToast(message: MessageDescriptor, options: { tone?: ToastTone; durationMs?: number } = {}): void {
  store.set(toastAtom, {
    id: nextId++,
    message,
    tone: options.tone ?? 'neutral',
    durationMs: options.durationMs ?? 2000,
  });
}
