/**
 * One cart per table, on tables whose service offers it: three phones (browser contexts) at one
 * table see each other's lines live, each line says who added it, and one order is placed for
 * the table however many phones tap order at once. A counter shop and a card shop; a table
 * without the capability behaves as the spec's app. Journeys with no service worker.
 */
import { readOrderLog } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { tableOf } from '../support/menu-journey.ts';
import { approveAndWaitForReceipt } from '../support/payment-flow.ts';
import {
  addFromMenu,
  anotherPhone,
  cartLines,
  demoLines,
  demoTableCart,
  lineOf,
  openCart,
  scanOn,
  tableCartTable,
} from '../support/table-cart.ts';

/** "Each adds lines and sees the others' within 2 s." */
const LIVE_MS = 2_000;

// Two or three browser contexts at once on a shared machine: more time than a one-phone journey.
test.slow();

test('three phones at a counter table share one cart live; two tap order at once and one order is placed', async ({
  page,
  browser,
  demo,
  expectNoAxeViolations,
  expectFailedRequests,
}) => {
  const table = await tableCartTable(demo, 'no-pg');
  await scanOn(page, table);
  const b = await anotherPhone(browser, table);
  const c = await anotherPhone(browser, table);

  await addFromMenu(page, table, /떡볶이/);
  await addFromMenu(b.page, table, /야채김밥/);
  // Two phones watch the cart while the third adds: its line reaches both within 2 s.
  await openCart(page, table);
  await openCart(b.page, table);
  await addFromMenu(c.page, table, /순대/);
  const all = ['떡볶이 ×1', '순대 ×1', '야채김밥 ×1'];
  await expect.poll(() => cartLines(page), { timeout: LIVE_MS }).toEqual(all);
  await expect.poll(() => cartLines(b.page), { timeout: LIVE_MS }).toEqual(all);

  // Who added what, and how many phones share the cart.
  await expect(lineOf(page, '떡볶이')).toContainText('담은 사람: 나');
  await expect(lineOf(page, '야채김밥')).toContainText(/담은 사람: 손님 \d/);
  await expect(lineOf(b.page, '야채김밥')).toContainText('담은 사람: 나');
  await expect(page.getByTestId('table-cart-guests')).toHaveText('이 테이블의 휴대폰: 3대');
  await expect(page.getByRole('heading', { name: /테이블 장바구니/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // A quantity changed on one phone shows on the others within 2 s, and on a reload.
  await lineOf(b.page, '떡볶이').getByRole('button', { name: '수량 늘리기' }).click();
  await expect.poll(() => cartLines(page), { timeout: LIVE_MS }).toContain('떡볶이 ×2');
  await openCart(c.page, table);
  expect(await cartLines(c.page)).toEqual(['떡볶이 ×2', '순대 ×1', '야채김밥 ×1']);
  expect(await demoLines(page, table)).toEqual(['떡볶이 ×2', '순대 ×1', '야채김밥 ×1']);

  // Two phones go to pay, then tap order at the same moment.
  expectFailedRequests(/\/api\/order$/);
  for (const p of [page, b.page]) {
    await p
      .locator('.bottom-bar')
      .getByRole('button', { name: /주문하기/ })
      .click();
    await expect(p.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
  }
  // Both taps land before either phone hears of the other's order.
  const orderButtons = [page, b.page].map((p) => p.locator('.bottom-bar').getByRole('button', { name: /주문하기/ }));
  for (const button of orderButtons) await expect(button).toBeEnabled();
  await Promise.all(orderButtons.map((button) => button.evaluate((element: HTMLButtonElement) => element.click())));
  const told = async (p: typeof page) => {
    await Promise.race([p.waitForURL(/\/payment\/receipt\//), p.getByRole('dialog').waitFor()]);
    return /\/payment\/receipt\//.test(p.url()) ? 'ordered' : 'told';
  };
  const outcomes = await Promise.all([told(page), told(b.page)]);
  expect([...outcomes].sort()).toEqual(['ordered', 'told']);

  // One order at the service, and the other phone told who ordered it and its number.
  await expect.poll(async () => (await demo.orders(table.shopSeq, table.tableNum)).length).toBe(1);
  const cart = await demoTableCart(page, table);
  const order = cart?.orders[0];
  expect(order?.orderNo).toBeTruthy();
  const [orderer, other] = outcomes[0] === 'ordered' ? [page, b.page] : [b.page, page];
  const dialog = other.getByRole('dialog');
  await expect(dialog).toContainText(`손님 ${order?.orderedBy}이(가) 이미 테이블 장바구니를 주문했어요`);
  await expect(dialog).toContainText(`주문번호 ${order?.orderNo}`);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(other).toHaveURL(new RegExp(`/cart/${table.shopSeq}/${table.tableNum}$`));
  await expect(other.getByText('장바구니가 비어 있습니다.')).toBeVisible();
  await expect(orderer.getByRole('heading', { level: 2, name: '주문 완료' })).toBeVisible();

  // Every phone's cart is empty and its order history shows the table's order.
  await expect(c.page.locator('.cart-line')).toHaveCount(0, { timeout: LIVE_MS });
  for (const p of [page, b.page, c.page]) {
    await p.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
    await expect(p.getByText('떡볶이').first()).toBeVisible();
    // Written into each phone's order log once: its three lines under the one order.
    const log = await readOrderLog(p);
    expect(log.map((entry) => entry.printGroupUuid)).toEqual(Array(3).fill(order?.printGroupUuid));
  }
  expect((await demo.orders(table.shopSeq, table.tableNum)).length).toBe(1);
  await b.context.close();
  await c.context.close();
});

test('a card table: the phone that orders pays; another phone tapping order meanwhile is told who pays and is never charged', async ({
  page,
  browser,
  demo,
  expectFailedRequests,
}) => {
  const table = await tableCartTable(demo, 'pg-smartro');
  await scanOn(page, table);
  const b = await anotherPhone(browser, table);
  await addFromMenu(page, table, /된장찌개/);
  await addFromMenu(b.page, table, /잔치국수/);
  await openCart(page, table);
  await openCart(b.page, table);
  await expect.poll(() => cartLines(page), { timeout: LIVE_MS }).toHaveLength(2);
  await expect.poll(() => cartLines(b.page), { timeout: LIVE_MS }).toHaveLength(2);

  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  await expect(page).toHaveURL(/\/pg\/smartro\/card\?/);

  // The other phone sees who pays, and its own tap is refused without a charge.
  await expect(b.page.getByText(/손님 \d이\(가\) 테이블 장바구니를 결제하고 있어요/)).toBeVisible({ timeout: LIVE_MS });
  expectFailedRequests(/\/api\/order$/);
  await b.page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  await expect(b.page.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
  await b.page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  await expect(b.page.getByRole('dialog')).toContainText('지금 테이블 장바구니를 결제하고 있어요');
  await expect(b.page).not.toHaveURL(/\/pg\//);

  await approveAndWaitForReceipt(page);
  await expect.poll(async () => (await demo.orders(table.shopSeq, table.tableNum)).length).toBe(1);
  await b.page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(b.page.locator('.cart-line')).toHaveCount(0, { timeout: LIVE_MS });
  await b.page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
  await expect(b.page.getByText('된장찌개').first()).toBeVisible();
  await b.context.close();
});

test('a table without the capability keeps the phone cart and never asks for a table cart', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'no-pg', 'won');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/table/cart')) asked.push(request.url());
  });
  await scanOn(page, table);
  await addFromMenu(page, table, /떡볶이/);
  await openCart(page, table);
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /테이블 장바구니/ })).toHaveCount(0);
  await expect(page.getByText(/담은 사람/)).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(await demoTableCart(page, table)).toBeNull();
});

test('where the event stream is refused, the phones ask for the cart every few seconds and still see each other', async ({
  page,
  browser,
  demo,
  expectFailedRequests,
}) => {
  const table = await tableCartTable(demo, 'no-pg');
  await demo.fault({ path: '/api/table/cart/events', status: 503 });
  expectFailedRequests(/\/api\/table\/cart\/events\?/);
  await scanOn(page, table);
  const b = await anotherPhone(browser, table);
  const asked: string[] = [];
  b.page.on('request', (request) => {
    if (/\/api\/table\/cart\?/.test(request.url())) asked.push(request.url());
  });
  await openCart(b.page, table);
  await addFromMenu(page, table, /떡볶이/);
  // One ask interval (3 s) and the time of a call.
  await expect.poll(() => cartLines(b.page), { timeout: 5_000 }).toEqual(['떡볶이 ×1']);
  expect(asked.length).toBeGreaterThan(0);
  // Heard by asking: no stream is open to the table.
  expect((await demoTableCart(page, table))?.listeners).toBe(0);
  await lineOf(b.page, '떡볶이').getByRole('button', { name: '수량 늘리기' }).click();
  await openCart(page, table);
  await expect.poll(() => cartLines(page), { timeout: 5_000 }).toEqual(['떡볶이 ×2']);
  await b.context.close();
});
