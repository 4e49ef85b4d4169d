/**
 * When the diner last added to the cart from a detail. "Add to cart" sends the diner back to the
 * menu, whose cart bar sits exactly where that button was: a double tap's second tap lands on the
 * bar, and must not open the cart.
 */
let addedAt = Number.NEGATIVE_INFINITY;

/** A tap on the cart bar this soon after an add is the add's second tap. */
export const DOUBLE_TAP_MS = 600;

export function noteAddedToCart(now: number = performance.now()): void {
  addedAt = now;
}

export function isAddsSecondTap(now: number = performance.now()): boolean {
  return now - addedAt < DOUBLE_TAP_MS;
}
