/**
 * The main journeys of the app in WebKit (every iPhone) and Firefox, as a first-time diner makes
 * them: arrive by the table's code, read the notice, switch language, choose options, fill the cart,
 * reload, pay at the stand-in gateway and read the result; the menu right to left in Arabic; and a
 * waiting registration. Every step fails on an error screen or an error the page reports.
 */
import { describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { closeArrivalPopups } from './support/diner.ts';
import { dinerSessions, ENGINES } from './support/engines.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));

describe.each(ENGINES)('$name: the main journeys', (engine) => {
  const sessions = dinerSessions(engine, baseURL, () => demo.reset());

  it('dine-in: notice, language, carousel, required options, cart kept on reload, card payment, result', async () => {
    const link = DemoService.pathOf((await demo.entry('dine-in', 'pg-smartro', 'locales')).url);
    const [, shopSeq, tableNum] = /^\/(\d+)\/(\d+)/.exec(link) ?? [];
    const diner = await sessions.newDiner();
    await diner.open(link);
    await diner.see('main.menu-home', 'the menu home');
    // The shop's notice greets a first visit.
    expect(await diner.shows('dialog[open] .notice-dialog-text', 8_000)).toBe(true);
    await closeArrivalPopups(diner);

    // The recommended carousel moves on.
    await diner.see('section.reco', 'the recommended carousel');
    await diner.tap('section.reco .reco-buttons .icon-btn:last-child');

    // English and back: the interface and the menu's names follow the language.
    await diner.tap('button[aria-haspopup="dialog"]');
    await diner.tap({ text: 'English', within: 'lang-list', tag: 'button' });
    await diner.see({ text: 'Drinks', within: 'menu-home' }, 'the menu in English');
    expect(await diner.evaluate(() => document.documentElement.lang)).toBe('en');
    await diner.tap('button[aria-haspopup="dialog"]');
    await diner.tap({ text: '한국어', within: 'lang-list', tag: 'button' });
    await diner.see({ text: '음료', within: 'menu-home' }, 'the menu in Korean again');

    // A required group of one to two sauces.
    const card = 'main.menu-home .menu-section a[href$="/301"]';
    await diner.scrollTo(card);
    await diner.tap(card);
    await diner.see('form.menu-detail', 'the pancake detail');
    await diner.tap('form.menu-detail button[type="submit"]');
    await diner.see('dialog[open] .alert-message', 'the required-option alert');
    expect(await diner.text('dialog[open] .alert-message')).toContain('소스 선택');
    await diner.tap('dialog[open] .btn-primary');
    await diner.tap({ text: '간장', within: 'option-list', tag: 'label' });
    await diner.tap({ text: '초고추장', within: 'option-list', tag: 'label' });
    const thirdDisabled = await diner.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('.option-list input[type="checkbox"]')].some(
        (input) => input.disabled && !input.closest('label')?.textContent?.includes('품절'),
      ),
    );
    expect(thirdDisabled).toBe(true);
    await diner.tap('form.menu-detail button[type="submit"]');
    await diner.see('.cart-bar-link', 'the cart bar after adding');

    // The cart survives a reload.
    await diner.pause(700);
    await diner.tap('.cart-bar-link');
    await diner.see('.cart-line', 'the cart');
    expect(await diner.text('.cart-line')).toContain('해물파전');
    await diner.reload();
    await diner.see('.cart-line', 'the cart after a reload');
    expect(await diner.text('.cart-line')).toContain('해물파전');

    // Pay at the stand-in gateway, then the result.
    await diner.tap('.bottom-bar .btn-primary');
    await diner.see('main.payment-page', 'the payment page');
    await diner.tap('.bottom-bar .btn-primary');
    await diner.see('button.approve', "the gateway's card page");
    expect(await diner.path()).toMatch(/^\/pg\/smartro\/card\?/);
    await diner.tap('button.approve');
    await diner.see({ text: '결제가 완료되었습니다' }, 'the payment result');
    expect(await diner.path()).toMatch(/^\/payment\/receipt\//);
    expect(await diner.text('main')).toContain('해물파전');

    // The order is kept on the phone. WebKit may delete it after a week without a visit unless the
    // app is on the home screen, and says so; Firefox keeps it.
    await diner.open(`/order/log/${shopSeq}/${tableNum}/false`);
    await diner.see({ text: '해물파전', within: 'order-log' }, 'the order history');
    // Whether the engine keeps this site's storage for good after the paid order (when the app asks
    // for it). Only `persisted()` is read: Firefox answers `persist()` with a permission prompt, which
    // nobody answers here. WebKitGTK has no StorageManager at all.
    const persistence = await diner.evaluate(async () =>
      typeof navigator.storage?.persisted === 'function'
        ? `persisted() ${await navigator.storage.persisted()}`
        : 'no navigator.storage',
    );
    console.log(`${engine.name}: ${persistence}`);
    const kept = persistence === 'persisted() true';
    expect(await diner.shows('.storage-lifetime-note', 3_000)).toBe(engine.name === 'WebKit' && !kept);
    expect(await diner.problems()).toEqual([]);
  });

  it('Arabic: the menu and its detail read right to left', async () => {
    const link = DemoService.pathOf((await demo.entry('dine-in', 'pg-smartro', 'locales')).url);
    const diner = await sessions.newDiner();
    await diner.open(link);
    await closeArrivalPopups(diner);
    await diner.tap('button[aria-haspopup="dialog"]');
    await diner.tap({ text: 'العربية', within: 'lang-list', tag: 'button' });
    await diner.see({ text: 'مشروبات', within: 'menu-home' }, 'the menu in Arabic');
    expect(await diner.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    const card = 'main.menu-home .menu-section a[href$="/401"]';
    await diner.scrollTo(card);
    await diner.tap(card);
    await diner.see('form.menu-detail', 'the drink detail');
    expect(await diner.text('.detail-name')).toContain('سيكهي');
    expect(
      await diner.evaluate(() => getComputedStyle(document.querySelector('.detail-name') as Element).direction),
    ).toBe('rtl');
    // Nothing reaches past the screen's edge.
    expect(await diner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await diner.problems()).toEqual([]);
  });

  it('waiting: register by phone and party size, then see the place in the queue', async () => {
    const waiting = DemoService.pathOf((await demo.entry('waiting-available', 'waiting-adult-kid')).url);
    const diner = await sessions.newDiner();
    await diner.open(waiting);
    await diner.tap({ text: '등록하기', tag: 'button' });
    await diner.type('input[type="tel"]', '01012345678');
    expect(await diner.evaluate(() => document.querySelector<HTMLInputElement>('input[type="tel"]')?.value)).toBe(
      '010-1234-5678',
    );
    await diner.tap({ text: '다음', tag: 'button' });
    await diner.see({ text: '몇 분이 오셨나요?' }, 'the party size step');
    await diner.tap('button[aria-label="어린이 늘리기"]');
    await diner.tap({ text: '웨이팅 확정', tag: 'button' });
    await diner.see({ text: '번째' }, 'the place in the queue');
    expect(await diner.path()).toMatch(/^\/waiting\/complete\/[0-9a-f-]{36}$/);
    expect(await diner.problems()).toEqual([]);
  });
});
