/**
 * A first-time diner on an iPhone (WebKit, empty profile): the first tap on a menu, on the cart
 * and on pay each opens its screen, for a dine-in and a takeout table. Each screen's code is
 * fetched for the first time at that tap, which is where WebKit once handed the router a screen
 * whose code had not run yet.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { type Diner, webkitDiner } from './support/diner.ts';
import { WebKitDriver } from './support/webkit.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));

interface TableCase {
  name: string;
  kinds: string[];
  /** A menu with no required options, so the add needs no choice. */
  menuSeq: number;
  menuName: string;
}

const CASES: TableCase[] = [
  { name: 'dine-in', kinds: ['dine-in', 'pg-smartro'], menuSeq: 401, menuName: '식혜' },
  { name: 'takeout', kinds: ['takeout', 'pg-nice'], menuSeq: 1201, menuName: '치즈볼' },
];

async function closeArrivalPopups(diner: Diner): Promise<void> {
  let wait = 8_000;
  while (await diner.shows('dialog[open] .dialog-actions .btn-primary', wait)) {
    await diner.tap('dialog[open] .dialog-actions .btn-primary');
    // The next one (the first-time popup after the notice) follows within moments, or none does.
    wait = 2_000;
  }
  await diner.see('main.menu-home', 'the menu home after its popups');
}

describe('WebKit: a first-time diner taps through to pay', () => {
  let driver: WebKitDriver;
  let diner: Diner | undefined;
  beforeAll(async () => {
    driver = await WebKitDriver.start();
  });
  afterAll(async () => {
    await driver?.stop();
  });
  beforeEach(async () => {
    await demo.reset();
    return async () => {
      await diner?.quit();
      diner = undefined;
    };
  });

  it.each(CASES)('$name: menu card, cart and pay each open on the first tap', async (table) => {
    const link = DemoService.pathOf((await demo.entry(...table.kinds)).url);
    const [, shopSeq, tableNum] = /^\/(\d+)\/(\d+)/.exec(link) ?? [];
    diner = webkitDiner(await driver.newDiner(), baseURL);

    await diner.open(link);
    await diner.see('main.menu-home', 'the menu home');
    // A first visit opens with the shop's notice and the first-time popup: the diner closes each.
    await closeArrivalPopups(diner);

    const card = `main.menu-home .menu-section a[href="/${shopSeq}/${tableNum}/${table.menuSeq}"]`;
    await diner.scrollTo(card);
    await diner.tap(card);
    await diner.see('form.menu-detail', 'the menu detail');
    expect(await diner.text('.detail-name')).toContain(table.menuName);

    await diner.tap('form.menu-detail button[type="submit"]');
    await diner.see('.cart-bar-link', 'the cart bar after adding');
    expect(await diner.path()).toBe(`/list/${shopSeq}/${tableNum}`);

    // The bar takes the place of the add button and ignores an add's second tap (600 ms): a diner
    // reaching for the cart takes longer than that.
    await diner.pause(700);
    await diner.tap('.cart-bar-link');
    await diner.see('.cart-line', 'the cart');
    expect(await diner.text('.cart-line')).toContain(table.menuName);

    await diner.tap('.bottom-bar .btn-primary');
    await diner.see('main.payment-page', 'the payment page');
    expect(await diner.path()).toBe(`/payment/${shopSeq}/${tableNum}`);
    expect(await diner.text('main.payment-page')).toContain(table.menuName);
    expect(await diner.problems()).toEqual([]);
  });
});
