/**
 * With the service worker, in WebKit and Firefox (neither has Background Sync): once the app is
 * ready offline, the menu and the cart open from the phone after the signal is gone, reloads
 * included.
 */
import { describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { linkPerTest } from './support/cuttable-link.ts';
import { closeArrivalPopups, waitForWorker } from './support/diner.ts';
import { dinerSessions, ENGINES } from './support/engines.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));
const READY_OFFLINE = '이제 오프라인에서도 쓸 수 있어요';

describe.each(ENGINES)('$name: offline with the service worker', (engine) => {
  const sessions = dinerSessions(engine, baseURL, () => demo.reset());
  const links = linkPerTest(baseURL);

  it('the menu and the cart open from the phone, reloads included, when the signal is gone', async () => {
    const table = DemoService.pathOf((await demo.entry('dine-in', 'pg-smartro', 'locales')).url);
    const [, shopSeq, tableNum] = /^\/(\d+)\/(\d+)/.exec(table) ?? [];
    const link = links.current();
    const diner = await sessions.newDiner(link.origin);
    await diner.open(table);
    await diner.see('main.menu-home', 'the menu home');
    await closeArrivalPopups(diner);
    await waitForWorker(diner);
    // The worker has stored what the first visit loaded once the app says it is ready offline.
    await diner.shows({ text: READY_OFFLINE }, 10_000);

    const card = `main.menu-home .menu-section a[href="/${shopSeq}/${tableNum}/401"]`;
    await diner.scrollTo(card);
    await diner.tap(card);
    await diner.see('form.menu-detail', 'the drink detail');
    await diner.tap('form.menu-detail button[type="submit"]');
    await diner.see('.cart-bar-link', 'the cart bar');
    await diner.pause(700);
    await diner.tap('.cart-bar-link');
    await diner.see('.cart-line', 'the cart');

    // With no signal the app's calls cannot go out: Firefox reports each one the worker could not
    // answer as a failed interception (Chromium's "Failed to load resource").
    diner.expectErrors(/A ServiceWorker intercepted the request and encountered an unexpected error/);
    link.loseSignal();
    await diner.reload();
    await diner.see('.cart-line', 'the cart, reloaded with no signal');
    expect(await diner.text('.cart-line')).toContain('식혜');
    await diner.open(`/list/${shopSeq}/${tableNum}`);
    await diner.see('main.menu-home .menu-section', 'the menu, opened with no signal');
    expect(await diner.text('main.menu-home')).toContain('돌솥비빔밥');
    expect(await diner.problems()).toEqual([]);
  });
});
