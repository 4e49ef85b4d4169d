/**
 * Offline journey: the cart lives on the phone. Built with no network it survives a reload and
 * the return of the connection; two tabs of one table show one cart; closing the browser loses
 * nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { DOUBLE_TAP_MS } from '../../src/features/cart/added-to-cart.ts';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { skipHomePopups } from '../support/menu-journey.ts';
import { goOffline, goOnline, OFFLINE_LINE, waitUntilReadyOffline } from '../support/offline.ts';

/** 된장찌개: no options, never sold out in the demo seed, the hanok shop is open around the clock. */
const MENU = { menuSeq: 105, name: '된장찌개' };

async function addFromMenu(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(MENU.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: MENU.name })).toBeVisible();
  await page.getByRole('button', { name: /장바구니 담기/ }).click();
  await expect(page).toHaveURL(/\/list\/\d+\/\d+$/);
}

function cartBar(page: Page) {
  return page.getByRole('link', { name: /장바구니 보기/ });
}

test('a cart built offline stays through a reload and the return of the connection', async ({
  expectFailedRequests,
  page,
  context,
  demo,
}) => {
  await skipHomePopups(page);
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);

  await goOffline(context, demo);
  // Offline, the session check fails and the worker answers 504 for pictures it never kept.
  expectFailedRequests(/\/api\/session\/check\?shopSeq=1&tableNum=1$/, /\/img\/menu\/1\/\d+\.png(\?.*)?$/);
  await expect(page.getByText(OFFLINE_LINE)).toBeVisible();
  await addFromMenu(page);
  await expect(cartBar(page)).toHaveAccessibleName(/1개/);

  await page.reload();
  await expect(page.getByText(OFFLINE_LINE)).toBeVisible();
  await expect(cartBar(page)).toHaveAccessibleName(/1개/);

  await goOnline(context, demo);
  await page.reload();
  await expect(cartBar(page)).toHaveAccessibleName(/1개/);
  await cartBar(page).click();
  await expect(page).toHaveURL(new RegExp(`/cart/${table.shopSeq}/${table.tableNum}$`));
  await expect(page.getByText(MENU.name)).toBeVisible();
});

test('two tabs of one table show one cart', async ({ page, context, demo }) => {
  await skipHomePopups(page);
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);
  // The second tab scans the same code (the same table token).
  const other = await context.newPage();
  await skipHomePopups(other);
  await other.goto(`/${table.shopSeq}/${table.tableNum}?token=${table.token}`);
  await other.waitForURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect(cartBar(other)).toBeHidden();

  await addFromMenu(page);
  await expect(cartBar(page)).toHaveAccessibleName(/1개/);
  // The other tab hears of the change (BroadcastChannel) and shows it without a reload.
  await expect(cartBar(other)).toHaveAccessibleName(/1개/);
  await other.close();
});

test('the cart survives closing the browser', async ({ demo }, testInfo) => {
  const { baseURL, launchOptions } = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'table-order-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      ...devices['Pixel 7'],
      ...launchOptions,
      baseURL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      serviceWorkers: 'allow',
    });
  try {
    let browser = await launch();
    let page = browser.pages()[0] ?? (await browser.newPage());
    await skipHomePopups(page);
    await openTable(page, demo, 'dine-in', 'pg');
    await waitUntilReadyOffline(page);
    await addFromMenu(page);
    await expect(cartBar(page)).toHaveAccessibleName(/1개/);
    await browser.close();

    browser = await launch();
    page = browser.pages()[0] ?? (await browser.newPage());
    await skipHomePopups(page);
    await openTable(page, demo, 'dine-in', 'pg');
    await expect(cartBar(page)).toHaveAccessibleName(/1개/);
    await browser.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('without IndexedDB the cart works for the page and the diner is told once', async ({ page, demo }) => {
  // The page's clock, so the diner's next tap can come after the double-tap window without a pause.
  await page.clock.install();
  await skipHomePopups(page);
  // Some private modes have no IndexedDB at all.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true });
  });
  await openTable(page, demo, 'dine-in', 'pg');
  const notice = page.getByText('이 브라우저에서는 장바구니와 주문 내역을 휴대폰에 저장할 수 없어요.', {
    exact: false,
  });
  await expect(notice).toBeVisible();

  await addFromMenu(page);
  await expect(cartBar(page)).toHaveAccessibleName(/1개/);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(notice).toBeHidden();
  // A diner's next tap, not the add's second one (the bar ignores that: added-to-cart.ts).
  await page.clock.fastForward(DOUBLE_TAP_MS);
  await cartBar(page).click();
  await expect(page).toHaveURL(/\/cart\/\d+\/\d+$/);
  await expect(page.getByText(MENU.name)).toBeVisible();

  // Said once this visit: not again after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: '장바구니' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('a cart left from an earlier visit is offered back, not silently reused', async ({ page, demo, request }) => {
  await skipHomePopups(page);
  const table = await openTable(page, demo, 'dine-in', 'pg');
  const earlier = { ...table, token: 'a-token-of-an-earlier-visit' };
  const stalePrompt = page.getByRole('dialog', { name: '지난 방문 때 담은 메뉴' });

  // Start empty.
  await seedCart(page, request, earlier, [{ menuSeq: MENU.menuSeq, quantity: 3 }]);
  await openTable(page, demo, 'dine-in', 'pg');
  await expect(stalePrompt).toContainText('모두 3개');
  await stalePrompt.getByRole('button', { name: '새로 담기' }).click();
  await expect(stalePrompt).toBeHidden();
  await expect(cartBar(page)).toBeHidden();

  // Keep the items: they move to this visit and are not asked about again.
  await seedCart(page, request, earlier, [{ menuSeq: MENU.menuSeq, quantity: 2 }]);
  await openTable(page, demo, 'dine-in', 'pg');
  await stalePrompt.getByRole('button', { name: '그대로 두기' }).click();
  await expect(cartBar(page)).toHaveAccessibleName(/2개/);
  await page.reload();
  await expect(cartBar(page)).toHaveAccessibleName(/2개/);
  await expect(stalePrompt).toBeHidden();
});
