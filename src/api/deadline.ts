/**
 * The app's one way to bound a wait: an `AbortSignal` that aborts when time is up or when the
 * caller gives up, and helpers that end a wait on it. A call's deadline covers its whole life
 * (tries, backoff, headers and body), a pause between polls ends with the screen that asked for it,
 * and a wait for something optional ends after its budget without failing the screen.
 *
 * `AbortSignal.timeout` came with Safari 16 and `AbortSignal.any` with Safari 17.4 (iOS alike), so
 * each is used where the browser has it and built from `AbortController` where it does not: a
 * phone on iOS 15 or 16 keeps every bound.
 */

/** True for the reason a time-up signal aborts with (a `TimeoutError` DOMException). */
export function isTimeUp(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
}

function timeUpReason(): DOMException {
  return new DOMException('The time allowed for this wait is up.', 'TimeoutError');
}

/** Aborts with a `TimeoutError` once `ms` have passed. */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(timeUpReason()), ms);
  return controller.signal;
}

/** Aborts as soon as any of `signals` does, with that signal's reason. */
export function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (present.length === 1) return present[0]!;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(present);
  const controller = new AbortController();
  const stop = () => {
    for (const signal of present) signal.removeEventListener('abort', onAbort);
  };
  function onAbort(this: AbortSignal) {
    stop();
    controller.abort(this.reason);
  }
  for (const signal of present) {
    if (signal.aborted) {
      stop();
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', onAbort, { once: true });
  }
  return controller.signal;
}

/** The signal of a wait that may last `ms` at most and ends sooner if `signal` aborts. */
export function deadline(ms: number, signal?: AbortSignal): AbortSignal {
  return anySignal([signal, timeoutSignal(ms)]);
}

/**
 * `task`'s outcome, or a rejection with the signal's reason once it aborts, whichever comes first.
 * The task itself goes on unless the signal also reaches it; only this wait for it ends.
 */
export function untilAborted<T>(task: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The task's own failure, if any, is no longer anyone's to report.
    task.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      task.catch(() => undefined);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Waits `ms`; rejects with the signal's reason as soon as `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  const timer = timeoutSignal(ms);
  const ended = new Promise<never>(() => undefined);
  return untilAborted(ended, anySignal([signal, timer])).catch((reason: unknown) => {
    if (signal?.aborted) throw signal.reason;
    if (!isTimeUp(reason)) throw reason;
  });
}

/**
 * Waits for `task` to settle or for `signal` to abort, whichever comes first; never rejects (the
 * task reports its own failure). For data a screen is better with but can show without.
 */
export function settledBy(task: Promise<unknown>, signal: AbortSignal): Promise<void> {
  return untilAborted(task, signal).then(
    () => undefined,
    () => undefined,
  );
}

export type Pause = (ms: number, signal?: AbortSignal) => Promise<void>;
