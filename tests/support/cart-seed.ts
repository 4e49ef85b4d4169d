/**
 * Journeys that start at the cart put lines in it directly, the way the menu screens store them:
 * idb-keyval's default database (`keyval-store`, store `keyval`), key
 * `table-order:v1:cart:{shopSeq}:{tableNum}`, value `{ lines, token, updatedAt }` in the shape of
 * `CartStateSchema`. Lines are built from the shop's real menus, so the order service's price
 * check sees the prices it expects.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Category, Menu } from '../../src/api/contract/entities.ts';
import type { CartLine, OrderLogEntry } from '../../src/api/contract/persisted.ts';
import { DemoService } from './demo-service.ts';

export interface SeedItem {
  menuSeq: number;
  quantity: number;
  optionUuids?: string[];
  requestText?: string;
}

export interface OpenTable {
  shopSeq: number;
  tableNum: number;
  token: string;
}

const KEY_PREFIX = 'table-order:v1:';

/** Opens a catalogue entry's table link like a diner scanning the code; returns the table. */
export async function openTable(page: Page, demo: DemoService, ...kinds: string[]): Promise<OpenTable> {
  const entry = await demo.entry(...kinds);
  const link = DemoService.pathOf(entry.url);
  const match = /^\/(\d+)\/(\d+)/.exec(link);
  if (!match) throw new Error(`not a table link: ${link}`);
  const shopSeq = Number(match[1]);
  const tableNum = Number(match[2]);
  await page.goto(link);
  await page.waitForURL(new RegExp(`/list/${shopSeq}/${tableNum}$`));
  // The address changes before the app has drawn the menu: wait for the menu itself.
  await page.locator('main.menu-home').waitFor();
  const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
  return { shopSeq, tableNum, token };
}

async function menusOf(request: APIRequestContext, shopSeq: number): Promise<Menu[]> {
  const response = await request.get(`/api/category?shopSeq=${shopSeq}`);
  if (!response.ok()) throw new Error(`categories of shop ${shopSeq}: ${response.status()}`);
  const categories = (await response.json()) as Category[];
  return categories.flatMap((c) => c.menus ?? []);
}

/** A line as an app version before line ids kept it: the app must read these and give them ids. */
type KeptLine = Omit<CartLine, 'lineId'>;

function lineOf(menu: Menu, item: SeedItem, cartSeq: number, table: OpenTable): KeptLine {
  const chosen = new Set(item.optionUuids ?? []);
  const selectedOptions = (menu.menuOptionGroups ?? []).flatMap((group) => {
    const options = (group.optionList ?? [])
      .filter((o) => chosen.has(o.optionUuid))
      .map((o) => ({
        optionUuid: o.optionUuid,
        optionName: o.optionName,
        engOptionName: o.engOptionName ?? null,
        optionPrice: o.optionPrice ?? 0,
        optionLocale: [],
      }));
    if (options.length === 0) return [];
    return [
      {
        optionGroupUuid: group.optionGroupUuid,
        optionGroupName: group.optionGroupName,
        engOptionGroupName: group.engOptionGroupName ?? null,
        doesReplace: group.doesReplace ?? false,
        optionGroupLocale: [],
        options,
      },
    ];
  });
  return {
    cartSeq,
    menuSeq: menu.menuSeq,
    menuName: menu.menuName,
    engMenuName: menu.engMenuName ?? null,
    localeMenu: (menu.localeMenu ?? []).map((l) => ({ localeCode: l.localeCode, menuName: l.menuName ?? null })),
    categoryUuid: menu.categoryUuid,
    menuPrice: menu.menuPrice,
    thumbnailPath: menu.thumbnailPath ?? null,
    quantity: item.quantity,
    selectedOptions,
    requestText: item.requestText ?? '',
    shopSeq: table.shopSeq,
    tableNum: table.tableNum,
  };
}

export async function idbPut(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(
    ([k, v]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(v, k);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );
}

export async function idbGet<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('keyval', 'readonly').objectStore('keyval').get(k);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as T | undefined);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}

/**
 * Writes a cart for the table (replacing what was there). Call it on a page of the app's origin;
 * reload or navigate afterwards, since open screens hold the cart they read.
 */
export async function seedCart(
  page: Page,
  request: APIRequestContext,
  table: OpenTable,
  items: SeedItem[],
): Promise<KeptLine[]> {
  const menus = await menusOf(request, table.shopSeq);
  const lines = items.map((item, index) => {
    const menu = menus.find((m) => m.menuSeq === item.menuSeq);
    if (!menu) throw new Error(`shop ${table.shopSeq} has no menu ${item.menuSeq}`);
    return lineOf(menu, item, index, table);
  });
  await idbPut(page, `${KEY_PREFIX}cart:${table.shopSeq}:${table.tableNum}`, {
    lines,
    token: table.token,
    updatedAt: Date.now(),
  });
  return lines;
}

export async function readCartLines(page: Page, table: OpenTable): Promise<CartLine[]> {
  const state = await idbGet<{ lines: CartLine[] }>(page, `${KEY_PREFIX}cart:${table.shopSeq}:${table.tableNum}`);
  return state?.lines ?? [];
}

/** The persisted order-log list as the app stored it. */
export async function readOrderLog(page: Page): Promise<OrderLogEntry[]> {
  return (await idbGet<OrderLogEntry[]>(page, `${KEY_PREFIX}order-log`)) ?? [];
}

/** Print group ids in the order log, one per paid order. */
export async function loggedOrders(page: Page): Promise<string[]> {
  return [...new Set((await readOrderLog(page)).map((e) => e.printGroupUuid))];
}
