/**
 * `task`, or a rejection with `failure()` once `ms` have passed without it settling, whichever
 * comes first. The task itself goes on; only the wait for it ends.
 */
export function rejectAfter<T>(task: Promise<T>, ms: number, failure: () => unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(failure()), ms);
    task.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
