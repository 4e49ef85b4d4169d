import { afterEach, describe, expect, it } from 'vitest';
import { anySignal, deadline, isTimeUp, pause, settledBy, timeoutSignal, untilAborted } from './deadline.ts';

const never = () => new Promise<never>(() => undefined);
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (reason: unknown) => reason,
  );

const { timeout, any } = AbortSignal;
afterEach(() => {
  Object.assign(AbortSignal, { timeout, any });
});

// Safari before 16 lacks AbortSignal.timeout and before 17.4 AbortSignal.any: both paths are held to
// the same rules.
describe.each([
  ['with the browser primitives', () => undefined],
  [
    'on a browser without AbortSignal.timeout and AbortSignal.any',
    () => {
      Object.assign(AbortSignal, { timeout: undefined, any: undefined });
    },
  ],
])('%s', (_, setUp) => {
  it('a time-up signal aborts after its time with a TimeoutError', async () => {
    setUp();
    const signal = timeoutSignal(10);
    expect(signal.aborted).toBe(false);
    expect(isTimeUp(await reasonOf(untilAborted(never(), signal)))).toBe(true);
  });

  it('a combined signal aborts with the reason of the first that aborts', async () => {
    setUp();
    const caller = new AbortController();
    const combined = anySignal([caller.signal, timeoutSignal(1_000)]);
    caller.abort('left the screen');
    expect(await reasonOf(untilAborted(never(), combined))).toBe('left the screen');
  });

  it('a combined signal of one already aborted is aborted at once', () => {
    setUp();
    const gone = new AbortController();
    gone.abort('gone');
    const combined = anySignal([timeoutSignal(1_000), gone.signal]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });

  it('a deadline ends on time when the caller never aborts', async () => {
    setUp();
    const started = performance.now();
    expect(isTimeUp(await reasonOf(untilAborted(never(), deadline(20))))).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('a pause waits its time and ends early with the caller', async () => {
    setUp();
    await expect(pause(5)).resolves.toBeUndefined();
    const caller = new AbortController();
    const waiting = reasonOf(pause(10_000, caller.signal));
    caller.abort('stop');
    expect(await waiting).toBe('stop');
  });
});

describe('untilAborted', () => {
  it.each<[string, () => Promise<unknown>, unknown]>([
    ['a value that comes in time', () => Promise.resolve(7), 'resolved'],
    ['a failure that comes in time', () => Promise.reject(new Error('no')), 'Error: no'],
  ])('passes on %s', async (_, task, expected) => {
    const outcome = await reasonOf(untilAborted(task(), deadline(1_000)));
    expect(String(outcome)).toBe(expected);
  });

  it('rejects at once on a signal that already aborted', async () => {
    const gone = new AbortController();
    gone.abort('gone');
    expect(await reasonOf(untilAborted(never(), gone.signal))).toBe('gone');
  });
});

describe('settledBy', () => {
  it.each<[string, () => Promise<unknown>]>([
    ['settles', () => Promise.resolve(1)],
    ['fails', () => Promise.reject(new Error('no'))],
    ['hangs past its budget', never],
  ])('resolves when the task %s', async (_, task) => {
    await expect(settledBy(task(), timeoutSignal(10))).resolves.toBeUndefined();
  });
});
