/** The prompt for a cart left from an earlier visit: its code comes only when there is one. */
export const loadStaleCartPrompt = () =>
  import('./stale-cart-prompt.tsx').then((module) => ({ default: module.StaleCartPrompt }));
