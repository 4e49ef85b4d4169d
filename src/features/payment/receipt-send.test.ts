import { describe, expect, it, vi } from 'vitest';
import type { ReceiptBody } from '../../api/contract/calls.ts';
import { ApiError } from '../../api/errors.ts';
import type { ReceiptOutcome } from './payment.api.ts';
import { sendSmartReceipt } from './receipt-send.ts';

const body: ReceiptBody = {
  phoneNumber: '01012345678',
  storeName: '한옥',
  productPrice: 24000,
  orderDate: '20250102030405',
  urlMobile: 'https://app.example/payment/receipt/u',
  printGroupUuid: 'u',
  shopSeq: 7,
};

const http = (status: number) => new ApiError('http', 'receipt', { status });

describe('sendSmartReceipt', () => {
  it.each<[string, (ReceiptOutcome | ApiError)[], string, number]>([
    ['200 is sent', ['sent'], 'sent', 1],
    ['208 is already sent', ['already-sent'], 'already-sent', 1],
    ['a server error is retried once, then sent', [http(500), 'sent'], 'sent', 2],
    ['two server errors fail', [http(500), http(503)], 'failed', 2],
    ['a refusal is not retried', [http(400), 'sent'], 'failed', 1],
    ['a timeout fails', [new ApiError('timeout', 'receipt')], 'failed', 1],
    ['no connection is queued for the offline layer', [new ApiError('offline', 'receipt')], 'queued', 1],
  ])('%s', async (_rule, list, expected, calls) => {
    const send = vi.fn(async () => {
      const next = list.shift();
      if (next instanceof ApiError) throw next;
      return next ?? 'sent';
    });
    const sleep = vi.fn(async () => undefined);
    expect(await sendSmartReceipt(body, 'key-1', { send, sleep, isOnline: () => true })).toBe(expected);
    expect(send).toHaveBeenCalledTimes(calls);
    for (const call of send.mock.calls) expect(call).toEqual([body, 'key-1']);
  });

  it('says queued for any failure while the browser is offline', async () => {
    const send = vi.fn(async () => Promise.reject(http(503)));
    expect(await sendSmartReceipt(body, 'k', { send, sleep: async () => undefined, isOnline: () => false })).toBe(
      'queued',
    );
  });
});
