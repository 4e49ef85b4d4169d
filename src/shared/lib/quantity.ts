/** Quantity limits of a menu line (spec sections 5 and 9): 1 to 99, counted per menu across the cart. */

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** Stepper bounds: a whole number from 1 to 99 (anything unreadable becomes 1). */
export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

export function canIncreaseQuantity(n: number): boolean {
  return n < MAX_QUANTITY;
}

export function canDecreaseQuantity(n: number): boolean {
  return n > MIN_QUANTITY;
}

export type QuantityCheck = { ok: true } | { ok: false; reason: 'invalidQuantity' | 'maxQuantity' };

/**
 * Adding `adding` of a menu is refused (max-quantity modal) when it plus what the cart already
 * holds of that menu, whatever the options, exceeds 99. 99 exactly is allowed.
 */
export function checkAddQuantity(adding: number, alreadyInCart: number): QuantityCheck {
  if (!Number.isInteger(adding) || adding < MIN_QUANTITY || adding > MAX_QUANTITY) {
    return { ok: false, reason: 'invalidQuantity' };
  }
  return adding + alreadyInCart > MAX_QUANTITY ? { ok: false, reason: 'maxQuantity' } : { ok: true };
}
