/**
 * What the diner is told about an order stays true after it is placed: a counter order is not
 * called paid, a cancelled one (by the diner or by the shop) shows as cancelled in the history and
 * is not counted on the start page, and amounts keep the order's own currency with no connection.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { type OpenTable, openTable, seedCart } from '../support/cart-seed.ts';
import { navigateInApp } from '../support/client-navigation.ts';
import type { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { approveAndWaitForReceipt, goToPayment, payAtGateway, printGroupUuidOf } from '../support/payment-flow.ts';

/** A dine-in order paid by card at the smartro stand-in, ending on its result page. */
async function payByCard(page: Page, demo: DemoService, request: APIRequestContext): Promise<OpenTable> {
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, [{ menuSeq: 402, quantity: 1 }]);
  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  await approveAndWaitForReceipt(page);
  return table;
}

function orderButton(page: Page) {
  return page.locator('.bottom-bar').getByRole('button', { name: /주문하기/ });
}

test('a counter order is headed as placed, not paid; cancelled by the diner it shows as cancelled everywhere', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'takeout', 'no-pg');
  await seedCart(page, request, table, [{ menuSeq: 3001, quantity: 2 }]);
  await goToPayment(page, table);
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-2222-3333');
  await orderButton(page).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 완료');
  await expect(page).toHaveTitle('주문 완료');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('결제 완료');

  const takeout = page.getByRole('region', { name: /포장 정보/ });
  await takeout.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByRole('dialog')).toContainText('주문이 취소되었습니다.');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 취소');
  await expect(page).toHaveTitle('주문 취소');
  // Nothing is left to pay on a cancelled order.
  await expect(page.getByText('결제할 금액')).toHaveCount(0);
  await expect(page.locator('.paid-total dt')).toHaveText('취소 금액');

  await page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
  const section = page.locator('.history-section').first();
  await expect(section.locator('.history-state')).toHaveText('취소됨');
  await expect(section).toContainText('주문이 취소되었습니다.');

  await page.goto('/');
  const card = page
    .locator('.home-link')
    .filter({ has: page.locator('.home-link-meta') })
    .last();
  await expect(card).toContainText('주문 0건');
  await expect(card).toContainText('취소 1건');
});

test('a card order the shop cancels shows as cancelled, its payment cancelled, and is not counted', async ({
  page,
  demo,
  request,
}) => {
  const table = await payByCard(page, demo, request);
  const uuid = printGroupUuidOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('결제 완료');
  await expect(page).toHaveTitle('결제 완료');

  await page.goto('/');
  await expect(page.locator('.home-link-meta').filter({ hasText: '주문' })).toContainText('주문 1건');

  await demo.setOrderStatus(uuid, 'CANCEL');
  // The history shows what the phone holds, then what the service says now, in place.
  await page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
  const section = page.locator('.history-section').first();
  await expect(section.locator('.history-state')).toHaveText('취소됨');
  await expect(section).toContainText('카드 결제도 취소되었습니다.');

  await navigateInApp(page, '/');
  const meta = page.locator('.home-link-meta').filter({ hasText: '주문' });
  await expect(meta).toContainText('주문 0건');
  await expect(meta).toContainText('취소 1건');

  // The result page says so too.
  await page.goto(`/payment/receipt/${uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 취소');
  await expect(page.getByText('카드 결제가 취소되었습니다.')).toBeVisible();
});

for (const { kind, items, total } of [
  { kind: 'usd', items: [{ menuSeq: 4001, quantity: 1 }], total: /^\$\d+\.\d\d$/ },
  { kind: 'vnd', items: [{ menuSeq: 5001, quantity: 1 }], total: /^[\d.]+\u00a0₫$/ },
]) {
  test(`offline, a ${kind} shop's history keeps the order's own currency`, async ({
    page,
    demo,
    request,
    context,
    expectFailedRequests,
  }) => {
    const table = await openTable(page, demo, kind, 'dine-in');
    await seedCart(page, request, table, items);
    await goToPayment(page, table);
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/payment\/receipt\//);
    await expect(page.locator('.paid-total dd')).toHaveText(total);

    // A fresh page on another shop: nothing of this shop is in memory any more.
    // The order log's screen is loaded there, online; the other shop's information is not.
    const other = await openTable(page, demo, 'dine-in', 'no-pg', 'won', 'review-link');
    await page.goto(`/order/log/${other.shopSeq}/${other.tableNum}/false`);
    await expect(page.getByText('주문한 메뉴가 없습니다.').or(page.locator('.history-sections'))).toBeVisible();
    await context.setOffline(true);
    expectFailedRequests(/\/api\/session\/check\?shopSeq=\d+&tableNum=1$/, /\/favicon\.svg$/);
    await navigateInApp(page, `/order/log/${table.shopSeq}/${table.tableNum}/false`);
    await expect(page.locator('.history-toggle-total').first()).toHaveText(total);
    await expect(page.locator('.order-total strong').first()).toHaveText(total);
    await context.setOffline(false);
  });
}

test('a line whose option replaces the price shows one price in the cart, and the request typed reaches the result', async ({
  page,
  demo,
  request,
}) => {
  const items = [{ menuSeq: 107, quantity: 1, optionUuids: ['op-1-whole'], requestText: '다리 살 많이 주세요' }];
  const table = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await seedCart(page, request, table, items);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  const line = page.locator('.cart-line').filter({ hasText: '삼계탕' });
  // The whole chicken's 17,000원 stands in for the menu's 11,000원: one price, not both.
  await expect(line.locator('.cart-line-base')).toHaveText('17,000원');
  await expect(line).not.toContainText('11,000원');
  await expect(line.locator('.cart-line-options')).toHaveText('크기 한마리');

  await goToPayment(page, table);
  await payAtGateway(page, 'smartro');
  await approveAndWaitForReceipt(page);
  await expect(page.getByRole('region', { name: '주문 내역' })).toContainText('다리 살 많이 주세요');
});

test('Back from the result of a card payment lands on the menu, never on the card page', async ({
  page,
  demo,
  request,
}) => {
  const table = await payByCard(page, demo, request);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('결제 완료');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.locator('main.menu-home')).toBeVisible();
  expect(page.url()).not.toContain('/pg/');
});

test('Back from the result of a counter order lands on the menu, not on the emptied payment page', async ({
  page,
  demo,
  request,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  await seedCart(page, request, table, [{ menuSeq: 3102, quantity: 1 }]);
  await goToPayment(page, table);
  await orderButton(page).click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 완료');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.locator('main.menu-home')).toBeVisible();
});

test.describe('on a phone set to another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the result page, the order history and the start page show the same order time, the shop’s', async ({
    page,
    demo,
    request,
  }) => {
    const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
    await seedCart(page, request, table, [{ menuSeq: 3102, quantity: 1 }]);
    await goToPayment(page, table);
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/payment\/receipt\//);
    const shown = await page.locator('.result-time time').getAttribute('datetime');
    const seoul = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date());
    // The shop's clock, give or take the minute that may have turned meanwhile.
    expect(shown?.slice(0, 10)).toBe(seoul.slice(0, 10));
    const minute = shown?.slice(0, 16).replace('T', ' ') ?? '';

    await page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
    await expect(page.locator('.history-toggle time').first()).toHaveText(minute);
    await page.goto('/');
    await expect(page.locator('.home-link-meta time').first()).toHaveText(minute);
  });
});
