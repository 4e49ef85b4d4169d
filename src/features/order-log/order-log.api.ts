import type { OrderStatusLine } from '../../api/contract/entities.ts';
import type { OrderStatusCode } from '../../api/contract/fields.ts';
import { request } from '../../shared/request.ts';

/** What the table has ordered, as the service sees it, named in `localeCode`. */
export function getOrderStatus(
  shopSeq: number,
  tableNum: number,
  localeCode: string,
  signal?: AbortSignal,
): Promise<OrderStatusLine[]> {
  return request('orderLogStatus', { query: { shopSeq, tableNum, localeCode }, signal });
}

/** One order's status as the service holds it now (the print log group); null when it gives none. */
export async function getOrderStatusCode(
  printGroupUuid: string,
  signal?: AbortSignal,
): Promise<OrderStatusCode | null> {
  const group = await request('printLogAll', { query: { printGroupUuid }, signal });
  return group.orderStatus?.status ?? null;
}
