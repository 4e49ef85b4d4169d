/**
 * Titles of the cart and payment routes, kept out of the route files: the router splits a route's
 * component into its own chunk (`?tsr-split=component`), which the Lingui macro does not reach.
 */
import { msg } from '@lingui/core/macro';

export const PAYMENT_TITLES = {
  cart: msg`Cart`,
  pay: msg`Pay`,
  paymentProcess: msg`Checking the payment`,
  /** While the result loads: nothing is claimed before the order is known. */
  receipt: msg`Order result`,
  receiptPaid: msg`Payment completed`,
  /** The result of an order paid at the counter: placed, not paid. */
  receiptCounter: msg`Order placed`,
  receiptCancelled: msg`Order cancelled`,
  paymentCancel: msg`Payment cancelled`,
} as const;
