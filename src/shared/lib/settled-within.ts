/**
 * Waits for `task` to settle, or for `ms` to pass, whichever comes first; never rejects (the task
 * reports its own failure). For data a screen is better with but can show without: a normal
 * answer is waited for, a hanging one costs the diner at most `ms`.
 */
export function settledWithin(task: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    task.then(done, done);
  });
}
