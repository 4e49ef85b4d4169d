import { useJoinTableCart } from './use-table-cart.ts';

/** Keeps the table's shared cart live under every table screen; draws nothing. */
export function TableCartJoin({ shopSeq, tableNum }: { shopSeq: number; tableNum: number }) {
  useJoinTableCart(shopSeq, tableNum);
  return null;
}
