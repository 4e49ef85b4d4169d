import { request } from '../../api/client.ts';
import type { OrderStatusLine } from '../../api/contract/entities.ts';

/** What the table has ordered, as the service sees it, named in `localeCode`. */
export function getOrderStatus(
  shopSeq: number,
  tableNum: number,
  localeCode: string,
  signal?: AbortSignal,
): Promise<OrderStatusLine[]> {
  return request('orderLogStatus', { query: { shopSeq, tableNum, localeCode }, signal });
}
