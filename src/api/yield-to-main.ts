/**
 * Lets the browser paint and handle input before the next piece of start-up work. When the
 * network answers everything at once, parsing, routing and rendering would otherwise run as one
 * long task that freezes a slow phone for a few hundred milliseconds.
 */
/** False but in a bench build that leaves start-up's yields out (scripts/startup-mechanisms.ts). */
declare const __BENCH_WITHOUT_YIELDS__: boolean;

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  if (__BENCH_WITHOUT_YIELDS__) return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Yields where the browser has a native way to (`scheduler.yield`), and otherwise goes on at once:
 * for work on every request, where a timer per call would cost more than it saves.
 */
export function yieldIfNative(): Promise<void> {
  if (__BENCH_WITHOUT_YIELDS__) return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
