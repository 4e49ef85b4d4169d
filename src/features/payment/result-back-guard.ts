/**
 * The result page's Back rule (`components/use-back-leaves-result.ts`). The page stands on one
 * extra history entry of its own, marked `GUARD`; leaving it backwards means Back, and the page
 * then replaces itself with the table's menu. Leaving it forwards is not Back: a Forward press, or
 * a table's address opened inside the running app, must reach its own screen, whose entry route
 * keeps the table's token and records the visit.
 *
 * The direction comes from the router's entry counter (`__TSR_index`), which the guard entry
 * copies from the entry under it. When either counter is missing the move counts as Back, the
 * safe side for a page with a gateway's card page behind it.
 *
 * The router offers no public way to tell Back from Forward: `__TSR_index` is its history's own
 * field (typed in @tanstack/history's `ParsedHistoryState`, not documented), discussed in
 * https://github.com/TanStack/router/issues/3907. The router's version is pinned exactly in
 * package.json for this reason; `result-back-guard.test.ts` and the result journeys catch a change.
 */
export const GUARD = 'resultBackGuard';

/** The router's count of entries in this tab's history, kept in each entry's state. */
const ROUTER_INDEX = '__TSR_index';

function record(state: unknown): Record<string, unknown> | null {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
}

export function isGuardEntry(state: unknown): boolean {
  return record(state)?.[GUARD] === true;
}

export function routerIndexOf(state: unknown): number | undefined {
  const index = record(state)?.[ROUTER_INDEX];
  return typeof index === 'number' && Number.isInteger(index) ? index : undefined;
}

/** The state of the guard entry pushed over `state` (the result page's own entry). */
export function guardStateOver(state: unknown): Record<string, unknown> {
  return { ...record(state), [GUARD]: true };
}

/** Whether arriving at the entry with `popped` state, from the guard entry at `guardIndex`, is going back. */
export function leftBackwards(guardIndex: number | undefined, popped: unknown): boolean {
  if (isGuardEntry(popped)) return false;
  const index = routerIndexOf(popped);
  if (guardIndex === undefined || index === undefined) return true;
  return index <= guardIndex;
}
