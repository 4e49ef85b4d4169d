/** The shared table cart's journeys: phones (browser contexts) at one table, their carts, the demo's view. */
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { DemoService } from './demo-service.ts';
import { type MenuTable, menuLink, presetLocale, tableOf } from './menu-journey.ts';

export interface Phone {
  page: Page;
  context: BrowserContext;
}

/** A table that offers the shared cart: counter (`no-pg`) or card (`pg`). */
export function tableCartTable(demo: DemoService, ...kinds: string[]): Promise<MenuTable> {
  return tableOf(demo, 'table-cart', ...kinds);
}

/** Scans the table's code on a phone, in Korean, the home's popups seen. */
export async function scanOn(page: Page, table: MenuTable): Promise<void> {
  await presetLocale(page, 'ko');
  await page.goto(table.link);
  await page.waitForURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
  await page.locator('main.menu-home').waitFor();
}

/** Another phone at the table: a browser context of its own (its own storage, its own phone id). */
export async function anotherPhone(
  browser: Browser,
  table: MenuTable,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Phone> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await scanOn(page, table);
  return { page, context };
}

/** Adds a menu without options from its detail, as a diner does, and waits for the menu home. */
export async function addFromMenu(page: Page, table: MenuTable, name: RegExp): Promise<void> {
  await (await menuLink(page, name)).click();
  await page.getByRole('button', { name: /장바구니 담기/ }).click();
  await expect(page.getByText('장바구니에 담았어요.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/list/${table.shopSeq}/${table.tableNum}$`));
}

export async function openCart(page: Page, table: MenuTable): Promise<void> {
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await page.locator('main.cart-page, main.cart-empty').waitFor();
}

/** The cart screen's lines as "name ×quantity", in order. */
export async function cartLines(page: Page): Promise<string[]> {
  const lines = page.locator('.cart-line');
  const out: string[] = [];
  for (const line of await lines.all()) {
    const name = (await line.locator('.cart-line-name').textContent())?.trim() ?? '';
    const quantity = await line.getByRole('spinbutton').getAttribute('aria-valuenow');
    out.push(`${name} ×${quantity}`);
  }
  return out.sort();
}

/** The cart line of a menu on the cart screen. */
export function lineOf(page: Page, name: string) {
  return page.locator('.cart-line').filter({ has: page.locator('.cart-line-name', { hasText: name }) });
}

export interface DemoTableCart {
  version: number;
  guests: number;
  lines: { menuName: string; quantity: number; addedBy: number }[];
  orders: { printGroupUuid: string; orderNo: string | null; orderedBy: number }[];
  opsApplied: number;
  outcomes: Record<string, number>;
  /** Event streams open to the table's phones. */
  listeners: number;
}

/** The table's shared cart as the demo service holds it (null before any phone joined). */
export async function demoTableCart(page: Page, table: MenuTable): Promise<DemoTableCart | null> {
  const response = await page.request.get(`/__demo/table-carts?shopSeq=${table.shopSeq}&tableNum=${table.tableNum}`);
  const { carts } = (await response.json()) as { carts: DemoTableCart[] };
  return carts.at(-1) ?? null;
}

/** The demo's lines as "name ×quantity", sorted, to compare with a phone's. */
export async function demoLines(page: Page, table: MenuTable): Promise<string[]> {
  return ((await demoTableCart(page, table))?.lines ?? []).map((l) => `${l.menuName} ×${l.quantity}`).sort();
}
