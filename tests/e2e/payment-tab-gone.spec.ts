/**
 * A counter order placed, and its tab gone (reloaded or closed) before the result page logged it:
 * the next table screen asks the service about the kept attempt, logs the order once and takes its
 * lines out of the cart; nothing is ordered twice.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { type OpenTable, openTable, readCartLines, readOrderLog, seedCart } from '../support/cart-seed.ts';
import type { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { orderLogEntry, seedOrderLog } from '../support/order-log-seed.ts';
import { goToPayment, printGroupUuidOf } from '../support/payment-flow.ts';

const RESULT = /\/api\/payment\/result\?/;

/**
 * Places the order while the result page's question never gets its answer; returns its id. With
 * `untilClosed`, the question stays unanswered for the page's life (it never logs the order).
 */
async function placeWithoutResult(page: Page, table: OpenTable, { untilClosed = false } = {}): Promise<string> {
  await goToPayment(page, table);
  // The result page waits on this answer forever: its tab goes away before it logs anything.
  await page.route(RESULT, () => undefined);
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /주문하기/ })
    .click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  const id = printGroupUuidOf(page);
  expect(await readOrderLog(page)).toEqual([]);
  if (!untilClosed) await page.unrouteAll({ behavior: 'ignoreErrors' });
  return id;
}

/** A counter table of the won shop with tteokbokki ×1 and gimbap ×2 in its cart. */
async function tableWithTwoLines(page: Page, demo: DemoService, request: APIRequestContext): Promise<OpenTable> {
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  await seedCart(page, request, table, [
    { menuSeq: 3102, quantity: 1 },
    { menuSeq: 3001, quantity: 2 },
  ]);
  return table;
}

async function expectLoggedOnce(page: Page, table: OpenTable, id: string): Promise<void> {
  await expect
    .poll(async () => (await readOrderLog(page)).filter((entry) => entry.printGroupUuid === id).length)
    .toBe(2);
  expect(new Set((await readOrderLog(page)).map((entry) => entry.printGroupUuid))).toEqual(new Set([id]));
  await expect.poll(() => readCartLines(page, table)).toEqual([]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await expect(page.getByText('장바구니가 비어 있습니다.')).toBeVisible();
  await page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
  await expect(page.getByText('떡볶이')).toHaveCount(1);
}

test('reloaded before the result page: the table logs the order once and the cart lets its lines go', async ({
  page,
  demo,
  request,
}) => {
  const table = await tableWithTwoLines(page, demo, request);
  const id = await placeWithoutResult(page, table);
  await page.goto(`/${table.shopSeq}/${table.tableNum}?token=${table.token}`);
  await page.locator('main.menu-home').waitFor();
  await expectLoggedOnce(page, table, id);
  // Another table screen later asks nothing more and logs nothing twice.
  await page.goto(`/list/${table.shopSeq}/${table.tableNum}`);
  await page.locator('main.menu-home').waitFor();
  expect((await readOrderLog(page)).filter((entry) => entry.printGroupUuid === id)).toHaveLength(2);
  expect(await demo.orders(table.shopSeq, table.tableNum)).toHaveLength(1);
});

test('closed before the result page: the table opened again in a new tab logs the order once', async ({
  page,
  context,
  demo,
  request,
}) => {
  const table = await tableWithTwoLines(page, demo, request);
  const id = await placeWithoutResult(page, table);
  const fresh = await context.newPage();
  await page.close({ runBeforeUnload: true });
  await fresh.goto(`/${table.shopSeq}/${table.tableNum}?token=${table.token}`);
  await fresh.locator('main.menu-home').waitFor();
  await expectLoggedOnce(fresh, table, id);
  expect(await demo.orders(table.shopSeq, table.tableNum)).toHaveLength(1);
});

test('a tab that logged the order and closed before its cart write: the next table screen still empties the cart', async ({
  page,
  context,
  demo,
  request,
}) => {
  const table = await tableWithTwoLines(page, demo, request);
  const lines = await readCartLines(page, table);
  const id = await placeWithoutResult(page, table, { untilClosed: true });
  // The order reached the history (one transaction) and the tab went before the cart's (another).
  expect(await readCartLines(page, table)).toHaveLength(2);
  await seedOrderLog(
    page,
    lines.map((line, cartSeq) =>
      orderLogEntry({ ...line, cartSeq, shopSeq: table.shopSeq, tableNum: table.tableNum, printGroupUuid: id }),
    ),
  );
  const fresh = await context.newPage();
  await page.close({ runBeforeUnload: true });
  await fresh.goto(`/${table.shopSeq}/${table.tableNum}?token=${table.token}`);
  await fresh.locator('main.menu-home').waitFor();
  await expect.poll(() => readCartLines(fresh, table)).toEqual([]);
  expect((await readOrderLog(fresh)).filter((entry) => entry.printGroupUuid === id)).toHaveLength(2);
  expect(await demo.orders(table.shopSeq, table.tableNum)).toHaveLength(1);
});
