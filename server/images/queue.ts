/**
 * Runs image work one job at a time. sharp does its work on Node's thread pool (four threads by
 * default), which the service's file reads share: a page asking for twenty pictures at once must
 * not hold back the app's own files and calls behind them. A job whose asker has gone (a page
 * closed or scrolled past before its turn) is dropped when its turn comes, so the pictures of a
 * page that is no longer there never hold back the next page's.
 */
/** The job was dropped because its asker left before its turn. */
export class Dropped extends Error {
  override name = 'Dropped';
}

export function oneAtATime(): <T>(job: () => Promise<T>, signal?: AbortSignal) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>, signal?: AbortSignal) => {
    const turn = () => {
      if (signal?.aborted) throw new Dropped('The picture is no longer wanted.');
      return job();
    };
    const run = last.then(turn, turn);
    last = run.catch(() => undefined);
    return run;
  };
}
