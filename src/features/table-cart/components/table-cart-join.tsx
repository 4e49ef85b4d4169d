import { useEffect } from 'react';
import { currentToken } from '../../session/public.ts';
import { useTableInfo } from '../../shop/public.ts';
import { offersTableCart } from '../table-cart-offer.ts';

/**
 * Keeps the table's shared cart live under every table screen; draws nothing. The keeping code
 * loads only at a table that offers a shared cart, so every other table's menu goes without it.
 */
export function TableCartJoin({ shopSeq, tableNum }: { shopSeq: number; tableNum: number }) {
  const offered = offersTableCart(useTableInfo(shopSeq, tableNum));
  useEffect(() => {
    const token = currentToken();
    if (!offered || !token) return;
    let left = false;
    let leave: (() => void) | undefined;
    import('../table-cart-sync.ts')
      .then(({ joinTableCart }) => {
        if (!left) leave = joinTableCart(shopSeq, tableNum, token);
      })
      // The code did not come (no signal, no worker): the cart shows as last kept, and the next
      // table screen tries again.
      .catch((error: unknown) => console.warn('Table cart: its code did not load', error));
    return () => {
      left = true;
      leave?.();
    };
  }, [offered, shopSeq, tableNum]);
  return null;
}
