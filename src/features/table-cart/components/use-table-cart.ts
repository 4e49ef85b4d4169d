import { useAtomValue } from 'jotai';
import { currentToken } from '../../session/public.ts';
import { useTableInfo } from '../../shop/public.ts';
import { type KeptTableCart, tableCartAtomFor } from '../table-cart.atoms.ts';
import { offersTableCart } from '../table-cart-offer.ts';
import { shownLines } from '../table-cart-rules.ts';

/** Whether this table's cart is the shared one (its info advertises it and the visit has a token). */
export function useOffersTableCart(shopSeq: number, tableNum: number): boolean {
  const table = useTableInfo(shopSeq, tableNum);
  return offersTableCart(table) && currentToken() !== null;
}

/** The shared cart as this phone last heard it; null on a table without one. */
export function useTableCart(shopSeq: number, tableNum: number): KeptTableCart | null {
  const offered = useOffersTableCart(shopSeq, tableNum);
  const kept = useAtomValue(tableCartAtomFor(shopSeq, tableNum));
  return offered ? kept : null;
}

export interface LineGuests {
  /** This phone's guest number (0 before the table's cart was first heard: its own unsent lines). */
  you: number;
  guestOf: (lineId: string) => number | undefined;
}

/** Who added each line shown; null on a table without a shared cart. */
export function useLineGuests(shopSeq: number, tableNum: number): LineGuests | null {
  const kept = useTableCart(shopSeq, tableNum);
  if (!kept) return null;
  const you = kept.state?.you ?? 0;
  const byLine = new Map(shownLines(kept.state, kept.pending, you).map((line) => [line.lineId, line.addedBy]));
  return { you, guestOf: (lineId) => byLine.get(lineId) };
}
