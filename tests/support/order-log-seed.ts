/**
 * Puts a persisted order-log list on the device, as if the diner had paid for these orders in
 * this browser: the app reads it from IndexedDB through idb-keyval (database `keyval-store`,
 * store `keyval`) under the order-log key.
 */
import type { Page } from '@playwright/test';
import type { OrderLogEntry } from '../../src/api/contract/persisted.ts';

export const ORDER_LOG_KEY = 'table-order:v1:order-log';

/** One order-log line with plain defaults; `over` names what a test cares about. */
export function orderLogEntry(over: Partial<OrderLogEntry> & Pick<OrderLogEntry, 'shopSeq'>): OrderLogEntry {
  const quantity = over.quantity ?? 1;
  const menuPrice = over.menuPrice ?? 5000;
  return {
    cartSeq: 0,
    menuSeq: 1,
    menuName: '메뉴',
    engMenuName: null,
    localeMenu: [],
    categoryUuid: null,
    menuPrice,
    thumbnailPath: null,
    quantity,
    selectedOptions: [],
    requestText: '',
    tableNum: 1,
    totalPrice: menuPrice * quantity,
    insDate: '20250304190509',
    printGroupUuid: 'pg-seeded-1',
    ...over,
  };
}

/** Writes the list under the order-log key; the page must already be on the app's origin. */
export async function seedOrderLog(page: Page, entries: readonly OrderLogEntry[]): Promise<void> {
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(value, key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key: ORDER_LOG_KEY, value: entries },
  );
}
