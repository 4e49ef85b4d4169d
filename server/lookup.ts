/** Finding seeded things, with the 404 a caller gets when they do not exist. */
import type { Menu } from '../src/api/contract/entities.ts';
import { ApiError } from './http.ts';
import type { SeedShop, SeedTable } from './seed/types.ts';
import { type DemoState, type OrderRecord, tableOf } from './state.ts';

export function requireShop(state: DemoState, shopSeq: number): SeedShop {
  const shop = state.shops.get(shopSeq);
  if (!shop) throw new ApiError(404, 'unknown_shop', `There is no shop ${shopSeq}.`);
  return shop;
}

export function requireTable(shop: SeedShop, tableNum: number): SeedTable {
  const table = tableOf(shop, tableNum);
  if (!table) throw new ApiError(404, 'unknown_table', `Shop ${shop.info.shopSeq} has no table ${tableNum}.`);
  return table;
}

export function requireOrder(state: DemoState, printGroupUuid: string): OrderRecord {
  const order = state.orders.get(printGroupUuid);
  if (!order) throw new ApiError(404, 'unknown_order', `There is no order ${printGroupUuid}.`);
  return order;
}

export function findMenu(shop: SeedShop, menuSeq: number): Menu | undefined {
  for (const category of shop.categories) {
    const menu = category.menus.find((candidate) => candidate.menuSeq === menuSeq);
    if (menu) return menu;
  }
  return undefined;
}
