/**
 * The order a payment registers with the order service (placeOrder), built from the cart and the
 * payment form. Pure: the screen passes the cart, the form, the token and the id in.
 *
 * Which fields an order needs depends on the table: a delivery order needs an address and a
 * phone number; a takeout order a phone number (so the shop can call when it is ready); a dine-in
 * order nothing but the cart. Phone numbers follow the payment-time rule: 010, 10 or 11 digits.
 */
import type { OrderBody } from '../../api/contract/calls.ts';
import type { TableInfo } from '../../api/contract/entities.ts';
import type { TableCartOrderRef } from '../../api/contract/table-cart.ts';
import { checkDeliveryPhone, formatPhone, phoneDigits } from '../../shared/lib/phone.ts';
import { type CartLine, cartTotal, orderLinesOf } from '../cart/public.ts';
import type { PaymentFields, PendingPayment } from './payment-session.ts';

export type OrderKind = 'dine-in' | 'delivery' | 'takeout';

export function orderKindOf(table: Pick<TableInfo, 'delivery' | 'takeOut'>): OrderKind {
  if (table.delivery) return 'delivery';
  return table.takeOut ? 'takeout' : 'dine-in';
}

export type FieldProblem = 'addressRequired' | 'invalidDeliveryPhone';
export type FieldProblems = Partial<Record<'address' | 'phone', FieldProblem>>;

/** What is wrong with the form for this kind of order; an empty object when it may be sent. */
export function checkPaymentFields(kind: OrderKind, fields: PaymentFields): FieldProblems {
  const problems: FieldProblems = {};
  if (kind === 'delivery' && fields.address.trim() === '') problems.address = 'addressRequired';
  if (kind !== 'dine-in' && !checkDeliveryPhone(formatPhone(fields.phone, true)).ok)
    problems.phone = 'invalidDeliveryPhone';
  return problems;
}

export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export interface OrderDraft {
  printGroupUuid: string;
  shopSeq: number;
  tableNum: number;
  localeCode: string;
  tableToken: string;
  lines: readonly CartLine[];
  kind: OrderKind;
  fields: PaymentFields;
  /** Orders the table's shared cart at this version (the table-cart extension). */
  tableCart?: TableCartOrderRef | undefined;
}

/** The placeOrder body; fields a kind of order does not use are left out. */
export function buildOrderBody(draft: OrderDraft): OrderBody {
  const { kind, fields } = draft;
  const away = kind !== 'dine-in';
  return {
    printGroupUuid: draft.printGroupUuid,
    shopSeq: draft.shopSeq,
    tableNum: draft.tableNum,
    localeCode: draft.localeCode,
    tableToken: draft.tableToken,
    lines: orderLinesOf(draft.lines),
    totalPrice: cartTotal(draft.lines),
    deliveryAddress: kind === 'delivery' ? orNull(fields.address) : null,
    deliveryDetailAddress: kind === 'delivery' ? orNull(fields.detailAddress) : null,
    userPhoneNumber: away ? orNull(phoneDigits(fields.phone)) : null,
    requestText: away ? orNull(fields.requestText) : null,
    riderRequestText: kind === 'delivery' ? orNull(fields.riderRequestText) : null,
    ...(draft.tableCart ? { tableCart: draft.tableCart } : {}),
  };
}

/**
 * The order's content without its id and token. The order service refuses a print group id
 * reused for different content, so only the same content may reuse an id.
 */
export function orderFingerprint(body: OrderBody): string {
  const { printGroupUuid: _id, tableToken: _token, ...content } = body;
  return JSON.stringify(content);
}

/**
 * The print group id of an earlier attempt at the same order for this table (a decline, a cancel
 * at the gateway, a failure), so a retry is the same order to the service and can never be paid
 * twice; null when a fresh id is needed.
 */
export function reusablePrintGroupUuid(
  pending: PendingPayment | null,
  table: { shopSeq: number; tableNum: number },
  fingerprint: string,
): string | null {
  if (!pending) return null;
  const same =
    pending.shopSeq === table.shopSeq && pending.tableNum === table.tableNum && pending.fingerprint === fingerprint;
  return same ? pending.printGroupUuid : null;
}
