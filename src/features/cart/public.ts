/**
 * What other features may use of the cart: its reading side (the cart and the order log as they
 * are kept, totals, the lines as an order sends them) and the changes the cart lets others make —
 * adding a line, and settling a paid order (the lines move to the order log, the cart empties).
 */

// The cart's parts of the menu screens: the bar that opens the cart, the note that the add's
// second tap is not a tap on that bar, and the question about a cart left from an earlier visit.
export { noteAddedToCart } from './added-to-cart.ts';
export { cartAtomFor, loadCart, orderLogAtom } from './cart.atoms.ts';
export { type CartLine, type CartMenu, cartTotal, lineTotal } from './cart.ts';
export { addToCart, completePaidOrder, showSharedCart } from './cart-actions.ts';
// The cart against today's menu: what the payment screen orders, and its notice of what changed.
export { type CartAgainstMenu, cartAgainstMenu } from './cart-against-menu.ts';
export { type OrderFacts, orderLinesOf, selectedOptionsFrom } from './cart-edits.ts';
export { CartBar, preloadCartBar } from './components/cart-bar.tsx';
export { CartChangesNotice } from './components/line-against-menu.tsx';
export { loadStaleCartPrompt } from './components/load-stale-cart-prompt.ts';
// "Order again" (the order log and the start page): a past order into a table's cart, and what it did.
export { ReorderResultDialog } from './components/reorder-result-dialog.tsx';
export { type RefreshTable, useReorder } from './components/use-reorder.ts';
export { newLineId } from './line-id.ts';
export { keepCartElsewhere, type SharedCartKeeper } from './shared-cart.ts';
export { isStaleCart } from './stale-cart.ts';
