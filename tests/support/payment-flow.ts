/** Steps the payment journeys share: from the cart to the gateway's stand-in card page and back. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type OpenTable, openTable, readOrderLog, seedCart } from './cart-seed.ts';
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
 * The card window's result reaches the relay, which approves, but its answer (the way back to the
 * app) is lost: the order is paid, the phone is left on the browser's error page. `approve` presses
 * the window's approve button, wherever that window is. Returns the paid order's print group id.
 */
async function approveButLoseTheWayBack(
  page: Page,
  request: APIRequestContext,
  relay: string,
  approve: () => Promise<void>,
): Promise<string> {
  const printGroupUuid = await paymentInFlight(page);
  let lost!: () => void;
  const wayBackLost = new Promise<void>((resolve) => {
    lost = resolve;
  });
  await page.route(relay, async (route) => {
    await route.fetch({ maxRedirects: 0 });
    await route.abort('internetdisconnected');
    lost();
  });
  await approve();
  await expect.poll(() => paymentStatus(request, printGroupUuid)).toBe(200);
  await wayBackLost;
  await page.unroute(relay);
  return printGroupUuid;
}

/** Pays at the smartro stand-in's card page, but the way back to the app never arrives. */
export async function loseTheWayBack(page: Page, request: APIRequestContext, table: OpenTable): Promise<string> {
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  return approveButLoseTheWayBack(page, request, '**/api/pg-relay/smartro/return/**', () =>
    page.getByRole('button', { name: /Approve/ }).click(),
  );
}

/** What GET /payment/result answers for the order: 200 paid, 204 not (yet) paid. */
export async function paymentStatus(request: APIRequestContext, printGroupUuid: string): Promise<number> {
  return (await request.get(`/api/payment/result?mchtTrdNo=${printGroupUuid}`)).status();
}

/** The payment-cancel page's address for the table, with "declined" as its reason or none. */
export function cancelPageOf(table: OpenTable, declined = false): RegExp {
  return new RegExp(`/payment/cancel/${table.shopSeq}/${table.tableNum}${declined ? '\\?reason=declined' : ''}$`);
}

/** The form bodies this page POSTs to an address containing `path`, in order, as they go out. */
export function formPostsTo(page: Page, path: string): string[] {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(path)) bodies.push(r.postData() ?? '');
  });
  return bodies;
}

/**
 * The way back is lost after the relay approved (`approveButLoseTheWayBack`); then the diner comes
 * back to the cart: the app finds the paid order of the attempt it kept, puts it in the order
 * history once and takes its lines out of the cart; the empty cart says the order was paid and
 * links its result page, which shows it paid.
 */
export async function loseTheWayBackThenComeBack(
  page: Page,
  request: APIRequestContext,
  table: OpenTable,
  { relay, approve, ordersInLog }: { relay: string; approve: () => Promise<void>; ordersInLog: number },
): Promise<void> {
  const printGroupUuid = await approveButLoseTheWayBack(page, request, relay, approve);

  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await expect(page.getByText('장바구니가 비어 있습니다.')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await readOrderLog(page)).length).toBe(ordersInLog);
  expect(await paymentStatus(request, printGroupUuid)).toBe(200);
  // The empty cart says why it is empty, and leads to the order's result page.
  const paid = page.getByRole('status').filter({ hasText: /에 주문하신 내역이 결제되었어요\./ });
  await expect(paid).toBeVisible();
  await paid.getByRole('link', { name: '결제된 주문 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/receipt/${printGroupUuid}$`));
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect.poll(async () => (await readOrderLog(page)).length).toBe(ordersInLog);
}

/**
 * Presses decline or cancel on a card window that is a page (a phone's): the diner lands on the
 * cancel page, which says "declined" only for a refused card, and nothing is paid. Returns the
 * order's print group id.
 */
export async function endOnTheCardPage(
  page: Page,
  request: APIRequestContext,
  table: OpenTable,
  ending: 'decline' | 'cancel',
): Promise<string> {
  const printGroupUuid = await paymentInFlight(page);
  const declined = ending === 'decline';
  await page.getByRole('button', { name: declined ? /Decline/ : /Cancel/ }).click();
  await expect(page).toHaveURL(cancelPageOf(table, declined));
  const heading = declined ? '카드 결제가 거절되었습니다.' : '주문이 완료되지 않았습니다.';
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  expect(await paymentStatus(request, printGroupUuid)).toBe(204);
  return printGroupUuid;
}
