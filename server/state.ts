/**
 * Everything the service remembers, in memory. A reset builds a fresh copy from the seed, so a
 * test or a demo can always start from the same shops, queues and empty order book.
 */
import { randomUUID } from 'node:crypto';
import type { Menu, Option, OptionGroup, OrderStatusCode, WaitingStatus } from '../src/api/contract/entities.ts';
import type { StaffCallReason } from '../src/api/contract/staff-call.ts';
import { seoulTime } from './clock.ts';
import type { Fault } from './faults.ts';
import { createSeed } from './seed/index.ts';
import type { Seed, SeedGroup, SeedShop, SeedTable } from './seed/types.ts';
import type { TableCartSession } from './table-cart-session.ts';

export type GatewayCode = 'smartro' | 'nice';
export const GATEWAY_CODES: readonly GatewayCode[] = ['smartro', 'nice'];

/** Before the card is approved an order exists but is not yet an order for the kitchen. */
export type OrderState = 'AWAITING_PAYMENT' | OrderStatusCode;

export interface ChosenOption {
  group: OptionGroup;
  option: Option;
}

export interface PricedLine {
  menu: Menu;
  quantity: number;
  chosen: ChosenOption[];
  /** The menu price, or the replacing option's price when a replacing group is chosen. */
  priceWithReplace: number;
  /** priceWithReplace plus every non-replacing option. */
  unitPrice: number;
  totalPrice: number;
  requestText: string | null;
}

export interface CardPayment {
  cardNm: string;
  cardNo: string;
  cardApprNo: string;
  trdDtm: string;
  trdAmt: number;
}

export interface OrderRecord {
  printGroupUuid: string;
  shopSeq: number;
  table: SeedTable;
  localeCode: string;
  lines: PricedLine[];
  totalPrice: number;
  /** The order's content without the token, to tell a retry from a different order with the same id. */
  fingerprint: string;
  gateway: GatewayCode | null;
  state: OrderState;
  payment: CardPayment | null;
  orderNo: string | null;
  orderCode: string | null;
  createdAt: Date;
  placedAt: Date | null;
  deliveryAddress: string | null;
  deliveryDetailAddress: string | null;
  userPhoneNumber: string | null;
  requestText: string | null;
  riderRequestText: string | null;
}

export type RegistrationStatus = 'WAITING' | 'ENTERED' | 'CANCEL';

export interface Registration {
  waitingUuid: string;
  shopSeq: number;
  phone: string;
  adultCount: number;
  kidCount: number;
  waitingNumber: number;
  status: RegistrationStatus;
  createdAt: Date;
}

export interface WaitingQueue {
  status: WaitingStatus;
  useAdult: boolean;
  useKid: boolean;
  /** Seoul date (YYYYMMDD) the numbering belongs to; numbers restart each day. */
  day: string;
  lastNumber: number;
  registrations: Registration[];
}

export interface Received {
  body: unknown;
  idempotencyKey: string | null;
  at: string;
}

/** A receipt request as the page sent it, and the message the service sent for it. */
export interface ReceivedReceipt extends Received {
  message: {
    phoneNumber: string;
    printGroupUuid: string;
    shopSeq: number;
    storeName: string;
    productPrice: number;
    orderDate: string;
    urlMobile: string;
  };
}

/**
 * A card authentication the stand-in gateway holds until the merchant's server approves it (or it
 * is never approved: then no money moves, as the providers' manuals say).
 */
export interface GatewayAuth {
  gateway: GatewayCode;
  /** NICEPAY `tid` / Smartro `Tid`. */
  tid: string;
  /** NICEPAY `authToken` / Smartro `TrAuthKey`. */
  authKey: string;
  orderId: string;
  amount: number;
  goodsName: string;
  /** The card company refused at approval (the stand-in's decline). */
  declined: boolean;
  status: 'authenticated' | 'paid' | 'failed' | 'cancelled';
  approveNo: string | null;
  paidAt: Date | null;
}

/** One staff call a table made (staff-calls.ts). */
export interface StaffCallRecord {
  callId: string;
  shopSeq: number;
  tableNum: number;
  reason: StaffCallReason;
  requestedAt: string;
  receivedAt: Date;
  answeredAt: Date | null;
}

export interface DemoState {
  shops: Map<number, SeedShop>;
  groups: Map<string, SeedGroup>;
  /** randomCode → shopSeq, for the group page's ordering links. */
  orderLinks: Map<string, number>;
  phones: Map<string, string>;
  orders: Map<string, OrderRecord>;
  nextOrderNo: number;
  orderCodes: Map<number, number>;
  waiting: Map<number, WaitingQueue>;
  registrations: Map<string, Registration>;
  /** printGroupUuid → the receipt messages sent for the order, oldest first. */
  receiptSends: Map<string, { phoneNumber: string; at: Date }[]>;
  idempotencyKeys: Set<string>;
  /** What the app sent: visit records, receipts, staff calls, and field-figure batches (`/rum`). */
  received: { history: Received[]; receipts: ReceivedReceipt[]; staffCalls: Received[]; rum: unknown[] };
  faults: Fault[];
  /** `shopSeq:tableNum` → the table's staff calls, oldest first (staff-calls.ts). */
  staffCalls: Map<string, StaffCallRecord[]>;
  /** Idempotency-Key → the call it recorded, so a repeat answers as the first did. */
  staffCallKeys: Map<string, StaffCallRecord>;
  /** tid → the stand-in gateways' authentications and payments. */
  gatewayAuths: Map<string, GatewayAuth>;
  /** `shopSeq:tableNum:token` → the table session's shared cart (table-carts.ts). */
  tableCarts: Map<string, TableCartSession>;
}

export function enqueue(
  state: DemoState,
  queue: WaitingQueue,
  shopSeq: number,
  party: { phone: string; adultCount: number; kidCount: number },
  now: Date,
): Registration {
  const today = seoulTime(now).date;
  if (queue.day !== today) {
    queue.day = today;
    queue.lastNumber = 0;
  }
  queue.lastNumber += 1;
  const registration: Registration = {
    waitingUuid: randomUUID(),
    shopSeq,
    ...party,
    waitingNumber: queue.lastNumber,
    status: 'WAITING',
    createdAt: now,
  };
  queue.registrations.push(registration);
  state.registrations.set(registration.waitingUuid, registration);
  return registration;
}

export function createState(now: Date, seed: Seed = createSeed()): DemoState {
  const state: DemoState = {
    shops: new Map(seed.shops.map((shop) => [shop.info.shopSeq, shop])),
    groups: new Map(seed.groups.map((group) => [group.groupCode, group])),
    orderLinks: new Map(seed.groups.flatMap((group) => group.mapped.map((m) => [m.randomCode, m.shopSeq] as const))),
    phones: new Map(Object.entries(seed.phones)),
    orders: new Map(),
    nextOrderNo: 100001,
    orderCodes: new Map(),
    waiting: new Map(),
    registrations: new Map(),
    receiptSends: new Map(),
    idempotencyKeys: new Set(),
    received: { history: [], receipts: [], staffCalls: [], rum: [] },
    faults: [],
    staffCalls: new Map(),
    staffCallKeys: new Map(),
    gatewayAuths: new Map(),
    tableCarts: new Map(),
  };
  for (const shop of seed.shops) {
    if (!shop.waiting) continue;
    const { status, useAdult, useKid, queued } = shop.waiting;
    const queue: WaitingQueue = {
      status,
      useAdult,
      useKid,
      day: seoulTime(now).date,
      lastNumber: 0,
      registrations: [],
    };
    state.waiting.set(shop.info.shopSeq, queue);
    for (const party of queued) enqueue(state, queue, shop.info.shopSeq, party, now);
  }
  return state;
}

export function tableOf(shop: SeedShop, tableNum: number): SeedTable | undefined {
  return shop.tables.find((table) => table.tableNum === tableNum);
}

/** The gateway a table pays through: the delivery gateway for delivery tables, else the shop's. */
export function gatewayFor(shop: SeedShop, table: SeedTable): GatewayCode | null {
  const code = table.kind === 'delivery' ? shop.info.deliveryPgCode : shop.info.pgCode;
  return GATEWAY_CODES.find((gateway) => gateway === code) ?? null;
}
