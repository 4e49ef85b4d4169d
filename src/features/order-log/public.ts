/**
 * What other features may use of the order log: recording an order's status as the service gave
 * it, asking for the statuses again (the start page), and the ways into the log — the table
 * screens' navbar with its order-history button, and that button's action on its own (the
 * expired page).
 */
export { openOrderHistory } from './components/order-history-link.ts';
export { TableNavbar } from './components/table-navbar.tsx';
export { recordOrderStatus } from './order-state-store.ts';
export { useOrderStateRefresh } from './use-order-state-refresh.ts';
