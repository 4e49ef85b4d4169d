/** What other features may use of the order log: recording an order's status as the service gave it. */
export { recordOrderStatus } from './order-state-store.ts';
