/**
 * "Order again" from the order history: a past order goes back into this table's cart, checked
 * against today's menu. The large demo shop sells 김치찌개 (9,000 won today) and 된장찌개 with a
 * portion choice (많이 +2,000 won); 매운 김치볶음밥 is sold out today.
 */
import type { Page } from '@playwright/test';
import type { OrderLogEntry, SelectedOptionGroup } from '../../src/api/contract/persisted.ts';
import { expect, test } from '../support/fixtures.ts';
import { skipHomePopups } from '../support/menu-journey.ts';
import { orderLogEntry, seedOrderLog } from '../support/order-log-seed.ts';

const LARGE = 9;
const TABLE = 1;
/** The seeded order is not the service's: the order log's status refresh for it is answered 404. */
const SEEDED_PRINT_LOG = /\/api\/print\/log\/all\?printGroupUuid=pg-last-week$/;

const portion = (optionUuid: string, optionName: string, optionPrice: number): SelectedOptionGroup[] => [
  {
    optionGroupUuid: 'og-9-portion',
    optionGroupName: '양 선택',
    engOptionGroupName: null,
    doesReplace: false,
    optionGroupLocale: [],
    options: [{ optionUuid, optionName, engOptionName: null, optionPrice, optionLocale: [] }],
  },
];

/** One order paid some days ago, at that day's prices. */
const pastOrder = (tableNum: number): OrderLogEntry[] =>
  [
    { menuSeq: 90001, menuName: '김치찌개', menuPrice: 8000, quantity: 2 },
    { menuSeq: 90002, menuName: '된장찌개', menuPrice: 8000, selectedOptions: portion('op-9-large', '많이', 1500) },
    { menuSeq: 90505, menuName: '매운 김치볶음밥', menuPrice: 8000 },
    { menuSeq: 90002, menuName: '된장찌개', menuPrice: 8000, selectedOptions: portion('op-9-gone', '아주 맵게', 500) },
  ].map((line, cartSeq) =>
    orderLogEntry({
      shopSeq: LARGE,
      tableNum,
      cartSeq,
      printGroupUuid: 'pg-last-week',
      insDate: '20261118193000',
      settlement: 'card',
      orderStatus: 'CONFIRM',
      payType: 'won',
      ...line,
    }),
  );

async function openOrderLog(page: Page, link: string): Promise<void> {
  await skipHomePopups(page);
  await page.goto(link);
  await expect(page.getByRole('navigation', { name: '메뉴 카테고리' })).toBeVisible();
  await seedOrderLog(page, pastOrder(TABLE));
  await page.goto(`/order/log/${LARGE}/${TABLE}/false`);
  await expect(page.getByRole('button', { name: /2026-11-18 19:30/ })).toHaveAttribute('aria-expanded', 'true');
}

test("order again rebuilds a past order in the cart at today's prices, leaving out and naming what cannot be ordered", async ({
  page,
  demo,
  expectNoAxeViolations,
  expectFailedRequests,
}) => {
  expectFailedRequests(SEEDED_PRINT_LOG);
  await openOrderLog(page, await demo.tableLink(LARGE, TABLE));
  await page.getByRole('button', { name: '다시 주문하기' }).click();

  const dialog = page.getByRole('dialog', { name: '장바구니에 담았어요' });
  await expect(dialog).toContainText('오늘 가격으로 장바구니에 담았어요.');
  await expect(dialog.getByRole('listitem')).toHaveText([
    '매운 김치볶음밥: 오늘은 품절이에요.',
    '된장찌개: ‘아주 맵게’ 옵션은 더 이상 제공되지 않아요.',
  ]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '장바구니로 가기' }).click();

  await expect(page).toHaveURL(new RegExp(`/cart/${LARGE}/${TABLE}$`));
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('김치찌개');
  await expect(lines.nth(0)).toContainText('18,000원');
  await expect(lines.nth(1)).toContainText('된장찌개');
  await expect(lines.nth(1)).toContainText('많이');
  await expect(lines.nth(1)).toContainText('11,000원');
  await expect(page.getByText('29,000원').first()).toBeVisible();
});

test('order again merges into what the cart already holds', async ({ page, demo, expectFailedRequests }) => {
  expectFailedRequests(SEEDED_PRINT_LOG);
  await openOrderLog(page, await demo.tableLink(LARGE, TABLE));
  await page.getByRole('button', { name: '다시 주문하기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  await page.getByRole('button', { name: '다시 주문하기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '장바구니로 가기' }).click();
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('36,000원');
});

test('without a live table session the history says how to order again', async ({ page, expectFailedRequests }) => {
  expectFailedRequests(SEEDED_PRINT_LOG);
  // A phone that never scanned this shop's table holds no session for it.
  await page.goto('/');
  await seedOrderLog(page, pastOrder(TABLE));
  await page.goto(`/order/log/${LARGE}/${TABLE}/false`);
  await expect(page.getByText('다시 주문하려면 테이블의 QR 코드를 스캔해 주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 주문하기' })).toHaveCount(0);
});

test("the start page puts a shop's last order back in the cart of the table this phone last opened", async ({
  page,
  demo,
  expectFailedRequests,
}) => {
  expectFailedRequests(SEEDED_PRINT_LOG);
  await openOrderLog(page, await demo.tableLink(LARGE, TABLE));
  await page.goto('/');
  const recent = page.getByRole('region', { name: '최근 주문' });
  await recent.getByRole('button', { name: '다시 주문하기' }).click();
  const dialog = page.getByRole('dialog', { name: '장바구니에 담았어요' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: '장바구니로 가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/${LARGE}/${TABLE}$`));
  await expect(page.locator('.cart-line')).toHaveCount(2);
});

test('the start page says how to order again at a shop whose table visit is over', async ({
  page,
  expectFailedRequests,
}) => {
  expectFailedRequests(SEEDED_PRINT_LOG);
  await page.goto('/');
  await seedOrderLog(page, pastOrder(TABLE));
  await page.reload();
  const recent = page.getByRole('region', { name: '최근 주문' });
  await expect(recent.getByText('다시 주문하려면 테이블의 QR 코드를 스캔해 주세요.')).toBeVisible();
  await expect(recent.getByRole('button', { name: '다시 주문하기' })).toHaveCount(0);
});
