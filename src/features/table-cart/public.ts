/**
 * What other features and the routes may use of the table's shared cart: the piece that keeps it
 * live under the table screens, the cart screen's head and its "added by" line note, the
 * payment screen's ordering of it, and whether a table has one.
 */
export { LineAddedBy } from './components/line-added-by.tsx';
export { TableCartJoin } from './components/table-cart-join.tsx';
export { TableCartPanel } from './components/table-cart-panel.tsx';
export { type LineGuests, useLineGuests, useOffersTableCart, useTableCart } from './components/use-table-cart.ts';
export { type TableCartOrdering, useTableCartOrdering } from './components/use-table-cart-ordering.ts';
