import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Category, PayType } from '../../../api/contract/entities.ts';
import { cartAtomFor } from '../cart.atoms.ts';

type Shown = typeof import('./cart-bar-shown.tsx');

/**
 * The bar and the check of the cart against today's menu come only once the cart may hold
 * something: most first scans start with an empty cart, and the check's option rules are not needed
 * to paint the menu. Kept once loaded, so the bar is drawn in the same render as the menu.
 */
let shown: Shown | null = null;

/**
 * Loads the bar's code ahead of need: a screen that adds to the cart calls it when it opens, so the
 * menu it returns to draws the bar at once (a second tap of a double tap lands on the bar, not on
 * the menu card beneath it).
 */
export function preloadCartBar(): Promise<Shown> {
  return import('./cart-bar-shown.tsx').then((module) => {
    shown = module;
    return module;
  });
}

export interface CartBarProps {
  shopSeq: number;
  tableNum: number;
  payType: PayType;
  /** The menu on screen: the bar counts what can be ordered from it today, at today's prices. */
  categories: readonly Category[] | null;
}

/** The bottom bar of the menu home while the cart holds something: how many, how much, go. */
export function CartBar(props: CartBarProps) {
  const cart = useAtomValue(cartAtomFor(props.shopSeq, props.tableNum));
  const [loaded, setModule] = useState(shown);
  // A bar mounted before a detail loaded the code reads it from the module, not from its state.
  const module = loaded ?? shown;
  const filled = cart.lines.length > 0;
  useEffect(() => {
    if (!filled || module) return;
    let live = true;
    preloadCartBar()
      .then((loaded) => {
        if (live) setModule(loaded);
      })
      .catch((error: unknown) => console.warn('cart bar did not load', error));
    return () => {
      live = false;
    };
  }, [filled, module]);
  if (!filled || !module) return null;
  const { default: CartBarShown } = module;
  return <CartBarShown {...props} lines={cart.lines} />;
}
