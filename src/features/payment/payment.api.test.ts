import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderBody } from '../../api/contract/calls.ts';
import { cancelPayment, getOrderNumber, placeOrder } from './payment.api.ts';

function stubFetch(answer: Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      return answer.clone();
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cancelPayment', () => {
  it.each([
    [200, true],
    [202, false],
  ])('counts only 200 as cancelled (%i)', async (status, cancelled) => {
    const requests = stubFetch(new Response(null, { status }));
    expect(await cancelPayment('pg-1', 'o-1')).toBe(cancelled);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/payment/mobile/cancel/pg-1');
  });

  it('throws when the service refuses', async () => {
    stubFetch(new Response(null, { status: 409 }));
    await expect(cancelPayment('pg-1', 'o-1')).rejects.toMatchObject({ kind: 'http', status: 409 });
  });
});

describe('getOrderNumber', () => {
  it.each([
    ['A-12\n', 'A-12'],
    ['', ''],
  ])('reads %j as %j', async (body, expected) => {
    stubFetch(new Response(body, { status: 200 }));
    expect(await getOrderNumber('pg-1')).toBe(expected);
  });
});

describe('placeOrder', () => {
  const ORDER: OrderBody = {
    printGroupUuid: 'pg-00000001',
    shopSeq: 7,
    tableNum: 3,
    localeCode: 'ko',
    tableToken: 't',
    lines: [{ menuSeq: 1, quantity: 1, optionUuids: [], totalPrice: 1000 }],
    totalPrice: 1000,
  };

  it('uses the print group id as the idempotency key unless given one', async () => {
    const requests = stubFetch(Response.json({ printGroupUuid: 'pg-00000001', totalPrice: 1000 }));
    await placeOrder(ORDER);
    await placeOrder(ORDER, { idempotencyKey: 'k' });
    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual(['pg-00000001', 'k']);
  });
});
