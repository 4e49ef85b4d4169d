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
  await expect(page.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();
  return table;
}

/** The print group id of the payment this tab has in flight. */
export async function paymentInFlight(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) ?? '';
      if (key.endsWith('pending-payment'))
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { printGroupUuid?: string }).printGroupUuid;
    }
    return undefined;
  });
  if (!id) throw new Error('no payment in flight');
  return id;
}

/**
 * Pays at the smartro stand-in, but the way back to the app never arrives (the signal dropped
 * after the order service's relay approved): the order is paid, the phone is left on the
 * browser's error page. Returns the paid order's print group id.
 */
export async function loseTheWayBack(page: Page, request: APIRequestContext, table: OpenTable): Promise<string> {
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  const printGroupUuid = await paymentInFlight(page);
  let lost!: () => void;
  const wayBackLost = new Promise<void>((resolve) => {
    lost = resolve;
  });
  const relay = '**/api/pg-relay/smartro/return/**';
  await page.route(relay, async (route) => {
    await route.fetch({ maxRedirects: 0 });
    await route.abort('internetdisconnected');
    lost();
  });
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect
    .poll(async () => (await request.get(`/api/payment/result?mchtTrdNo=${printGroupUuid}`)).status())
    .toBe(200);
  await wayBackLost;
  await page.unroute(relay);
  return printGroupUuid;
}

/** What GET /payment/result answers for the order: 200 paid, 204 not (yet) paid. */
export async function paymentStatus(request: APIRequestContext, printGroupUuid: string): Promise<number> {
  return (await request.get(`/api/payment/result?mchtTrdNo=${printGroupUuid}`)).status();
}

/**
 * The card window's result reaches the relay, which approves, but its answer (the way back to the
 * app) is lost. `approve` presses the window's approve button, wherever that window is.
 */
export async function approveButLoseTheWayBack(
  page: Page,
  request: APIRequestContext,
  relay: string,
  printGroupUuid: string,
  approve: () => Promise<void>,
): Promise<void> {
  await page.route(relay, async (route) => {
    await route.fetch({ maxRedirects: 0 });
    await route.abort('internetdisconnected');
  });
  await approve();
  await expect.poll(() => paymentStatus(request, printGroupUuid)).toBe(200);
  await page.unroute(relay);
}

/** The diner comes back and pays again: the app finds the paid order and shows its result. */
export async function comeBackToThePaidResult(page: Page, table: OpenTable, printGroupUuid: string): Promise<void> {
  await goToPayment(page, table);
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment/receipt/${printGroupUuid}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
}
