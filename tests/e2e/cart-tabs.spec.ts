/**
 * Two tabs of one phone, both opened from the table's link, each adding a different menu to the
 * table's cart at the same moment, round after round: no tab's line is lost.
 */
import type { Page } from '@playwright/test';
import { openTable, readCartLines, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';

const ADDED = '장바구니에 담았어요.';
// Each round, tab A adds the first menu and tab B the second (bunsik shop, all in stock).
const ROUNDS: [number, number][] = [
  [3001, 3002],
  [3102, 3103],
  [3104, 3101],
  [3105, 3002],
  [3001, 3103],
];

async function openDetail(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /장바구니 담기/ })).toBeEnabled();
}

test('two tabs adding different menus at the same moment for five rounds keep every line', async ({
  page,
  context,
  demo,
  request,
}) => {
  test.setTimeout(120_000);
  const table = await openTable(page, demo, 'dine-in', 'no-pg', 'won');
  await seedCart(page, request, table, []);
  const base = `/${table.shopSeq}/${table.tableNum}`;
  // The second tab is opened from the table's link too (each tab keeps its own session).
  const other = await context.newPage();
  await other.goto(`${base}?token=${table.token}`);
  await other.locator('main.menu-home').waitFor();
  const expected = new Map<number, number>();
  for (const [menuA, menuB] of ROUNDS) {
    await Promise.all([openDetail(page, `${base}/${menuA}`), openDetail(other, `${base}/${menuB}`)]);
    // Both taps at once: each tab read the cart before the other wrote.
    await Promise.all([
      page.getByRole('button', { name: /장바구니 담기/ }).click(),
      other.getByRole('button', { name: /장바구니 담기/ }).click(),
    ]);
    await Promise.all([expect(page.getByText(ADDED)).toBeVisible(), expect(other.getByText(ADDED)).toBeVisible()]);
    for (const menuSeq of [menuA, menuB]) expected.set(menuSeq, (expected.get(menuSeq) ?? 0) + 1);
  }

  const stored = await readCartLines(page, table);
  const quantities = new Map(stored.map((l) => [l.menuSeq, l.quantity]));
  expect(Object.fromEntries(quantities)).toEqual(Object.fromEntries(expected));

  // Both tabs' carts show every line.
  for (const tab of [page, other]) {
    await tab.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
    await expect(tab.locator('.cart-line')).toHaveCount(expected.size);
    await expect(tab.locator('.summary-list div').filter({ hasText: '수량' }).locator('dd')).toHaveText(
      `${ROUNDS.length * 2}개`,
    );
  }
  await other.close();
});
