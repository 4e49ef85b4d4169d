import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { type MenuTable, menuLink, scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { runClockFor } from '../support/settled.ts';

test.beforeEach(async ({ page }) => {
  await skipHomePopups(page);
});

async function openMenu(page: Page, table: MenuTable, name: RegExp, menuSeq: number) {
  await (await menuLink(page, name)).click();
  await expect(page).toHaveURL(new RegExp(`/${table.shopSeq}/${table.tableNum}/${menuSeq}$`));
}

const addButton = (page: Page) => page.getByRole('button', { name: /장바구니 담기/ });

test('a detail enforces required, min/max, replacing and out-of-stock options, then adds to the cart', async ({
  page,
  demo,
  expectNoAxeViolations,
}) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);

  // Required checkboxes, one to two of them.
  await openMenu(page, table, /해물파전/, 301);
  await expect(page.getByRole('heading', { level: 1, name: '메뉴 상세' })).toBeVisible();
  const sauces = page.getByRole('group', { name: /소스 선택/ });
  await expect(sauces).toContainText('필수');
  await expect(sauces).toContainText('1~2개 선택');
  await addButton(page).click();
  const required = page.getByRole('dialog');
  await expect(required).toContainText('‘소스 선택’ 옵션을 선택해 주세요.');
  await required.getByRole('button', { name: '확인' }).click();
  await expect(sauces.getByRole('checkbox', { name: '간장' })).toBeFocused();
  await sauces.getByRole('checkbox', { name: '간장' }).check();
  await sauces.getByRole('checkbox', { name: '초고추장' }).check();
  await expect(sauces.getByRole('checkbox', { name: /와사비 마요/ })).toBeDisabled();
  await expect(addButton(page)).toContainText('16,000원');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/menu-shots/detail-sauces.png', fullPage: true });
  await page.getByRole('button', { name: '뒤로' }).click();

  // Replacing single choice: the price range, then the chosen size's price times the quantity.
  await openMenu(page, table, /삼계탕/, 107);
  await expect(page.locator('.detail-price')).toHaveText('11,000원 ~ 17,000원');
  const size = page.getByRole('group', { name: /크기/ });
  await expect(size.getByRole('radio', { name: /반계/ })).toBeChecked();
  await expect(addButton(page)).toContainText('11,000원');
  await size.getByRole('radio', { name: /한마리/ }).check();
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(page.getByRole('spinbutton', { name: '수량' })).toHaveAttribute('aria-valuenow', '2');
  await expect(addButton(page)).toContainText('34,000원');
  await page.getByRole('textbox', { name: '요청사항' }).fill('덜 짜게');
  await expect(page.getByText('반찬, 물, 수저가 더 필요하시면')).toBeVisible();
  await addButton(page).click();

  await expect(page.getByText('장바구니에 담았어요.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  const cartBar = page.getByRole('link', { name: '장바구니 보기 2개 34,000원' });
  await expect(cartBar).toBeVisible();
  await expect(page.getByRole('button', { name: '장바구니, 담긴 메뉴 있음' })).toBeVisible();
  await page.screenshot({ path: '/tmp/menu-shots/home-with-cart.png' });
  await expect(page.getByText('장바구니에 담았어요.')).toBeHidden({ timeout: 4000 });

  // Checkboxes with an out-of-stock option; a group whose options are all out of stock is gone.
  await openMenu(page, table, /돌솥비빔밥/, 101);
  const toppings = page.getByRole('group', { name: /토핑 추가/ });
  await expect(toppings.getByRole('checkbox', { name: /참치/ })).toBeDisabled();
  await expect(toppings).toContainText('품절');
  await expect(page.getByRole('group', { name: /밥 양/ }).getByRole('radio', { name: /보통/ })).toBeChecked();
  await page
    .getByRole('group', { name: /밥 양/ })
    .getByRole('radio', { name: /곱빼기/ })
    .check();
  for (const name of [/계란 후라이/, /치즈/, /김가루/]) await toppings.getByRole('checkbox', { name }).check();
  await expect(addButton(page)).toContainText('16,000원');
  await page.getByRole('button', { name: '뒤로' }).click();
  await openMenu(page, table, /물냉면/, 201);
  await expect(page.getByRole('group')).toHaveCount(0);
  await addButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));

  // The cart lives in IndexedDB: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('link', { name: '장바구니 보기 3개 44,000원' })).toBeVisible();
});

test('adding past 99 of one menu shows the max-quantity popup', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await openMenu(page, table, /콜라/, 402);
  const quantity = page.getByRole('spinbutton', { name: '수량' });
  const increase = page.getByRole('button', { name: '수량 늘리기' });
  await quantity.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowDown');
  await expect(quantity).toHaveAttribute('aria-valuenow', '98');
  // The last step by keyboard leaves the focus where it was, on the button now at its limit.
  await page.keyboard.press('Tab');
  await expect(increase).toBeFocused();
  await page.keyboard.press('Space');
  await expect(quantity).toHaveAttribute('aria-valuenow', '99');
  await expect(increase).toBeDisabled();
  await expect(increase).toBeFocused();
  await addButton(page).click();
  await expect(page.getByRole('link', { name: /장바구니 보기 99개/ })).toBeVisible();

  await openMenu(page, table, /콜라/, 402);
  await addButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('최대 99개까지 주문할 수 있어요.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${table.shopSeq}/${table.tableNum}/402$`));
  // Back where the diner was, to change the quantity or go back.
  await expect(addButton(page)).toBeFocused();
});

test('every control reached with Tab stops clear of the add-to-cart bar', async ({ page, demo }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await openMenu(page, table, /돌솥비빔밥/, 101);
  await expect(page.getByRole('heading', { level: 2, name: '돌솥비빔밥' })).toBeVisible();
  let optionsSeen = 0;
  for (let stop = 0; stop < 25; stop++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector('.add-bar');
      if (!focused || !bar || bar.contains(focused) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      return {
        role: focused.getAttribute('type') ?? focused.tagName,
        under: box.bottom > bar.getBoundingClientRect().top,
      };
    });
    if (!hidden) continue;
    if (hidden.role === 'radio' || hidden.role === 'checkbox') optionsSeen += 1;
    expect(hidden.under, `Tab stop ${stop} (${hidden.role}) is under the bar`).toBe(false);
  }
  expect(optionsSeen).toBeGreaterThan(0);
});

test('the picture opens in the image viewer, zooms, rotates and closes on Escape', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  await openMenu(page, table, /김치찌개/, 104);
  await expect(page.getByText('묵은지와 돼지고기를 푹 끓인 얼큰한 찌개')).toBeVisible();
  const opener = page.getByRole('button', { name: '김치찌개 사진 크게 보기' });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: '김치찌개' });
  await expect(viewer.getByRole('img', { name: '김치찌개' })).toBeVisible();
  await viewer.getByRole('button', { name: '확대' }).click();
  await expect(viewer.locator('output')).toHaveText('120%');
  await viewer.getByRole('button', { name: '축소' }).click();
  await viewer.getByRole('button', { name: '축소' }).click();
  await expect(viewer.locator('output')).toHaveText('83%');
  // At the limits (20% to 700%) the button says it can go no further.
  const zoomIn = viewer.getByRole('button', { name: '확대' });
  await expect(zoomIn).not.toHaveAttribute('aria-disabled', 'true');
  for (let step = 0; step < 12; step++) await page.keyboard.press('+');
  await expect(viewer.locator('output')).toHaveText('700%');
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('0');
  await viewer.getByRole('button', { name: '회전' }).click();
  await expect(viewer.getByRole('img')).toHaveAttribute('style', /rotate\(90deg\)/);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a delivery table shows the minimum amount and no service notice; a takeout table its own notice', async ({
  page,
  demo,
}) => {
  const delivery = await tableOf(demo, 'delivery', 'minimum-amount');
  await scan(page, delivery);
  await expect(page.getByRole('list', { name: '매장 정보' })).toContainText('최소주문 15,000원');
  await page.getByRole('main').getByRole('link').filter({ hasText: '원' }).first().click();
  await expect(page.getByText('배달 최소주문금액 15,000원')).toBeVisible();
  await expect(page.locator('.detail-service')).toHaveCount(0);

  const takeout = await tableOf(demo, 'takeout', 'pg-nice');
  await scan(page, takeout);
  await page.getByRole('main').getByRole('link').filter({ hasText: '원' }).first().click();
  await expect(page.getByText('소스, 수저, 봉투가 더 필요하시면')).toBeVisible();
});

test('adding from a detail returns to the menu where the diner left it', async ({ page, demo }) => {
  const table = await tableOf(demo, 'dine-in', 'pg-smartro', 'locales');
  await scan(page, table);
  const cola = await menuLink(page, /콜라/);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await cola.click();
  const add = await addButton(page).boundingBox();
  if (!add) throw new Error('no add-to-cart button');
  // A double tap: the second lands where the home puts its cart bar, and must not open the cart.
  await page.mouse.click(add.x + add.width / 2, add.y + add.height / 2);
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await page.mouse.click(add.x + add.width / 2, add.y + add.height / 2);
  await expect(page.getByRole('link', { name: /장바구니 보기 1개/ })).toBeVisible();
  await expect(page.getByText('장바구니에 담았어요.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(cola).toBeInViewport();
});

test('back from a detail opened in the all-menu grid returns to the same tiles', async ({ page, demo }) => {
  const table = await tableOf(demo, 'large');
  // Playwright's clock, so the jump's own timers can be run ahead.
  await page.clock.install();
  await scan(page, table);
  await page.getByRole('navigation', { name: '메뉴 카테고리' }).getByRole('link').first().click();
  await expect(page.locator('.menu-grid')).toBeVisible();
  // The jump to the grid checks its landing 900 ms later and the scroll spy looks away until
  // 1,200 ms (menu-browser.tsx): run those timers now, then scroll on.
  await runClockFor(page, 1_500);
  await page.evaluate(() => window.scrollTo(0, 5000));
  // The grid grows as the diner scrolls: wait for a tile wholly on screen.
  const tileOnScreen = () =>
    page.evaluate(() => {
      const link = [...document.querySelectorAll('.menu-grid-item a')].find((a) => {
        const box = a.getBoundingClientRect();
        // Below the sticky bars at the top and clear of the bottom edge.
        return box.top >= 120 && box.bottom <= window.innerHeight - 100;
      });
      return link ? { href: link.getAttribute('href'), top: Math.round(link.getBoundingClientRect().top) } : null;
    });
  // The same tile at the same place twice running: the grid has stopped growing under it.
  let seen = 'null';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await tileOnScreen());
      const held = now === seen && now !== 'null';
      seen = now;
      return held;
    })
    .toBe(true);
  const picked = JSON.parse(seen) as { href: string | null; top: number } | null;
  const tile = page.locator(`.menu-grid-item a[href="${picked?.href}"]`);
  await tile.click();
  await expect(page.getByRole('heading', { level: 1, name: '메뉴 상세' })).toBeVisible();
  await page.goBack();
  await expect.poll(async () => Math.round((await tile.boundingBox())?.y ?? -1)).toBe(picked?.top);
});
