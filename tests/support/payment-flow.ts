/** Steps the payment journeys share: from the cart to the gateway's stand-in card page and back. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type OpenTable, openTable, seedCart } from './cart-seed.ts';
import type { DemoService } from './demo-service.ts';

/** Opens the table's cart and presses its pay (or order) button. */
export async function goToPayment(page: Page, table: OpenTable): Promise<void> {
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기|주문하기/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment/${table.shopSeq}/${table.tableNum}$`));
  // The address changes before the payment page replaces the cart (whose button reads the same).
  await expect(page.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
}

/** Presses the payment page's pay button and waits for the stand-in card page. */
export async function payAtGateway(page: Page, gateway: 'smartro' | 'nice'): Promise<void> {
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/pg/${gateway}/card\\?`));
}

/** The print group id in the current address (process or receipt page). */
export function printGroupUuidOf(page: Page): string {
  const match = /\/payment\/(?:process|receipt)\/([^/?#]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`no print group id in ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/** The stand-in's approve button, then the result page. */
export async function approveAndWaitForReceipt(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//, { timeout: 20_000 });
  return printGroupUuidOf(page);
}

/** A takeout order at a shop without a gateway, placed through the app: ends on its receipt page. */
export async function counterReceipt(page: Page, demo: DemoService, request: APIRequestContext): Promise<OpenTable> {
  const table = await openTable(page, demo, 'takeout', 'no-pg');
  await seedCart(page, request, table, [{ menuSeq: 3002, quantity: 1 }]);
  await goToPayment(page, table);
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-2222-3333');
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기|주문하기/ })
    .click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('heading', { name: '주문 완료' })).toBeVisible();
  return table;
}
