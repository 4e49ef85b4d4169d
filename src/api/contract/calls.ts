/**
 * The calls of spec section 7 (23 of them) plus the three the spec leaves to the order service
 * (placing an order, preparing a card payment, the payment stand-in's settle step lives on the
 * gateway side). One descriptor per call: method, path template, query, body and response schemas,
 * and whether it carries the bearer token. The app's client and the demo service both read these,
 * so the two can never drift apart.
 */
import { MENU_CALLS } from './menu-calls.ts';
import { OTHER_CALLS } from './other-calls.ts';
import { STAFF_CALLS } from './staff-call.ts';
import { TABLE_CART_CALLS } from './table-cart.ts';

export * from './call-spec.ts';
export * from './other-calls.ts';
export * from './staff-call.ts';

/**
 * Every call, for the demo service and the tests. The app's client never imports this whole list:
 * it has the menu's calls (menu-calls.ts) and loads the others when first needed.
 */
export const CALLS = { ...MENU_CALLS, ...OTHER_CALLS };

export type CallName = keyof typeof CALLS;

/** The calls no spec service has: conformance checks them only on a table that advertises them. */
export const EXTENSION_CALL_NAMES: readonly string[] = [...Object.keys(STAFF_CALLS), ...Object.keys(TABLE_CART_CALLS)];

/** The 23 calls of spec section 7, for tests that prove the contract and the service cover them. */
export const SPEC_CALLS: readonly CallName[] = (Object.keys(CALLS) as CallName[]).filter(
  (n) => n !== 'placeOrder' && !EXTENSION_CALL_NAMES.includes(n),
);
