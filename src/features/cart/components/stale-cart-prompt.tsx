import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { adoptCart, cartAtomFor, clearCart } from '../cart.atoms.ts';
import { cartQuantity } from '../cart.ts';
import { isStaleCart } from '../stale-cart.ts';

export interface StaleCartPromptProps {
  shopSeq: number;
  tableNum: number;
  /** The table token of this visit (session storage); null when there is none. */
  token: string | null;
}

/**
 * Asks what to do with a cart left from an earlier visit to this table: keep its items (they
 * move to this visit) or start with an empty cart. Renders nothing for a current cart. Mount it
 * on the menu home after its loader awaited `loadCart(shopSeq, tableNum)`, so it never suspends.
 */
export function StaleCartPrompt({ shopSeq, tableNum, token }: StaleCartPromptProps) {
  const cart = useAtomValue(cartAtomFor(shopSeq, tableNum));
  const [busy, setBusy] = useState(false);
  const open = token !== null && isStaleCart(cart, token);
  const count = cartQuantity(cart.lines);

  const keep = async () => {
    if (!token) return;
    setBusy(true);
    await adoptCart(shopSeq, tableNum, token);
    setBusy(false);
  };
  const startEmpty = async () => {
    setBusy(true);
    await clearCart(shopSeq, tableNum);
    setBusy(false);
  };

  return (
    <Dialog
      open={open}
      // Escape or the backdrop keep the items: nothing the diner chose is thrown away unasked.
      onClose={() => void keep()}
      title={<Trans>Items from your last visit</Trans>}
      actions={
        <>
          <button type="button" className="btn" onClick={() => void startEmpty()} disabled={busy}>
            <Trans>Start empty</Trans>
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void keep()} disabled={busy}>
            <Trans>Keep items</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>
          Your cart still has items from an earlier visit to this table ({count} in all). Keep them in this order?
        </Trans>
      </p>
    </Dialog>
  );
}
