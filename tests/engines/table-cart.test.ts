/**
 * Two phones at a table that shares its cart, in WebKit and Firefox: a line one phone adds shows
 * on the other (by the event stream, or by asking every few seconds where the stream does not
 * work), an edit made with no signal is sent by the page itself once the signal returns (neither
 * engine has Background Sync), and when both order, one order is placed and the other phone is
 * told who ordered it.
 */
import { describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { linkPerTest } from './support/cuttable-link.ts';
import { closeArrivalPopups, type Diner } from './support/diner.ts';
import { dinerSessions, ENGINES } from './support/engines.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));

interface HeldCart {
  lines: { menuName: string; quantity: number }[];
  orders: { orderNo: string | null; orderedBy: number }[];
}

async function heldCart(shopSeq: number, tableNum: number): Promise<HeldCart | undefined> {
  const response = await fetch(new URL(`/__demo/table-carts?shopSeq=${shopSeq}&tableNum=${tableNum}`, baseURL));
  return ((await response.json()) as { carts: HeldCart[] }).carts.at(-1);
}

async function heldLines(shopSeq: number, tableNum: number): Promise<string[]> {
  return ((await heldCart(shopSeq, tableNum))?.lines ?? []).map((l) => `${l.menuName} ×${l.quantity}`).sort();
}

/** The cart screen's lines as "name ×quantity", sorted. */
function shownLines(diner: Diner): Promise<string[]> {
  return diner.evaluate(() =>
    [...document.querySelectorAll('.cart-line')]
      .map((line) => {
        const name = line.querySelector('.cart-line-name')?.textContent?.trim() ?? '';
        const quantity = line.querySelector('[role="spinbutton"]')?.getAttribute('aria-valuenow') ?? '';
        return `${name} ×${quantity}`;
      })
      .sort(),
  );
}

/** Waits, in 200 ms steps, until `read` gives `want` (up to 15 s: a stream, or three polls and more). */
async function until(diner: Diner, read: () => Promise<string[]>, want: string[]): Promise<void> {
  let got: string[] = [];
  for (let waited = 0; waited < 75; waited++) {
    got = await read();
    if (JSON.stringify(got) === JSON.stringify(want)) return;
    await diner.pause(200);
  }
  expect(got).toEqual(want);
}

async function addMenu(diner: Diner, menuSeq: number): Promise<void> {
  const card = `main.menu-home .menu-section a[href$="/${menuSeq}"]`;
  await diner.scrollTo(card);
  await diner.tap(card);
  await diner.see('form.menu-detail', 'the menu detail');
  await diner.tap('form.menu-detail button[type="submit"]');
  await diner.see('.cart-bar-link', 'the cart bar');
}

describe.each(ENGINES)('$name: two phones share one table cart', (engine) => {
  const sessions = dinerSessions(engine, baseURL, () => demo.reset());
  const links = linkPerTest(baseURL);

  it('each sees the other’s lines, an edit made offline arrives once, and one order is placed', async () => {
    const entry = await demo.entry('table-cart', 'no-pg');
    const match = /^\/(\d+)\/(\d+)/.exec(DemoService.pathOf(entry.url));
    const shopSeq = Number(match?.[1]);
    const tableNum = Number(match?.[2]);
    const table = await demo.tableLink(shopSeq, tableNum);
    const cart = `/cart/${shopSeq}/${tableNum}`;
    const link = links.current();
    const first = await sessions.newDiner(baseURL);
    // A second phone is a second browser: WebKitGTK's driver holds one session at a time.
    const another = await engine.start();
    let second: Diner | undefined;
    try {
      second = await another.newDiner(link.origin);
      for (const diner of [first, second]) {
        await diner.open(table);
        await diner.see('main.menu-home', 'the menu home');
        await closeArrivalPopups(diner);
      }

      // One phone adds; the other, on the cart screen, sees it; and the other way round.
      await second.open(cart);
      await addMenu(first, 3102);
      await until(second, () => shownLines(second as Diner), ['떡볶이 ×1']);
      await first.open(cart);
      await second.open(`/${shopSeq}/${tableNum}`);
      await second.see('main.menu-home', 'the menu home again');
      await addMenu(second, 3103);
      await until(first, () => shownLines(first), ['떡볶이 ×1', '순대 ×1']);

      // The second phone loses its signal and raises a quantity: shown at once, not yet sent.
      await second.open(cart);
      await until(second, () => shownLines(second as Diner), ['떡볶이 ×1', '순대 ×1']);
      // A screen's refresh of the shop's data fails too while the link is cut, and says so in the log.
      second.expectErrors(
        /ServiceWorker|NetworkError|Failed to fetch|Load failed|network connection|Loading \w+ failed/i,
      );
      link.loseSignal();
      await second.evaluate(() => {
        const line = [...document.querySelectorAll('.cart-line')].find((l) =>
          l.querySelector('.cart-line-name')?.textContent?.includes('순대'),
        );
        (line?.querySelector('button[aria-label*="늘리기"]') as HTMLButtonElement | null)?.click();
      });
      await second.see({ text: '보내지 못한 변경 1건' }, 'the edit waiting for the signal');
      expect(await shownLines(second)).toEqual(['떡볶이 ×1', '순대 ×2']);
      expect(await heldLines(shopSeq, tableNum)).toEqual(['떡볶이 ×1', '순대 ×1']);

      // Back on the signal, the page sends it itself, once; the first phone sees it.
      link.regainSignal();
      await until(second, () => heldLines(shopSeq, tableNum), ['떡볶이 ×1', '순대 ×2']);
      await until(first, () => shownLines(first), ['떡볶이 ×1', '순대 ×2']);

      // Both open the payment screen and tap order at the same moment: one order is placed, and
      // the other phone is told who ordered it, with its number.
      for (const diner of [first, second]) {
        await diner.tap('.bottom-bar .btn-primary');
        await diner.see('main.payment-page', 'the payment page');
        await diner.see('.bottom-bar .btn-primary', 'the order button');
      }
      const tapOrder = (diner: Diner) =>
        diner.evaluate(() => {
          (document.querySelector('.bottom-bar .btn-primary') as HTMLButtonElement | null)?.click();
          return true;
        });
      await Promise.all([tapOrder(first), tapOrder(second)]);
      const ordered = { text: '주문 완료', tag: 'h2' };
      const firstOrdered = await first.shows(ordered, 15_000);
      const [orderer, other] = firstOrdered ? [first, second] : [second, first];
      await orderer.see(ordered, 'the order result');
      const held = await heldCart(shopSeq, tableNum);
      expect(held?.orders).toHaveLength(1);
      await other.see(
        { text: `손님 ${held?.orders[0]?.orderedBy}이(가) 이미 테이블 장바구니를 주문했어요` },
        'who ordered the cart',
      );
      await other.see({ text: `주문번호 ${held?.orders[0]?.orderNo}` }, 'the order number');
      expect((await demo.orders(shopSeq, tableNum)).length).toBe(1);
      expect(await first.problems()).toEqual([]);
      expect(await second.problems()).toEqual([]);
    } finally {
      await second?.quit();
      await another.stop();
    }
  });
});
