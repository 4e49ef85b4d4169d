import { describe, expect, it, vi } from 'vitest';
import type { ReceiptBody } from '../../api/contract/calls.ts';
import type { SendOutcome } from '../../worker-contract/outbox.ts';
import { receiptKey, sendSmartReceipt } from './receipt-send.ts';

const body: ReceiptBody = {
  phoneNumber: '01012345678',
  storeName: '한옥',
  productPrice: 24000,
  orderDate: '20250102030405',
  urlMobile: 'https://app.example/payment/receipt/u',
  printGroupUuid: 'u',
  shopSeq: 7,
};

const answer = (status: number, queuedByWorker = false): SendOutcome => ({ kind: 'response', status, queuedByWorker });
const offline: SendOutcome = { kind: 'network-error' };
const timeout: SendOutcome = { kind: 'timeout' };

describe('sendSmartReceipt', () => {
  it.each<[string, SendOutcome[], boolean, string, number, boolean, boolean]>([
    // rule, answers in turn, stored durably, outcome, sends, settled (entry removed), retry timer armed
    ['200 is sent', [answer(200)], true, 'sent', 1, true, false],
    ['208 is already sent', [answer(208)], true, 'already-sent', 1, true, false],
    ['409 is the order’s limit, settled, not retried', [answer(409), answer(200)], true, 'limit', 1, true, false],
    ['a server error is retried once, then sent', [answer(500), answer(200)], true, 'sent', 2, true, false],
    ['two server errors fail', [answer(500), answer(503)], true, 'failed', 2, true, false],
    ['a refusal is not retried', [answer(400), answer(200)], true, 'failed', 1, true, false],
    ['no answer, stored in IndexedDB: queued, the page tries again', [offline], true, 'queued', 1, false, true],
    ['a timeout, stored in IndexedDB: queued, the page tries again', [timeout], true, 'queued', 1, false, true],
    ['no answer, memory only: not queued, still tried again', [offline], false, 'failed', 1, false, true],
    ['the worker stored it: queued, the page tries again too', [answer(202, true)], false, 'queued', 1, false, true],
    ['a 202 without the worker’s marker is the service’s: sent', [answer(202)], false, 'sent', 1, true, false],
  ])('%s', async (_rule, answers, durable, expected, sends, settled, retried) => {
    const send = vi.fn(async () => answers.shift() ?? answer(200));
    const settle = vi.fn(async () => undefined);
    const enqueue = vi.fn(async (entry) => ({ entry, durable }));
    const sleep = vi.fn(async () => undefined);
    const retrySoon = vi.fn();
    expect(await sendSmartReceipt(body, { send, settle, enqueue, sleep, retrySoon })).toBe(expected);
    expect(send).toHaveBeenCalledTimes(sends);
    expect(settle).toHaveBeenCalledTimes(settled ? 1 : 0);
    expect(retrySoon).toHaveBeenCalledTimes(retried ? 1 : 0);
    for (const [entry] of send.mock.calls as unknown as [{ key: string }][]) expect(entry.key).toBe(receiptKey(body));
  });
});

describe('receiptKey', () => {
  it('is the same for the same order and phone, and differs when either changes', () => {
    expect(receiptKey(body)).toBe(receiptKey({ ...body }));
    expect(receiptKey(body)).not.toBe(receiptKey({ ...body, phoneNumber: '01099999999' }));
    expect(receiptKey(body)).not.toBe(receiptKey({ ...body, printGroupUuid: 'v' }));
  });
});
