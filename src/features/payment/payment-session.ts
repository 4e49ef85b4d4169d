/**
 * What a payment keeps in session storage while the diner is away at the gateway (spec section 3:
 * the temporary cart list, the customer phone number) plus what we add so nothing is lost: the
 * payment in flight and the payment form. Session storage survives the gateway's round trip and a
 * reload of the tab, and dies with the tab, like the table session it belongs to.
 */
import * as v from 'valibot';
import { CartLineSchema } from '../../api/contract/persisted.ts';
import { localArea, removeSession, sessionArea, writeSession } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';
import type { CartLine } from '../cart/public.ts';

const KEYS = STORAGE_KEYS.session;

export const PendingPaymentSchema = v.object({
  printGroupUuid: v.string(),
  shopSeq: v.number(),
  tableNum: v.number(),
  /** The order's content (see `orderFingerprint`): the same content reuses the same print group id. */
  fingerprint: v.string(),
  /** ms since epoch when the diner pressed pay. */
  startedAt: v.number(),
  /**
   * Set when the service refused to place the order (it answered with an error): nothing of it is
   * held, so a table screen need not ask about it. Absent while the answer is not known.
   */
  refused: v.optional(v.boolean()),
  /** Set when a table screen logged the card payment of this attempt; kept so paying again finds it. */
  logged: v.optional(v.boolean()),
});
export type PendingPayment = v.InferOutput<typeof PendingPaymentSchema>;

/** The temporary cart list: the lines being paid, tied to their print group id. */
export const TempCartSchema = v.object({ printGroupUuid: v.string(), lines: v.array(CartLineSchema) });
export type TempCart = v.InferOutput<typeof TempCartSchema>;

export const PaymentDraftSchema = v.object({
  shopSeq: v.number(),
  tableNum: v.number(),
  address: v.string(),
  detailAddress: v.string(),
  phone: v.string(),
  requestText: v.string(),
  riderRequestText: v.string(),
});
export type PaymentDraft = v.InferOutput<typeof PaymentDraftSchema>;
export type PaymentFields = Omit<PaymentDraft, 'shopSeq' | 'tableNum'>;

export const EMPTY_FIELDS: PaymentFields = {
  address: '',
  detailAddress: '',
  phone: '',
  requestText: '',
  riderRequestText: '',
};

const LOCAL = STORAGE_KEYS.local;

/** The tab's payment in flight, else the copy kept on the device (see `STORAGE_KEYS.local`). */
export function readPendingPayment(): PendingPayment | null {
  return (
    sessionArea.getJson(KEYS.pendingPayment, PendingPaymentSchema) ??
    localArea.getJson(LOCAL.pendingPayment, PendingPaymentSchema)
  );
}

/** Kept before the diner leaves for the gateway, so the way back finds the same payment. */
export function keepPaymentInFlight(pending: PendingPayment, lines: readonly CartLine[]): void {
  const temp: TempCart = { printGroupUuid: pending.printGroupUuid, lines: [...lines] };
  sessionArea.setJson(KEYS.pendingPayment, pending);
  sessionArea.setJson(KEYS.tempCartList, temp);
  localArea.setJson(LOCAL.pendingPayment, pending);
  localArea.setJson(LOCAL.tempCartList, temp);
}

export function readTempCart(): TempCart | null {
  return (
    sessionArea.getJson(KEYS.tempCartList, TempCartSchema) ?? localArea.getJson(LOCAL.tempCartList, TempCartSchema)
  );
}

function markPayment(printGroupUuid: string, mark: 'refused' | 'logged'): void {
  const marked = (pending: PendingPayment | null) =>
    pending?.printGroupUuid === printGroupUuid ? { ...pending, [mark]: true } : null;
  const inTab = marked(sessionArea.getJson(KEYS.pendingPayment, PendingPaymentSchema));
  if (inTab) sessionArea.setJson(KEYS.pendingPayment, inTab);
  const onDevice = marked(localArea.getJson(LOCAL.pendingPayment, PendingPaymentSchema));
  if (onDevice) localArea.setJson(LOCAL.pendingPayment, onDevice);
}

/** The service answered the order's placing with a refusal: the kept attempt holds no order. */
export function markPaymentRefused(printGroupUuid: string): void {
  markPayment(printGroupUuid, 'refused');
}

/** A table screen logged the attempt's card payment: it is not asked about again. */
export function markPaymentLogged(printGroupUuid: string): void {
  markPayment(printGroupUuid, 'logged');
}

/** Forgets the payment once its order is logged; a later payment gets a fresh print group id. */
export function forgetPayment(printGroupUuid: string): void {
  if (sessionArea.getJson(KEYS.pendingPayment, PendingPaymentSchema)?.printGroupUuid === printGroupUuid)
    removeSession(KEYS.pendingPayment);
  if (sessionArea.getJson(KEYS.tempCartList, TempCartSchema)?.printGroupUuid === printGroupUuid)
    removeSession(KEYS.tempCartList);
  if (localArea.getJson(LOCAL.pendingPayment, PendingPaymentSchema)?.printGroupUuid === printGroupUuid)
    localArea.remove(LOCAL.pendingPayment);
  if (localArea.getJson(LOCAL.tempCartList, TempCartSchema)?.printGroupUuid === printGroupUuid)
    localArea.remove(LOCAL.tempCartList);
}

/** The payment form as the diner left it for this table, or the empty form. */
export function readPaymentDraft(shopSeq: number, tableNum: number): PaymentFields | null {
  const draft = sessionArea.getJson(KEYS.paymentDraft, PaymentDraftSchema);
  if (!draft || draft.shopSeq !== shopSeq || draft.tableNum !== tableNum) return null;
  const { shopSeq: _s, tableNum: _t, ...fields } = draft;
  return fields;
}

export function writePaymentDraft(shopSeq: number, tableNum: number, fields: PaymentFields): void {
  sessionArea.setJson(KEYS.paymentDraft, { shopSeq, tableNum, ...fields } satisfies PaymentDraft);
}

export function readCustomerPhone(): string | null {
  return sessionArea.getText(KEYS.phoneNumber);
}

export function keepCustomerPhone(digits: string): void {
  writeSession(KEYS.phoneNumber, digits);
}

/** The group page's default delivery address, when the diner came from one. */
export function readDefaultAddress(): string | null {
  const text = sessionArea.getText(KEYS.defaultAddress)?.trim();
  return text ? text : null;
}
