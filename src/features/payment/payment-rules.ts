/**
 * Payment and receipt-page rules (spec sections 2, 4, 5 and 9) that need no screen: which
 * gateway a table pays through, when the order may be cancelled, when the review option shows,
 * and the message-only limits.
 */
import type { OrderStatusCode, PayType, ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { safeExternalUrl } from '../../shared/lib/links.ts';

// How a table pays is decided with the rest of the gateway rules, which the menu and the order log read too.
export {
  gatewayCodeFor,
  gatewayScriptFor,
  type ScriptGateway,
} from '../shop/public.ts';

/** Cancel is offered on delivery and takeout sections while the order is PENDING. */
export function canCancelOrder(
  status: OrderStatusCode | null | undefined,
  table: { delivery: boolean; takeOut: boolean },
): boolean {
  return status === 'PENDING' && (table.delivery || table.takeOut);
}

export type CancelPrecheck = { ok: true } | { ok: false; reason: 'alreadyOrderCompleted' | 'alreadyOrderCanceled' };

/** Before cancelling, the status is reloaded: CONFIRM and CANCEL stop with their messages. */
export function cancelPrecheck(reloaded: OrderStatusCode | null | undefined): CancelPrecheck {
  if (reloaded === 'CONFIRM') return { ok: false, reason: 'alreadyOrderCompleted' };
  if (reloaded === 'CANCEL') return { ok: false, reason: 'alreadyOrderCanceled' };
  return { ok: true };
}

/** The review option of the receipt sheet: a review link we can open, on an order not cancelled. */
export function reviewUrlFor(
  shop: Pick<ShopInfo, 'reviewLink'>,
  status: OrderStatusCode | null | undefined,
): string | null {
  return status === 'CANCEL' ? null : safeExternalUrl(shop.reviewLink);
}

/** Message-only rule: payments of 50,000 won or more may need a signature. */
export const SIGNATURE_THRESHOLD_WON = 50_000;

export function needsSignature(amountMinor: number, payType: PayType): boolean {
  return payType === 'won' && amountMinor >= SIGNATURE_THRESHOLD_WON;
}

/**
 * The minimum order amount applies to delivery (the tag shows only there); a missing or zero
 * minimum means none. Returns what is still missing, 0 when the order may go ahead.
 */
export function minimumAmountShortfall(
  total: number,
  shop: Pick<ShopInfo, 'minimumAmount'>,
  table: Pick<TableInfo, 'delivery'>,
): number {
  if (!table.delivery) return 0;
  return Math.max(0, (shop.minimumAmount ?? 0) - total);
}
