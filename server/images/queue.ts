/**
 * Runs image work one job at a time. sharp does its work on Node's thread pool (four threads by
 * default), which the service's file reads share: a page asking for twenty pictures at once must
 * not hold back the app's own files and calls behind them.
 */
export function oneAtATime(): <T>(job: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>) => {
    const run = last.then(job, job);
    last = run.catch(() => undefined);
    return run;
  };
}
