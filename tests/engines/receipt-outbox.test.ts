/**
 * A smart receipt asked for while the signal is gone, in WebKit and Firefox (neither has
 * Background Sync): the app keeps it on the phone, says it is queued, and sends it itself once the
 * signal is back, without a reload, reaching the service exactly once.
 */
import { describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { linkPerTest } from './support/cuttable-link.ts';
import { closeArrivalPopups } from './support/diner.ts';
import { dinerSessions, ENGINES } from './support/engines.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));
const QUEUED = '오프라인 상태입니다. 영수증 발송이 예약되었으며 연결이 돌아오면 발송됩니다.';

async function receiptsReceived(): Promise<number> {
  return (await demo.received()).receipts.length;
}

describe.each(ENGINES)('$name: a receipt asked for with no signal', (engine) => {
  const sessions = dinerSessions(engine, baseURL, () => demo.reset());
  const links = linkPerTest(baseURL);

  it('is queued on the phone and reaches the service exactly once when the signal returns', async () => {
    const table = DemoService.pathOf((await demo.entry('takeout', 'no-pg')).url);
    const link = links.current();
    const diner = await sessions.newDiner(link.origin);
    await diner.open(table);
    await diner.see('main.menu-home', 'the menu home');
    await closeArrivalPopups(diner);

    // A takeout order paid at the counter.
    const card = 'main.menu-home .menu-section a[href$="/3002"]';
    await diner.scrollTo(card);
    await diner.tap(card);
    await diner.see('form.menu-detail', 'the gimbap detail');
    await diner.tap('form.menu-detail button[type="submit"]');
    await diner.see('.cart-bar-link', 'the cart bar');
    await diner.pause(700);
    await diner.tap('.cart-bar-link');
    await diner.see('.cart-line', 'the cart');
    await diner.tap('.bottom-bar .btn-primary');
    await diner.see('main.payment-page', 'the payment page');
    await diner.type('main.payment-page input[type="tel"]', '01022223333');
    await diner.tap('.bottom-bar .btn-primary');
    await diner.see({ text: '계산대에서 결제해 주세요' }, 'the order result');

    await diner.tap({ text: '영수증', tag: 'button' });
    await diner.see('dialog[open]', 'the receipt sheet');
    // With no signal the send cannot go out: Firefox reports a call the worker could not answer.
    diner.expectErrors(/A ServiceWorker intercepted the request and encountered an unexpected error/);
    link.loseSignal();
    await diner.tap({ text: '영수증 보내기', tag: 'button' });
    await diner.see({ text: QUEUED }, 'the queued message');
    expect(await receiptsReceived()).toBe(0);

    // No reload and no `online` event (the browser never saw the signal go): the page's own retry
    // timer sends it while the diner stays on the sheet.
    link.regainSignal();
    for (let waited = 0; waited < 100 && (await receiptsReceived()) === 0; waited++) await diner.pause(200);
    expect(await receiptsReceived()).toBe(1);
    // Nothing goes twice: the app's later rounds found it delivered.
    await diner.pause(3_000);
    expect(await receiptsReceived()).toBe(1);
    expect(await diner.problems()).toEqual([]);
  });
});
