import type { OrderLogEntry } from '../../src/api/contract/persisted.ts';
import { navigateInApp } from '../support/client-navigation.ts';
import { placeCounterOrder } from '../support/demo-orders.ts';
import { expect, test } from '../support/fixtures.ts';
import { orderLogEntry, seedOrderLog } from '../support/order-log-seed.ts';

/** The demo shops this journey uses (see the demo catalogue). */
const BUNSIK = 3; // okpos, pays at the counter, review link: the order-status tab shows
const HANOK = 1; // smartro gateway: history only
const LA = 4; // pos 'toast', no gateway: history only
const GUKBAP = 6; // npos, no gateway, no review link

const ramenWithCheese = (over: Partial<OrderLogEntry>) =>
  orderLogEntry({
    shopSeq: BUNSIK,
    menuSeq: 3101,
    menuName: '라면',
    menuPrice: 5000,
    quantity: 2,
    selectedOptions: [
      {
        optionGroupUuid: 'og-3-ramen',
        optionGroupName: '라면 추가',
        engOptionGroupName: null,
        doesReplace: false,
        optionGroupLocale: [],
        options: [
          { optionUuid: 'op-3-cheese', optionName: '치즈', engOptionName: null, optionPrice: 500, optionLocale: [] },
        ],
      },
    ],
    totalPrice: 11000,
    ...over,
  });

/** Two paid orders at the snack bar (a second apart is two orders) and one at another shop. */
/** The orders below live on the phone alone: the service answers 404 when the screen asks for their print logs. */
const SEEDED_PRINT_LOGS = /\/api\/print\/log\/all\?printGroupUuid=pg-(first|second)$/;

const TWO_ORDERS: OrderLogEntry[] = [
  orderLogEntry({
    shopSeq: BUNSIK,
    cartSeq: 0,
    menuSeq: 3102,
    menuName: '떡볶이',
    menuPrice: 6000,
    insDate: '20250304190509',
    printGroupUuid: 'pg-first',
    requestText: '덜 맵게 해 주세요',
  }),
  ramenWithCheese({
    cartSeq: 1,
    insDate: '20250304190509',
    printGroupUuid: 'pg-first',
    requestText: '덜 맵게 해 주세요',
  }),
  orderLogEntry({
    shopSeq: BUNSIK,
    menuSeq: 3001,
    menuName: '야채김밥',
    menuPrice: 4000,
    quantity: 3,
    insDate: '20250304201512',
    printGroupUuid: 'pg-second',
  }),
  orderLogEntry({ shopSeq: HANOK, menuName: '비빔밥', menuPrice: 12000, insDate: '20250305120000' }),
];

/** Opens a table link and waits for the menu itself: the address changes before the app has drawn it. */
async function openTable(page: import('@playwright/test').Page, link: string) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/list\//);
  await expect(page.getByRole('navigation', { name: '메뉴 카테고리' })).toBeVisible();
}

test('order history groups the paid orders to the second, newest first, with their totals', async ({
  page,
  demo,
  expectNoAxeViolations,
  expectFailedRequests,
}) => {
  await openTable(page, await demo.tableLink(BUNSIK, 1));
  await seedOrderLog(page, TWO_ORDERS);
  expectFailedRequests(SEEDED_PRINT_LOGS);
  await page.goto(`/order/log/${BUNSIK}/1/false`);

  await expect(page.getByRole('heading', { name: '을지로 분식' })).toBeVisible();
  await expect(page.getByText('345-67-89012')).toBeVisible();
  await expect(page.getByText('서울특별시 중구 을지로 150 2층')).toBeVisible();

  const sections = page.getByRole('button', { expanded: true }).or(page.getByRole('button', { expanded: false }));
  const newest = page.getByRole('button', { name: /2025-03-04 20:15/ });
  const older = page.getByRole('button', { name: /2025-03-04 19:05/ });
  await expect(sections).toHaveCount(2);
  await expect(sections.first()).toHaveAccessibleName(/2025-03-04 20:15/);
  await expect(newest).toHaveAttribute('aria-expanded', 'true');
  await expect(older).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('야채김밥')).toBeVisible();
  await expect(page.getByText('떡볶이')).toBeHidden();
  await expect(newest).toContainText('12,000원');

  await older.click();
  await expect(older).toHaveAttribute('aria-expanded', 'true');
  const olderBody = page.locator(`#${await older.getAttribute('aria-controls')}`);
  await expect(olderBody.getByText('떡볶이')).toBeVisible();
  await expect(olderBody.getByText('라면', { exact: true })).toBeVisible();
  await expect(olderBody.getByText('2개')).toBeVisible();
  await expect(olderBody.getByText('치즈')).toBeVisible();
  await expect(olderBody.getByText('+500원')).toBeVisible();
  await expect(olderBody.getByText('덜 맵게 해 주세요')).toBeVisible();
  await expect(olderBody.locator('.order-total')).toContainText('17,000원');
  // The other shop's order stays out.
  await expect(page.getByText('비빔밥')).toHaveCount(0);

  // The snack bar has a review link and no gateway: ask for the receipt at the counter.
  await expect(page.getByText('카운터')).toBeVisible();
  const review = page.getByRole('link', { name: /리뷰/ });
  await expect(review).toHaveAttribute('target', '_blank');
  await expect(review).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\//);
  await expectNoAxeViolations(page);
});

test('the tab toggle shows for a listed pos code without a gateway only', async ({ page, demo }) => {
  for (const [shopSeq, shows] of [
    [BUNSIK, true],
    [GUKBAP, true],
    [HANOK, false],
    [LA, false],
  ] as const) {
    await openTable(page, await demo.tableLink(shopSeq, 1));
    await page.goto(`/order/log/${shopSeq}/1/false`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.order-log-shop-name')).toBeVisible();
    await expect(page.getByRole('tab', { name: '주문 현황' }), `shop ${shopSeq}`).toHaveCount(shows ? 1 : 0);
    await expect(page.getByRole('tab', { name: '주문내역' })).toHaveCount(shows ? 1 : 0);
  }
});

test('a live session without a review link offers an additional order back to the menu', async ({ page, demo }) => {
  await openTable(page, await demo.tableLink(GUKBAP, 2));
  await page.goto(`/order/log/${GUKBAP}/2/false`);
  await expect(page.getByText('주문한 메뉴가 없습니다.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:expired'))).toBe('false');
  await page.getByRole('button', { name: '추가 주문' }).click();
  await expect(page).toHaveURL(new RegExp(`/list/${GUKBAP}/2$`));
});

test('an expired session hides the additional order and is remembered for the tab', async ({ page, demo }) => {
  await page.goto(await demo.tableLink(GUKBAP, 3, -60));
  await page.goto(`/order/log/${GUKBAP}/3/false`);
  await expect(page.getByRole('heading', { name: '할매 순대국밥' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:expired'))).toBe('true');
  await expect(page.getByRole('button', { name: '추가 주문' })).toHaveCount(0);
});

test('a fromOrder that is not true or false sends the diner back', async ({ page, demo }) => {
  await openTable(page, await demo.tableLink(BUNSIK, 1));
  await navigateInApp(page, `/order/log/${BUNSIK}/1/maybe`);
  await expect(page).toHaveURL(new RegExp(`/list/${BUNSIK}/1$`));
});

test('order status lists the table lines, base prices where a group adds, and the total', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  await placeCounterOrder(request, demo, {
    shopSeq: BUNSIK,
    tableNum: 4,
    lines: [
      { menuSeq: 3101, quantity: 2, optionUuids: ['op-3-cheese', 'op-3-egg'], totalPrice: 12000 },
      { menuSeq: 3102, quantity: 1, totalPrice: 6000 },
    ],
  });
  await openTable(page, await demo.tableLink(BUNSIK, 4));
  await page.goto(`/order/log/${BUNSIK}/4/false`);
  await page.getByRole('tab', { name: '주문 현황' }).click();

  const panel = page.getByRole('tabpanel', { name: '주문 현황' });
  await expect(panel.getByRole('heading', { name: '4번 테이블' })).toBeVisible();
  const ramen = panel.getByRole('listitem').filter({ hasText: '라면' }).first();
  await expect(ramen).toContainText('2개');
  await expect(ramen).toContainText('12,000원');
  await expect(ramen).toContainText('기본 가격 5,000원');
  await expect(ramen).toContainText('치즈');
  await expect(ramen).toContainText('+500원');
  const tteokbokki = panel.getByRole('listitem').filter({ hasText: '떡볶이' }).first();
  await expect(tteokbokki).toContainText('6,000원');
  await expect(tteokbokki).not.toContainText('기본 가격');
  await expect(panel.locator('.order-total')).toContainText('18,000원');
  await expectNoAxeViolations(page);
});

test('a replacing option group shows its price without a separate base price', async ({ page, demo }) => {
  // No counter-paying demo shop has a replacing group, so this one answer is stood in.
  await page.route('**/api/order/log/status?*', (route) =>
    route.fulfill({
      json: [
        {
          menuName: '떡볶이',
          localeMenuList: [],
          quantity: 1,
          menuPrice: 9000,
          finalPrice: 9000,
          localeOptionGroupList: [
            {
              optionGroupUuid: 'size',
              optionGroupName: '크기',
              doesReplace: true,
              optionList: [{ optionUuid: 'large', optionName: '곱빼기', optionPrice: 9000 }],
            },
          ],
        },
      ],
    }),
  );
  await openTable(page, await demo.tableLink(BUNSIK, 5));
  await page.goto(`/order/log/${BUNSIK}/5/false`);
  await page.getByRole('tab', { name: '주문 현황' }).click();
  const panel = page.getByRole('tabpanel', { name: '주문 현황' });
  await expect(panel.getByText('곱빼기')).toBeVisible();
  await expect(panel.getByText('9,000원').first()).toBeVisible();
  await expect(panel.getByText('+9,000원')).toHaveCount(0);
  await expect(panel.getByText(/기본 가격/)).toHaveCount(0);
});

test('an empty order status says so; a failed reload keeps the last status with its time', async ({
  page,
  demo,
  request,
  expectFailedRequests,
}) => {
  await openTable(page, await demo.tableLink(BUNSIK, 6));
  await page.goto(`/order/log/${BUNSIK}/6/false`);
  await page.getByRole('tab', { name: '주문 현황' }).click();
  const panel = page.getByRole('tabpanel', { name: '주문 현황' });
  await expect(panel.getByText('주문 현황이 없습니다.')).toBeVisible();

  await placeCounterOrder(request, demo, {
    shopSeq: BUNSIK,
    tableNum: 6,
    lines: [{ menuSeq: 3001, quantity: 1, totalPrice: 4000 }],
  });
  await panel.getByRole('button', { name: '새로고침' }).click();
  await expect(panel.getByText('야채김밥')).toBeVisible();

  await demo.fault({ path: '/api/order/log/status', status: 500 });
  expectFailedRequests(/\/api\/order\/log\/status\?shopSeq=3&tableNum=6&/);
  await panel.getByRole('button', { name: '새로고침' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /기준/ })).toBeVisible();
  await expect(panel.getByText('야채김밥')).toBeVisible();
});

test('the order history shows with the network off', async ({ page, demo, context, expectFailedRequests }) => {
  await openTable(page, await demo.tableLink(BUNSIK, 1));
  await seedOrderLog(page, TWO_ORDERS);
  expectFailedRequests(SEEDED_PRINT_LOGS);
  await page.goto(`/order/log/${BUNSIK}/1/false`);
  await expect(page.getByText('야채김밥')).toBeVisible();

  // Another shop's history, never opened online: it comes from the device alone.
  await context.setOffline(true);
  expectFailedRequests(/\/api\/session\/check\?shopSeq=(1|3)&tableNum=1$/, /\/favicon\.svg$/);
  await navigateInApp(page, `/order/log/${HANOK}/1/false`);
  await expect(page.getByRole('button', { name: /2025-03-05 12:00/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('비빔밥')).toBeVisible();
  await expect(page.getByText('야채김밥')).toHaveCount(0);

  await navigateInApp(page, `/order/log/${BUNSIK}/1/true`);
  await expect(page.getByRole('heading', { name: '을지로 분식' })).toBeVisible();
  await expect(page.getByText('야채김밥')).toBeVisible();
  await context.setOffline(false);
});
