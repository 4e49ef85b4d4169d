import { describe, expect, it } from 'vitest';
import { RECEIPT_REPLAYED_EVENT, readReplayed, replayOutcome } from './receipt-queue.ts';

describe('replayOutcome', () => {
  it.each<[number, string]>([
    [200, 'sent'],
    [208, 'already-sent'],
    [409, 'limit'],
    [500, 'failed'],
    [404, 'failed'],
    [300, 'failed'],
    [102, 'failed'],
  ])('a replay answered %i is %s', (status, expected) => {
    expect(replayOutcome(status)).toBe(expected);
  });
});

describe('readReplayed', () => {
  it.each<[string, Event, unknown]>([
    [
      'reads a well-formed report',
      new CustomEvent(RECEIPT_REPLAYED_EVENT, { detail: { printGroupUuid: 'u', status: 200 } }),
      { printGroupUuid: 'u', status: 200 },
    ],
    [
      'ignores a report without a status',
      new CustomEvent(RECEIPT_REPLAYED_EVENT, { detail: { printGroupUuid: 'u' } }),
      null,
    ],
    ['ignores a plain event', new Event(RECEIPT_REPLAYED_EVENT), null],
  ])('%s', (_rule, event, expected) => {
    expect(readReplayed(event)).toEqual(expected);
  });
});
