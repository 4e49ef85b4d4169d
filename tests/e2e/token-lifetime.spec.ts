/**
 * A table token does not outlive the visit: the start page's "continue ordering" brings a token
 * back only while its visit lasts, and answers and tokens of visits that are over are removed
 * from the device.
 */
import type { Page } from '@playwright/test';
import { idbGet, idbPut } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';

const HOUR = 3_600_000;
const LAST_TABLE = 'table-order:v1:last-table';
const CHECK = (token: string) => `table-order:v1:session-check:${token}`;

async function seedVisit(page: Page, hoursAgo: number): Promise<void> {
  const at = Date.now() - hoursAgo * HOUR;
  // A page of our origin that does not start the app, so nothing reads storage before the seed.
  await page.goto('/offline.html');
  await idbPut(page, LAST_TABLE, { shopSeq: 1, tableNum: 3, token: 'old-token', visitedAt: at });
  await idbPut(page, CHECK('old-token'), { live: true, shopSeq: 1, tableNum: 3, checkedAt: at });
}

test('after the visit is over the start page forgets the token and continue ordering does not bring it back', async ({
  page,
}) => {
  await seedVisit(page, 13);
  await page.goto('/');
  const card = page.getByRole('link', { name: /메뉴 보기/ });
  await expect(card).toBeVisible();
  await expect.poll(() => idbGet(page, CHECK('old-token'))).toBeUndefined();
  await expect.poll(async () => (await idbGet<{ token: unknown }>(page, LAST_TABLE))?.token).toBeNull();
  // Shop and table stay: the diner still finds the way back to the menu.
  expect(await idbGet(page, LAST_TABLE)).toMatchObject({ shopSeq: 1, tableNum: 3 });
  await card.click();
  await expect(page).toHaveURL(/\/(list|expired)\/1\/3$/);
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:token'))).toBeNull();
});

test('during the visit continue ordering brings the token back', async ({ page }) => {
  await seedVisit(page, 1);
  await page.goto('/');
  await page.getByRole('link', { name: /메뉴 보기/ }).click();
  await expect(page).toHaveURL(/\/(list|expired)\/1\/3$/);
  expect(await page.evaluate(() => sessionStorage.getItem('table-order:v1:token'))).toBe('old-token');
  expect(await idbGet(page, CHECK('old-token'))).toBeTruthy();
});

test('a cart keeps a mark of the table token, never the token', async ({ page, demo }) => {
  const link = await demo.tableLink(2, 3);
  const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
  await page.goto(link);
  await page.locator('main.menu-home').waitFor();
  await page.goto('/2/3/1201');
  await page.getByRole('button', { name: /담기/ }).first().click();
  await expect
    .poll(async () => (await idbGet<{ lines: unknown[] }>(page, 'table-order:v1:cart:2:3'))?.lines.length)
    .toBe(1);
  const cart = await idbGet<{ token: string }>(page, 'table-order:v1:cart:2:3');
  expect(cart?.token).toMatch(/^mark:[0-9a-f]{16}$/);
  expect(JSON.stringify(cart)).not.toContain(token);
});
