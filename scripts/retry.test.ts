import { describe, expect, it } from 'vitest';
import { withRetries } from './retry.mjs';

/** A run that fails `failures` times with Lighthouse's lost-trace error, then gives `value`. */
function flaky(failures: number, value: string) {
  let calls = 0;
  return {
    run: async () => {
      calls += 1;
      if (calls <= failures) throw new Error('lighthouse run h1-2 failed (1): NO_NAVSTART');
      return value;
    },
    calls: () => calls,
  };
}

describe('withRetries: a failed bench run is tried again, and given up without ending the bench', () => {
  it.each([
    { failures: 0, retries: 2, result: 'run', calls: 1, heard: [] },
    { failures: 1, retries: 2, result: 'run', calls: 2, heard: [false] },
    { failures: 2, retries: 2, result: 'run', calls: 3, heard: [false, false] },
    { failures: 3, retries: 2, result: null, calls: 3, heard: [false, false, true] },
    { failures: 1, retries: 0, result: null, calls: 1, heard: [true] },
  ])(
    '$failures failures with $retries retries → $result after $calls calls',
    async ({ failures, retries, result, calls, heard }) => {
      const run = flaky(failures, 'run');
      const failuresHeard: boolean[] = [];
      const got = await withRetries(run.run, { retries, onFailure: (_error, last) => failuresHeard.push(last) });
      expect(got).toBe(result);
      expect(run.calls()).toBe(calls);
      expect(failuresHeard).toEqual(heard);
    },
  );
});
