import { describe, expect, it } from 'vitest';
import { dispatchWorkerMessage, RECEIPT_REPLAYED_EVENT, REQUEST_QUEUED_EVENT } from './bridge.ts';

function listen(target: EventTarget, type: string): unknown[] {
  const details: unknown[] = [];
  target.addEventListener(type, (event) => details.push((event as CustomEvent).detail));
  return details;
}

describe('dispatchWorkerMessage', () => {
  it('turns a replayed receipt into the receipt-replayed window event', () => {
    const target = new EventTarget();
    const seen = listen(target, RECEIPT_REPLAYED_EVENT);
    dispatchWorkerMessage({ type: 'RECEIPT_REPLAYED', printGroupUuid: 'pg-1', status: 200 }, target);
    expect(seen).toEqual([{ printGroupUuid: 'pg-1', status: 200 }]);
  });

  it('announces a queued request', () => {
    const target = new EventTarget();
    const seen = listen(target, REQUEST_QUEUED_EVENT);
    dispatchWorkerMessage({ type: 'REQUEST_QUEUED', queue: 'receipt' }, target);
    expect(seen).toEqual([{ queue: 'receipt' }]);
  });

  it.each([{ type: 'RECEIPT_REPLAYED', status: 200 }, { type: 'CACHE_UPDATED' }, 'hello', null])(
    'ignores %o',
    (data) => {
      const target = new EventTarget();
      const replayed = listen(target, RECEIPT_REPLAYED_EVENT);
      const queued = listen(target, REQUEST_QUEUED_EVENT);
      dispatchWorkerMessage(data, target);
      expect([...replayed, ...queued]).toEqual([]);
    },
  );
});
