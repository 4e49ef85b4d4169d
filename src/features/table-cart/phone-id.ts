/**
 * This phone's anonymous id at shared carts: random, made once and kept in local storage, so a
 * reload or a second visit is the same "Guest 2" at its table. Where local storage refuses it, the
 * id lives as long as the page.
 */

import { localArea } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import { newLineId } from '../cart/public.ts';

let inMemory: string | null = null;

export function phoneId(): string {
  const kept = localArea.getText(STORAGE_KEYS.local.phoneId);
  if (kept && kept.length >= 8) return kept;
  inMemory ??= newLineId();
  localArea.setText(STORAGE_KEYS.local.phoneId, inMemory);
  return inMemory;
}
