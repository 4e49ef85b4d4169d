/**
 * Where the group page sends a diner, and what it keeps. A mapped shop is ordered from through
 * the separate data host, which answers a shop's `randomCode` with its table link (spec section 7).
 */
import type { ShopGroup } from '../../api/contract/entities.ts';
import { CONFIG } from '../../shared/config.ts';
import { removeSession, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';

/** @example orderLinkUrl('Xk3v9QbT', '/api/order-link') // '/api/order-link?randomCode=Xk3v9QbT' */
export function orderLinkUrl(randomCode: string, base: string = CONFIG.orderLinkBase): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}randomCode=${encodeURIComponent(randomCode)}`;
}

/** Spec section 7: the group's default address is kept for the session when present, else removed. */
export function keepDefaultAddress(group: Pick<ShopGroup, 'defaultAddress'>): void {
  const address = group.defaultAddress?.trim();
  if (address) writeSession(STORAGE_KEYS.session.defaultAddress, address);
  else removeSession(STORAGE_KEYS.session.defaultAddress);
}
