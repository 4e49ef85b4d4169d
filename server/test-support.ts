/** Shared helpers for the service's tests: a fixed clock and secret, tokens, and order bodies. */
import type { Hono } from 'hono';
import type { OrderBody, OrderPlaced } from '../src/api/contract/calls.ts';
import type { TableCartState } from '../src/api/contract/table-cart.ts';
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
  return (await res.json()) as OrderPlaced;
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** Approves the card payment of an order through the gateway stand-in, as the card page would. */
/** The named fields and the action of the self-submitting result form a gateway answers with. */
export function resultForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="result" method="post" action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decodeEntities(match[1] ?? '')] = decodeEntities(match[2] ?? '');
  }
  return { action: decodeEntities(action), fields };
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export const NICE_CLIENT_ID = 'S2_demo0000000000000000000000000000';
export const NICE_RETURN = 'http://localhost/api/pg-relay/nice/return';

/** The NICEPAY stand-in's window: press a button, get its result form (the browser's next POST). */
export async function niceWindow(
  app: Hono,
  action: 'approve' | 'decline' | 'cancel',
  orderId: string,
  amount: number,
): Promise<{ action: string; fields: Record<string, string> }> {
  const res = await app.request(
    `/pg/nice/${action}`,
    form({ clientId: NICE_CLIENT_ID, orderId, amount: String(amount), goodsName: 'test', returnUrl: NICE_RETURN }),
  );
  if (res.status !== 200) throw new Error(`nice ${action} failed: ${res.status}`);
  return resultForm(await res.text());
}

/** Pays through NICEPAY the way a browser does: the window's result form, posted to the relay. */
export async function payWithNice(
  app: Hono,
  printGroupUuid: string,
  amount: number,
  action: 'approve' | 'decline' | 'cancel' = 'approve',
) {
  const result = await niceWindow(app, action, printGroupUuid.replace(/-/g, ''), amount);
  return app.request(new URL(result.action).pathname, form(result.fields));
}

/** The fields the app's form hands Smartro's window, from the service's answer, as the manual names them. */
export function smartroForm(placed: OrderPlaced, channel: 'pc' | 'mobile' = 'mobile'): Record<string, string> {
  const fields = placed.gateway;
  if (fields?.provider !== 'smartro') throw new Error('not a Smartro order');
  return {
    PayMethod: 'CARD',
    GoodsCnt: '1',
    GoodsName: '전주비빔밥 외 1개',
    Amt: String(fields.Amt),
    Moid: fields.Moid,
    Mid: fields.Mid,
    EdiDate: fields.EdiDate,
    EncryptData: fields.EncryptData,
    ReturnUrl: `http://localhost/api/pg-relay/smartro/return/${fields.Moid}`,
    StopUrl: `http://localhost/api/pg-relay/smartro/stop/${fields.Moid}`,
    Mode: 'STG',
    channel,
  };
}

/** Pays through Smartro's phone window the way a browser does: its result form, posted to the relay. */
export async function payWithSmartro(app: Hono, placed: OrderPlaced, action: 'approve' | 'decline' = 'approve') {
  const res = await app.request(`/pg/smartro/${action}`, form(smartroForm(placed)));
  if (res.status !== 200) throw new Error(`smartro ${action} failed: ${res.status}`);
  const result = resultForm(await res.text());
  return app.request(new URL(result.action).pathname, form(result.fields));
}

/** Places and pays a card order at shop 1; answers its id and order number. */
export async function paidCardOrder(app: Hono, overrides: Partial<OrderBody> = {}) {
  const body = orderBody(overrides);
  const res = await payWithSmartro(app, await placeOrder(app, body));
  if (res.status !== 303) throw new Error(`approve failed: ${res.status}`);
  const log = (await (await app.request(`/api/print/log/all?printGroupUuid=${body.printGroupUuid}`)).json()) as {
    orderStatus: { orderNo: string };
  };
  return { printGroupUuid: body.printGroupUuid, orderNo: log.orderStatus.orderNo, body };
}

/** Reads an event stream's text until `count` cart events have come, then stops reading. */
export async function readEvents(res: Response, count: number): Promise<TableCartState[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: TableCartState[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      if (!block.startsWith('event: cart')) continue;
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)) as TableCartState);
    }
  }
  await reader.cancel();
  return events;
}
