/**
 * One phone, two shops: a card order at 한옥마을 비빔밥 (smartro) and a counter order at 을지로 분식,
 * placed through the app in one tab, then the start page. Each shop's screens must show that
 * shop's own data, whichever table the tab opened last.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type OpenTable, openTable, readCartLines, readOrderLog, seedCart } from './cart-seed.ts';
import type { DemoService } from './demo-service.ts';
import { approveAndWaitForReceipt, goToPayment, payAtGateway } from './payment-flow.ts';

export const HANOK = {
  name: '한옥마을 비빔밥',
  businessNumber: '123-45-67890',
  address: '서울특별시 종로구 북촌로 12 1층',
  review: /m\.place\.naver\.com\/restaurant\/1234567\/review\/visitor/,
} as const;

export const BUNSIK = {
  name: '을지로 분식',
  businessNumber: '345-67-89012',
  address: '서울특별시 중구 을지로 150 2층',
  review: /map\.kakao\.com/,
} as const;

export interface TwoShops {
  hanok: OpenTable;
  bunsik: OpenTable;
}

/** Pays by card at the bibimbap shop (식혜 ×2), then orders at the snack bar's counter (떡볶이). */
export async function orderAtTwoShops(page: Page, demo: DemoService, request: APIRequestContext): Promise<TwoShops> {
  const hanok = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, hanok, [{ menuSeq: 401, quantity: 2 }]);
  await goToPayment(page, hanok);
  await payAtGateway(page, 'smartro');
  await approveAndWaitForReceipt(page);
  await orderLogged(page, hanok);

  const bunsik = await openTable(page, demo, 'dine-in', 'no-pg', 'review-link');
  await seedCart(page, request, bunsik, [{ menuSeq: 3102, quantity: 1 }]);
  await goToPayment(page, bunsik);
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기|주문하기/ })
    .click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();
  await orderLogged(page, bunsik);
  return { hanok, bunsik };
}

/** Waits until the phone's order history holds an order of the table. */
async function orderLogged(page: Page, table: OpenTable): Promise<void> {
  await expect.poll(async () => (await readOrderLog(page)).some((e) => e.shopSeq === table.shopSeq)).toBe(true);
}

/** The start page, the last table's "메뉴 보기" (the snack bar's menu), and Back to the start page. */
export async function openLastMenuAndComeBack(page: Page, table: OpenTable): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: /메뉴 보기/ }).click();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await page.locator('main.menu-home').waitFor();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
}

/** Opens a shop's order history from the start page's recent orders. */
export async function openOrderHistoryOf(page: Page, shopName: string): Promise<void> {
  await page
    .getByRole('region', { name: '최근 주문' })
    .getByRole('link', { name: new RegExp(shopName) })
    .click();
  await expect(page).toHaveURL(/\/order\/log\//);
}

/**
 * "다시 주문하기" (from the order history, or the start page's recent orders for the table the tab
 * last opened): the snack bar's past order comes back into its cart from its own menu, nothing
 * left out as gone.
 */
export async function expectReorderedFromOwnMenu(page: Page, bunsik: OpenTable): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '장바구니에 담았어요' });
  await expect(dialog).toContainText('오늘 가격으로 장바구니에 담았어요.');
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expect
    .poll(async () => (await readCartLines(page, bunsik)).map((line) => [line.menuSeq, line.quantity]))
    .toEqual([[3102, 1]]);
}

/** The order history's header names the shop, and its footer links the shop's own review page. */
export async function expectHistoryOf(page: Page, shop: typeof HANOK | typeof BUNSIK): Promise<void> {
  const header = page.locator('.order-log-shop');
  await expect(header.getByRole('heading', { level: 2 })).toHaveText(shop.name);
  await expect(header).toContainText(shop.businessNumber);
  await expect(header).toContainText(shop.address);
  await expect(page.getByRole('link', { name: /리뷰 쓰기/ })).toHaveAttribute('href', shop.review);
}
