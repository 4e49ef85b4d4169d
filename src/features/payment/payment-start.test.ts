import { describe, expect, it, vi } from 'vitest';
import type { OrderBody, OrderPlaced } from '../../api/contract/calls.ts';
import { ApiError } from '../../api/errors.ts';
import { buildOrderBody } from './payment-order.ts';
import { EMPTY_FIELDS } from './payment-session.ts';
import {
  type EarlierVerdict,
  earlierVerdict,
  type StartDeps,
  type StartRequest,
  startPayment,
  startPaymentOnce,
} from './payment-start.ts';
import { makeLine } from './test-factories.ts';

const body: OrderBody = buildOrderBody({
  printGroupUuid: 'uuid-1',
  shopSeq: 7,
  tableNum: 1,
  localeCode: 'ko',
  tableToken: 'tok',
  lines: [makeLine()],
  kind: 'dine-in',
  fields: EMPTY_FIELDS,
});

const request = (over: Partial<StartRequest> = {}): StartRequest => ({
  body,
  lines: [makeLine()],
  gatewayCode: 'smartro',
  scriptGateway: 'smartro',
  goodsName: '비빔밥',
  now: 1000,
  ...over,
});

const placed = (over: Partial<OrderPlaced> = {}): OrderPlaced => ({
  printGroupUuid: 'uuid-1',
  totalPrice: 24000,
  orderNo: null,
  ...over,
});

function deps(over: Partial<StartDeps> = {}) {
  return {
    placeOrder: vi.fn(async (_body: OrderBody) => placed()),
    loadScript: vi.fn(async () => undefined),
    handOver: vi.fn(),
    keepInFlight: vi.fn(),
    checkEarlier: vi.fn(async (_id: string): Promise<EarlierVerdict> => 'not-paid'),
    windowClosed: vi.fn(),
    refused: vi.fn(),
    ...over,
  };
}

describe('startPayment', () => {
  it('keeps the payment, registers the order, then hands the service total to the gateway', async () => {
    const d = deps();
    expect(await startPayment(request(), d)).toEqual({ kind: 'gateway' });
    expect(d.keepInFlight).toHaveBeenCalledWith(
      expect.objectContaining({ printGroupUuid: 'uuid-1', shopSeq: 7, tableNum: 1, startedAt: 1000 }),
      [makeLine()],
    );
    expect(vi.mocked(d.keepInFlight).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(d.placeOrder).mock.invocationCallOrder[0]!,
    );
    expect(d.handOver).toHaveBeenCalledWith(
      'smartro',
      expect.objectContaining({ orderId: 'uuid-1', amount: 24000, goodsName: '비빔밥' }),
      expect.any(Function),
    );
  });

  it('places a counter order and goes to the result, with no gateway at all', async () => {
    const d = deps({ placeOrder: vi.fn(async () => placed({ orderNo: '100001' })) });
    const outcome = await startPayment(request({ gatewayCode: null, scriptGateway: null }), d);
    expect(outcome).toEqual({ kind: 'placed', printGroupUuid: 'uuid-1' });
    expect(d.loadScript).not.toHaveBeenCalled();
    expect(d.handOver).not.toHaveBeenCalled();
  });

  it('sends an order already paid in an earlier attempt to the result instead of the gateway', async () => {
    const d = deps({ placeOrder: vi.fn(async () => placed({ orderNo: '100001' })) });
    expect(await startPayment(request(), d)).toEqual({ kind: 'already-paid', printGroupUuid: 'uuid-1' });
    expect(d.handOver).not.toHaveBeenCalled();
  });

  it('registers no order when the gateway script does not load', async () => {
    const d = deps({ loadScript: vi.fn(async () => Promise.reject(new Error('404'))) });
    expect(await startPayment(request(), d)).toEqual({ kind: 'failed', reason: 'gateway' });
    expect(d.placeOrder).not.toHaveBeenCalled();
  });

  it('refuses a gateway the app has no script for', async () => {
    const d = deps();
    expect(await startPayment(request({ gatewayCode: 'kcp', scriptGateway: null }), d)).toEqual({
      kind: 'failed',
      reason: 'gateway',
    });
    expect(d.placeOrder).not.toHaveBeenCalled();
  });

  it('reports a gateway that refuses the request at once', async () => {
    const d = deps({ handOver: vi.fn((_g, _r, onError: () => void) => onError()) });
    expect(await startPayment(request(), d)).toEqual({ kind: 'failed', reason: 'gateway' });
    expect(d.windowClosed).not.toHaveBeenCalled();
  });

  it('reports a card window closed after the hand-over (a late fnError) as closed, not as refused', async () => {
    let later: () => void = () => undefined;
    const d = deps({
      handOver: vi.fn((_g, _r, onError: () => void) => {
        later = onError;
      }),
    });
    expect(await startPayment(request(), d)).toEqual({ kind: 'gateway' });
    expect(d.windowClosed).not.toHaveBeenCalled();
    later();
    expect(d.windowClosed).toHaveBeenCalledTimes(1);
  });

  it('hands over the gateway fields the service made, unchanged', async () => {
    const fields = { provider: 'nice', orderId: 'uuid1', clientId: null, amount: 24000 } as const;
    const d = deps({ placeOrder: vi.fn(async () => placed({ gateway: fields })) });
    await startPayment(request({ gatewayCode: 'nice', scriptGateway: 'nice' }), d);
    expect(d.handOver).toHaveBeenCalledWith('nice', expect.objectContaining({ fields }), expect.any(Function));
  });

  it.each<[string, ApiError, string]>([
    ['no connection', new ApiError('offline', 'placeOrder'), 'offline'],
    ['a timeout', new ApiError('timeout', 'placeOrder'), 'offline'],
    ['a refused token', new ApiError('http', 'placeOrder', { status: 401 }), 'session'],
    ['a 422 without a reason from the service', new ApiError('http', 'placeOrder', { status: 422 }), 'rejected'],
    ['a server error', new ApiError('http', 'placeOrder', { status: 500 }), 'rejected'],
  ])('maps %s to %s', async (_case, error, reason) => {
    const d = deps({ placeOrder: vi.fn(async () => Promise.reject(error)) });
    expect(await startPayment(request(), d)).toEqual({ kind: 'failed', reason });
    expect(d.handOver).not.toHaveBeenCalled();
    // Only the service's own answer says nothing is held; a lost connection leaves it unknown.
    if (error.kind === 'http') expect(d.refused).toHaveBeenCalledWith('uuid-1');
    else expect(d.refused).not.toHaveBeenCalled();
  });
});

describe('startPaymentOnce', () => {
  it('joins a second tap to the running start', async () => {
    let release!: (value: OrderPlaced) => void;
    const d = deps({ placeOrder: vi.fn(() => new Promise<OrderPlaced>((resolve) => (release = resolve))) });
    const first = startPaymentOnce(request(), d);
    const second = startPaymentOnce(request(), d);
    expect(second).toBe(first);
    await vi.waitFor(() => expect(d.placeOrder).toHaveBeenCalled());
    release(placed());
    await first;
    expect(d.placeOrder).toHaveBeenCalledTimes(1);
    expect(d.handOver).toHaveBeenCalledTimes(1);
  });

  it('lets a new start run once the last one ended', async () => {
    const d = deps();
    await startPaymentOnce(request(), d);
    await startPaymentOnce(request(), d);
    expect(d.placeOrder).toHaveBeenCalledTimes(2);
  });
});

describe('pay once: an earlier attempt of the table is asked about before a new charge', () => {
  const earlier = { printGroupUuid: 'uuid-0', shopSeq: 7, tableNum: 1, fingerprint: 'other', startedAt: 500 };

  it.each<[string, EarlierVerdict, string, boolean]>([
    // rule, what the service says of the earlier attempt, outcome, a new order placed
    ['paid: the diner goes to its result, nothing is charged again', 'paid', 'already-paid', false],
    ['not paid: the new attempt goes to the gateway', 'not-paid', 'gateway', true],
    ['no answer: nothing starts until it can be asked', 'unknown', 'failed', false],
  ])('%s', async (_rule, verdict, kind, placesOrder) => {
    const d = deps({ checkEarlier: vi.fn(async () => verdict) });
    const outcome = await startPayment(request({ earlier }), d);
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'already-paid') expect(outcome.printGroupUuid).toBe('uuid-0');
    expect(d.checkEarlier).toHaveBeenCalledWith('uuid-0');
    expect(d.placeOrder).toHaveBeenCalledTimes(placesOrder ? 1 : 0);
    expect(d.handOver).toHaveBeenCalledTimes(placesOrder ? 1 : 0);
  });

  it('does not ask about the attempt it is retrying (same content, same id)', async () => {
    const d = deps();
    await startPayment(request({ earlier: { ...earlier, printGroupUuid: 'uuid-1' } }), d);
    expect(d.checkEarlier).not.toHaveBeenCalled();
  });
});

describe('pay once, when the earlier attempt cannot be asked about', () => {
  it('tells the diner there is no connection', async () => {
    const earlier = { printGroupUuid: 'uuid-0', shopSeq: 7, tableNum: 1, fingerprint: 'other', startedAt: 500 };
    const d = deps({ checkEarlier: vi.fn(async () => 'unknown' as const) });
    expect(await startPayment(request({ earlier }), d)).toEqual({ kind: 'failed', reason: 'offline' });
  });

  it('throws a fault in the app itself instead of telling a refused order', async () => {
    const bug = new TypeError('not a service answer');
    const d = deps({ placeOrder: vi.fn(async () => Promise.reject(bug)) });
    await expect(startPayment(request(), d)).rejects.toBe(bug);
  });
});

describe('earlierVerdict', () => {
  it.each<[string, () => Promise<{ pending: boolean }>, EarlierVerdict]>([
    ['a result is paid', async () => ({ pending: false }), 'paid'],
    ['204 (awaiting payment) is not paid', async () => ({ pending: true }), 'not-paid'],
    [
      'an order the service does not know is not paid',
      async () => Promise.reject(new ApiError('http', 'paymentResult', { status: 404 })),
      'not-paid',
    ],
    ['no connection is unknown', async () => Promise.reject(new ApiError('offline', 'paymentResult')), 'unknown'],
    ['a timeout is unknown', async () => Promise.reject(new ApiError('timeout', 'paymentResult')), 'unknown'],
    [
      'a server error is unknown',
      async () => Promise.reject(new ApiError('http', 'paymentResult', { status: 500 })),
      'unknown',
    ],
  ])('%s', async (_rule, fetch, expected) => {
    expect(await earlierVerdict('uuid-0', fetch)).toBe(expected);
  });
});

describe('startPayment within the order limits', () => {
  const orderLine = (menuSeq: number, quantity: number) => ({
    menuSeq,
    quantity,
    optionUuids: [],
    totalPrice: 1000 * quantity,
  });
  const withLines = (lines: OrderBody['lines']) => request({ body: { ...body, lines } });

  it.each([
    ['100 of one menu over two lines', [orderLine(1, 50), orderLine(1, 50)], 'menu-quantity'],
    ['101 lines', Array.from({ length: 101 }, (_, i) => orderLine(i, 1)), 'too-many-lines'],
  ] as const)('%s: told before anything is kept, placed or charged', async (_name, lines, reason) => {
    const d = deps();
    expect(await startPayment(withLines([...lines]), d)).toEqual({ kind: 'failed', reason });
    expect(d.keepInFlight).not.toHaveBeenCalled();
    expect(d.placeOrder).not.toHaveBeenCalled();
    expect(d.loadScript).not.toHaveBeenCalled();
  });

  it('99 of one menu and 100 lines start as usual', async () => {
    const lines = [orderLine(1, 50), orderLine(1, 49), ...Array.from({ length: 98 }, (_, i) => orderLine(i + 2, 1))];
    const d = deps();
    expect(await startPayment(withLines(lines), d)).toEqual({ kind: 'gateway' });
    expect(d.placeOrder).toHaveBeenCalledOnce();
  });

  it.each([
    ['too_many_lines', 'too-many-lines'],
    ['menu_quantity_over_limit', 'menu-quantity'],
    ['price_mismatch', 'price-changed'],
    ['sold_out', 'sold-out'],
    ['unknown_menu', 'menu-gone'],
    ['below_minimum_amount', 'below-minimum'],
    ['delivery_closed', 'rejected'],
    ['gateway_currency', 'rejected'],
    ['toString', 'rejected'],
  ] as const)('a service refusing with %s is told as %s', async (code, reason) => {
    const status = code === 'sold_out' || code === 'delivery_closed' ? 409 : 422;
    const refusal = new ApiError('http', 'placeOrder', { status, service: { code, message: 'no' } });
    const d = deps({ placeOrder: vi.fn(async () => Promise.reject(refusal)) });
    expect(await startPayment(request(), d)).toEqual({ kind: 'failed', reason });
  });
});
