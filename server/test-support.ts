/** Shared helpers for the service's tests: a fixed clock and secret, tokens, and order bodies. */
import type { Hono } from 'hono';
import type { OrderBody } from '../src/api/contract/calls.ts';
import { createDemoApp } from './app.ts';
import { mintTableToken } from './tokens.ts';

export const SECRET = 'test-secret';
/** Monday 2 June 2025, 12:00 in Seoul. */
export const NOW = new Date('2025-06-02T03:00:00Z');

export function makeApp(now: () => Date = () => NOW): Hono {
  return createDemoApp({ secret: SECRET, now });
}

export function tokenFor(shopSeq: number, tableNum: number, ttlSeconds?: number): string {
  return mintTableToken(shopSeq, tableNum, NOW, SECRET, ttlSeconds);
}

export function postJson(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let counter = 0;
export function newUuid(): string {
  counter += 1;
  return `test-order-${counter.toString().padStart(6, '0')}-${Math.random().toString(36).slice(2, 10)}`;
}

/** One Jeonju bibimbap (11,000 won) at shop 1 table 1 (smartro), unless overridden. */
export function orderBody(overrides: Partial<OrderBody> = {}): OrderBody {
  const shopSeq = overrides.shopSeq ?? 1;
  const tableNum = overrides.tableNum ?? 1;
  return {
    printGroupUuid: newUuid(),
    shopSeq,
    tableNum,
    localeCode: 'ko',
    tableToken: tokenFor(shopSeq, tableNum),
    lines: [{ menuSeq: 102, quantity: 1, optionUuids: [], totalPrice: 11000, requestText: null }],
    totalPrice: 11000,
    ...overrides,
  };
}

/** A vegetable gimbap (4,000 won) at the snack bar, which has no gateway: placed at once. */
export function counterOrderBody(tableNum = 1, overrides: Partial<OrderBody> = {}): OrderBody {
  return orderBody({
    shopSeq: 3,
    tableNum,
    tableToken: tokenFor(3, tableNum),
    lines: [{ menuSeq: 3001, quantity: 2, optionUuids: [], totalPrice: 8000 }],
    totalPrice: 8000,
    ...overrides,
  });
}

export async function placeOrder(app: Hono, body: OrderBody) {
  const res = await postJson(app, '/api/order', body);
  if (res.status !== 200) throw new Error(`order refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as { printGroupUuid: string; totalPrice: number; orderNo: string | null };
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** Approves the card payment of an order through the gateway stand-in, as the card page would. */
export async function approve(app: Hono, code: 'smartro' | 'nice', orderId: string, amount: number) {
  return app.request(
    `/pg/${code}/approve`,
    form({
      orderId,
      amount: String(amount),
      goodsName: 'test',
      returnUrl: `/payment/process/${orderId}`,
      stopUrl: '/stop',
    }),
  );
}

/** Places and pays a card order at shop 1; answers its id and order number. */
export async function paidCardOrder(app: Hono, overrides: Partial<OrderBody> = {}) {
  const body = orderBody(overrides);
  await placeOrder(app, body);
  const res = await approve(app, 'smartro', body.printGroupUuid, body.totalPrice);
  if (res.status !== 303) throw new Error(`approve failed: ${res.status}`);
  const log = (await (await app.request(`/api/print/log/all?printGroupUuid=${body.printGroupUuid}`)).json()) as {
    orderStatus: { orderNo: string };
  };
  return { printGroupUuid: body.printGroupUuid, orderNo: log.orderStatus.orderNo, body };
}
