/**
 * Titles of the cart and payment routes, kept out of the route files: the router splits a route's
 * component into its own chunk (`?tsr-split=component`), which the Lingui macro does not reach.
 */
import { msg } from '@lingui/core/macro';

export const PAYMENT_TITLES = {
  cart: msg`Cart`,
  pay: msg`Pay`,
  paymentProcess: msg`Checking the payment`,
  receipt: msg`Payment completed`,
  paymentCancel: msg`Payment cancelled`,
} as const;
