/**
 * A table whose cart is shared by every phone at it (the table-cart extension) keeps its lines at
 * the order service, not on the phone. The cart's rules still judge every edit against the lines
 * shown (1–99 per menu, identical lines merged), and the result goes to the table's keeper, which
 * sends it and shows the shared cart in this cart's place. Registered by whoever keeps the table's
 * cart, so this feature never needs to know how.
 */
import type { CartLine } from './cart.ts';

export interface SharedCartKeeper {
  /** A line added from a menu detail, as the rules made it (the service merges identical lines). */
  added(line: CartLine): Promise<void>;
  /** Any other edit: the lines shown before it and the lines the rules made of it. */
  changed(before: readonly CartLine[], after: readonly CartLine[]): Promise<void>;
}

const keepers = new Map<string, SharedCartKeeper>();

const keyOf = (shopSeq: number, tableNum: number) => `${shopSeq}:${tableNum}`;

/** Hands one table's cart edits to a keeper; returns the way to take them back. */
export function keepCartElsewhere(shopSeq: number, tableNum: number, keeper: SharedCartKeeper): () => void {
  const key = keyOf(shopSeq, tableNum);
  keepers.set(key, keeper);
  return () => {
    if (keepers.get(key) === keeper) keepers.delete(key);
  };
}

export function sharedCartKeeper(shopSeq: number, tableNum: number): SharedCartKeeper | null {
  return keepers.get(keyOf(shopSeq, tableNum)) ?? null;
}
