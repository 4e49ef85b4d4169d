// A bench step that may fail for reasons of the machine, not of the page (Lighthouse losing its
// trace, `NO_NAVSTART`), is tried again a few times; when every try fails the caller gets null and
// carries on, so one bad run costs that run and not the whole bench.

/**
 * Calls `attempt(n)` (n from 0) until it resolves, at most `retries` + 1 times; `onFailure` hears
 * each failure with whether it was the last. Resolves to the first result, or null.
 */
export async function withRetries(attempt, { retries, onFailure = () => {} }) {
  for (let n = 0; n <= retries; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      onFailure(error, n === retries);
    }
  }
  return null;
}
