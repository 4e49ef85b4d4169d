/**
 * Payment and receipt-page rules (spec sections 2, 4, 5 and 9) that need no screen: which
 * gateway a table pays through, when the order may be cancelled, when the review option shows,
 * and the message-only limits.
 */
import type { OrderStatusCode, PayType, ShopInfo, TableInfo } from '../../api/contract/entities.ts';
import { safeExternalUrl } from '../../shared/lib/links.ts';

const present = (text: string | null | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Delivery tables pay through `deliveryPgCode`, all others through `pgCode`; null = no gateway. */
export function gatewayCodeFor(
  shop: Pick<ShopInfo, 'pgCode' | 'deliveryPgCode'>,
  table: Pick<TableInfo, 'delivery'>,
): string | null {
  return present(table.delivery ? shop.deliveryPgCode : shop.pgCode);
}

export const GATEWAYS_WITH_SCRIPT = ['smartro', 'nice'] as const;
export type ScriptGateway = (typeof GATEWAYS_WITH_SCRIPT)[number];

/** Only smartro and nice ship a script the page must load before paying. */
export function gatewayScriptFor(gatewayCode: string | null): ScriptGateway | null {
  const code = gatewayCode?.toLowerCase();
  return GATEWAYS_WITH_SCRIPT.find((g) => g === code) ?? null;
}

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
