import { describe, expect, it, vi } from 'vitest';
import type { OrderStatusCode } from '../../api/contract/entities.ts';
import { ApiError } from '../../api/errors.ts';
import { type CancelDeps, cancelForScreen, cancelPendingOrder } from './order-cancel.ts';
import { makeGroup, makeShop } from './test-factories.ts';

const groupWith = (status: OrderStatusCode) =>
  makeGroup({ takeOut: true, orderStatus: { status, orderCode: '0001', orderNo: '100001' } });

function deps(over: Partial<CancelDeps> = {}) {
  return {
    reload: vi.fn(async () => groupWith('PENDING')),
    cancelCard: vi.fn(async () => true),
    cancelCounter: vi.fn(async () => undefined),
    ...over,
  } satisfies CancelDeps;
}

const request = (cardPayment: boolean) => ({ printGroupUuid: 'u', cardPayment, shopInfo: makeShop() });

describe('cancelPendingOrder', () => {
  it('cancels a card payment with the order number and shows the order cancelled', async () => {
    const d = deps();
    const result = await cancelPendingOrder(request(true), d);
    expect(result.outcome).toBe('canceled');
    expect(result.group?.orderStatus?.status).toBe('CANCEL');
    expect(d.cancelCard).toHaveBeenCalledWith('u', '100001');
    expect(d.cancelCounter).not.toHaveBeenCalled();
  });

  it('cancels a counter order with the shop info', async () => {
    const d = deps();
    expect((await cancelPendingOrder(request(false), d)).outcome).toBe('canceled');
    expect(d.cancelCounter).toHaveBeenCalledWith('100001', 'u', makeShop());
  });

  it.each<[OrderStatusCode, string]>([
    ['CONFIRM', 'alreadyOrderCompleted'],
    ['CANCEL', 'alreadyOrderCanceled'],
  ])('stops when the reloaded status is %s', async (status, outcome) => {
    const d = deps({ reload: vi.fn(async () => groupWith(status)) });
    const result = await cancelPendingOrder(request(true), d);
    expect(result.outcome).toBe(outcome);
    expect(result.group?.orderStatus?.status).toBe(status);
    expect(d.cancelCard).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<CancelDeps>, boolean, string]>([
    ['a card cancel answered with another 2xx', { cancelCard: vi.fn(async () => false) }, true, 'refused'],
    [
      'a card cancel the service refuses',
      { cancelCard: vi.fn(async () => Promise.reject(new ApiError('http', 'paymentCancel', { status: 409 }))) },
      true,
      'refused',
    ],
    [
      'a card cancel with no connection',
      { cancelCard: vi.fn(async () => Promise.reject(new ApiError('offline', 'paymentCancel'))) },
      true,
      'failed',
    ],
    [
      'a counter cancel the service refuses',
      { cancelCounter: vi.fn(async () => Promise.reject(new ApiError('http', 'orderCancel', { status: 500 }))) },
      false,
      'refused',
    ],
    [
      'a counter cancel that times out',
      { cancelCounter: vi.fn(async () => Promise.reject(new ApiError('timeout', 'orderCancel'))) },
      false,
      'failed',
    ],
    [
      'an order the service gave no status is refused',
      { reload: vi.fn(async () => makeGroup({ orderStatus: null })) },
      true,
      'refused',
    ],
    [
      'an order with a blank number is refused',
      {
        reload: vi.fn(async () => makeGroup({ orderStatus: { status: 'PENDING', orderCode: '0001', orderNo: '  ' } })),
      },
      false,
      'refused',
    ],
    [
      'a status reload with no connection',
      { reload: vi.fn(async () => Promise.reject(new ApiError('offline', 'printLogAll'))) },
      true,
      'failed',
    ],
  ])('%s is %s', async (_case, over, card, outcome) => {
    expect((await cancelPendingOrder(request(card), deps(over))).outcome).toBe(outcome);
  });
});

describe('cancelPendingOrder and a fault in the app', () => {
  it('throws it instead of telling the diner the cancel failed', async () => {
    const bug = new TypeError('not a service answer');
    await expect(
      cancelPendingOrder(request(true), deps({ reload: vi.fn(async () => Promise.reject(bug)) })),
    ).rejects.toBe(bug);
  });
});

describe('cancelForScreen', () => {
  it.each<[string, Partial<CancelDeps>]>([
    ['the reload', { reload: vi.fn(async () => Promise.reject(new TypeError('not a service answer'))) }],
    ['the card cancel', { cancelCard: vi.fn(async () => Promise.reject(new RangeError('bad'))) }],
  ])('ends a fault in %s as a failed cancel, so the screen leaves "cancelling"', async (_, over) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await cancelForScreen(request(true), deps(over))).toEqual({ outcome: 'failed', group: null });
  });

  it('passes a service outcome through', async () => {
    expect((await cancelForScreen(request(true), deps())).outcome).toBe('canceled');
  });
});
