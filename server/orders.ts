/**
 * The order book: taking an order (priced by the service, idempotent by print group id), settling
 * its card payment, and moving its status. Pure over the state it is given, the clock included.
 */
import { createHash } from 'node:crypto';
import type { GatewayFields, OrderBody, OrderPlaced } from '../src/api/contract/calls.ts';
import type { OrderStatusCode } from '../src/api/contract/entities.ts';
import { LIMITS } from '../src/api/contract/limits.ts';
import { ORDER_LIMIT_CODES, orderLimitProblem } from '../src/api/contract/order-limits.ts';
import { seoulTime } from './clock.ts';
import { ediDateOf, gatewayOrderId, type MerchantConfig, smartroEncryptData } from './gateway/merchant.ts';
import { ApiError } from './http.ts';
import { findMenu, requireOrder, requireShop, requireTable } from './lookup.ts';
import { priceLine } from './pricing.ts';
import { type DemoState, gatewayFor, type OrderRecord } from './state.ts';
import { tableCartOrderPaid } from './table-carts.ts';
import { isTokenValidFor } from './tokens.ts';

function fingerprintOf(body: OrderBody): string {
  const { tableToken: _token, ...content } = body;
  return JSON.stringify(content);
}

/** The fields the browser hands the gateway: made here, because only the service holds the keys. */
export function gatewayFieldsOf(order: OrderRecord, merchant: MerchantConfig, now: Date): GatewayFields | null {
  if (!order.gateway || order.orderNo) return null;
  const orderId = gatewayOrderId(order.printGroupUuid);
  // The shop's own client id: one merchant per demo service; a real service keeps one per shop.
  if (order.gateway === 'nice') {
    return { provider: 'nice', orderId, clientId: merchant.nice.clientId, amount: order.totalPrice };
  }
  const EdiDate = ediDateOf(now);
  const { mid, merchantKey } = merchant.smartro;
  return {
    provider: 'smartro',
    Mid: mid,
    Moid: orderId,
    Amt: order.totalPrice,
    EdiDate,
    EncryptData: smartroEncryptData(EdiDate, mid, order.totalPrice, merchantKey),
  };
}

function answerOf(order: OrderRecord, merchant: MerchantConfig, now: Date): OrderPlaced {
  return {
    printGroupUuid: order.printGroupUuid,
    totalPrice: order.totalPrice,
    orderNo: order.orderNo,
    gateway: gatewayFieldsOf(order, merchant, now),
  };
}

/** The order a gateway's order id names (the print group id without its hyphens). */
export function orderByGatewayId(state: DemoState, orderId: string): OrderRecord | null {
  for (const order of state.orders.values()) if (gatewayOrderId(order.printGroupUuid) === orderId) return order;
  return null;
}

/** Gives the order its number and sends it to the kitchen (status PENDING). */
function markPlaced(state: DemoState, order: OrderRecord, now: Date): void {
  const code = (state.orderCodes.get(order.shopSeq) ?? 0) + 1;
  state.orderCodes.set(order.shopSeq, code);
  order.orderNo = String(state.nextOrderNo);
  state.nextOrderNo += 1;
  order.orderCode = String(code).padStart(4, '0');
  order.state = 'PENDING';
  order.placedAt = now;
}

/** The count rules of `order-limits.ts`, each refused with its own code, as the app reads them. */
function refuseOverLimits(body: OrderBody): void {
  const problem = orderLimitProblem(body.lines);
  if (!problem) return;
  const code = ORDER_LIMIT_CODES[problem.kind];
  if (problem.kind === 'lines') {
    throw new ApiError(
      422,
      code,
      `An order may have at most ${LIMITS.orderLines} lines; this one has ${problem.count}.`,
    );
  }
  throw new ApiError(
    422,
    code,
    `At most ${LIMITS.menuQuantity} of one menu per order; menu ${problem.menuSeq} comes to ${problem.quantity}.`,
  );
}

export function placeOrder(
  state: DemoState,
  body: OrderBody,
  now: Date,
  secret: string,
  merchant: MerchantConfig,
): OrderPlaced {
  const shop = requireShop(state, body.shopSeq);
  const table = requireTable(shop, body.tableNum);
  if (!isTokenValidFor(body.tableToken, shop.info.shopSeq, table.tableNum, now, secret)) {
    throw new ApiError(401, 'invalid_token', 'The table token is missing, expired or for another table.');
  }
  const fingerprint = fingerprintOf(body);
  const existing = state.orders.get(body.printGroupUuid);
  if (existing) {
    if (existing.fingerprint === fingerprint) return answerOf(existing, merchant, now);
    throw new ApiError(409, 'duplicate_order_id', 'This print group id was already used for a different order.');
  }
  refuseOverLimits(body);
  const lines = body.lines.map((input, index) => {
    const menu = findMenu(shop, input.menuSeq);
    if (!menu) throw new ApiError(422, 'unknown_menu', `Line ${index + 1}: shop has no menu ${input.menuSeq}.`);
    const line = priceLine(menu, input.optionUuids, input.quantity, input.requestText ?? null);
    if (line.totalPrice !== input.totalPrice) {
      throw new ApiError(
        422,
        'price_mismatch',
        `Line ${index + 1} (${menu.menuName}) costs ${line.totalPrice}, not ${input.totalPrice}.`,
      );
    }
    return line;
  });
  const totalPrice = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  if (totalPrice !== body.totalPrice) {
    throw new ApiError(422, 'price_mismatch', `The order costs ${totalPrice}, not ${body.totalPrice}.`);
  }
  if (table.kind === 'delivery') {
    if (!shop.info.isDeliveryUse) throw new ApiError(409, 'delivery_closed', 'This shop does not deliver now.');
    const minimum = shop.info.minimumAmount ?? 0;
    if (totalPrice < minimum) {
      throw new ApiError(
        422,
        'below_minimum_amount',
        `Delivery orders start at ${minimum}; this one is ${totalPrice}.`,
      );
    }
  }
  const gateway = gatewayFor(shop, table);
  // NICEPAY and Smartro take whole won (amount / Amt: "숫자만"); a usd or vnd shop's cents or dong
  // would be charged as won. Such a shop takes no card order until its gateway settles its currency.
  if (gateway && shop.info.globalPayType !== 'won') {
    throw new ApiError(422, 'gateway_currency', `The ${gateway} gateway takes won, not ${shop.info.globalPayType}.`);
  }
  const order: OrderRecord = {
    printGroupUuid: body.printGroupUuid,
    shopSeq: shop.info.shopSeq,
    table,
    localeCode: body.localeCode,
    lines,
    totalPrice,
    fingerprint,
    gateway,
    state: 'AWAITING_PAYMENT',
    payment: null,
    orderNo: null,
    orderCode: null,
    createdAt: now,
    placedAt: null,
    deliveryAddress: body.deliveryAddress ?? null,
    deliveryDetailAddress: body.deliveryDetailAddress ?? null,
    userPhoneNumber: body.userPhoneNumber ?? null,
    requestText: body.requestText ?? null,
    riderRequestText: body.riderRequestText ?? null,
  };
  // Without a gateway the diner pays at the counter, so the order goes to the kitchen at once.
  if (!order.gateway) markPlaced(state, order, now);
  state.orders.set(order.printGroupUuid, order);
  return answerOf(order, merchant, now);
}

const CARDS = ['신한카드', '현대카드', 'KB국민카드', '삼성카드', '롯데카드', 'BC카드'];

function digitsFrom(seed: string, count: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return Array.from({ length: count }, (_, i) => String(Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 10)).join(
    '',
  );
}

export type SettleOutcome = { ok: true; order: OrderRecord } | { ok: false; reason: string };

/** Approves the card payment of an order awaiting it, if the amount is the service's own total. */
export function settlePayment(state: DemoState, printGroupUuid: string, amount: number, now: Date): SettleOutcome {
  const order = state.orders.get(printGroupUuid);
  if (!order) return { ok: false, reason: 'unknown order' };
  if (order.state !== 'AWAITING_PAYMENT') return { ok: false, reason: 'order is not awaiting payment' };
  if (amount !== order.totalPrice) return { ok: false, reason: `amount ${amount} is not ${order.totalPrice}` };
  const digits = digitsFrom(printGroupUuid, 16);
  order.payment = {
    cardNm: CARDS[Number(digits[0]) % CARDS.length] ?? CARDS[0] ?? '',
    cardNo: `${digits.slice(1, 5)}-${digits.slice(5, 7)}**-****-${digits.slice(7, 11)}`,
    cardApprNo: digits.slice(8, 16),
    trdDtm: seoulTime(now).stamp,
    trdAmt: order.totalPrice,
  };
  markPlaced(state, order, now);
  tableCartOrderPaid(state, order);
  return { ok: true, order };
}

function assertCancellable(order: OrderRecord): void {
  if (order.state === 'CONFIRM')
    throw new ApiError(409, 'already_confirmed', 'The shop has already accepted this order.');
  if (order.state === 'CANCEL') throw new ApiError(409, 'already_cancelled', 'This order is already cancelled.');
  if (order.state === 'AWAITING_PAYMENT') throw new ApiError(409, 'not_placed', 'This order has not been paid yet.');
}

/** Cancels a card-paid order (the gateway refunds it). */
export function cancelCardOrder(state: DemoState, printGroupUuid: string, orderNo: string): void {
  const order = requireOrder(state, printGroupUuid);
  if (order.orderNo !== null && order.orderNo !== orderNo) {
    throw new ApiError(404, 'unknown_order', `Order ${printGroupUuid} has no number ${orderNo}.`);
  }
  if (order.gateway === null) {
    throw new ApiError(409, 'not_card_payment', 'This order was not paid by card; cancel it as a counter order.');
  }
  assertCancellable(order);
  order.state = 'CANCEL';
}

/** Cancels an order paid at the counter. */
export function cancelCounterOrder(state: DemoState, orderNo: string, printGroupUuid: string, shopSeq: number): void {
  const order = requireOrder(state, printGroupUuid);
  if (order.orderNo !== orderNo)
    throw new ApiError(404, 'unknown_order', `Order ${printGroupUuid} has no number ${orderNo}.`);
  if (order.shopSeq !== shopSeq)
    throw new ApiError(422, 'shop_mismatch', `Order ${printGroupUuid} is not shop ${shopSeq}'s.`);
  if (order.gateway !== null) {
    throw new ApiError(409, 'card_payment', 'This order was paid by card; cancel it through the payment cancel.');
  }
  assertCancellable(order);
  order.state = 'CANCEL';
}

/** The shop's side of the story (control endpoint): accept, reopen or cancel a placed order. */
export function setOrderStatus(state: DemoState, printGroupUuid: string, status: OrderStatusCode): OrderRecord {
  const order = requireOrder(state, printGroupUuid);
  if (order.state === 'AWAITING_PAYMENT') throw new ApiError(409, 'not_placed', 'This order has not been paid yet.');
  order.state = status;
  return order;
}
