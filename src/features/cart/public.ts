/**
 * What other features may use of the cart: its reading side (the cart and the order log as they
 * are kept, totals, the lines as an order sends them) and the two changes the cart lets others
 * make — adding a line, and settling a paid order (the lines move to the order log, the cart empties).
 */

export { cartAtomFor, loadCart, orderLogAtom } from './cart.atoms.ts';
export { type CartLine, type CartMenu, cartTotal, lineTotal } from './cart.ts';
export { addToCart, completePaidOrder } from './cart-actions.ts';
export { type OrderFacts, orderLinesOf } from './cart-edits.ts';
