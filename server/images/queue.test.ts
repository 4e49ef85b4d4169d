import { describe, expect, it } from 'vitest';
import { Dropped, oneAtATime } from './queue.ts';

describe('oneAtATime', () => {
  it('starts a job only once the one before has ended, failed or not', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    const job =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue(job('a')), queue(job('b', true)), queue(job('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('oneAtATime with a signal', () => {
  it('drops a job whose asker left before its turn, and runs the next', async () => {
    const queue = oneAtATime();
    const ran: string[] = [];
    const job = (name: string) => async () => {
      ran.push(name);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return name;
    };
    const gone = new AbortController();
    const first = queue(job('a'));
    const dropped = queue(job('b'), gone.signal);
    const next = queue(job('c'));
    gone.abort(new Error('closed'));
    await expect(dropped).rejects.toBeInstanceOf(Dropped);
    expect(await Promise.all([first, next])).toEqual(['a', 'c']);
    expect(ran).toEqual(['a', 'c']);
  });
});
