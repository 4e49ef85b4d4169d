import type { ShopGroup } from '../../api/contract/entities.ts';
import { request } from '../../shared/request.ts';

/**
 * The group page's data. Keeping `defaultAddress` in session storage (spec section 7) is the
 * caller's step, so this stays a plain read.
 */
export function getShopGroup(groupCode: string, signal?: AbortSignal): Promise<ShopGroup> {
  return request('shopGroup', { query: { groupCode }, signal });
}
