/**
 * Whether a table has the shared cart, apart from the rest of the feature: the table screens ask
 * it on every table, and nearly every table has none, so the answer must not bring the cart's code.
 */

/** Whether a table's service offers one shared cart: a dine-in table that advertises it. */
export function offersTableCart(
  table:
    | { delivery?: boolean | null; takeOut?: boolean | null; extensions?: { tableCart?: boolean } | null }
    | null
    | undefined,
): boolean {
  if (!table || table.delivery || table.takeOut === true) return false;
  return table.extensions?.tableCart === true;
}
