/**
 * What other features may use of the session: the table token and the verdict on it (whether the
 * diner may add to the cart), when kept menu data is old enough to say so, and, for the start page,
 * the last table this phone opened with the tokens still worth keeping.
 */
export { freshnessLineAt, type MenuConfirmation, mayAddToCart } from './device-first.ts';
export { forgetEndedVisits } from './forget-tokens.ts';
export { type LastTable, lastTableAtom } from './last-table.ts';
export { currentToken } from './session.atoms.ts';
export { usableToken } from './token-lifetime.ts';
export { useTableSession } from './use-table-session.ts';
