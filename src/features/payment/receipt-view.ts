/**
 * What the payment result page shows, derived from the payment result and the print log group
 * (spec sections 2 and 3). Pure: the page passes the locale and the clock's output in.
 */
import type { ReceiptBody } from '../../api/contract/calls.ts';
import type { PaymentResult, PrintLogGroup, PrintLogLine } from '../../api/contract/entities.ts';
import { parseTimestamp } from '../../api/contract/timestamp.ts';

/** A card payment carries its approval; an order paid at the counter answers without one. */
export function isCardPayment(result: Pick<PaymentResult, 'cardApprNo'>): boolean {
  return (result.cardApprNo ?? '').trim() !== '';
}

/** The payment time (YYYYMMDDHHmmss) in the diner's language; the raw text when unreadable. */
export function formatTradeTime(trdDtm: string, localeTag: string): string {
  const date = parseTimestamp(trdDtm);
  if (!date) return trdDtm;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The menu name as the order was printed: the diner's language when the service had it. */
export function printedMenuName(line: Pick<PrintLogLine, 'menuName' | 'currentLocaleMenuName'>): string {
  const localized = line.currentLocaleMenuName?.trim();
  return localized ? localized : line.menuName;
}

export interface AwayDetails {
  kind: 'delivery' | 'takeout';
  address: string | null;
  detailAddress: string | null;
  phone: string | null;
  requestText: string | null;
  riderRequestText: string | null;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The delivery or takeout section (the order's fields repeat on every print log line). */
export function awayDetailsOf(group: PrintLogGroup): AwayDetails | null {
  if (!group.delivery && !group.takeOut) return null;
  const first = group.printLog[0];
  return {
    kind: group.delivery ? 'delivery' : 'takeout',
    address: text(first?.deliveryAddress),
    detailAddress: text(first?.deliveryDetailAddress),
    phone: text(first?.userPhoneNumber),
    requestText: text(first?.requestText),
    riderRequestText: text(first?.riderRequestText),
  };
}

/** The address a diner opens the receipt at again (the smart receipt's link). */
export function receiptUrl(origin: string, printGroupUuid: string): string {
  return `${origin}/payment/receipt/${encodeURIComponent(printGroupUuid)}`;
}

/** The smart receipt body the spec names. */
export function receiptBodyOf(
  result: PaymentResult,
  printGroupUuid: string,
  phoneDigits: string,
  origin: string,
): ReceiptBody {
  return {
    phoneNumber: phoneDigits,
    storeName: result.shopInfo.shopName,
    productPrice: result.trdAmt,
    orderDate: result.trdDtm,
    urlMobile: receiptUrl(origin, printGroupUuid),
    printGroupUuid,
    shopSeq: result.shopInfo.shopSeq,
  };
}
