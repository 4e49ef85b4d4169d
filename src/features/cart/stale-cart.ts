/**
 * A cart left from an earlier visit to the same table (another QR scan, another table token) is
 * not silently reused: the diner is asked to keep it or start empty. A cart with no token, or a
 * screen with none, cannot be judged and counts as current.
 */
import type { CartState } from './cart.atoms.ts';
import { isSameToken } from './token-mark.ts';

/**
 * @example isStaleCart({ lines: [line], token: 'old', updatedAt }, 'new') // true
 */
export function isStaleCart(cart: Pick<CartState, 'lines' | 'token'>, token: string | null): boolean {
  return cart.lines.length > 0 && cart.token !== null && token !== null && !isSameToken(cart.token, token);
}
