/**
 * Starting a payment: register the order with the order service, then either hand it to the card
 * gateway or, for shops without one, go straight to the result (pay at the counter).
 *
 * No double charge:
 * - one start at a time per page (`startPaymentOnce`): a second tap joins the running start;
 * - the same order content keeps its print group id across attempts, and the id is the order's
 *   idempotency key, so the service never takes the same order twice;
 * - an attempt whose order turns out to be paid already goes to the result, not to the gateway;
 * - an earlier attempt of this table for other content (the diner came back from the gateway
 *   without its answer, then edited the cart) is asked about first: paid, the diner is taken to
 *   its result and nothing is charged again; unknown (no connection), nothing starts.
 */
import type { OrderBody, OrderPlaced } from '../../api/contract/calls.ts';
import { orderLimitOfCode, orderLimitProblem } from '../../api/contract/order-limits.ts';
import { TABLE_CART_REFUSALS } from '../../api/contract/table-cart.ts';
import { isApiError } from '../../api/errors.ts';
import type { CartLine } from '../cart/public.ts';
import type { GatewayRequest } from './gateway.ts';
import { orderFingerprint } from './payment-order.ts';
import type { ScriptGateway } from './payment-rules.ts';
import type { PendingPayment } from './payment-session.ts';

export type StartOutcome =
  /** The page is on its way to the gateway's card window. */
  | { kind: 'gateway' }
  /** No gateway: the order is placed, the result page shows it. */
  | { kind: 'placed'; printGroupUuid: string }
  /** This order was paid in an earlier attempt: the payment-in-progress page finds its result. */
  | { kind: 'already-paid'; printGroupUuid: string }
  | { kind: 'failed'; reason: StartFailure };

export type StartFailure =
  /** No connection: nothing happened, the diner may try again. */
  | 'offline'
  /** The table token is no longer accepted. */
  | 'session'
  /** The service priced a line otherwise: a price changed since the cart was last checked. */
  | 'price-changed'
  /** A menu or a chosen option sold out since the cart was last checked. */
  | 'sold-out'
  /** A menu left the shop's menu since the cart was last checked. */
  | 'menu-gone'
  /** The delivery order is below the shop's minimum amount (it may have changed). */
  | 'below-minimum'
  /** The service refused the order for another reason (closed, currency) or failed. */
  | 'rejected'
  /** The table's shared cart was ordered by another phone, changed since, or is being paid for. */
  | (typeof TABLE_CART_REFUSALS)[number]
  /** The gateway's script did not load or the gateway refused the request. */
  | 'gateway'
  /** More than 99 of one menu over the order's lines (spec section 5): nothing was sent or placed. */
  | 'menu-quantity'
  /** More lines than one order may have: nothing was placed. */
  | 'too-many-lines';

export interface StartRequest {
  body: OrderBody;
  lines: readonly CartLine[];
  /** The gateway's code when the table pays by card; null = pay at the counter. */
  gatewayCode: string | null;
  /** Which script takes the card payment; null with a gateway code means we cannot pay by card. */
  scriptGateway: ScriptGateway | null;
  goodsName: string;
  now: number;
  /** The table's pending attempt kept in this tab (another print group id), to be checked first. */
  earlier?: PendingPayment | null;
}

/** What the service says of an earlier attempt: paid, not paid (or never placed), or no answer. */
export type EarlierVerdict = 'paid' | 'not-paid' | 'unknown';

export interface StartDeps {
  placeOrder: (body: OrderBody) => Promise<OrderPlaced>;
  loadScript: (gateway: ScriptGateway) => Promise<void>;
  handOver: (gateway: ScriptGateway, request: GatewayRequest, onError: () => void) => void;
  keepInFlight: (pending: PendingPayment, lines: readonly CartLine[]) => void;
  checkEarlier: (printGroupUuid: string) => Promise<EarlierVerdict>;
  /** The service answered the placing with an error: the kept attempt holds no order. */
  refused?: (printGroupUuid: string) => void;
  /**
   * The card window closed after the hand-over without leaving the page (NICEPAY's late `fnError`,
   * a PC layer closed by the diner): the payment did not happen.
   */
  windowClosed: () => void;
}

/** The service's refusals that mean the menu (or the minimum) moved under the cart: nothing was placed. */
const MENU_REFUSALS: ReadonlyMap<string, StartFailure> = new Map([
  ['price_mismatch', 'price-changed'],
  ['sold_out', 'sold-out'],
  ['unknown_menu', 'menu-gone'],
  ['below_minimum_amount', 'below-minimum'],
]);

function failureOf(error: unknown): StartFailure {
  if (!isApiError(error)) throw error;
  if (error.kind === 'offline' || error.kind === 'timeout') return 'offline';
  if (error.kind === 'http' && error.status === 401) return 'session';
  // A service whose limits the cart passed here refuses it with the same codes (order-limits.ts).
  const limit = error.kind === 'http' ? orderLimitOfCode(error.service?.code) : null;
  if (limit === 'lines') return 'too-many-lines';
  if (limit === 'menuQuantity') return 'menu-quantity';
  const code = error.kind === 'http' ? error.service?.code : undefined;
  const tableCart = TABLE_CART_REFUSALS.find((refusal) => refusal === code);
  if (tableCart) return tableCart;
  return (code !== undefined ? MENU_REFUSALS.get(code) : undefined) ?? 'rejected';
}

export async function startPayment(request: StartRequest, deps: StartDeps): Promise<StartOutcome> {
  const { body, gatewayCode, scriptGateway } = request;
  if (gatewayCode !== null && scriptGateway === null) return { kind: 'failed', reason: 'gateway' };
  // What the service would refuse is told before anything is registered or charged.
  const limit = orderLimitProblem(body.lines);
  if (limit) return { kind: 'failed', reason: limit.kind === 'lines' ? 'too-many-lines' : 'menu-quantity' };
  const { earlier } = request;
  if (earlier && earlier.printGroupUuid !== body.printGroupUuid) {
    const verdict = await deps.checkEarlier(earlier.printGroupUuid);
    if (verdict === 'paid') return { kind: 'already-paid', printGroupUuid: earlier.printGroupUuid };
    if (verdict === 'unknown') return { kind: 'failed', reason: 'offline' };
  }
  // Loaded before the order is registered: a gateway we cannot reach should leave no order behind.
  if (scriptGateway) {
    try {
      await deps.loadScript(scriptGateway);
    } catch {
      return { kind: 'failed', reason: 'gateway' };
    }
  }
  const pending: PendingPayment = {
    printGroupUuid: body.printGroupUuid,
    shopSeq: body.shopSeq,
    tableNum: body.tableNum,
    fingerprint: orderFingerprint(body),
    startedAt: request.now,
  };
  // Kept before anything can navigate away, so the way back always finds the payment.
  deps.keepInFlight(pending, request.lines);
  let placed: OrderPlaced;
  try {
    placed = await deps.placeOrder(body);
  } catch (error) {
    // An answer from the service, unlike a lost connection, says the order is not held.
    if (isApiError(error) && error.kind === 'http') deps.refused?.(body.printGroupUuid);
    return { kind: 'failed', reason: failureOf(error) };
  }
  if (!scriptGateway) return { kind: 'placed', printGroupUuid: placed.printGroupUuid };
  // A card order gets its number when the card is approved: this order was paid before.
  if (placed.orderNo) return { kind: 'already-paid', printGroupUuid: placed.printGroupUuid };
  let handedOver = false;
  let refused = false;
  deps.handOver(
    scriptGateway,
    {
      orderId: placed.printGroupUuid,
      amount: placed.totalPrice,
      goodsName: request.goodsName,
      fields: placed.gateway ?? null,
    },
    () => {
      // An error during the hand-over is a refused request; one after it, a closed window.
      if (handedOver) deps.windowClosed();
      else refused = true;
    },
  );
  handedOver = true;
  return refused ? { kind: 'failed', reason: 'gateway' } : { kind: 'gateway' };
}

let running: Promise<StartOutcome> | null = null;

/** A second tap while a payment is starting joins it instead of starting another. */
export function startPaymentOnce(request: StartRequest, deps: StartDeps): Promise<StartOutcome> {
  if (running) return running;
  const started = startPayment(request, deps).finally(() => {
    running = null;
  });
  running = started;
  return started;
}

/**
 * Asks the service about an earlier attempt. A 204 (still awaiting payment) or an unknown order
 * is not paid; anything but a clear answer is 'unknown', and a new charge must wait for one.
 */
export async function earlierVerdict(
  printGroupUuid: string,
  fetchResult: (printGroupUuid: string) => Promise<{ pending: boolean }>,
): Promise<EarlierVerdict> {
  try {
    return (await fetchResult(printGroupUuid)).pending ? 'not-paid' : 'paid';
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return 'not-paid';
    return 'unknown';
  }
}
