/**
 * How a table pays (spec section 4): delivery tables through the shop's `deliveryPgCode`, every
 * other table through `pgCode`. Everything that depends on "the shop has a payment gateway" (the
 * menu footer's seller information, the first-time popup's line on paying, the order log's tab
 * toggle and its review notice, the payment page) asks here, per table, so a shop whose delivery
 * and dine-in tables pay differently is described right at each.
 */
import type { ShopInfo, TableInfo } from '../../api/contract/entities.ts';

type GatewayShop = Pick<ShopInfo, 'pgCode' | 'deliveryPgCode'>;
/** Null while table info is unknown: such a table is taken as not a delivery table. */
type GatewayTable = Pick<TableInfo, 'delivery'> | null;

/** The gateway code the table pays through; null = no gateway (pay at the counter). */
export function gatewayCodeFor(shop: GatewayShop, table: GatewayTable): string | null {
  const code = (table?.delivery ? shop.deliveryPgCode : shop.pgCode)?.trim() ?? '';
  return code === '' ? null : code;
}

export const GATEWAYS_WITH_SCRIPT = ['smartro', 'nice'] as const;
export type ScriptGateway = (typeof GATEWAYS_WITH_SCRIPT)[number];

/** Only smartro and nice ship a script the page can hand a card payment to. */
export function gatewayScriptFor(gatewayCode: string | null): ScriptGateway | null {
  const code = gatewayCode?.toLowerCase();
  return GATEWAYS_WITH_SCRIPT.find((g) => g === code) ?? null;
}

/** Whether the table takes card payments through a gateway (whether or not this app can drive it). */
export function hasPaymentGateway(shop: GatewayShop, table: GatewayTable): boolean {
  return gatewayCodeFor(shop, table) !== null;
}

export type PaymentWay =
  /** By card in the gateway's window, on this page. */
  | 'card'
  /** No gateway: the order goes to the kitchen and the diner pays at the counter. */
  | 'counter'
  /**
   * The shop set up a gateway this app cannot open a card window for. The restaurant expects its
   * orders paid before they reach the kitchen, so the app takes no order for this table and says
   * so before the diner fills anything in; the staff take the order.
   */
  | 'unsupported';

export function paymentWayFor(shop: GatewayShop, table: GatewayTable): PaymentWay {
  const code = gatewayCodeFor(shop, table);
  if (code === null) return 'counter';
  return gatewayScriptFor(code) ? 'card' : 'unsupported';
}
